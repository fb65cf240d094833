/**
 * Procurement rules the server enforces and the pages show (DESIGN.md §2, §3). Zod-free, exported from
 * '@mall/contract' only.
 */

/** A demand's stored and shown states. 2 已截止 is never stored: it is 1 after its quote deadline. */
export const DEMAND_STATUS = {
  DRAFT: 0,
  QUOTING: 1,
  EXPIRED: 2,
  SETTLED: 3,
  CLOSED: 4,
} as const;
export type TDemandStatus = (typeof DEMAND_STATUS)[keyof typeof DEMAND_STATUS];

export const DEMAND_STATUS_TEXT: Record<TDemandStatus, string> = {
  0: '草稿',
  1: '报价中',
  2: '已截止',
  3: '已成交',
  4: '已关闭',
};

/**
 * A quote's states: live until the demand settles (the chosen one 已成交, the others 未中标) or closes.
 * When the settled order is cancelled unpaid the demand reopens and all its quotes are live again.
 */
export const QUOTE_STATUS = {
  LIVE: 0,
  ACCEPTED: 1,
  DECLINED: 2,
} as const;
export type TQuoteStatus = (typeof QUOTE_STATUS)[keyof typeof QUOTE_STATUS];

export const QUOTE_STATUS_TEXT: Record<TQuoteStatus, string> = {
  0: '有效',
  1: '已成交',
  2: '未中标',
};

/** Items one demand lists at least / at most. */
export const DEMAND_ITEMS_MIN = 1;
export const DEMAND_ITEMS_MAX = 50;
/** Units of one item at most. */
export const DEMAND_QUANTITY_MAX = 1_000_000;
/** Attachments (pictures or PDFs the buyer uploaded) one demand carries at most. */
export const DEMAND_ATTACHMENTS_MAX = 5;
/** How far ahead the quote deadline and the delivery date may lie (days from today). */
export const QUOTE_DEADLINE_MAX_DAYS = 90;
export const DELIVERY_MAX_DAYS = 365;
/** Money of one price, target price or budget at most (yuan). */
export const PROCUREMENT_MONEY_MAX = 100_000_000;
/**
 * A quote's total the buyer sends when settling (yuan) at most: the largest whose fen are still an exact
 * integer (50 items of 1 000 000 units priced up to the money limit stay far below it in practice).
 */
export const QUOTE_TOTAL_MAX = 90_071_992_547_409;
/** Demands one buyer may publish in an hour: they go public at once (429 `DEMAND_THROTTLED` beyond). */
export const DEMANDS_PER_HOUR = 10;
/** Lead time and warranty a quote may promise at most. */
export const QUOTE_LEAD_DAYS_MAX = 365;
export const QUOTE_WARRANTY_MONTHS_MAX = 120;
/** A quote stays valid at most this many days from today. */
export const QUOTE_VALID_MAX_DAYS = 180;
/** Units the demand's items are counted in (the form offers these; any 1–10 characters are taken). */
export const PROCUREMENT_UNITS = ['台', '个', '套', '件', '只', '把', '米', '箱', '卷', '块'] as const;
/** Sorts of the procurement market. */
export const DEMAND_SORTS = ['new', 'closing', 'budget'] as const;
export type TDemandSort = (typeof DEMAND_SORTS)[number];
export const DEMAND_SORT_TEXT: Record<TDemandSort, string> = {
  new: '最新发布',
  closing: '即将截止',
  budget: '预算最高',
};

const DAY_MS = 86_400_000;
/** China has one time zone without daylight saving: UTC+8. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const m = DATE_RE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** Today's date in China (YYYY-MM-DD), or the date `days` from it. */
export function chinaDate(now = Date.now(), days = 0): string {
  return new Date(now + CHINA_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last millisecond of a China calendar day (a deadline date means "until the end of that day"). */
export function chinaDayEnd(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`) - CHINA_OFFSET_MS + DAY_MS - 1;
}

/** The shown state of a stored one: 报价中 past its quote deadline reads 已截止. */
export function demandStatusAt(stored: number, quoteDeadlineAt: number, now = Date.now()): TDemandStatus {
  if (stored === DEMAND_STATUS.QUOTING && quoteDeadlineAt < now) return DEMAND_STATUS.EXPIRED;
  return stored as TDemandStatus;
}
