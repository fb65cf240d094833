/**
 * The site's settings an operator edits in the console (DESIGN-OPERATE §A `settings`): ranges the
 * server enforces and the form shows. Zod-free, so the web's wire entry may carry them.
 */

/** Minutes an unpaid order holds its stock before it is cancelled (the server's ORDER_PAY_MINUTES until set). */
export const UNPAID_MINUTES_RANGE = { min: 5, max: 1440 } as const;
/**
 * Days after receipt a buyer may apply for after-sales; never under the 7 days of 七天无理由 (the
 * contract's AFTER_SALES_DAYS until set).
 */
export const AFTER_SALES_DAYS_RANGE = { min: 7, max: 90 } as const;
/** Days after shipping an order the buyer has not confirmed is received by itself (AUTO_CONFIRM_DAYS until set). */
export const AUTO_CONFIRM_DAYS_RANGE = { min: 3, max: 30 } as const;

/** Text lengths of the settings' fields. */
export const SITE_TEXT_MAX = {
  siteName: 20,
  companyName: 60,
  icp: 40,
  psb: 60,
  hotline: 20,
  serviceHours: 40,
} as const;

/** A hotline: digits with `-` or spaces between them (400-800-8888, 021 6000 0000). */
export const HOTLINE_PATTERN = /^\s*\d[\d -]{3,18}\d\s*$/;
