import type { TSellerDemand } from '@mall/contract';
import { DEMAND_STATUS, QUOTE_STATUS } from '@mall/contract/wire';

/** The two lists of the seller's procurement page. */
export type TDemandScope = 'open' | 'quoted';

export function parseScope(value: string | null): TDemandScope {
  return value === 'quoted' ? 'quoted' : 'open';
}

/** Where the seller writes (or revises) its quote on a demand. */
export function quotePath(demandId: number): string {
  return `/seller/procurement/quote?demandId=${demandId}`;
}

/** The hall's button: 立即报价 before the seller's first quote, 修改报价 after. */
export function quoteButtonText(d: Pick<TSellerDemand, 'myQuote'>): string {
  return d.myQuote ? '修改报价' : '立即报价';
}

/** Whether the seller may still quote (or revise): the demand takes quotes and its deadline is ahead. */
export function isQuotable(d: Pick<TSellerDemand, 'status' | 'quoteDeadlineAt'>, now: number): boolean {
  return d.status === DEMAND_STATUS.QUOTING && d.quoteDeadlineAt >= now;
}

export type TQuoteOutcome = { text: string; tone: 'success' | 'default' | 'processing' | 'warning' };

/**
 * My quote's outcome as the seller reads it: 中标 (the buyer settled it), 未中标 (another quote won or
 * the demand closed), 报价中 while the demand still takes quotes, 待买家选择 past the deadline.
 */
export function quoteOutcome(
  d: Pick<TSellerDemand, 'status' | 'quoteDeadlineAt' | 'myQuote'>,
  now: number,
): TQuoteOutcome {
  const q = d.myQuote;
  if (q?.status === QUOTE_STATUS.ACCEPTED) return { text: '中标', tone: 'success' };
  if (q?.status === QUOTE_STATUS.DECLINED) return { text: '未中标', tone: 'default' };
  if (d.status === DEMAND_STATUS.SETTLED || d.status === DEMAND_STATUS.CLOSED)
    return { text: '未中标', tone: 'default' };
  if (isQuotable(d, now)) return { text: '报价中', tone: 'processing' };
  return { text: '待买家选择', tone: 'warning' };
}
