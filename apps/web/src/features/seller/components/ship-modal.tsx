import { LOGISTICS_COMPANIES, LOGISTICS_NO_MSG, LOGISTICS_NO_RE } from '@mall/contract/wire';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { toast } from '../../../lib/toast';
import { useShipOrder } from '../api/ship-order';

interface TValues {
  logisticsCompany: string;
  logisticsNo: string;
}

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
  const [form] = Form.useForm<TValues>();
  const ship = useShipOrder();
  const isPhone = useAntdPhone();

  const onFinish = async (values: TValues) => {
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
      <Form<TValues> form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item name="logisticsCompany" label="物流公司" rules={[{ required: true, message: '请选择物流公司' }]}>
          {isPhone ? (
            <Radio.Group className="seller-ship-chips" optionType="button">
              {LOGISTICS_COMPANIES.map((c) => (
                <Radio.Button key={c} value={c}>
                  {c}
                </Radio.Button>
              ))}
            </Radio.Group>
          ) : (
            <Select
              placeholder="请选择物流公司"
              options={LOGISTICS_COMPANIES.map((c) => ({ value: c, label: c }))}
              data-testid="seller-ship-company"
            />
          )}
        </Form.Item>
        <Form.Item
          name="logisticsNo"
          label="物流单号"
          rules={[
            { required: true, whitespace: true, message: '请填写物流单号' },
            { pattern: LOGISTICS_NO_RE, message: LOGISTICS_NO_MSG },
          ]}
        >
          <Input placeholder="6到30位字母、数字或-" autoComplete="off" maxLength={30} data-testid="seller-ship-no" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
