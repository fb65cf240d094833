import type { TQuoteInput, TSellerDemand } from '@mall/contract';
import { chinaDate, fenToYuan, formatYuan, QUOTE_VALID_MAX_DAYS, yuanToFen } from '@mall/contract/wire';

/** What the quote form holds: a unit price per item (by item id), and the terms. */
export interface TQuoteFormValues {
  prices: Record<string, number | null | undefined>;
  taxIncluded: boolean;
  leadDays: number | null;
  warrantyMonths: number | null;
  /** YYYY-MM-DD. */
  validUntil: string | null;
  note?: string;
}

/** A line's amount in yuan (unit price × quantity, counted in fen); 0 without a price. */
export function lineAmount(unitPrice: number | null | undefined, quantity: number): number {
  if (typeof unitPrice !== 'number' || !Number.isFinite(unitPrice) || unitPrice <= 0) return 0;
  return fenToYuan(yuanToFen(unitPrice) * quantity);
}

/** The quote's total in yuan: the lines summed in fen, as the server sums them. */
export function quoteTotal(
  items: readonly { id: number; quantity: number }[],
  prices: TQuoteFormValues['prices'],
): number {
  const fen = items.reduce((sum, i) => {
    const p = prices[String(i.id)];
    return typeof p === 'number' && Number.isFinite(p) && p > 0 ? sum + yuanToFen(p) * i.quantity : sum;
  }, 0);
  return fenToYuan(fen);
}

/** The default validity: 30 days from today (China), within the contract's limit. */
export function defaultValidUntil(now = Date.now()): string {
  return chinaDate(now, Math.min(30, QUOTE_VALID_MAX_DAYS));
}

/** The dates the picker refuses: before tomorrow, or beyond QUOTE_VALID_MAX_DAYS from today. */
export function isValidUntilOff(date: string, now = Date.now()): boolean {
  return date <= chinaDate(now) || date > chinaDate(now, QUOTE_VALID_MAX_DAYS);
}

/** The form's first values: the seller's own quote when revising, else empty prices and common terms. */
export function initialQuoteValues(
  demand: Pick<TSellerDemand, 'items' | 'myQuote'>,
  now = Date.now(),
): TQuoteFormValues {
  const q = demand.myQuote;
  const prices: TQuoteFormValues['prices'] = {};
  for (const item of demand.items) {
    prices[String(item.id)] = q?.items.find((l) => l.itemId === item.id)?.unitPrice ?? null;
  }
  if (!q)
    return { prices, taxIncluded: true, leadDays: 7, warrantyMonths: 12, validUntil: defaultValidUntil(now), note: '' };
  return {
    prices,
    taxIncluded: q.taxIncluded,
    leadDays: q.leadDays,
    warrantyMonths: q.warrantyMonths,
    // A validity already past (or today) is no longer accepted: offer the default instead.
    validUntil: isValidUntilOff(q.validUntil, now) ? defaultValidUntil(now) : q.validUntil,
    note: q.note,
  };
}

/** The `sellerProcurement.quote` payload the form's values make (the schema checks it before sending). */
export function quotePayload(demand: Pick<TSellerDemand, 'id' | 'items'>, v: TQuoteFormValues): TQuoteInput {
  const note = v.note?.trim();
  return {
    demandId: demand.id,
    items: demand.items.map((i) => ({ itemId: i.id, unitPrice: v.prices[String(i.id)] as number })),
    taxIncluded: v.taxIncluded,
    leadDays: v.leadDays as number,
    warrantyMonths: v.warrantyMonths as number,
    validUntil: v.validUntil ?? '',
    ...(note ? { note } : {}),
  };
}

/** A schema issue's path as the form's field: items.<i>.unitPrice → prices.<itemId>. */
export function quoteIssueField(
  demand: Pick<TSellerDemand, 'items'>,
  path: readonly PropertyKey[],
): string | (string | number)[] {
  if (path[0] === 'items' && typeof path[1] === 'number') {
    const item = demand.items[path[1]];
    if (item) return ['prices', String(item.id)];
  }
  return String(path[0] ?? 'prices');
}

/** A budget or price as the pages print it: ¥1234.00, or 面议 without one. */
export function formatYuanText(yuan: number | null): string {
  return yuan === null ? '面议' : `¥${formatYuan(yuan)}`;
}
