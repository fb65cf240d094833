/*
 * 限购 (DESIGN-OPERATE §G): a buyer's unpaid units of one standard are at most its product's limit.
 * No zod: the detail page (a first screen) and the workbench read these too.
 */

/** The most a seller may set as a product's 限购 (a line holds at most MAX_LINE_NUMBER anyway). */
export const PURCHASE_LIMIT_MAX = 9999;
/** The default limit is never below this many units. */
export const PURCHASE_LIMIT_FLOOR = 5;
/** The default limit is this percent of the standard's stock (rounded down), when that is more than the floor. */
export const PURCHASE_LIMIT_STOCK_PERCENT = 20;

/**
 * The 限购 of one standard: the seller's setting, or by default max(5, ⌊20% of the standard's stock
 * now⌋) — the stock the standard has at order time (what is left to sell, others' holds taken out),
 * so one buyer never holds more than a fifth of what others could still buy, and never fewer than 5.
 */
export function purchaseLimitOf(setting: number | null, standardStock: number): number {
  if (setting !== null) return setting;
  const share = Math.floor((Math.max(0, standardStock) * PURCHASE_LIMIT_STOCK_PERCENT) / 100);
  return Math.max(PURCHASE_LIMIT_FLOOR, share);
}
