import { RETURN_DESCRIPTION_MAX, RETURN_IMAGE_MAX, RETURN_REASONS, type TServiceData } from '@mall/contract';
import { formatYuan, RETURN_TYPES, type TReturnType } from '@mall/contract/wire';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Radio } from 'antd';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { toast } from '../../../lib/toast';
import { getStocksQueryOptions } from '../../catalogue';
import { ImageUploader } from '../../upload';
import { useAddProductReturn } from '../api/add-product-return';
import { numberLimit, refundPreview } from '../service-view';
import './after-sales.css';

export interface TServiceApplyValues {
  number: number | null;
  reason?: string;
  description: string;
  images: string[];
  /** 换货: the standard wanted (the one bought unless changed). */
  exchangeStandardId?: number;
}

interface TServiceApplyProps {
  returnType: TReturnType;
  orderId: number;
  /** The order line: its unit price for the refund preview. */
  price: number;
  /** The line's coupon share and what was refunded before, so the preview is what the server will refund. */
  line?: { number: number; discount: number; returnedNumber: number };
  service: TServiceData;
  /** 换货: the line's product and the standard bought (the spec picker's choices and default). */
  bought?: { productId: number | null; standardId: number | null };
  onApplied: () => void;
}

/**
 * 换货's spec picker: the product's standards as chips, the one bought preselected; a standard
 * without the units in stock cannot be picked (the server refuses it too).
 */
function ExchangeSpecs({ productId, number }: { productId: number; number: number }) {
  const stocks = useQuery(getStocksQueryOptions(productId));
  const standards = stocks.data ?? [];
  if (standards.length < 2) return null;
  return (
    <Form.Item name="exchangeStandardId" label="换成规格" extra="默认换成购买时的规格">
      <Radio.Group
        optionType="button"
        className="service-exchange-specs"
        aria-label="换成规格"
        data-testid="service-exchange-specs"
      >
        {standards.map((st) => (
          <Radio.Button key={st.id} value={st.id} disabled={st.stock < Math.max(1, number)}>
            {st.name}
            {st.stock < Math.max(1, number) ? '（缺货）' : ''}
          </Radio.Button>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}

/**
 * The request of one type: 数量 (1 to bought − already returned), a reason of the type's list as
 * radio rows, a description and up to six pictures; 仅退款 and 退货退款 preview the refund.
 */
export function ServiceApply({ returnType, orderId, price, line, service, bought, onApplied }: TServiceApplyProps) {
  const [form] = Form.useForm<TServiceApplyValues>();
  const isPhone = useAntdPhone();
  const add = useAddProductReturn();
  const max = numberLimit(service);
  const number = Form.useWatch('number', form);
  const label = RETURN_TYPES[returnType].label;

  const onFinish = async (values: TServiceApplyValues) => {
    if (add.isPending || values.number === null || !values.reason) return;
    const description = values.description.trim();
    try {
      await add.mutateAsync({
        orderId,
        orderDetailId: service.orderDetailId,
        returnType,
        number: values.number,
        reason: values.reason,
        ...(description ? { description } : {}),
        ...(values.images.length ? { images: values.images } : {}),
        ...(returnType === 3 && values.exchangeStandardId ? { exchangeStandardId: values.exchangeStandardId } : {}),
      });
      toast.success('售后申请已提交，请等待商家审核');
      onApplied();
    } catch {
      // toasted by the request client
    }
  };

  return (
    <Form<TServiceApplyValues>
      form={form}
      layout={isPhone ? 'vertical' : 'horizontal'}
      labelCol={isPhone ? undefined : { flex: '96px' }}
      initialValues={{
        number: max >= 1 ? 1 : null,
        description: '',
        images: [],
        ...(returnType === 3 && bought?.standardId ? { exchangeStandardId: bought.standardId } : {}),
      }}
      onFinish={onFinish}
      className="service-apply"
      data-testid="service-apply"
    >
      <Form.Item label="售后类型">
        <strong>{label}</strong>
      </Form.Item>
      <Form.Item
        name="number"
        label="申请数量"
        extra={`最多可申请 ${max} 件`}
        rules={[
          { required: true, message: '请填写申请数量' },
          {
            validator: async (_, v: number | null) => {
              if (v === null || v === undefined) return;
              if (!Number.isInteger(v) || v < 1) throw new Error('数量至少为1');
              if (v > max) throw new Error(`最多可申请${max}件`);
            },
          },
        ]}
      >
        <InputNumber
          min={1}
          max={Math.max(1, max)}
          precision={0}
          mode="spinner"
          inputMode="numeric"
          className="service-number"
          aria-label="申请数量"
          data-testid="service-number"
        />
      </Form.Item>
      {returnType === 3 && bought?.productId ? (
        <ExchangeSpecs productId={bought.productId} number={typeof number === 'number' ? number : 1} />
      ) : null}
      <Form.Item name="reason" label="申请原因" rules={[{ required: true, message: '请选择售后原因' }]}>
        <Radio.Group className="service-reasons" aria-label="申请原因">
          {RETURN_REASONS[returnType].map((r) => (
            <Radio key={r} value={r}>
              {r}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="description"
        label="问题描述"
        rules={[{ max: RETURN_DESCRIPTION_MAX, message: `问题描述最多${RETURN_DESCRIPTION_MAX}个字` }]}
      >
        <Input.TextArea
          placeholder="请描述遇到的问题（选填）"
          maxLength={RETURN_DESCRIPTION_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          data-testid="service-description"
        />
      </Form.Item>
      <Form.Item name="images" label="凭证图片" extra={`最多${RETURN_IMAGE_MAX}张，支持 JPG、PNG、WEBP`}>
        <ImageUploader max={RETURN_IMAGE_MAX} label="上传凭证" data-testid="service-images" />
      </Form.Item>
      {returnType === 3 ? null : (
        <Form.Item label="退款金额">
          <strong className="service-refund" data-testid="service-refund-preview">
            ¥
            {formatYuan(refundPreview(price, typeof number === 'number' ? Math.min(number, max) : 0, returnType, line))}
          </strong>
          <span className="service-hint">（原路退回）</span>
        </Form.Item>
      )}
      {isPhone ? (
        // The phone's fixed action bar (global .phone-bar): the floating 返回顶部 rises above it instead
        // of covering the button, as on every page with such a bar.
        <div className="phone-bar service-phone-bar">
          <Button type="primary" htmlType="submit" loading={add.isPending} block data-testid="service-submit">
            提交申请
          </Button>
        </div>
      ) : (
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="service-submit">
            提交申请
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
