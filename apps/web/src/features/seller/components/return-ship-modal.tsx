import type { TSellerProductReturn } from '@mall/contract';
import { LOGISTICS_COMPANIES, LOGISTICS_NO_MSG, LOGISTICS_NO_RE } from '@mall/contract/wire';
import { Form, Input, Modal, Select } from 'antd';
import { toast } from '../../../lib/toast';
import { useShipReplacement } from '../api/ship-replacement';

interface TValues {
  logisticsCompany: string;
  logisticsNo: string;
}

const COMPANY_OPTIONS = LOGISTICS_COMPANIES.map((c) => ({ value: c, label: c }));

/** 发出换货: the replacement's parcel (company and tracking number), which also ends the request. */
export function ReturnShipModal({ item, onClose }: { item: TSellerProductReturn | null; onClose: () => void }) {
  const [form] = Form.useForm<TValues>();
  const ship = useShipReplacement();

  const onOk = async () => {
    if (!item) return;
    let values: TValues;
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
        <Form.Item name="logisticsCompany" label="物流公司" rules={[{ required: true, message: '请选择物流公司' }]}>
          <Select options={COMPANY_OPTIONS} placeholder="请选择物流公司" data-testid="seller-ship-company" />
        </Form.Item>
        <Form.Item
          name="logisticsNo"
          label="物流单号"
          rules={[
            { required: true, whitespace: true, message: '请填写物流单号' },
            { pattern: LOGISTICS_NO_RE, message: LOGISTICS_NO_MSG },
          ]}
        >
          <Input placeholder="6到30位字母、数字或-" maxLength={30} autoComplete="off" data-testid="seller-ship-no" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
