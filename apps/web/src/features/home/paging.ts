/** Page sizes the home goods list offers (queryPortalPage `pageRows`). */
export const GOODS_PAGE_SIZES = [10, 15] as const;
export const GOODS_PAGE_SIZE = GOODS_PAGE_SIZES[0];

/** Spec §3: totalPage is taken from the count, `ceil(total / pageRows)`; never below 1. */
export function totalPages(total: number, pageRows: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageRows <= 0) return 1;
  return Math.ceil(total / pageRows);
}

/** A page number from the query string: a positive whole number written plainly, else 1. */
export function parsePage(value: string | null | undefined): number {
  return parseId(value) ?? 1;
}

/** An id from the query string: a positive whole number written plainly (no sign, exponent, decimals), else undefined. */
export function parseId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}
