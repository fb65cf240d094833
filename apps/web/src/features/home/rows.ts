/** Spec §9: banner market goods are shown 3 per row. */
export const MARKET_PER_ROW = 3;

/** Splits a list into rows of `size` (the last row may be shorter). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) return [items.slice()];
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}
