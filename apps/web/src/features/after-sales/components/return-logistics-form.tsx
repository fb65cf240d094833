import { Button, Form } from 'antd';
import { ParcelFields, type TParcelValues } from '../../../components/parcel-fields';
import { toast } from '../../../lib/toast';
import { useWriteReturnLogistics } from '../api/write-return-logistics';

/** The buyer's return parcel: the company as chips (no picker on a phone) and the tracking number. */
export function ReturnLogisticsForm({ id, orderId }: { id: number; orderId: number }) {
  const [form] = Form.useForm<TParcelValues>();
  const write = useWriteReturnLogistics(orderId);
  const onFinish = async (values: TParcelValues) => {
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
    <Form<TParcelValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      className="return-logistics-form"
      data-testid="return-logistics-form"
    >
      <ParcelFields
        isChips
        chipsClassName="service-chips"
        noPlaceholder="请填写退货包裹的物流单号"
        noTestId="return-logistics-no"
      />
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={write.isPending} data-testid="return-logistics-submit">
          提交物流信息
        </Button>
      </Form.Item>
    </Form>
  );
}
