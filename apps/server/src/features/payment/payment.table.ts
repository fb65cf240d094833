import type { Generated } from 'kysely';

export interface PaymentsTable {
  id: Generated<number>;
  payment_no: string;
  user_id: number;
  /** order | recharge */
  purpose: string;
  /** sandbox (more gateways plug in later) */
  channel: string;
  amount_fen: number;
  subject: string;
  /** JSON array of order ids (purpose order). */
  order_ids: Generated<string>;
  return_url: Generated<string>;
  /** PAYMENT_STATUS: 0 pending, 1 paid, 2 closed, 3 refunded. */
  status: Generated<number>;
  trade_no: Generated<string>;
  note: Generated<string>;
  expires_at: number;
  created_at: number;
  paid_at: number | null;
  /** Fen given back through this payment's gateway; never above amount_fen. */
  refunded_fen: Generated<number>;
}

/** A refund through the gateway that took the money (the sandbox settles at once). */
export interface PaymentRefundsTable {
  id: Generated<number>;
  /** The after-sales request's number. */
  refund_no: string;
  payment_no: string;
  order_id: number;
  amount_fen: number;
  /** 0 processing, 1 succeeded, 2 failed. */
  status: Generated<number>;
  trade_no: Generated<string>;
  reason: Generated<string>;
  created_at: number;
  done_at: number | null;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    payments: PaymentsTable;
    payment_refunds: PaymentRefundsTable;
  }
}
