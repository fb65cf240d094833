import type { Generated } from 'kysely';

/**
 * 商家入驻 applications (migration 2026121003; DESIGN-OPERATE §B): a buyer's, 0 待审核 → 1 已通过
 * (`seller_id`: the account approval made) or 2 已驳回 (`reason`). At most one 待审核 per buyer (a
 * partial unique index). `category_ids` is a JSON array of system category ids.
 */
export interface SellerApplicationsTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
  company_name: string;
  uscc: string;
  legal_person: string;
  contact_name: string;
  shop_name: string;
  category_ids: string;
  license_image: string;
  province: string;
  city: string;
  area: string;
  address: string;
  status: Generated<number>;
  reason: Generated<string>;
  seller_id: number | null;
  created_at: number;
  decided_at: number | null;
}

// The table joins the database's one type where db/ cannot see it (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    seller_applications: SellerApplicationsTable;
  }
}
