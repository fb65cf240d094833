import { type TSellerDemand, ZQuoteInput } from '@mall/contract';
import {
  formatYuan,
  PROCUREMENT_MONEY_MAX,
  QUOTE_LEAD_DAYS_MAX,
  QUOTE_WARRANTY_MONTHS_MAX,
  STATUS,
} from '@mall/contract/wire';
import { Button, DatePicker, Form, Input, InputNumber, type InputNumberProps, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { checkFormPayload } from '../../../components/check-form';
import { YuanInput } from '../../../components/yuan-input';
import { RequestError } from '../../../lib/request';
import { toast } from '../../../lib/toast';
import { useSubmitQuote } from '../api/submit-quote';
import {
  initialQuoteValues,
  isValidUntilOff,
  lineAmount,
  quoteIssueField,
  quotePayload,
  quoteTotal,
  type TQuoteFormValues,
} from '../quote-form';

/** 含税 as a two-way toggle a finger can hit (antd's Switch is 22 px high). */
const TAX_OPTIONS = [
  { value: true, label: '含税' },
  { value: false, label: '不含税' },
];

/** A whole number of days or months of the terms (交货周期, 质保), its unit beside it. */
function WholeInput(props: InputNumberProps<number>) {
  return <InputNumber<number> precision={0} inputMode="numeric" className="seller-quote-number" {...props} />;
}

type TFormValues = Omit<TQuoteFormValues, 'validUntil'> & { validUntil: Dayjs | null };

interface TQuoteFormProps {
  demand: TSellerDemand;
  isPhone: boolean;
  /** After the quote was taken (`isDone`) or refused because the demand moved on (409): back to the lists. */
  onLeave: (isDone: boolean) => void;
}

/**
 * The seller's quote on a demand: a unit price per item with the live line amounts and total, and the
 * terms (含税, 交货周期, 质保, 有效期, 备注); prefilled from the seller's quote when revising. Checked
 * against the contract's ZQuoteInput before it is sent.
 */
export function QuoteForm({ demand, isPhone, onLeave }: TQuoteFormProps) {
  const [form] = Form.useForm<TFormValues>();
  const submit = useSubmitQuote();
  const initial = useMemo(() => {
    const v = initialQuoteValues(demand);
    return { ...v, validUntil: v.validUntil ? dayjs(v.validUntil) : null };
  }, [demand]);
  const prices = (Form.useWatch('prices', form) ?? initial.prices) as TQuoteFormValues['prices'];
  const total = quoteTotal(demand.items, prices);
  const isRevision = demand.myQuote !== null;

  const onSubmit = async () => {
    if (submit.isPending) return;
    const payload = await checkFormPayload(
      form,
      (v: TFormValues) => quotePayload(demand, { ...v, validUntil: v.validUntil?.format('YYYY-MM-DD') ?? null }),
      ZQuoteInput,
      (path) => quoteIssueField(demand, path),
    );
    if (!payload) return;
    try {
      await submit.mutateAsync(payload);
      toast.success(isRevision ? '报价已修改' : '报价已提交');
      onLeave(true);
    } catch (error) {
      // Toasted by the request layer; a 409 (报价已截止, the demand settled or closed) cannot be fixed here.
      if (error instanceof RequestError && error.status === STATUS.CONFLICT) onLeave(false);
    }
  };

  return (
    <Form<TFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={onSubmit}
      className="seller-quote-form"
      data-testid="seller-quote-form"
    >
      <section className="seller-quote-lines" aria-label="逐项报价">
        {demand.items.map((item, i) => (
          <div key={item.id} className="seller-quote-line" data-testid={`seller-quote-line-${i}`}>
            <div className="seller-quote-line-what">
              <b>{item.name}</b>
              {item.spec ? <span className="seller-muted"> {item.spec}</span> : null}
              <div className="seller-muted">
                {item.quantity} {item.unit}
                {item.targetPrice === null ? '' : ` · 目标单价 ¥${formatYuan(item.targetPrice)}`}
              </div>
            </div>
            <Form.Item
              name={['prices', String(item.id)]}
              label="单价"
              className="seller-quote-price"
              rules={[{ required: true, message: '请填写单价' }]}
            >
              <YuanInput
                prefix="¥"
                min={0.01}
                max={PROCUREMENT_MONEY_MAX}
                step={1}
                placeholder="0.00"
                className="seller-quote-price-input"
                data-testid="seller-quote-price"
              />
            </Form.Item>
            <div className="seller-quote-amount">
              <span className="seller-muted">小计</span>
              <span data-testid="seller-quote-line-amount">
                ¥{formatYuan(lineAmount(prices?.[String(item.id)], item.quantity))}
              </span>
            </div>
          </div>
        ))}
        <div className="seller-quote-total">
          合计{' '}
          <b className="seller-money" data-testid="seller-quote-total">
            ¥{formatYuan(total)}
          </b>
        </div>
      </section>

      <div className="seller-quote-terms">
        <Form.Item name="taxIncluded" label="是否含税">
          <Radio.Group
            optionType="button"
            options={TAX_OPTIONS}
            className="seller-quote-tax"
            data-testid="seller-quote-tax"
          />
        </Form.Item>
        <Form.Item name="leadDays" label="交货周期（天）" rules={[{ required: true, message: '请填写交货周期' }]}>
          <WholeInput min={1} max={QUOTE_LEAD_DAYS_MAX} suffix="天" data-testid="seller-quote-lead" />
        </Form.Item>
        <Form.Item name="warrantyMonths" label="质保（月）" rules={[{ required: true, message: '请填写质保期' }]}>
          <WholeInput min={0} max={QUOTE_WARRANTY_MONTHS_MAX} suffix="个月" data-testid="seller-quote-warranty" />
        </Form.Item>
        <Form.Item name="validUntil" label="报价有效期至" rules={[{ required: true, message: '请选择报价有效期' }]}>
          <DatePicker
            disabledDate={(d) => isValidUntilOff(d.format('YYYY-MM-DD'))}
            inputReadOnly={isPhone}
            placeholder="请选择日期"
            className="seller-quote-date"
            data-testid="seller-quote-valid"
          />
        </Form.Item>
      </div>
      <Form.Item name="note" label="备注">
        <Input.TextArea
          rows={3}
          maxLength={500}
          showCount
          placeholder="选填：品牌、型号、付款方式、安装服务等说明"
          data-testid="seller-quote-note"
        />
      </Form.Item>
      <div className="seller-quote-submit">
        <Button
          type="primary"
          htmlType="submit"
          loading={submit.isPending}
          block={isPhone}
          data-testid="seller-quote-submit"
        >
          {isRevision ? '提交修改' : '提交报价'}
        </Button>
      </div>
    </Form>
  );
}
