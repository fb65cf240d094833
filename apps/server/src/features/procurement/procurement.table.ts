import type { Generated } from 'kysely';

/** A buyer's procurement demand (migration 2026120301; DESIGN.md §2, §3). Money in fen, times epoch ms. */
export interface ProcurementDemandsTable {
  id: Generated<number>;
  user_id: number;
  /** 0 草稿, 1 报价中, 3 已成交, 4 已关闭 (已截止 = 1 past quote_deadline_at, never stored). */
  status: number;
  title: string;
  category_id: number | null;
  budget_fen: number | null;
  province: string;
  city: string;
  area: string;
  /** YYYY-MM-DD (China calendar day). */
  delivery_date: string;
  quote_deadline: string;
  /** The end of the quote deadline's day, China time. */
  quote_deadline_at: number;
  contact_name: string;
  contact_phone: string;
  description: Generated<string>;
  /** JSON array of {url, name, kind}. */
  attachments: Generated<string>;
  item_count: Generated<number>;
  /** JSON array of the first items' names. */
  item_names: Generated<string>;
  /** Lower-cased title, item names and specs: what keywords are looked for in. */
  search_text: Generated<string>;
  /** Sellers with a quote on it. */
  quote_count: Generated<number>;
  settled_quote_id: number | null;
  order_id: number | null;
  created_at: number;
  updated_at: number;
  published_at: number | null;
  settled_at: number | null;
  closed_at: number | null;
  /** When the owner last opened the quote comparison (`quote/list`); null: never. */
  quotes_seen_at: number | null;
  /** Hidden by the platform (DESIGN-OPERATE §A): when, and the operator's reason; null while shown. */
  hidden_at: number | null;
  hidden_reason: Generated<string>;
}

export interface ProcurementItemsTable {
  id: Generated<number>;
  demand_id: number;
  /** The item's place in the demand (0-based). */
  sort: number;
  name: string;
  spec: Generated<string>;
  quantity: number;
  unit: string;
  target_price_fen: number | null;
}

/** A seller's one quote on a demand: 0 有效, 1 已成交, 2 未中标 (all 0 again when a settled demand reopens). */
export interface ProcurementQuotesTable {
  id: Generated<number>;
  demand_id: number;
  seller_id: number;
  status: Generated<number>;
  total_fen: number;
  /** 1 含税, 0 不含税. */
  tax_included: number;
  lead_days: number;
  warranty_months: number;
  /** YYYY-MM-DD; valid through the end of that day (valid_until_at). */
  valid_until: string;
  valid_until_at: number;
  note: Generated<string>;
  created_at: number;
  updated_at: number;
  /** When the seller last changed its prices or terms; null: never revised since its first quote. */
  revised_at: number | null;
}

export interface ProcurementQuoteItemsTable {
  quote_id: number;
  item_id: number;
  unit_price_fen: number;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    procurement_demands: ProcurementDemandsTable;
    procurement_items: ProcurementItemsTable;
    procurement_quotes: ProcurementQuotesTable;
    procurement_quote_items: ProcurementQuoteItemsTable;
  }
}
