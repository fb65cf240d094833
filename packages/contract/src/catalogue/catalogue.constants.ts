/* The catalogue's fixed values (no zod: the web's first screens read them). */

/** Sort orders of the product list. `default`: relevance when searching, otherwise the shop's order. */
export const PRODUCT_SORTS = ['default', 'priceAsc', 'priceDesc', 'sales', 'newest'] as const;
export type TProductSort = (typeof PRODUCT_SORTS)[number];

/** Portal positions of spec §7 (rownum/position). */
export const PORTAL_POSITIONS = {
  carousel: { rownum: 10, position: 1 },
  market: { rownum: 9, position: 2 },
  hot1: { rownum: 3, position: 3 },
  hot2: { rownum: 3, position: 4 },
  rank: { rownum: 3, position: 5 },
  wisdom: { rownum: 3, position: 6 },
} as const;
