import type { Generated } from 'kysely';

/** A seller's freight template (运费模板, DESIGN-OPERATE §I); money in fen. */
export interface FreightTemplatesTable {
  id: Generated<number>;
  seller_id: number;
  name: string;
  /** 满N包邮: a seller order whose goods reach it ships free; null: never. */
  free_above_fen: number | null;
  default_fee_fen: number;
  /** JSON text: [{provinces: string[], fee_fen: number}], a province in at most one group. */
  regions: Generated<string>;
  created_at: number;
  updated_at: number;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    freight_templates: FreightTemplatesTable;
  }
}
