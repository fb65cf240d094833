import type { Generated } from 'kysely';

export interface ProductReviewsTable {
  id: Generated<number>;
  product_id: number;
  order_id: number;
  /** Unique: one review per order line. */
  order_item_id: number;
  user_id: number;
  seller_id: number;
  score: number;
  content: string;
  /** JSON array of site paths. */
  images: Generated<string>;
  has_image: Generated<number>;
  is_anonymous: Generated<number>;
  standard_name: Generated<string>;
  like_count: Generated<number>;
  reply_count: Generated<number>;
  /** 1 shown, 0 hidden. */
  status: Generated<number>;
  created_at: number;
  /** Hidden by the platform (DESIGN-OPERATE §A): when, and the operator's reason; null while shown. */
  hidden_at: number | null;
  hidden_reason: Generated<string>;
}

export interface ReviewRepliesTable {
  id: Generated<number>;
  review_id: number;
  product_id: number;
  /** The buyer who replied, or null for the seller's reply. */
  user_id: number | null;
  seller_id: number | null;
  content: string;
  created_at: number;
  /** Hidden by the platform (DESIGN-OPERATE §A): when, and the operator's reason; null while shown. */
  hidden_at: number | null;
  hidden_reason: Generated<string>;
}

export interface ReviewLikesTable {
  review_id: number;
  user_id: number;
  created_at: number;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    product_reviews: ProductReviewsTable;
    review_replies: ReviewRepliesTable;
    review_likes: ReviewLikesTable;
  }
}
