/**
 * Fixed values of orders that pages show and forms check without zod (`@mall/contract/wire`): how an
 * order was paid, the logistics companies, the tracking number's shape.
 */

/**
 * The online payment channels (DESIGN-OPERATE §C): a channel is offered only when the server has it on
 * (`/pay/channels.json`); the sandbox only where `PAY_SANDBOX` is on.
 */
export const PAY_CHANNELS = ['alipay', 'wechat', 'sandbox'] as const;
export type TPayChannel = (typeof PAY_CHANNELS)[number];
export const isPayChannel = (value: string): value is TPayChannel =>
  (PAY_CHANNELS as readonly string[]).includes(value);

/** Every way to pay: the balance, or a channel. */
export const PAY_TYPES = ['aicoin', ...PAY_CHANNELS] as const;

/** The buyer's screen, which picks the gateway's page: desktop (Alipay page pay, WeChat QR) or phone (wap, H5). */
export const PAY_DEVICES = ['pc', 'mobile'] as const;
export type TPayDevice = (typeof PAY_DEVICES)[number];

/** How an order was paid; '' while unpaid. */
export type TPayType = '' | (typeof PAY_TYPES)[number];

export const PAY_TYPE_TEXT: Record<TPayType, string> = {
  '': '未支付',
  aicoin: 'AI币支付',
  alipay: '支付宝',
  wechat: '微信支付',
  sandbox: '在线支付（沙箱）',
};

/**
 * An order's open after-sales (DESIGN-OPERATE §I): `refunding` 退款中 while a 仅退款 or 退货退款 request
 * of one of its lines is open (待审核, 待寄回, 待商家收货), else `servicing` 售后中 while a 换货 one is.
 * An order with either cannot be shipped (409 `AFTER_SALES_OPEN`).
 */
export type TOrderAfterSales = 'refunding' | 'servicing';

export const ORDER_AFTER_SALES_TEXT: Record<TOrderAfterSales, string> = {
  refunding: '退款中',
  servicing: '售后中',
};

/** Logistics companies a seller may ship with. */
export const LOGISTICS_COMPANIES = [
  '顺丰速运',
  '京东物流',
  '中通快递',
  '圆通速递',
  '韵达快递',
  '申通快递',
  'EMS',
] as const;

/** A parcel's tracking number: 6 to 30 letters, digits or dashes. */
export const LOGISTICS_NO_RE = /^[A-Za-z0-9-]{6,30}$/;
export const LOGISTICS_NO_MSG = '物流单号为6到30位字母或数字';
