import type { Generated } from 'kysely';

/** A buyer's saved invoice title (常用发票抬头); absent optional fields are ''. */
export interface InvoiceTitlesTable {
  id: Generated<number>;
  user_id: number;
  /** 1 个人 | 2 单位. */
  title_type: number;
  title: string;
  tax_no: Generated<string>;
  bank: Generated<string>;
  account: Generated<string>;
  address: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  created_at: number;
  updated_at: number;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    invoice_titles: InvoiceTitlesTable;
  }
}
