import type { TDemandCard, TDemandDetail, TDemandStatus, TQuote } from '@mall/contract';
import { DEMAND_STATUS, demandMay, formatYuan, nextQuoteStatus, QUOTE_STATUS } from '@mall/contract/wire';

const SECOND = 1000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface TCountdown {
  /** 剩3天05小时, 剩4小时05分09秒, 已截止. */
  text: string;
  /** Past the deadline. */
  isOver: boolean;
  /** Less than a day left. */
  isUrgent: boolean;
}

/**
 * The quote deadline as the buyer reads it: days and hours while more than a day is left, hours,
 * minutes and seconds on the last day (seconds round up, as the order's pay countdown does).
 */
export function deadlineCountdown(deadlineAt: number, now: number): TCountdown {
  const left = deadlineAt - now;
  if (left <= 0) return { text: '已截止', isOver: true, isUrgent: false };
  const pad = (n: number) => String(n).padStart(2, '0');
  if (left >= DAY) {
    const days = Math.floor(left / DAY);
    const hours = Math.floor((left % DAY) / HOUR);
    return { text: `剩${days}天${pad(hours)}小时`, isOver: false, isUrgent: false };
  }
  const total = Math.ceil(left / SECOND);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const text =
    hours > 0
      ? `剩${hours}小时${pad(minutes)}分${pad(seconds)}秒`
      : minutes > 0
        ? `剩${minutes}分${pad(seconds)}秒`
        : `剩${seconds}秒`;
  return { text, isOver: false, isUrgent: true };
}

/** Budget as shown: ¥12,000.00 or 面议 when the buyer gave none. */
export function budgetText(budget: number | null): string {
  return budget === null ? '面议' : `¥${formatYuan(budget)}`;
}

/** The card's summary line: 智能门锁、网关 等3项. */
export function itemsSummary(card: Pick<TDemandCard, 'itemNames' | 'itemCount'>): string {
  const names = card.itemNames.slice(0, 3).join('、');
  return card.itemCount > card.itemNames.slice(0, 3).length ? `${names} 等${card.itemCount}项` : names;
}

/** The state as shown now: 报价中 reads 已截止 once its deadline day ended (the server says so as well). */
export function shownStatus(card: Pick<TDemandCard, 'status' | 'quoteDeadlineAt'>, now: number): TDemandStatus {
  return card.status === DEMAND_STATUS.QUOTING && card.quoteDeadlineAt < now ? DEMAND_STATUS.EXPIRED : card.status;
}

/**
 * What the owner may do with a demand of 我的采购, as the contract's DEMAND_TRANSITIONS say (the server
 * decides again: 409 when it moved). `status` is the shown state (2 已截止 past the deadline).
 */
export function demandActions(card: Pick<TDemandCard, 'status' | 'quoteCount'>) {
  const { status, quoteCount } = card;
  const isDraft = status === DEMAND_STATUS.DRAFT;
  return {
    /** A draft at any time, a published demand until its first quote (a draft has none). */
    canEdit: demandMay(status, 'edit') && quoteCount === 0,
    canPublish: demandMay(status, 'publish'),
    /** Anything not settled or closed. */
    canClose: demandMay(status, 'close'),
    canSeeQuotes: !isDraft,
    canSeeOrder: status === DEMAND_STATUS.SETTLED,
  };
}

/** Whether the buyer may still settle this quote: live, within its validity, on a demand that is neither settled nor closed. */
export function isQuoteChoosable(quote: Pick<TQuote, 'status' | 'expired'>, demand: Pick<TDemandDetail, 'status'>) {
  return demandMay(demand.status, 'settle') && nextQuoteStatus(quote.status, 'accept') !== null && !quote.expired;
}

/** Why a quote cannot be chosen, or '' when it can. */
export function quoteBlockedText(
  quote: Pick<TQuote, 'status' | 'expired' | 'statusText'>,
  demand: Pick<TDemandDetail, 'status'>,
) {
  if (quote.status === QUOTE_STATUS.ACCEPTED) return '已成交';
  if (quote.status === QUOTE_STATUS.DECLINED) return quote.statusText || '未中标';
  if (quote.expired) return '已过有效期';
  if (demand.status === DEMAND_STATUS.CLOSED) return '需求已关闭';
  if (demand.status === DEMAND_STATUS.SETTLED) return '需求已成交';
  return '';
}
