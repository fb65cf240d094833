import type { Generated } from 'kysely';

/** An offer of the coupon centre (DESIGN.md §2 coupons). */
export interface CouponOffersTable {
  id: Generated<number>;
  name: string;
  /** 'platform' | 'shop' | 'category'. */
  scope: string;
  seller_id: number | null;
  category_id: number | null;
  /** 'amount' (满减) | 'percent' (折扣). */
  kind: string;
  threshold_fen: Generated<number>;
  amount_fen: number | null;
  percent_off: number | null;
  max_off_fen: number | null;
  /** Claimable from … until; also the validity when valid_days is null. */
  starts_at: number;
  ends_at: number;
  valid_days: number | null;
  per_user_limit: Generated<number>;
  total: number;
  /** Claimed so far; never above total (CHECK, guarded write). */
  claimed: Generated<number>;
  created_at: number;
  /** When its seller stopped it in the workbench (ends_at moved to then); null otherwise. */
  stopped_at: Generated<number | null>;
}

/** A coupon a buyer holds: status 0 未使用, 1 已使用; 已过期 = unused past expires_at (never stored). */
export interface UserCouponsTable {
  id: Generated<number>;
  offer_id: number;
  user_id: number;
  status: Generated<number>;
  claimed_at: number;
  expires_at: number;
  order_id: number | null;
  used_at: number | null;
  /** When the "about to expire" message went out; null until then. */
  reminded_at: Generated<number | null>;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    coupon_offers: CouponOffersTable;
    user_coupons: UserCouponsTable;
  }
}
