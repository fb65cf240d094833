import type { Generated } from 'kysely';

export interface ShopsTable {
  /** The seller (agentId on the wire). */
  seller_id: number;
  name: string;
  logo: Generated<string>;
  banner: Generated<string>;
  description: Generated<string>;
  province: Generated<string>;
  city: Generated<string>;
  /** Score out of 50 (4.8 → 48). */
  score_x10: Generated<number>;
  /** JSON array of short tags. */
  tags: Generated<string>;
  /** Order among recommended shops (higher first); 0 = not recommended. */
  recommend_sort: Generated<number>;
  created_at: number;
}

export interface ShopTemplatesTable {
  id: Generated<number>;
  seller_id: number;
  code: string;
  name: string;
  sort: Generated<number>;
}

export interface ShopTemplateEntriesTable {
  id: Generated<number>;
  template_id: number;
  name: string;
  /** JSON text (spec §7: interface entries carry JSON data). */
  data: string;
  sort: Generated<number>;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    shops: ShopsTable;
    shop_templates: ShopTemplatesTable;
    shop_template_entries: ShopTemplateEntriesTable;
  }
}
