import type { Generated } from 'kysely';

/** A solution plan (方案馆) (migration 2026120501; DESIGN.md §2). Times epoch ms. */
export interface PlansTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  /** One of PLAN_SCENES. */
  scene: string;
  summary: Generated<string>;
  /** A site path of the cover picture, '' when none. */
  cover: Generated<string>;
  /** Rich text, stored sanitized (DESIGN.md §4). */
  html_code: Generated<string>;
  /** JSON list of TPlanAttachment. */
  attachments: Generated<string>;
  /** Lines of its bill of materials (cards show it without reading them). */
  product_count: Generated<number>;
  views: Generated<number>;
  created_at: number;
  updated_at: number;
  /** Hidden by the platform (DESIGN-OPERATE §A): when, and the operator's reason; null while shown. */
  hidden_at: number | null;
  hidden_reason: Generated<string>;
}

/** A line of a plan's bill of materials, in the author's order. */
export interface PlanProductsTable {
  id: Generated<number>;
  plan_id: number;
  sort: number;
  product_id: number;
  standard_id: number;
  quantity: number;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    plans: PlansTable;
    plan_products: PlanProductsTable;
  }
}
