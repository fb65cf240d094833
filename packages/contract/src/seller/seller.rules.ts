/** A standard with at most this many units counts as low on stock (the workbench's 库存预警). */
export const SELLER_LOW_STOCK = 10;

/** The largest change one stock adjustment may make (either way). */
export const STOCK_ADJUST_MAX = 99_999;

/** A standard's price in yuan: at most this. */
export const SELLER_PRICE_MAX = 999_999.99;

/** Rows one export answers at most (newest first); narrow the filter for more. */
export const SELLER_EXPORT_MAX_ROWS = 5_000;
