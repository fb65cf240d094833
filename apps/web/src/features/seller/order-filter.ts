import type { TOrderStatus } from '@mall/contract';
import { ORDER_STATUS_TEXT } from '@mall/contract/wire';

/** What the workbench's order list shows: a status tab (none: 全部), a keyword, a page. Kept in the URL. */
export interface TSellerOrderFilter {
  status?: TOrderStatus;
  keyword: string;
  page: number;
}

/** The longest keyword the server takes (订单号 or a word of a line's title). */
export const SELLER_ORDER_KEYWORD_MAX = 30;

const STATUSES = Object.keys(ORDER_STATUS_TEXT).map(Number) as TOrderStatus[];

/** The tabs: 全部, then every order status in its order. */
export const SELLER_ORDER_TABS: { key: string; label: string; status: TOrderStatus | undefined }[] = [
  { key: 'all', label: '全部', status: undefined },
  ...STATUSES.map((s) => ({ key: String(s), label: ORDER_STATUS_TEXT[s], status: s })),
];

function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

function parseStatus(value: string | null): TOrderStatus | undefined {
  if (value === null || !/^\d$/.test(value)) return undefined;
  const n = Number(value) as TOrderStatus;
  return STATUSES.includes(n) ? n : undefined;
}

/** The filter an address bar asks for; anything it cannot read falls back to 全部, no keyword, page 1. */
export function parseSellerOrderFilter(params: URLSearchParams): TSellerOrderFilter {
  const status = parseStatus(params.get('status'));
  const keyword = (params.get('keyword') ?? '').trim().slice(0, SELLER_ORDER_KEYWORD_MAX);
  return { ...(status === undefined ? {} : { status }), keyword, page: parsePage(params.get('page')) };
}

/** The search params of a filter: only what differs from the defaults, in a fixed order. */
export function sellerOrderSearch(filter: TSellerOrderFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status !== undefined) params.set('status', String(filter.status));
  if (filter.keyword) params.set('keyword', filter.keyword);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** The list's and the export's payload: status and keyword only when set. */
export function sellerOrderPayload(filter: Omit<TSellerOrderFilter, 'page'>): {
  status?: TOrderStatus;
  keyword?: string;
} {
  return {
    ...(filter.status === undefined ? {} : { status: filter.status }),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
  };
}

/** How many orders a tab holds, from the summary's counts (全部: their sum); undefined before it answered. */
export function sellerOrderTabCount(
  counts: Record<TOrderStatus, number> | undefined,
  status: TOrderStatus | undefined,
): number | undefined {
  if (!counts) return undefined;
  if (status !== undefined) return counts[status] ?? 0;
  return STATUSES.reduce<number>((sum, s) => sum + (counts[s] ?? 0), 0);
}

/** The name of an export the server sent unnamed: 订单导出-待发货-20260315.csv. */
export function exportFileName(filter: Omit<TSellerOrderFilter, 'page'>, now: Date): string {
  const day = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  const part = filter.status === undefined ? '全部' : ORDER_STATUS_TEXT[filter.status];
  return `订单导出-${part}-${day}.csv`;
}
