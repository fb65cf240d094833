import { type TSellerCouponInput, ZSellerCouponInput } from '@mall/contract';
import {
  SELLER_COUPON_MONEY_MAX,
  SELLER_COUPON_NAME_MAX,
  SELLER_COUPON_PER_USER_MAX,
  SELLER_COUPON_TOTAL_MAX,
  SELLER_COUPON_VALID_DAYS_MAX,
} from '@mall/contract/seller-wire';
import {
  DatePicker,
  type DatePickerProps,
  Form,
  Input,
  InputNumber,
  type InputNumberProps,
  Modal,
  Radio,
  Segmented,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { checkFormPayload } from '../../../components/check-form';
import { YuanInput } from '../../../components/yuan-input';
import { toast } from '../../../lib/toast';
import {
  couponIssueField,
  couponPayload,
  discountHint,
  INITIAL_COUPON_FORM,
  isCouponDayOff,
  type TCouponFormValues,
} from '../offer-view';
import './coupon-form-modal.css';

/** Who issues the offer: the seller's workbench (a shop coupon) or the console (a platform coupon). */
export interface TCouponIssuer {
  mutateAsync: (input: TSellerCouponInput) => Promise<unknown>;
  isPending: boolean;
  /** What the threshold is counted on (店铺商品 / 单个店铺订单的商品). */
  thresholdHint?: string;
  /** 店庆满199减20 / 平台满299减30: the name field's example. */
  namePlaceholder?: string;
  /** The dialog's title (新建优惠券 unless told). */
  title?: string;
}

/** The form's dates are Dayjs values; the payload takes the days. */
type TFormValues = Omit<TCouponFormValues, 'startDay' | 'endDay'> & {
  period?: [Dayjs | null, Dayjs | null] | null;
  startDay?: Dayjs | null;
  endDay?: Dayjs | null;
};

function daysOf(v: TFormValues, isPhone: boolean): { startDay: string | null; endDay: string | null } {
  const [start, end] = isPhone ? [v.startDay, v.endDay] : (v.period ?? [null, null]);
  return { startDay: start?.format('YYYY-MM-DD') ?? null, endDay: end?.format('YYYY-MM-DD') ?? null };
}

/** A sum in yuan, at most SELLER_COUPON_MONEY_MAX (the form's money fields). */
function CouponYuanInput(props: InputNumberProps<number>) {
  return <YuanInput suffix="元" max={SELLER_COUPON_MONEY_MAX} className="seller-coupon-number" {...props} />;
}

/** One day of the claim period on a phone (two of them: antd's range popup is wider than 390 px). */
function PhoneDayPicker(props: DatePickerProps) {
  return (
    <DatePicker
      inputReadOnly
      allowClear={false}
      classNames={{ popup: { root: 'seller-coupon-picker' } }}
      className="seller-coupon-number"
      {...props}
    />
  );
}

/** A count (张 unless told), at least one. */
function CountInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      suffix="张"
      min={1}
      precision={0}
      inputMode="numeric"
      className="seller-coupon-number"
      {...props}
    />
  );
}

/**
 * 新建优惠券: 满减 or 折扣, the threshold (0 = 无门槛), how many and per buyer, the claim period (a
 * range on a desktop; two single pickers on a phone, whose range popup would not fit 390 px) and how
 * long a claimed coupon is valid. Checked against the contract's schema before it is sent.
 */
export function CouponFormModal({
  open,
  onClose,
  isPhone,
  add,
}: {
  open: boolean;
  onClose: () => void;
  isPhone: boolean;
  add: TCouponIssuer;
}) {
  const [form] = Form.useForm<TFormValues>();
  const kind = Form.useWatch('kind', form) ?? INITIAL_COUPON_FORM.kind;
  const validity = Form.useWatch('validity', form) ?? INITIAL_COUPON_FORM.validity;
  const discount = Form.useWatch('discount', form);
  const disabledDate = (d: Dayjs) => isCouponDayOff(d.format('YYYY-MM-DD'));

  // The dialog stays open when a phone turns or a window crosses the breakpoint: the days picked in
  // one layout's pickers move to the other's.
  const wasPhone = useRef(isPhone);
  useEffect(() => {
    if (wasPhone.current === isPhone) return;
    wasPhone.current = isPhone;
    if (!open) return;
    if (isPhone) {
      const [startDay, endDay] = form.getFieldValue('period') ?? [null, null];
      form.setFieldsValue({ startDay, endDay });
    } else {
      form.setFieldsValue({ period: [form.getFieldValue('startDay') ?? null, form.getFieldValue('endDay') ?? null] });
    }
  }, [isPhone, open, form]);

  const submit = async () => {
    const payload = await checkFormPayload(
      form,
      (v: TFormValues) => couponPayload({ ...v, ...daysOf(v, isPhone) }),
      ZSellerCouponInput,
      (path) => {
        const f = couponIssueField(path);
        if (isPhone || (f !== 'startDay' && f !== 'endDay')) return f;
        return 'period';
      },
    );
    if (!payload) return;
    try {
      await add.mutateAsync(payload);
      toast.success('优惠券已创建');
      onClose();
    } catch {
      // toasted by the request layer
    }
  };

  return (
    <Modal
      open={open}
      title={add.title ?? '新建优惠券'}
      okText="创建"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={add.isPending}
      okButtonProps={{ 'data-testid': 'seller-coupon-submit' }}
      destroyOnHidden
      afterClose={() => form.resetFields()}
      width={560}
      className="seller-coupon-modal"
    >
      <Form<TFormValues>
        form={form}
        layout="vertical"
        initialValues={{
          ...INITIAL_COUPON_FORM,
          period: [dayjs(), dayjs().add(6, 'day')],
          startDay: dayjs(),
          endDay: dayjs().add(6, 'day'),
        }}
        className="seller-coupon-form"
        data-testid="seller-coupon-form"
      >
        <Form.Item
          name="name"
          label="优惠券名称"
          rules={[{ required: true, whitespace: true, message: '请填写优惠券名称' }]}
        >
          <Input
            maxLength={SELLER_COUPON_NAME_MAX}
            showCount
            placeholder={add.namePlaceholder ?? '如 店庆满199减20，买家在领券中心看到'}
            data-testid="seller-coupon-name"
          />
        </Form.Item>
        <Form.Item name="kind" label="优惠类型">
          <Segmented
            block
            options={[
              { value: 'amount', label: '满减券' },
              { value: 'percent', label: '折扣券' },
            ]}
            data-testid="seller-coupon-kind"
          />
        </Form.Item>
        <div className="seller-coupon-form-row">
          <Form.Item
            name="threshold"
            label="使用门槛"
            extra={add.thresholdHint ?? '店铺商品满多少元可用，0 为无门槛'}
            rules={[{ required: true, message: '请填写使用门槛' }]}
          >
            <CouponYuanInput prefix="满" min={0} data-testid="seller-coupon-threshold" />
          </Form.Item>
          {kind === 'amount' ? (
            <Form.Item name="amount" label="减免金额" rules={[{ required: true, message: '请填写减免金额' }]}>
              <CouponYuanInput prefix="减" min={0.01} data-testid="seller-coupon-amount" />
            </Form.Item>
          ) : (
            <Form.Item
              name="discount"
              label="折扣"
              extra={discountHint(discount) || '如 8.5 折'}
              rules={[{ required: true, message: '请填写折扣' }]}
            >
              <InputNumber<number>
                suffix="折"
                min={0.1}
                max={9.9}
                precision={1}
                step={0.5}
                inputMode="decimal"
                className="seller-coupon-number"
                data-testid="seller-coupon-discount"
              />
            </Form.Item>
          )}
        </div>
        {kind === 'percent' ? (
          <Form.Item name="maxOff" label="最高优惠" extra="选填，不填则不封顶">
            <CouponYuanInput prefix="最高减" min={0.01} data-testid="seller-coupon-max-off" />
          </Form.Item>
        ) : null}
        <div className="seller-coupon-form-row">
          <Form.Item name="total" label="发放总量" rules={[{ required: true, message: '请填写发放总量' }]}>
            <CountInput max={SELLER_COUPON_TOTAL_MAX} data-testid="seller-coupon-total" />
          </Form.Item>
          <Form.Item name="perUserLimit" label="每人限领" rules={[{ required: true, message: '请填写每人限领' }]}>
            <CountInput max={SELLER_COUPON_PER_USER_MAX} data-testid="seller-coupon-per-user" />
          </Form.Item>
        </div>
        {isPhone ? (
          <div className="seller-coupon-form-row">
            <Form.Item name="startDay" label="开始领取" rules={[{ required: true, message: '请选择开始日期' }]}>
              <PhoneDayPicker disabledDate={disabledDate} placeholder="开始日期" data-testid="seller-coupon-start" />
            </Form.Item>
            <Form.Item name="endDay" label="结束领取" rules={[{ required: true, message: '请选择结束日期' }]}>
              <PhoneDayPicker disabledDate={disabledDate} placeholder="结束日期" data-testid="seller-coupon-end" />
            </Form.Item>
          </div>
        ) : (
          <Form.Item
            name="period"
            label="领取时间"
            extra="从开始日 0 点到结束日 24 点，最长 180 天"
            rules={[{ required: true, message: '请选择领取时间' }]}
          >
            <DatePicker.RangePicker
              disabledDate={disabledDate}
              className="seller-coupon-range"
              data-testid="seller-coupon-period"
            />
          </Form.Item>
        )}
        <Form.Item name="validity" label="使用期限">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            className="seller-coupon-validity"
            options={[
              { value: 'untilEnd', label: '活动结束前有效' },
              { value: 'days', label: '领取后 N 天内有效' },
            ]}
          />
        </Form.Item>
        {validity === 'days' ? (
          <Form.Item name="validDays" label="领取后有效天数" rules={[{ required: true, message: '请填写有效天数' }]}>
            <CountInput suffix="天" max={SELLER_COUPON_VALID_DAYS_MAX} data-testid="seller-coupon-valid-days" />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
