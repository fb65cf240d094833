import type { TSellerProductReturn } from '@mall/contract';
import { Form, Modal } from 'antd';
import { toast } from '../../../lib/toast';
import { useShipReplacement } from '../api/ship-replacement';
import { ParcelFields, type TParcelValues } from './parcel-fields';

/** 发出换货: the replacement's parcel (company and tracking number), which also ends the request. */
export function ReturnShipModal({ item, onClose }: { item: TSellerProductReturn | null; onClose: () => void }) {
  const [form] = Form.useForm<TParcelValues>();
  const ship = useShipReplacement();

  const onOk = async () => {
    if (!item) return;
    let values: TParcelValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await ship.mutateAsync({
        id: item.id,
        logisticsCompany: values.logisticsCompany,
        logisticsNo: values.logisticsNo.trim(),
      });
      toast.success('换货已发出');
      onClose();
    } catch {
      // toasted by the request layer
    }
  };

  return (
    <Modal
      open={item !== null}
      title="发出换货"
      okText="确认发货"
      cancelText="取消"
      okButtonProps={{ loading: ship.isPending, 'data-testid': 'seller-ship-ok' }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
      rootClassName="seller-ship-modal"
    >
      {item ? (
        <p className="seller-muted">
          {item.title} {item.standardName} ×{item.number} · 寄往 {item.address.realname} {item.address.fullText}
        </p>
      ) : null}
      <Form form={form} layout="vertical" preserve={false}>
        <ParcelFields />
      </Form>
    </Modal>
  );
}
