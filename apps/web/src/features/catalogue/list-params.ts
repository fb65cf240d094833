import type { TIotCertification, TIotEcosystem, TIotPower, TIotProtocol, TProductSort } from '@mall/contract';
import {
  IOT_CERTIFICATIONS,
  IOT_ECOSYSTEMS,
  IOT_POWER,
  IOT_PROTOCOLS,
  LIST_PAGE_ROWS,
  PRODUCT_SORTS,
} from '@mall/contract/wire';
import { parseId } from '../../lib/query-id';

/** The list pages show LIST_PAGE_ROWS (20) products per page, the contract's figure (the server names the first one's picture). */
export { LIST_PAGE_ROWS, parseId };

/** Bounds the server accepts (`ZQueryPortalPage`): keyword length, price, page number. */
const MAX_KEYWORD = 50;
const MAX_PRICE = 100_000_000;
const MAX_PAGE = 100_000;

/**
 * The state of a product list as the URL carries it (`/product?…`, `/shop?…`, `/shop/search?…`).
 * Every field is optional except the sort and the page, which have defaults and are left out of the
 * URL when they hold them.
 */
export interface TListParams {
  queryName?: string;
  sysCategoryId?: number;
  /** A seller's own category (shop pages). */
  categoryId?: number;
  agentId?: number;
  priceStart?: number;
  priceEnd?: number;
  sort: TProductSort;
  protocol?: TIotProtocol;
  ecosystem?: TIotEcosystem;
  power?: TIotPower;
  certification?: TIotCertification;
  hubRequired?: 0 | 1;
  /** 仅看有货: leave sold-out products out. */
  onlyInStock?: 1;
  /** 只看兼容我家: only products 兼容 with the buyer's home (DESIGN.md §H; ignored without one). */
  compatible?: 1;
  /** 1-based (`pageNO` on the wire). */
  page: number;
}

export type TListPatch = Partial<Omit<TListParams, 'sort' | 'page'>> & { sort?: TProductSort; page?: number };

/** The URL keys in the order they are written, so one state always gives one URL. */
const KEYS = [
  'agentId',
  'queryName',
  'sysCategoryId',
  'categoryId',
  'protocol',
  'ecosystem',
  'power',
  'certification',
  'hubRequired',
  'onlyInStock',
  'compatible',
  'priceStart',
  'priceEnd',
  'sort',
  'page',
] as const satisfies readonly (keyof TListParams)[];

export const DEFAULT_LIST_PARAMS: TListParams = { sort: 'default', page: 1 };

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A price in yuan: digits with at most two decimals, 0 … 100 000 000. */
function parsePrice(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}(\.\d{1,2})?$/.test(value)) return undefined;
  const n = Number(value);
  return n <= MAX_PRICE ? n : undefined;
}

/**
 * Reads the list state from the query string. Values the server would refuse (an unknown protocol, a
 * negative price, page 0, a reversed price range, …) are dropped, so a mangled link still opens a list.
 */
export function parseListParams(search: URLSearchParams): TListParams {
  const params: TListParams = { ...DEFAULT_LIST_PARAMS };
  const keyword = search.get('queryName')?.trim().slice(0, MAX_KEYWORD);
  if (keyword) params.queryName = keyword;
  for (const key of ['sysCategoryId', 'categoryId', 'agentId'] as const) {
    const id = parseId(search.get(key));
    if (id !== undefined) params[key] = id;
  }
  const priceStart = parsePrice(search.get('priceStart'));
  const priceEnd = parsePrice(search.get('priceEnd'));
  if (priceStart === undefined || priceEnd === undefined || priceStart <= priceEnd) {
    if (priceStart !== undefined) params.priceStart = priceStart;
    if (priceEnd !== undefined) params.priceEnd = priceEnd;
  }
  params.sort = oneOf(PRODUCT_SORTS, search.get('sort')) ?? 'default';
  const protocol = oneOf(IOT_PROTOCOLS, search.get('protocol'));
  if (protocol) params.protocol = protocol;
  const ecosystem = oneOf(IOT_ECOSYSTEMS, search.get('ecosystem'));
  if (ecosystem) params.ecosystem = ecosystem;
  const power = oneOf(IOT_POWER, search.get('power'));
  if (power) params.power = power;
  const certification = oneOf(IOT_CERTIFICATIONS, search.get('certification'));
  if (certification) params.certification = certification;
  const hub = search.get('hubRequired');
  if (hub === '0' || hub === '1') params.hubRequired = hub === '1' ? 1 : 0;
  if (search.get('onlyInStock') === '1') params.onlyInStock = 1;
  if (search.get('compatible') === '1') params.compatible = 1;
  const page = parseId(search.get('page'));
  if (page !== undefined && page <= MAX_PAGE) params.page = page;
  return params;
}

/** The query string of a list state; defaults (sort 综合, page 1) and empty fields are left out. */
export function buildListSearch(params: TListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = params[key];
    if (value === undefined || value === '') continue;
    if (key === 'sort' && value === 'default') continue;
    if (key === 'page' && value === 1) continue;
    search.set(key, String(value));
  }
  return search;
}

/**
 * Applies a change. Any change other than the page itself starts again at page 1 (a new filter
 * gives a new list); `undefined` in the patch clears that field.
 */
export function patchListParams(params: TListParams, patch: TListPatch): TListParams {
  const next: TListParams = { ...params, page: 1 };
  for (const [key, value] of Object.entries(patch) as [keyof TListParams, unknown][]) {
    if (value === undefined) delete next[key];
    else (next as unknown as Record<string, unknown>)[key] = value;
  }
  if (!next.sort) next.sort = 'default';
  if (!next.page) next.page = 1;
  return next;
}

/** The filters a buyer can clear with one click; the keyword, the shop and the sort stay. */
export function clearListFilters(params: TListParams): TListParams {
  return {
    sort: params.sort,
    page: 1,
    ...(params.queryName ? { queryName: params.queryName } : {}),
    ...(params.agentId ? { agentId: params.agentId } : {}),
  };
}

/** Whether any filter beyond the keyword and the shop is set. */
export function hasListFilters(params: TListParams): boolean {
  const cleared = clearListFilters(params);
  return KEYS.some((k) => k !== 'page' && k !== 'sort' && params[k] !== cleared[k]);
}

/**
 * How many filters the phone's 筛选 sheet holds (its button's count): the category, each IoT row,
 * 是否需要网关 and the price range as one. 仅看有货 and 只看兼容我家 sit in the toolbar, so they are not counted.
 */
export function countListFilters(params: TListParams): number {
  const set = [
    params.sysCategoryId,
    params.categoryId,
    params.protocol,
    params.ecosystem,
    params.power,
    params.certification,
    params.hubRequired,
    params.priceStart ?? params.priceEnd,
  ];
  return set.filter((v) => v !== undefined).length;
}

/** The `queryPortalPage` payload of the list page: always a page and a sort (assignable to `TQueryPortalPage`). */
export type TPortalQuery = Omit<TListParams, 'page'> & { pageNO: number; pageRows: number };

/** The `queryPortalPage` payload of a list state (undefined fields left out, so cache keys are stable). */
export function toPortalQuery(params: TListParams, pageRows = LIST_PAGE_ROWS): TPortalQuery {
  const { page, ...rest } = params;
  const query: TPortalQuery = { sort: params.sort, pageNO: page, pageRows };
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (query as unknown as Record<string, unknown>)[key] = value;
  }
  return query;
}

export type TPriceRangeResult = { ok: true; priceStart?: number; priceEnd?: number } | { ok: false; error: string };

/** Checks the two price inputs of the filter bar; blank means no bound on that side. */
export function validatePriceRange(startText: string, endText: string): TPriceRangeResult {
  const read = (text: string): number | undefined | string => {
    const t = text.trim();
    if (t === '') return undefined;
    if (!/^-?\d+(\.\d+)?$/.test(t)) return '请输入有效的价格数字';
    const n = Number(t);
    if (n < 0) return '价格不能为负数';
    if (!/^\d+(\.\d{1,2})?$/.test(t)) return '价格最多保留两位小数';
    if (n > MAX_PRICE) return '价格不能超过 100000000 元';
    return n;
  };
  const start = read(startText);
  if (typeof start === 'string') return { ok: false, error: start };
  const end = read(endText);
  if (typeof end === 'string') return { ok: false, error: end };
  if (start !== undefined && end !== undefined && start > end) return { ok: false, error: '最低价不能高于最高价' };
  return {
    ok: true,
    ...(start !== undefined ? { priceStart: start } : {}),
    ...(end !== undefined ? { priceEnd: end } : {}),
  };
}
