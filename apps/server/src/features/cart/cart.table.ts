import type { Generated } from 'kysely';

export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  standard_id: number;
  number: number;
  created_at: number;
  updated_at: number;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    cart_items: CartItemsTable;
  }
}
