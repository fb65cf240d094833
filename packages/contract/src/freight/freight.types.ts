/** A province group of a template: these provinces pay this fee (yuan). */
export interface TFreightRegion {
  /** Province codes as the address region carries them ('650000' 新疆). */
  provinces: string[];
  fee: number;
}

/** A seller's freight template (运费模板), yuan. */
export interface TFreightTemplate {
  id: number;
  name: string;
  /** 满N包邮: a seller order whose goods (before coupons) reach it ships free; null: never. */
  freeAbove: number | null;
  /** The fee to every province no group names. */
  defaultFee: number;
  regions: TFreightRegion[];
  /** The seller's products that name it. */
  productCount: number;
  updatedAt: number;
}

/** The detail page's 运费 and 预计送达 for one product (`freight.estimate`). */
export interface TFreightEstimate {
  /** The fee of one unit to the region (yuan; 0: 包邮). */
  fee: number;
  /** 满N包邮 of the product's template, or null. */
  freeAbove: number | null;
  /** The province quoted: the buyer's default address's, else 北京. */
  province: string;
  /** 北京, 广东… */
  regionText: string;
  /** True when no address of the caller named the region (a guest, or no address). */
  isDefaultRegion: boolean;
  /** 现在下单，预计11月30日(周一)送达 */
  promise: string;
  /** The promised China date, YYYY-MM-DD. */
  promiseDate: string;
}

/** What a checkout will charge as freight, per seller order (`order.freightQuote`). */
export interface TFreightQuote {
  orders: { sellerId: number; freight: number }[];
  /** The sum over the seller orders. */
  freight: number;
}
