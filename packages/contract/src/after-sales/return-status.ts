/** After-sales states (DESIGN.md §3). */
export const RETURN_STATUS = {
  NONE: 0,
  APPLIED: 1,
  AWAIT_RETURN: 2,
  AWAIT_SELLER: 3,
  DONE: 4,
  CANCELLED: 5,
  REJECTED: 6,
  /** 换货: the replacement is on its way; the buyer's confirmation (or EXCHANGE_CONFIRM_DAYS) ends it. */
  EXCHANGING: 7,
} as const;

export type TReturnStatus = (typeof RETURN_STATUS)[keyof typeof RETURN_STATUS];

export const RETURN_STATUS_TEXT: Record<number, string> = {
  0: '无售后',
  1: '待审核',
  2: '待寄回',
  3: '待商家收货',
  4: '已完成',
  5: '已取消',
  6: '已拒绝',
  7: '换货中',
};

/** returnType: 1 仅退款 (refund route), 2 退货退款 (return route), 3 换货 (change route). */
export const RETURN_TYPES = {
  1: { label: '仅退款', route: '/order/refund' },
  2: { label: '退货退款', route: '/order/return' },
  3: { label: '换货', route: '/order/change' },
} as const;

export type TReturnType = keyof typeof RETURN_TYPES;

/**
 * What moves an after-sales request:
 * - `apply` (buyer): a request for an order item;
 * - `cancel` (buyer): withdraws it before the seller has the goods;
 * - `approve` / `reject` (seller): decides a request under review;
 * - `writeLogistics` (buyer): the return parcel's logistics number;
 * - `receive` (seller, 退货退款): confirms the goods came back, which refunds;
 * - `shipReplacement` (seller, 换货): ships the replacement (`backLogistics`);
 * - `confirmReplacement` (buyer, 换货; or the sweep EXCHANGE_CONFIRM_DAYS after shipping): the
 *   replacement arrived.
 */
export type TReturnAction =
  | 'apply'
  | 'cancel'
  | 'approve'
  | 'reject'
  | 'writeLogistics'
  | 'receive'
  | 'shipReplacement'
  | 'confirmReplacement';

/**
 * Allowed after-sales transitions: action → the states it may start from → the state it leads to,
 * per return type (a type missing from `to` cannot take the action at all). The one place that
 * says what a request may do next (DESIGN.md §3, spec §4); services check it and move with a
 * guarded write, as orders do with ORDER_TRANSITIONS.
 *
 * Decisions the design left open, fixed here:
 * - A buyer may apply again after 已取消 (5): the client treats it as none (spec §4). Also after
 *   已拒绝 (6): a rejection answers that request, it does not bar the item (the buyer may bring new
 *   evidence); each new request is reviewed again.
 * - 仅退款 has no goods to send back: approving it refunds at once (1 → 4, issue 14 "a refund-only
 *   request refunds on approval"); 退货退款 and 换货 wait for the goods (1 → 2).
 * - The buyer may cancel while under review or before sending the goods (1, 2), never once the
 *   seller has them (3) or after the end (4, 5, 6).
 * - 换货: the seller receives the goods and ships the replacement in one step (3 → 7 by
 *   `shipReplacement`); `receive` (which refunds) belongs to 退货退款 only. The request is 换货中 (7)
 *   until the buyer confirms the replacement or EXCHANGE_CONFIRM_DAYS pass (7 → 4 by
 *   `confirmReplacement`, DESIGN-OPERATE §I); nobody may cancel it then.
 */
export const RETURN_TRANSITIONS: Record<
  TReturnAction,
  { from: TReturnStatus[]; to: Partial<Record<TReturnType, TReturnStatus>> }
> = {
  apply: {
    from: [RETURN_STATUS.NONE, RETURN_STATUS.CANCELLED, RETURN_STATUS.REJECTED],
    to: { 1: RETURN_STATUS.APPLIED, 2: RETURN_STATUS.APPLIED, 3: RETURN_STATUS.APPLIED },
  },
  cancel: {
    from: [RETURN_STATUS.APPLIED, RETURN_STATUS.AWAIT_RETURN],
    to: { 1: RETURN_STATUS.CANCELLED, 2: RETURN_STATUS.CANCELLED, 3: RETURN_STATUS.CANCELLED },
  },
  approve: {
    from: [RETURN_STATUS.APPLIED],
    to: { 1: RETURN_STATUS.DONE, 2: RETURN_STATUS.AWAIT_RETURN, 3: RETURN_STATUS.AWAIT_RETURN },
  },
  reject: {
    from: [RETURN_STATUS.APPLIED],
    to: { 1: RETURN_STATUS.REJECTED, 2: RETURN_STATUS.REJECTED, 3: RETURN_STATUS.REJECTED },
  },
  writeLogistics: {
    from: [RETURN_STATUS.AWAIT_RETURN],
    to: { 2: RETURN_STATUS.AWAIT_SELLER, 3: RETURN_STATUS.AWAIT_SELLER },
  },
  receive: { from: [RETURN_STATUS.AWAIT_SELLER], to: { 2: RETURN_STATUS.DONE } },
  shipReplacement: { from: [RETURN_STATUS.AWAIT_SELLER], to: { 3: RETURN_STATUS.EXCHANGING } },
  confirmReplacement: { from: [RETURN_STATUS.EXCHANGING], to: { 3: RETURN_STATUS.DONE } },
};

/**
 * The state `action` leads a request of `returnType` to from `from`, or null when the action is not
 * allowed there (or not for this type).
 */
export function nextReturnStatus(
  from: TReturnStatus,
  action: TReturnAction,
  returnType: TReturnType,
): TReturnStatus | null {
  const t = RETURN_TRANSITIONS[action];
  if (!t.from.includes(from)) return null;
  return t.to[returnType] ?? null;
}

/** What each action is called in a refusal: 售后申请当前为「…」，不能<verb>. */
export const RETURN_ACTION_VERB: Record<TReturnAction, string> = {
  apply: '申请售后',
  cancel: '撤销',
  approve: '同意',
  reject: '拒绝',
  writeLogistics: '填写退货物流',
  receive: '确认收货退款',
  shipReplacement: '发出换货',
  confirmReplacement: '确认收到换货',
};

/** A request's state as people read it: 已完成 says what finished (换货完成 or 退款成功). */
export function returnStatusText(status: TReturnStatus, returnType: TReturnType): string {
  if (status === RETURN_STATUS.DONE) return returnType === 3 ? '换货完成' : '退款成功';
  return RETURN_STATUS_TEXT[status] ?? '';
}
