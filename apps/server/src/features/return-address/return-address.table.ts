import type { Generated } from 'kysely';

/** A seller's return address (退货地址, DESIGN-OPERATE §I): fields as the buyer's addresses. */
export interface ReturnAddressesTable {
  id: Generated<number>;
  seller_id: number;
  realname: string;
  telphone: string;
  province: string;
  city: string;
  area: string;
  street: string;
  /** 1 on the seller's default return address, 0 elsewhere. */
  is_default: Generated<number>;
  created_at: number;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    return_addresses: ReturnAddressesTable;
  }
}
