/** Order states (DESIGN.md §3). */
export const ORDER_STATUS = {
  NOPAY: 0,
  SHIP: 1,
  DELIVER: 2,
  RECEIVED: 3,
  CANCELLED: 4,
  CLOSED: 5,
} as const;

export type TOrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_TEXT: Record<TOrderStatus, string> = {
  0: '待付款',
  1: '待发货',
  2: '待收货',
  3: '已完成',
  4: '已取消',
  5: '已关闭',
};

/** The order-list filters of the orders menu (spec §2, §4); evaluate is selectable but stores no order list. */
export const ORDER_FILTERS = [
  { key: 'list', label: '全部订单', status: undefined },
  { key: 'nopay', label: '待付款', status: ORDER_STATUS.NOPAY },
  { key: 'ship', label: '待发货', status: ORDER_STATUS.SHIP },
  { key: 'deliver', label: '待收货', status: ORDER_STATUS.DELIVER },
  { key: 'evaluate', label: '待评价', status: ORDER_STATUS.RECEIVED },
] as const;

export type TOrderFilterKey = (typeof ORDER_FILTERS)[number]['key'];

export type TOrderAction = 'pay' | 'cancel' | 'timeout' | 'ship' | 'confirmReceipt' | 'refundAll';

/** Allowed transitions: action → from → to. The one place that says what an order may do next. */
export const ORDER_TRANSITIONS: Record<TOrderAction, { from: TOrderStatus[]; to: TOrderStatus }> = {
  pay: { from: [ORDER_STATUS.NOPAY], to: ORDER_STATUS.SHIP },
  cancel: { from: [ORDER_STATUS.NOPAY], to: ORDER_STATUS.CANCELLED },
  timeout: { from: [ORDER_STATUS.NOPAY], to: ORDER_STATUS.CANCELLED },
  ship: { from: [ORDER_STATUS.SHIP], to: ORDER_STATUS.DELIVER },
  confirmReceipt: { from: [ORDER_STATUS.DELIVER], to: ORDER_STATUS.RECEIVED },
  refundAll: { from: [ORDER_STATUS.SHIP, ORDER_STATUS.DELIVER, ORDER_STATUS.RECEIVED], to: ORDER_STATUS.CLOSED },
};

/** How a refusal names each action: 订单… 当前为「…」，不能<verb>. */
export const ORDER_ACTION_VERB: Record<TOrderAction, string> = {
  pay: '支付',
  cancel: '取消',
  timeout: '超时关闭',
  ship: '发货',
  confirmReceipt: '确认收货',
  refundAll: '退款关闭',
};

/** The state an action leads to from `from`, or null when the action is not allowed there. */
export function nextOrderStatus(from: TOrderStatus, action: TOrderAction): TOrderStatus | null {
  const t = ORDER_TRANSITIONS[action];
  return t.from.includes(from) ? t.to : null;
}
