/**
 * 商家入驻 (DESIGN-OPERATE §B): a signed-in buyer applies; an operator approves (the seller account
 * and its shop are made, the login goes by SMS) or rejects with a reason the buyer reads.
 */
export const APPLICATION_STATUS = {
  /** 待审核: waiting for an operator; a buyer has at most one. */
  PENDING: 0,
  /** 已通过: the seller account and shop exist. */
  APPROVED: 1,
  /** 已驳回: the buyer may correct it and apply again. */
  REJECTED: 2,
} as const;
export type TApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];

export const APPLICATION_STATUS_TEXT: Record<TApplicationStatus, string> = {
  0: '待审核',
  1: '已通过',
  2: '已驳回',
};

/** A seller as the console shows it: 0 正常, 1 已暂停 (its products off every shelf, its open orders go on). */
export const SELLER_STATE = { ACTIVE: 0, SUSPENDED: 1 } as const;
export type TSellerState = (typeof SELLER_STATE)[keyof typeof SELLER_STATE];
export const SELLER_STATE_TEXT: Record<TSellerState, string> = { 0: '正常', 1: '已暂停' };

/** Categories an application may name (the shop's main lines). */
export const APPLICATION_CATEGORIES_MAX = 10;
