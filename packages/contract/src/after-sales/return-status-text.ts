/**
 * The after-sales states, their names and the actions' verbs: what the error catalogue (on every
 * first screen) needs to word a refusal. The transitions are in return-status.ts, which only the
 * after-sales pages load.
 */
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

/**
 * What moves an after-sales request:
 * - `apply` (buyer): a request for an order item;
 * - `cancel` (buyer): withdraws it before the seller has the goods;
 * - `approve` / `reject` (seller): decides a request under review;
 * - `writeLogistics` (buyer): the return parcel's logistics number;
 * - `receive` (seller, 退货退款): confirms the goods came back, which refunds;
 * - `shipReplacement` (seller, 换货): ships the replacement (`backLogistics`);
 * - `confirmReplacement` (buyer, 换货; or the sweep EXCHANGE_CONFIRM_DAYS after shipping): the
 *   replacement arrived;
 * - `platformRefund` (the platform console, DESIGN-OPERATE §A): a rejected request the buyer appealed,
 *   decided for the buyer: refunded as a 仅退款 approval refunds.
 */
export type TReturnAction =
  | 'apply'
  | 'cancel'
  | 'approve'
  | 'reject'
  | 'writeLogistics'
  | 'receive'
  | 'shipReplacement'
  | 'confirmReplacement'
  | 'platformRefund';

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
  platformRefund: '平台退款',
};
