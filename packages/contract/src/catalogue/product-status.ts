/**
 * Product states. Only a product on sale is listed, shown, put in a cart or ordered; the seller side
 * (procurement issue) takes products off sale and back.
 */
export const PRODUCT_STATUS = {
  /** Taken off sale by its seller: hidden from lists and detail, refused by cart and checkout. */
  OFF_SALE: 0,
  /** On sale. */
  ON_SALE: 1,
  /**
   * On sale, but its seller is suspended by the platform (DESIGN-OPERATE §A): hidden like OFF_SALE
   * everywhere a buyer looks; resuming the seller puts exactly these back on sale.
   */
  SELLER_SUSPENDED: 6,
} as const;

export type TProductStatus = (typeof PRODUCT_STATUS)[keyof typeof PRODUCT_STATUS];
