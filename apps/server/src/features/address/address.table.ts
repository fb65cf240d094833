import type { Generated } from 'kysely';

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  realname: string;
  telphone: string;
  province: string;
  city: string;
  area: string;
  street: string;
  /** 1 on the buyer's default address, 0 elsewhere. */
  is_default: Generated<number>;
  created_at: number;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    addresses: AddressesTable;
  }
}
