import type { TQuote } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';

/**
 * The quotes marked 已更新 in any answer the page has had. The server marks a quote revised since the
 * owner's previous look, and every answer is a new look (the comparison asks again every few
 * seconds), so a mark would vanish with the next poll: the page keeps it while it stays open.
 */
export function withUpdatedIds(
  before: ReadonlySet<number>,
  quotes: readonly Pick<TQuote, 'id' | 'isUpdated'>[],
): ReadonlySet<number> {
  const added = quotes.filter((q) => q.isUpdated && !before.has(q.id));
  if (added.length === 0) return before;
  return new Set([...before, ...added.map((q) => q.id)]);
}

/** Two amounts in yuan are the same to the fen. */
export function isSameYuan(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

/** A total the buyer saw, from the query string (`total=2301.5`): positive, ≤ 2 decimals, else undefined. */
export function parseSeenTotal(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,14}(\.\d{1,2})?$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/** What the settlement says when the quote's total is no longer the one the buyer confirmed. */
export function quoteChangedText(seen: number, live: number): string {
  return `商家已修改报价：合计由¥${formatYuan(seen)}变为¥${formatYuan(live)}，请核对采购清单后确认新报价。`;
}
