import type { TCompat } from './compat.rules.js';
import type { TIotSpec } from './iot.js';

/** A node of the system category tree (or of a seller's own tree). */
export interface TCategory {
  id: number;
  /** 0 for a top-level category. */
  parentId: number;
  name: string;
  /** Icon name (antd icon key) or image path; may be empty. */
  icon: string;
  sort: number;
  /** Filled by `showSon` (whole tree); `queryChildren` answers one level. */
  children?: TCategory[];
}

/** A product as lists, cards and portal slots show it. Money is yuan. */
export interface TProductCard {
  id: number;
  title: string;
  subtitle: string;
  /** Lowest price among the product's standards. */
  price: number;
  /** Crossed-out reference price; 0 when there is none. */
  marketPrice: number;
  /** First image, original path (`/files/...`); ask for a preset with `imageUrl`. */
  image: string;
  agentId: number;
  shopName: string;
  sales: number;
  /** Epoch milliseconds. */
  createdAt: number;
  iot: TIotSpec;
  /** No standard of the product has stock (已售罄); lists put these last. */
  isSoldOut: boolean;
  /** Whether it works with the caller's home (我的家, DESIGN.md §H); absent for a visitor or a buyer without one. */
  compat?: TCompat;
}

/** One slot of a portal position (spec §7: carousel, market, rank, wisdom, hot). */
export interface TPortalItem {
  id: number;
  position: number;
  title: string;
  desc: string;
  /** Original image path; carousel images are shown at 792×330. */
  imageUrl: string;
  /** The product the slot links to, or null for a plain link. */
  productId: number | null;
  /** In-site link (`/product/detail?id=…`, `/product?…`). */
  link: string;
  /** Price of the linked product (yuan), or null. */
  price: number | null;
}

/** A standard (SKU): one combination of spec values with its own price and stock. */
export interface TStandard {
  id: number;
  productId: number;
  /** Values in the order of the product's `specNames`, e.g. ['白色', 'Zigbee 版']. */
  specs: string[];
  /** The values joined for display: 白色 / Zigbee 版. */
  name: string;
  price: number;
  stock: number;
  sales: number;
  /**
   * 限购: the most units of this standard one buyer may hold in unpaid orders now (the product's
   * setting, or max(5, 20% of this standard's stock): `purchaseLimitOf`).
   */
  purchaseLimit: number;
}

/** Spec dimensions and their values, e.g. 颜色: 白色, 黑色. */
export interface TSpecGroup {
  name: string;
  values: string[];
}

/** `standardStock/query`: the spec groups and every standard. */
export interface TStandardTable {
  specs: TSpecGroup[];
  list: TStandard[];
}

/** `product/details` (spec §3 product detail view). */
export interface TProductDetail {
  id: number;
  productId: number;
  agentId: number;
  shopName: string;
  shopLogo: string;
  title: string;
  subtitle: string;
  brand: string;
  model: string;
  unit: string;
  /** Lowest standard price (yuan). */
  price: number;
  marketPrice: number;
  /** Sum of the standards' stock. */
  stock: number;
  sales: number;
  /** Among the best sellers of its category. */
  hot: boolean;
  /** Spec dimension names; each standard's `specs` follow this order. */
  specNames: string[];
  specs: TSpecGroup[];
  listStandar: TStandard[];
  /**
   * 限购 before a standard is chosen: the seller's setting, or by default the largest of the
   * standards' own (each standard's `purchaseLimit` is what applies to it).
   */
  purchaseLimit: number;
  /** Whether the seller set the limit (false: the default rule). */
  hasPurchaseLimit: boolean;
  /** Review count (remarksNum). */
  ppcCount: number;
  /** Percent of reviews scored 4 or 5 (好评率), rounded; null while there are none. */
  goodRate: number | null;
  /** Reviews with pictures (the 有图 filter's count). */
  ppcImageCount: number;
  iot: TIotSpec;
  sysCategoryId: number;
  /** From the top-level category down to the product's own. */
  categoryPath: { id: number; name: string }[];
  categoryId: number | null;
  createdAt: number;
  /** Whether it works with the caller's home (我的家, DESIGN.md §H); absent for a visitor or a buyer without one. */
  compat?: TCompat;
}

/** `productFile/query` (type 2 = images). */
export interface TProductFile {
  id: number;
  productId: number;
  type: number;
  path: string;
  sort: number;
}

/** `richText/getRichText` (type 1 = description); `htmlCode` is sanitized when stored. */
export interface TRichText {
  productId: number;
  type: number;
  htmlCode: string;
}

/** A community post (home page community list). */
export interface TCommunityPost {
  id: number;
  userName: string;
  avatar: string;
  content: string;
  productId: number | null;
  productTitle: string;
  productImage: string;
  createdAt: number;
}

/** A recommended shop (`precommend/queryShopList`). */
export interface TShopCard {
  agentId: number;
  name: string;
  logo: string;
  description: string;
  productCount: number;
  sales: number;
  /** A few of its best sellers. */
  products: TProductCard[];
}

/** A recommended classification (`precommend/queryClassificationList`): a category with a few products. */
export interface TClassification {
  id: number;
  name: string;
  icon: string;
  products: TProductCard[];
}
