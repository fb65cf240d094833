import { SELLER_LOW_STOCK, STOCK_ADJUST_MAX } from '@mall/contract/seller-wire';
import {
  PRODUCT_STATES,
  PURCHASE_LIMIT_FLOOR,
  PURCHASE_LIMIT_MAX,
  PURCHASE_LIMIT_STOCK_PERCENT,
  type TProductState,
} from '@mall/contract/wire';

/**
 * The product list's views: every product, on sale, not on sale (草稿, 待审核, 已驳回, 已下架 and
 * 平台下架 alike: the state select tells them apart), or with a standard low on stock.
 */
export type TSellerProductView = 'all' | 'on' | 'off' | 'low';

export const SELLER_PRODUCT_VIEWS: { key: TSellerProductView; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'on', label: '在售' },
  { key: 'off', label: '未在售' },
  { key: 'low', label: '库存预警' },
];

/**
 * What the workbench's product list shows; kept in the URL (`?status=1`, `?status=0`, `?lowStock=1`,
 * `?state=3`).
 */
export interface TSellerProductFilter {
  view: TSellerProductView;
  keyword: string;
  page: number;
  /** Only products in this life-cycle state (草稿, 待审核 …); every state when absent. */
  state?: TProductState;
}

function parseState(value: string | null): TProductState | undefined {
  return PRODUCT_STATES.find((s) => String(s) === value);
}

export const SELLER_PRODUCT_KEYWORD_MAX = 30;

function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The filter an address bar asks for; what it cannot read falls back to 全部, no keyword, page 1. */
export function parseSellerProductFilter(params: URLSearchParams): TSellerProductFilter {
  const status = params.get('status');
  const view: TSellerProductView =
    params.get('lowStock') === '1' ? 'low' : status === '1' ? 'on' : status === '0' ? 'off' : 'all';
  const keyword = (params.get('keyword') ?? '').trim().slice(0, SELLER_PRODUCT_KEYWORD_MAX);
  const state = parseState(params.get('state'));
  return { view, keyword, page: parsePage(params.get('page')), ...(state === undefined ? {} : { state }) };
}

/** The search params of a filter: only what differs from the defaults. */
export function sellerProductSearch(filter: TSellerProductFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.view === 'on') params.set('status', '1');
  if (filter.view === 'off') params.set('status', '0');
  if (filter.view === 'low') params.set('lowStock', '1');
  if (filter.state !== undefined) params.set('state', String(filter.state));
  if (filter.keyword) params.set('keyword', filter.keyword);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** The list's payload without its page: status, lowStock and keyword only when set. */
export function sellerProductPayload(filter: TSellerProductFilter): {
  status?: 0 | 1;
  lowStock?: boolean;
  keyword?: string;
  state?: TProductState;
} {
  return {
    ...(filter.view === 'on' ? { status: 1 as const } : filter.view === 'off' ? { status: 0 as const } : {}),
    ...(filter.view === 'low' ? { lowStock: true } : {}),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.state === undefined ? {} : { state: filter.state }),
  };
}

/** How a standard's stock reads: 0 sold out (red), at most SELLER_LOW_STOCK low (orange), else fine. */
export function stockLevel(stock: number): 'out' | 'low' | 'ok' {
  if (stock <= 0) return 'out';
  return stock <= SELLER_LOW_STOCK ? 'low' : 'ok';
}

/** 入库 adds, 出库 takes away. */
export type TStockDirection = 'in' | 'out';

/**
 * What is wrong with an adjustment of `quantity` units, or null: a whole number from 1 to
 * STOCK_ADJUST_MAX (0 changes nothing). Going below 0 is the server's to refuse (it knows the stock now).
 */
export function stockQuantityError(quantity: number | null | undefined): string | null {
  if (quantity === null || quantity === undefined || Number.isNaN(quantity)) return '请填写数量';
  if (!Number.isInteger(quantity)) return '数量须为整数';
  if (quantity < 1) return '数量至少为1';
  if (quantity > STOCK_ADJUST_MAX) return `一次最多调整${STOCK_ADJUST_MAX}件`;
  return null;
}

/** The signed change an adjustment sends: 入库 +N, 出库 −N. */
export function stockDelta(direction: TStockDirection, quantity: number): number {
  return direction === 'in' ? quantity : -quantity;
}

/** The stock after a change, shown before it is sent (may be negative: then the server will refuse). */
export function stockAfter(stock: number, direction: TStockDirection, quantity: number | null | undefined): number {
  const q = quantity && Number.isFinite(quantity) ? quantity : 0;
  return stock + stockDelta(direction, q);
}

/** Whether an edited price differs from the saved one, compared in fen (0.1 + 0.2 is 0.3 here). */
export function isPriceChanged(saved: number, edited: number | null | undefined): boolean {
  if (edited === null || edited === undefined || Number.isNaN(edited)) return false;
  return Math.round(saved * 100) !== Math.round(edited * 100);
}

/** 限购 as the seller chooses it: the default rule, or a number of units per buyer. */
export type TPurchaseLimitMode = 'default' | 'custom';

/** The default rule in words (DESIGN-OPERATE §G). */
export const PURCHASE_LIMIT_DEFAULT_TEXT = `默认（各规格库存的${PURCHASE_LIMIT_STOCK_PERCENT}%，至少${PURCHASE_LIMIT_FLOOR}件）`;

/** A product's 限购 setting as its card reads it. */
export function purchaseLimitText(limit: number | null): string {
  return limit === null ? PURCHASE_LIMIT_DEFAULT_TEXT : `每人限购 ${limit} 件`;
}

/** What is wrong with a custom 限购, or null: a whole number from 1 to PURCHASE_LIMIT_MAX. */
export function purchaseLimitError(mode: TPurchaseLimitMode, limit: number | null | undefined): string | null {
  if (mode === 'default') return null;
  if (limit === null || limit === undefined || Number.isNaN(limit)) return '请填写限购数量';
  if (!Number.isInteger(limit)) return '限购数量须为整数';
  if (limit < 1) return '限购数量至少为1件';
  if (limit > PURCHASE_LIMIT_MAX) return `限购数量最多${PURCHASE_LIMIT_MAX}件`;
  return null;
}
