/** The cart's rules and shapes (no zod: the web's first screens read them). */
import type { TCompat } from '../catalogue/compat.rules.js';

/** Most units of one standard a cart entry or an order line may hold. */
export const MAX_LINE_NUMBER = 9999;
/** Most entries a cart holds. */
export const CART_LIMIT = 100;

/** Why a cart entry can or cannot be bought now. */
export const CART_ITEM_STATUS = {
  /** On sale and in stock for the number asked. */
  OK: 1,
  /** The product was taken off the shelf (or the standard no longer exists). */
  OFF_SHELF: 2,
  /** In stock, but fewer units than the entry holds. */
  SHORT: 3,
  /** No stock at all. */
  SOLD_OUT: 4,
} as const;

export type TCartItemStatus = (typeof CART_ITEM_STATUS)[keyof typeof CART_ITEM_STATUS];

export const CART_ITEM_STATUS_TEXT: Record<TCartItemStatus, string> = {
  1: '',
  2: '已下架',
  3: '库存不足',
  4: '已售罄',
};

/** One cart entry (spec §3: number, status, check). Money is yuan. */
export interface TCartItem {
  /** The cart item id (what `delete` and `addOrder` take). */
  id: number;
  productId: number;
  standardId: number;
  /** The product's system category (what a category coupon matches, DESIGN.md §2 coupons). */
  sysCategoryId: number;
  title: string;
  image: string;
  /** The standard's values joined for display, e.g. 白色 / Zigbee 版. */
  standardName: string;
  price: number;
  number: number;
  /** Units in stock now. */
  stock: number;
  /** 限购: the most units of this standard one buyer may hold in unpaid orders now (purchaseLimitOf). */
  purchaseLimit: number;
  status: TCartItemStatus;
  /** Checked for settlement by default when it can be bought. */
  check: boolean;
  /**
   * Whether it works with the buyer's home (我的家, DESIGN.md §H), a gateway in the cart counting as in
   * the home; absent without a home. `hub` lines are what the cart and checkout warn about.
   */
  compat?: TCompat;
}

/** The cart entries of one seller (spec §3: status, check, productList). */
export interface TCartGroup {
  agentId: number;
  shopName: string;
  /** 1 when at least one entry can be bought, 0 otherwise. */
  status: 0 | 1;
  /** Every entry that can be bought is checked. */
  check: boolean;
  productList: TCartItem[];
}

export interface TCartAddResult {
  /** The cart item the units went to (merged with the same standard). */
  id: number;
  /** Units that entry holds now. */
  number: number;
  /** Spec §3: the cart count, the sum of all numbers. */
  count: number;
}

/** Spec §3: the cart count is the sum of all numbers. */
export function cartCount(groups: readonly TCartGroup[]): number {
  return groups.reduce((sum, g) => sum + g.productList.reduce((s, item) => s + item.number, 0), 0);
}
