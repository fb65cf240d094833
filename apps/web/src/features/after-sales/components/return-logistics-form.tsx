import { LOGISTICS_COMPANIES, LOGISTICS_NO_MSG, LOGISTICS_NO_RE } from '@mall/contract/wire';
import { Button, Form, Input, Radio } from 'antd';
import { toast } from '../../../lib/toast';
import { useWriteReturnLogistics } from '../api/write-return-logistics';

interface TValues {
  logisticsCompany: string;
  logisticsNo: string;
}

/** The buyer's return parcel: the company as chips (no picker on a phone) and the tracking number. */
export function ReturnLogisticsForm({ id, orderId }: { id: number; orderId: number }) {
  const [form] = Form.useForm<TValues>();
  const write = useWriteReturnLogistics(orderId);
  const onFinish = async (values: TValues) => {
    if (write.isPending) return;
    try {
      await write.mutateAsync({
        id,
        logisticsCompany: values.logisticsCompany,
        logisticsNo: values.logisticsNo.trim(),
      });
      toast.success('退货物流已提交');
    } catch {
      // toasted by the request client
    }
  };
  return (
    <Form<TValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      className="return-logistics-form"
      data-testid="return-logistics-form"
    >
      <Form.Item name="logisticsCompany" label="物流公司" rules={[{ required: true, message: '请选择物流公司' }]}>
        <Radio.Group className="service-chips" optionType="button">
          {LOGISTICS_COMPANIES.map((c) => (
            <Radio.Button key={c} value={c}>
              {c}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="logisticsNo"
        label="物流单号"
        rules={[
          { required: true, whitespace: true, message: '请填写物流单号' },
          { pattern: LOGISTICS_NO_RE, message: LOGISTICS_NO_MSG },
        ]}
      >
        <Input
          placeholder="请填写退货包裹的物流单号"
          autoComplete="off"
          maxLength={30}
          data-testid="return-logistics-no"
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={write.isPending} data-testid="return-logistics-submit">
          提交物流信息
        </Button>
      </Form.Item>
    </Form>
  );
}
