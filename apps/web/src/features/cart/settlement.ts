import type { TCartGroup, TCartItemStatus, TCompat, TProductDetail, TStandard } from '@mall/contract';
import { CART_ITEM_STATUS, CART_LIMIT, MAX_LINE_NUMBER } from '@mall/contract/wire';

/** Spec §4/§9: after an order is created from the cart, the cart is refreshed this much later. */
export const CART_REFRESH_DELAY_MS = 2000;

/** What the order confirm page settles, read from its URL. */
export type TSettlementSource =
  | { kind: 'cart'; cartIds: number[] }
  | { kind: 'detail'; productId: number; standardId: number; number: number }
  | { kind: 'none' };

function positiveInt(value: string | null | undefined, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (!value || !/^\d{1,16}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) && n >= 1 && n <= max ? n : undefined;
}

/**
 * `/order/settlement?cartIds=1,2,3` (from the cart) or `?productId=&standardId=&number=` (buy now).
 * Ids that are not positive integers are dropped; anything unusable is `none` (the page says there is
 * nothing to settle).
 */
export function parseSettlementParams(params: URLSearchParams): TSettlementSource {
  const rawCart = params.get('cartIds');
  if (rawCart !== null) {
    const ids: number[] = [];
    for (const part of rawCart.split(',')) {
      const id = positiveInt(part);
      if (id !== undefined && !ids.includes(id)) ids.push(id);
    }
    return ids.length > 0 && ids.length <= CART_LIMIT ? { kind: 'cart', cartIds: ids } : { kind: 'none' };
  }
  const productId = positiveInt(params.get('productId'));
  const standardId = positiveInt(params.get('standardId'));
  const number = positiveInt(params.get('number') ?? '1', MAX_LINE_NUMBER);
  if (productId !== undefined && standardId !== undefined && number !== undefined) {
    return { kind: 'detail', productId, standardId, number };
  }
  return { kind: 'none' };
}

export function cartSettlementHref(cartIds: readonly number[]): string {
  return `/order/settlement?cartIds=${cartIds.join(',')}`;
}

export function detailSettlementHref(p: { productId: number; standardId: number; number: number }): string {
  return `/order/settlement?productId=${p.productId}&standardId=${p.standardId}&number=${p.number}`;
}

/** One line to settle, from a cart entry or from the product detail. */
export interface TSettleLine {
  key: string;
  /** The cart entry id; null for buy now. */
  cartId: number | null;
  productId: number;
  standardId: number;
  /** The product's system category (what a category coupon matches). */
  sysCategoryId: number;
  title: string;
  image: string;
  standardName: string;
  price: number;
  number: number;
  stock: number;
  status: TCartItemStatus;
  /** Whether it suits the buyer's home (我的家), from the cart; absent for buy now or without a home. */
  compat?: TCompat;
}

/** One seller's lines: each becomes one order (DESIGN.md §2). */
export interface TSettleGroup {
  agentId: number;
  shopName: string;
  lines: TSettleLine[];
}

/** The cart entries named by `cartIds`, grouped per seller in cart order; unknown ids are left out. */
export function settleGroupsFromCart(groups: readonly TCartGroup[], cartIds: readonly number[]): TSettleGroup[] {
  const wanted = new Set(cartIds);
  return groups
    .map((g) => ({
      agentId: g.agentId,
      shopName: g.shopName,
      lines: g.productList
        .filter((item) => wanted.has(item.id))
        .map((item) => ({
          key: `cart-${item.id}`,
          cartId: item.id,
          productId: item.productId,
          standardId: item.standardId,
          sysCategoryId: item.sysCategoryId,
          title: item.title,
          image: item.image,
          standardName: item.standardName,
          price: item.price,
          number: item.number,
          stock: item.stock,
          status: item.status,
          ...(item.compat ? { compat: item.compat } : {}),
        })),
    }))
    .filter((g) => g.lines.length > 0);
}

/** Whether a standard can deliver `number` units, in the cart's terms. */
export function standardStatus(standard: TStandard | undefined, number: number): TCartItemStatus {
  if (!standard) return CART_ITEM_STATUS.OFF_SHELF;
  if (standard.stock <= 0) return CART_ITEM_STATUS.SOLD_OUT;
  if (standard.stock < number) return CART_ITEM_STATUS.SHORT;
  return CART_ITEM_STATUS.OK;
}

/** Buy now: the one line of the chosen standard (its price and stock as they are now). */
export function settleGroupsFromDetail(
  product: TProductDetail,
  standards: readonly TStandard[],
  choice: { standardId: number; number: number; image?: string },
): TSettleGroup[] {
  const { standardId, number } = choice;
  const standard = standards.find((s) => s.id === standardId && s.productId === product.id);
  const line: TSettleLine = {
    key: `detail-${product.id}-${standardId}`,
    cartId: null,
    productId: product.id,
    standardId,
    sysCategoryId: product.sysCategoryId,
    title: product.title,
    image: choice.image ?? '',
    standardName: standard?.name ?? '规格已失效',
    price: standard?.price ?? product.price,
    number,
    stock: standard?.stock ?? 0,
    status: standardStatus(standard, number),
  };
  return [{ agentId: product.agentId, shopName: product.shopName, lines: [line] }];
}

export function settleLines(groups: readonly TSettleGroup[]): TSettleLine[] {
  return groups.flatMap((g) => g.lines);
}

/** Lines that cannot be ordered as they are (off the shelf, sold out, short of stock). */
export function blockedLines(groups: readonly TSettleGroup[]): TSettleLine[] {
  return settleLines(groups).filter((l) => l.status !== CART_ITEM_STATUS.OK);
}

/**
 * Where the buyer goes once the orders exist: the mall's cashier with all of them (合并支付: one order
 * per shop, paid once; a single order from 立即购买 lands there as well, ready to pay).
 */
export function orderDestination(orderIds: readonly number[]): string {
  return `/order/cashier?orderIds=${orderIds.join(',')}`;
}
