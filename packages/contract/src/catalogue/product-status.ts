/**
 * Whether a product is on sale: `products.status`. Only a product on sale is listed, shown, put in a
 * cart or ordered; every buyer-side read asks this column alone. It is 1 exactly when the product's
 * life-cycle state (PRODUCT_STATE, `products.state`) is 2 已上架 and its seller is not suspended (6
 * then): every write that moves the state writes both in one statement.
 */
export const PRODUCT_STATUS = {
  /** Not on sale (any state but 已上架): hidden from lists and detail, refused by cart and checkout. */
  OFF_SALE: 0,
  /** On sale. */
  ON_SALE: 1,
  /**
   * On sale, but its seller is suspended by the platform (DESIGN-OPERATE §A): hidden like OFF_SALE
   * everywhere a buyer looks; resuming the seller puts exactly these back on sale.
   */
  SELLER_SUSPENDED: 6,
} as const;

export type TProductStatus = (typeof PRODUCT_STATUS)[keyof typeof PRODUCT_STATUS];

/**
 * A product's life cycle (DESIGN-OPERATE §B), `products.state`: 0 草稿 → 1 待审核 → 2 已上架 or
 * 3 已驳回 (reason); 2 → 4 已下架 (the seller) or 5 平台下架 (an operator, reason).
 */
export const PRODUCT_STATE = {
  DRAFT: 0,
  PENDING: 1,
  ON_SALE: 2,
  REJECTED: 3,
  OFF_SALE: 4,
  TAKEN_DOWN: 5,
} as const;

export type TProductState = (typeof PRODUCT_STATE)[keyof typeof PRODUCT_STATE];

export const PRODUCT_STATES = [0, 1, 2, 3, 4, 5] as const satisfies readonly TProductState[];

export const PRODUCT_STATE_TEXT: Record<TProductState, string> = {
  0: '草稿',
  1: '待审核',
  2: '已上架',
  3: '已驳回',
  4: '已下架',
  5: '平台下架',
};

/**
 * Who moves a product: the seller submits, withdraws, shelves and unshelves; an operator approves,
 * rejects, takes down and restores.
 *
 * Decisions fixed here: a seller's 下架 product (4) may be taken down by an operator too (it must not
 * come back by the seller's hand); `restore` puts a taken-down product straight back on sale (2), as
 * the console's 恢复上架 says; a rejected product is submitted again (3 → 1), a waiting one withdrawn
 * to 草稿 (1 → 0). A product approved once never goes back to review: an edit of it is a revision
 * (REVISION_STATE, seller-listing.calls.ts) while the product keeps its state.
 */
export type TProductAction =
  | 'submit'
  | 'withdraw'
  | 'approve'
  | 'reject'
  | 'unshelve'
  | 'shelve'
  | 'takeDown'
  | 'restore';

/** Allowed moves: action → the states it may start from → the state it leads to. */
export const PRODUCT_TRANSITIONS: Record<TProductAction, { from: TProductState[]; to: TProductState }> = {
  submit: { from: [PRODUCT_STATE.DRAFT, PRODUCT_STATE.REJECTED], to: PRODUCT_STATE.PENDING },
  withdraw: { from: [PRODUCT_STATE.PENDING], to: PRODUCT_STATE.DRAFT },
  approve: { from: [PRODUCT_STATE.PENDING], to: PRODUCT_STATE.ON_SALE },
  reject: { from: [PRODUCT_STATE.PENDING], to: PRODUCT_STATE.REJECTED },
  unshelve: { from: [PRODUCT_STATE.ON_SALE], to: PRODUCT_STATE.OFF_SALE },
  shelve: { from: [PRODUCT_STATE.OFF_SALE], to: PRODUCT_STATE.ON_SALE },
  takeDown: { from: [PRODUCT_STATE.ON_SALE, PRODUCT_STATE.OFF_SALE], to: PRODUCT_STATE.TAKEN_DOWN },
  restore: { from: [PRODUCT_STATE.TAKEN_DOWN], to: PRODUCT_STATE.ON_SALE },
};

/** How a refusal names each action: 商品当前为「…」，不能<verb>. */
export const PRODUCT_ACTION_VERB: Record<TProductAction, string> = {
  submit: '提交审核',
  withdraw: '撤回审核',
  approve: '审核通过',
  reject: '驳回',
  unshelve: '下架',
  shelve: '上架',
  takeDown: '平台下架',
  restore: '恢复上架',
};

/** The state an action leads to from `from`, or null when the action is not allowed there. */
export function nextProductState(from: TProductState, action: TProductAction): TProductState | null {
  const t = PRODUCT_TRANSITIONS[action];
  return t.from.includes(from) ? t.to : null;
}

/**
 * `products.status` of a state: on sale exactly in 已上架 — held back (SELLER_SUSPENDED) instead while
 * its seller is suspended, so that resuming the seller puts exactly these products back.
 */
export function productStatusOf(state: TProductState, isSellerSuspended = false): TProductStatus {
  if (state !== PRODUCT_STATE.ON_SALE) return PRODUCT_STATUS.OFF_SALE;
  return isSellerSuspended ? PRODUCT_STATUS.SELLER_SUSPENDED : PRODUCT_STATUS.ON_SALE;
}

/** Whether a product in this state has been approved once (its edits are revisions). */
export function isApprovedState(state: TProductState): boolean {
  return state === PRODUCT_STATE.ON_SALE || state === PRODUCT_STATE.OFF_SALE || state === PRODUCT_STATE.TAKEN_DOWN;
}
