import { RETURN_STATUS, RETURN_STATUS_TEXT, type TReturnAction, type TReturnStatus } from './return-status-text.js';

export {
  RETURN_ACTION_VERB,
  RETURN_STATUS,
  RETURN_STATUS_TEXT,
  type TReturnAction,
  type TReturnStatus,
} from './return-status-text.js';

/** returnType: 1 仅退款 (refund route), 2 退货退款 (return route), 3 换货 (change route). */
export const RETURN_TYPES = {
  1: { label: '仅退款', route: '/order/refund' },
  2: { label: '退货退款', route: '/order/return' },
  3: { label: '换货', route: '/order/change' },
} as const;

export type TReturnType = keyof typeof RETURN_TYPES;

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
 * - 仅退款 has no goods to send back: approving it refunds at once (1 → 4: a refund-only
 *   request refunds on approval); 退货退款 and 换货 wait for the goods (1 → 2).
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
  // The platform's decision on an appeal (申请平台介入) for the buyer: the money back as a 仅退款
  // approval gives it (no goods travel; a 换货 has no money to give, so it cannot be appealed).
  platformRefund: { from: [RETURN_STATUS.REJECTED], to: { 1: RETURN_STATUS.DONE, 2: RETURN_STATUS.DONE } },
};

/**
 * 申请平台介入 (DESIGN-OPERATE §A): a buyer may appeal a rejected 仅退款 or 退货退款 request once; the
 * platform's customer service refunds it (`platformRefund`) or upholds the rejection.
 */
/** The buyer's reason for an appeal: 1–200 characters, trimmed. */
export const APPEAL_REASON_MAX = 200;

export const APPEAL_STATUS = { NONE: 0, PENDING: 1, REFUNDED: 2, UPHELD: 3 } as const;
export type TAppealStatus = (typeof APPEAL_STATUS)[keyof typeof APPEAL_STATUS];

export const APPEAL_STATUS_TEXT: Record<TAppealStatus, string> = {
  0: '未申请',
  1: '平台处理中',
  2: '平台已支持退款',
  3: '平台维持原处理',
};

/** The appeal's moves: the buyer's `appeal`, the platform's `refund` or `uphold`. */
export const APPEAL_TRANSITIONS = {
  appeal: { from: [APPEAL_STATUS.NONE], to: APPEAL_STATUS.PENDING },
  refund: { from: [APPEAL_STATUS.PENDING], to: APPEAL_STATUS.REFUNDED },
  uphold: { from: [APPEAL_STATUS.PENDING], to: APPEAL_STATUS.UPHELD },
} as const satisfies Record<string, { from: readonly TAppealStatus[]; to: TAppealStatus }>;

/**
 * Whether a request may be appealed now: rejected, a type with money to give back (仅退款, 退货退款),
 * never appealed before.
 */
export function canAppealReturn(r: { status: number; returnType: number; appealStatus: number }): boolean {
  return (
    r.status === RETURN_STATUS.REJECTED &&
    nextReturnStatus(RETURN_STATUS.REJECTED, 'platformRefund', r.returnType as TReturnType) !== null &&
    (APPEAL_TRANSITIONS.appeal.from as readonly number[]).includes(r.appealStatus)
  );
}

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

/** A request's state as people read it: 已完成 says what finished (换货完成 or 退款成功). */
export function returnStatusText(status: TReturnStatus, returnType: TReturnType): string {
  if (status === RETURN_STATUS.DONE) return returnType === 3 ? '换货完成' : '退款成功';
  return RETURN_STATUS_TEXT[status] ?? '';
}
