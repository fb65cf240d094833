/**
 * Who viewed a plan or an article on a China day (migration 2026120801; DESIGN.md §6): one row per
 * (kind, content_id, viewer, day), the primary key, so a second view that day inserts nothing.
 */
export interface ContentViewsTable {
  kind: string;
  content_id: number;
  /** `u:<buyer id>`, or `a:<HMAC of the address under the day's key>`: never an address. */
  viewer: string;
  /** The China day, YYYY-MM-DD. */
  day: string;
  created_at: number;
}

/** The random key of a China day for hashing addresses; pruned with that day's views. */
export interface ContentViewKeysTable {
  day: string;
  secret: string;
  created_at: number;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    content_views: ContentViewsTable;
    content_view_keys: ContentViewKeysTable;
  }
}
