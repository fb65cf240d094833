/**
 * At most this many saved invoice titles (发票抬头) per buyer. Apart from invoice.rules.ts because the
 * error catalogue (on every first screen) names it, while the invoice words load only with the pages
 * that show an invoice.
 */
export const INVOICE_TITLE_LIMIT = 20;
