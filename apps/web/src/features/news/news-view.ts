import type { TNewsColumn } from '@mall/contract';
import dayjs from 'dayjs';
import { parseId } from '../../lib/query-id';
import { relativeTime } from '../../lib/relative-time';

/** Articles a page of the news list. */
export const NEWS_PAGE_SIZE = 10;

const DAY = 24 * 3_600_000;

/** The list's filters as the address bar holds them (`/news/list?columnId=&keyword=&page=`). */
export interface TNewsListQuery {
  page: number;
  limit: number;
  columnId?: number;
  keyword?: string;
}

/** The list's query from its address: bad or missing values fall back to 全部, page 1, no keyword. */
export function readNewsListQuery(params: URLSearchParams): TNewsListQuery {
  const keyword = params.get('keyword')?.trim().slice(0, 30);
  const columnId = parseId(params.get('columnId'));
  return {
    page: parseId(params.get('page')) ?? 1,
    limit: NEWS_PAGE_SIZE,
    ...(columnId ? { columnId } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

/**
 * The list's address after a change of some of its filters. Any change but the page starts again at
 * page 1; page 1, 全部 and an empty keyword leave their parameter out.
 */
export function newsListSearch(
  current: URLSearchParams,
  patch: { columnId?: number | undefined; keyword?: string | undefined; page?: number | undefined },
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === undefined || text === '' || (key === 'page' && text === 1)) next.delete(key);
    else next.set(key, String(text));
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}

/** The list's path for a column and/or keyword (the home's 更多 and search). */
export function newsListPath({ columnId, keyword }: { columnId?: number; keyword?: string } = {}): string {
  const search = newsListSearch(new URLSearchParams(), { columnId, keyword }).toString();
  return search ? `/news/list?${search}` : '/news/list';
}

/** An article's page. */
export const newsDetailPath = (id: number) => `/news/detail?id=${id}`;

/**
 * When an article came out, as lists show it: 刚刚 / N分钟前 / N小时前 / 1天前 within two days
 * (spec §4 relative time), else MM-DD within the current year and YYYY-MM-DD before it.
 */
export function newsTimeText(publishTime: number, now: number = Date.now()): string {
  if (now - publishTime < 2 * DAY) return relativeTime(publishTime, now);
  const at = dayjs(publishTime);
  return at.year() === dayjs(now).year() ? at.format('MM-DD') : at.format('YYYY-MM-DD');
}

/** When an article came out, as its page shows it: 2026-11-25 14:30. */
export function newsFullTime(publishTime: number): string {
  return dayjs(publishTime).format('YYYY-MM-DD HH:mm');
}

/** A view count: 986, 1.2万, 35万 (one decimal below 100,000, none above). */
export function viewsText(views: number): string {
  const n = Math.max(0, Math.floor(views));
  if (n < 10_000) return String(n);
  const wan = n / 10_000;
  const shown = wan < 10 ? Math.floor(wan * 10) / 10 : Math.floor(wan);
  return `${shown}万`;
}

/** source · author, leaving out what is missing (the same name given twice shows once). */
export function bylineText(card: { source: string; author: string }): string {
  const source = card.source.trim();
  const author = card.author.trim();
  return [...new Set([source, author].filter(Boolean))].join(' · ');
}

/** The list's tabs: 全部 then every column in the home's order. */
export function columnTabs(columns: readonly Pick<TNewsColumn, 'id' | 'name'>[]): { id?: number; name: string }[] {
  return [{ name: '全部' }, ...columns.map((c) => ({ id: c.id, name: c.name }))];
}

/** The heading of the list's result: which column and keyword it shows. */
export function listHeading(columnName: string | undefined, keyword: string | undefined): string {
  const where = columnName ?? '全部资讯';
  return keyword ? `“${keyword}”的搜索结果 · ${where}` : where;
}

/** The newest articles over all columns (the home's 最新资讯), each once. */
export function latestAcross<T extends { id: number; publishTime: number }>(
  columns: readonly { items: readonly T[] }[],
  count: number,
): T[] {
  const seen = new Map<number, T>();
  for (const c of columns) for (const item of c.items) seen.set(item.id, item);
  return [...seen.values()].sort((a, b) => b.publishTime - a.publishTime || b.id - a.id).slice(0, count);
}
