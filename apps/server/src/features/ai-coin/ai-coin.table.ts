import type { Generated } from 'kysely';

export interface AiCoinAccountsTable {
  user_id: number;
  /** Never negative (CHECK); always the sum of the user's ledger entries. */
  balance_fen: Generated<number>;
  total_in_fen: Generated<number>;
  total_out_fen: Generated<number>;
  updated_at: number;
}

export interface AiCoinLedgerTable {
  id: Generated<number>;
  user_id: number;
  /** recharge | pay | refund */
  kind: string;
  /** Signed: credits positive, debits negative. */
  amount_fen: number;
  balance_after_fen: number;
  title: string;
  /** Payment or order number; unique per user and kind, so a credit or debit is never booked twice. */
  ref_no: Generated<string>;
  created_at: number;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    ai_coin_accounts: AiCoinAccountsTable;
    ai_coin_ledger: AiCoinLedgerTable;
  }
}
