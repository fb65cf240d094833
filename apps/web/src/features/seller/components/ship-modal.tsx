import { Form, Modal } from 'antd';
import { toast } from '../../../lib/toast';
import { useShipOrder } from '../api/ship-order';
import { ParcelFields, type TParcelValues } from './parcel-fields';

/** The order a ship dialog is open for. */
export interface TShipTarget {
  id: number;
  orderNo: string;
}

/**
 * 发货: the logistics company (a select; chips on a phone, no picker there) and the tracking number
 * (6–30 letters, digits or -, the contract's rule). Closes on success; a refusal is toasted and the
 * lists reload (the order may have moved meanwhile).
 */
export function ShipModal({ order, onClose }: { order: TShipTarget | null; onClose: () => void }) {
  const [form] = Form.useForm<TParcelValues>();
  const ship = useShipOrder();

  const onFinish = async (values: TParcelValues) => {
    if (!order || ship.isPending) return;
    try {
      await ship.mutateAsync({
        orderId: order.id,
        logisticsCompany: values.logisticsCompany,
        logisticsNo: values.logisticsNo.trim(),
      });
      toast.success(`订单 ${order.orderNo} 已发货`);
      onClose();
    } catch {
      // toasted by the request layer; the lists reload
    }
  };

  return (
    <Modal
      open={order !== null}
      title="订单发货"
      okText="确认发货"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={ship.isPending}
      destroyOnHidden
      afterClose={() => form.resetFields()}
      className="seller-ship-modal"
      okButtonProps={{ 'data-testid': 'seller-ship-submit' }}
      data-testid="seller-ship-modal"
    >
      {order ? <p className="seller-ship-order">订单号：{order.orderNo}</p> : null}
      <Form<TParcelValues> form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <ParcelFields />
      </Form>
    </Modal>
  );
}
