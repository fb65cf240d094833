import type { TDemandItem, TQuote } from '@mall/contract';

/** Sorts of the comparison. */
export type TQuoteSort = 'total' | 'lead';

/** Money compared in cents, so 0.1 + 0.2 and 0.3 are the same price. */
const cents = (yuan: number) => Math.round(yuan * 100);

/** The ids of the quotes holding the best value of a row (ties all win); none when fewer than two compare. */
export function bestIds<T extends { id: number }>(
  quotes: readonly T[],
  value: (q: T) => number | null,
  better: 'low' | 'high' = 'low',
): Set<number> {
  const scored = quotes
    .map((q) => ({ id: q.id, v: value(q) }))
    .filter((s): s is { id: number; v: number } => s.v !== null);
  if (scored.length < 2) return new Set();
  const best = better === 'low' ? Math.min(...scored.map((s) => s.v)) : Math.max(...scored.map((s) => s.v));
  const winners = scored.filter((s) => s.v === best);
  // Everyone equal: nothing stands out.
  if (winners.length === scored.length) return new Set();
  return new Set(winners.map((s) => s.id));
}

export interface TComparisonCell {
  unitPrice: number;
  amount: number;
}

export interface TComparisonItemRow {
  item: Pick<TDemandItem, 'id' | 'name' | 'spec' | 'quantity' | 'unit'>;
  /** Per quote (same order as the columns): its line, or null when the quote has none for the item. */
  cells: (TComparisonCell | null)[];
  /** The quotes with the lowest unit price of this item. */
  cheapest: Set<number>;
}

export interface TComparison {
  rows: TComparisonItemRow[];
  cheapestTotal: Set<number>;
  shortestLead: Set<number>;
  longestWarranty: Set<number>;
}

/**
 * The comparison table: one row per demand item with every quote's unit price and line total, the
 * lowest of each row marked, and the best 合计, 交货周期 and 质保. Only `eligible` quotes (the ones
 * that can still be chosen) compete for the marks; when none can, all of them do.
 */
export function buildComparison(
  items: readonly Pick<TDemandItem, 'id' | 'name' | 'spec' | 'quantity' | 'unit'>[],
  quotes: readonly TQuote[],
  isEligible: (q: TQuote) => boolean = () => true,
): TComparison {
  const eligible = quotes.filter(isEligible);
  const competing = eligible.length ? eligible : quotes;
  const lineOf = (q: TQuote, itemId: number) => q.lines.find((l) => l.itemId === itemId) ?? null;
  const rows = items.map((item) => ({
    item,
    cells: quotes.map((q) => {
      const line = lineOf(q, item.id);
      return line ? { unitPrice: line.unitPrice, amount: line.amount } : null;
    }),
    cheapest: bestIds(competing, (q) => {
      const line = lineOf(q, item.id);
      return line ? cents(line.unitPrice) : null;
    }),
  }));
  return {
    rows,
    cheapestTotal: bestIds(competing, (q) => cents(q.total)),
    shortestLead: bestIds(competing, (q) => q.leadDays),
    longestWarranty: bestIds(competing, (q) => q.warrantyMonths, 'high'),
  };
}

/**
 * The quotes in the chosen order: by total (then lead time) or by lead time (then total); quotes
 * that can no longer be chosen go last, in the same order among themselves.
 */
export function sortQuotes(quotes: readonly TQuote[], sort: TQuoteSort, isEligible: (q: TQuote) => boolean): TQuote[] {
  const key = (q: TQuote) => (sort === 'total' ? [cents(q.total), q.leadDays] : [q.leadDays, cents(q.total)]);
  return [...quotes].sort((a, b) => {
    const ea = isEligible(a) ? 0 : 1;
    const eb = isEligible(b) ? 0 : 1;
    if (ea !== eb) return ea - eb;
    const [a1, a2] = key(a);
    const [b1, b2] = key(b);
    return a1 - b1 || a2 - b2 || a.id - b.id;
  });
}
