/** A payment's states, for pages that show them without zod (`@mall/contract/wire`). */
export const PAYMENT_STATUS = { PENDING: 0, PAID: 1, CLOSED: 2, REFUNDED: 3 } as const;
export type TPaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
export const PAYMENT_STATUS_TEXT: Record<TPaymentStatus, string> = {
  0: '待支付',
  1: '已支付',
  2: '已关闭',
  3: '已退款',
};
