import type { Generated } from 'kysely';

/** A favourite (migration 2026120503; DESIGN.md §2 member corner): unique per (buyer, product). */
export interface UserFavoritesTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  created_at: number;
}

/** A footprint: unique per (buyer, product, China day `YYYY-MM-DD`); `viewed_at` the day's latest view. */
export interface UserFootprintsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  day: string;
  viewed_at: number;
}

/** Feedback for the operators; `images` a JSON list of the buyer's uploaded `/files/…` paths. */
export interface UserFeedbackTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  content: string;
  contact: Generated<string>;
  images: Generated<string>;
  created_at: number;
  /** Customer service's reply (once), when, and the admin's username. */
  reply: Generated<string>;
  replied_at: number | null;
  replied_by: Generated<string>;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    user_favorites: UserFavoritesTable;
    user_footprints: UserFootprintsTable;
    user_feedback: UserFeedbackTable;
  }
}
