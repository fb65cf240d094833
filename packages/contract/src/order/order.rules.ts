/**
 * Fixed values of orders that pages show and forms check without zod (`@mall/contract/wire`): how an
 * order was paid, the logistics companies, the tracking number's shape.
 */

/** How an order was paid; '' while unpaid. */
export type TPayType = '' | 'aicoin' | 'sandbox';

export const PAY_TYPE_TEXT: Record<TPayType, string> = {
  '': '未支付',
  aicoin: 'AI币支付',
  sandbox: '在线支付（沙箱）',
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
