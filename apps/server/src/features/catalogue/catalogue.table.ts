import type { Generated } from 'kysely';

export interface SysCategoriesTable {
  id: Generated<number>;
  parent_id: Generated<number>;
  name: string;
  icon: Generated<string>;
  sort: Generated<number>;
}

export interface SellerCategoriesTable {
  id: Generated<number>;
  seller_id: number;
  parent_id: Generated<number>;
  name: string;
  sort: Generated<number>;
}

export interface ProductsTable {
  id: Generated<number>;
  seller_id: number;
  sys_category_id: number;
  category_id: number | null;
  title: string;
  subtitle: Generated<string>;
  brand: Generated<string>;
  model: Generated<string>;
  unit: Generated<string>;
  /** First image (original path), denormalized for lists. */
  image: Generated<string>;
  /** Lowest standard price in fen. */
  price_fen: number;
  market_price_fen: Generated<number>;
  sales: Generated<number>;
  review_count: Generated<number>;
  /** Reviews with a score of GOOD_SCORE_MIN or more (好评). */
  good_review_count: Generated<number>;
  /** Reviews with pictures. */
  image_review_count: Generated<number>;
  sort_weight: Generated<number>;
  /** 1 on sale, 0 not: 1 exactly when `state` is 2 已上架 (product-status.ts). */
  status: Generated<number>;
  /** The life cycle (PRODUCT_STATE, DESIGN-OPERATE §B): 0 草稿 … 5 平台下架 (migration 2026121002). */
  state: Generated<number>;
  /** Why an operator rejected (3) or took it down (5); null otherwise. */
  state_reason: Generated<string | null>;
  /** JSON array of spec dimension names. */
  spec_names: Generated<string>;
  protocols: Generated<number>;
  ecosystems: Generated<number>;
  power: Generated<number>;
  certifications: Generated<number>;
  hub_required: Generated<number>;
  /** 1 when any standard has stock; kept by triggers on product_standards (migration 2026112601). */
  in_stock: Generated<number>;
  /**
   * Moves with every write of a column a product card shows and with a rename of its shop, kept by
   * triggers (migration 2026121501): the cards a process keeps are valid at their version (card-memo.ts).
   */
  card_version: Generated<number>;
  /** 限购: most unpaid units of one standard per buyer (1…9999); null: the default rule (purchaseLimitOf). */
  purchase_limit: number | null;
  /** The seller's freight template (运费模板, the freight feature's); null: free shipping. */
  freight_template_id: Generated<number | null>;
  /** Normalized text the search matches against (title, brand, model, category, protocols...). */
  search_text: Generated<string>;
  /** 重量 in grams, as the seller listed it; null when not given (migration 2026121101). */
  weight_grams: Generated<number | null>;
  created_at: number;
  updated_at: number;
}

export interface ProductStandardsTable {
  id: Generated<number>;
  product_id: number;
  /** JSON array of spec values, in the order of the product's spec_names. */
  specs: string;
  price_fen: number;
  stock: number;
  sales: Generated<number>;
  sort: Generated<number>;
  /** The seller's 商家编码, '' when none (migration 2026121101). */
  code: Generated<string>;
}

/**
 * An edit of an approved product (DESIGN-OPERATE §B): the whole listing as sent (JSON of
 * TListingParsed), apart from the live product until approved. `state` REVISION_STATE.
 */
export interface ProductRevisionsTable {
  product_id: number;
  seller_id: number;
  state: Generated<number>;
  reason: Generated<string | null>;
  content: string;
  created_at: number;
  updated_at: number;
}

export interface ProductFilesTable {
  id: Generated<number>;
  product_id: number;
  type: number;
  path: string;
  sort: Generated<number>;
}

export interface RichTextsTable {
  id: Generated<number>;
  product_id: number;
  type: number;
  html_code: string;
}

export interface ProductSearchGramsTable {
  gram: string;
  product_id: number;
  /** 1: the title part of the search text has this bigram (migration 2026121701). */
  in_title: number;
}

export interface PortalItemsTable {
  id: Generated<number>;
  position: number;
  sort: Generated<number>;
  title: string;
  description: Generated<string>;
  image_url: Generated<string>;
  product_id: number | null;
  link: Generated<string>;
}

export interface CommunityPostsTable {
  id: Generated<number>;
  user_id: number | null;
  author_name: string;
  author_avatar: Generated<string>;
  content: string;
  product_id: number | null;
  created_at: number;
  /** Hidden by the platform (DESIGN-OPERATE §A): when, and the operator's reason; null while shown. */
  hidden_at: number | null;
  hidden_reason: Generated<string>;
}

/**
 * Counters that move with every write of a table a process keeps a copy of (migration 2026121501,
 * triggers): `sys_categories`, read by every search.
 */
export interface CatalogueVersionsTable {
  name: string;
  version: Generated<number>;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    sys_categories: SysCategoriesTable;
    seller_categories: SellerCategoriesTable;
    products: ProductsTable;
    product_standards: ProductStandardsTable;
    product_revisions: ProductRevisionsTable;
    product_files: ProductFilesTable;
    rich_texts: RichTextsTable;
    product_search_grams: ProductSearchGramsTable;
    portal_items: PortalItemsTable;
    community_posts: CommunityPostsTable;
    catalogue_versions: CatalogueVersionsTable;
  }
}
