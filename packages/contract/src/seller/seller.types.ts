import type { TProductState } from '../catalogue/product-status.js';
import type { TOrderStatus } from '../order/order-status.js';
import type { TReview } from '../review/review.types.js';

/** The signed-in seller and the shop it runs (`/seller/api/authorization/profile.json`). */
/** What the workbench's login page may say before anyone signs in. */
export interface TSellerLoginHints {
  /** The server runs the demo (SEED_DEMO): the page names the demo sellers' accounts. */
  isDemo: boolean;
}

export interface TSellerProfile {
  sellerId: number;
  username: string;
  /** The seller account's name (the person or company). */
  name: string;
  shopName: string;
  /** Site path of the shop's logo; '' without one. */
  shopLogo: string;
  /**
   * Why the platform suspended the seller ('' while it trades): its products are off every shelf,
   * its open orders go on; the workbench shows this in a banner.
   */
  suspendReason: string;
  /** The one-time password an approved 入驻 sent by SMS still stands: only this profile, changePassword and logout answer. */
  mustChangePassword: boolean;
}

/** One China day of the workbench's trend: orders placed and money paid that day. */
export interface TWorkbenchDay {
  /** YYYY-MM-DD, China time. */
  day: string;
  orders: number;
  /** Yuan paid that day (orders paid that day, whatever happened to them later). */
  sales: number;
}

/** 工作台: what needs the seller now and how today went (`/seller/api/workbench/summary.json`). */
export interface TWorkbenchSummary {
  shopName: string;
  /** Orders placed today (China day), any state. */
  todayOrders: number;
  /** Yuan paid today. */
  todaySales: number;
  /** Orders by status, every status present (0 when none). */
  orderCounts: Record<TOrderStatus, number>;
  /** Paid orders waiting for their parcel (status 1). */
  toShip: number;
  /** After-sales requests waiting for the seller: 审核中 (1) and 待商家收货 (3). */
  afterSalesWaiting: number;
  /** Open demands (报价中, before their deadline) in the shop's categories that it has not quoted yet. */
  openDemands: number;
  /** Visible reviews of the shop's products without the shop's reply. */
  unrepliedReviews: number;
  /** Standards of products on sale whose stock is at most SELLER_LOW_STOCK. */
  lowStock: number;
  /** The last 7 China days, oldest first, today last. */
  trend: TWorkbenchDay[];
}

/** One standard (SKU) of a seller's product as the workbench edits it. */
export interface TSellerStandard {
  id: number;
  /** The spec values joined: 白色 / 2.4G. */
  name: string;
  price: number;
  stock: number;
  sales: number;
  /** The 限购 that applies to this standard now (the product's setting, or the default of its stock). */
  purchaseLimit: number;
}

/** A product in the seller's list (`/seller/api/product/list.json`). */
export interface TSellerProduct {
  id: number;
  title: string;
  image: string;
  /** The system category's name. */
  categoryName: string;
  /** 1 on sale, 0 off the shelf. */
  status: 0 | 1;
  /** The life-cycle state (PRODUCT_STATE): 2 已上架, 4 已下架, 5 平台下架 (the seller cannot shelve it), … */
  state: TProductState;
  /** Why the platform rejected (3) or took it down (5); null otherwise. */
  stateReason: string | null;
  /** An approved product's edit (REVISION_STATE: 0 未提交, 1 待审核, 3 被驳回), or null. */
  revisionState: 0 | 1 | 3 | null;
  /** Why the platform refused the edit; null otherwise. */
  revisionReason: string | null;
  /** Lowest standard price. */
  price: number;
  /** Sum of the standards' stock. */
  stock: number;
  sales: number;
  reviewCount: number;
  updatedAt: number;
  /** The seller's 限购 per buyer, or null: the default, max(5, 20% of each standard's stock). */
  purchaseLimit: number | null;
  /** The product's freight template (运费模板), or null: free shipping. */
  freightTemplateId: number | null;
  standards: TSellerStandard[];
}

/** A product's 限购 after `setPurchaseLimit`: the setting and what now applies to each standard. */
export interface TSellerPurchaseLimit {
  productId: number;
  /** The seller's setting, or null: the default rule. */
  purchaseLimit: number | null;
  standards: { id: number; purchaseLimit: number }[];
}

/** A review of one of the seller's products, with the shop's reply if it gave one. */
export interface TSellerReview extends Omit<TReview, 'liked' | 'replies'> {
  productTitle: string;
  productImage: string;
  orderNo: string;
  /** The shop's reply, or null while it has none. */
  /** The shop's reply; `hiddenReason` set when the platform hid it (已被平台隐藏, only the shop still sees it). */
  shopReply: { content: string; createdAt: number; hiddenReason: string } | null;
}
