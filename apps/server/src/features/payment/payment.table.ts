import type { Generated } from 'kysely';

export interface PaymentsTable {
  id: Generated<number>;
  payment_no: string;
  user_id: number;
  /** order | recharge */
  purpose: string;
  /** TPayChannel: alipay | wechat | sandbox. */
  channel: string;
  /** TPayDevice: the gateway page it was opened on (pc | mobile). */
  device: Generated<string>;
  /** WeChat Native: the code the cashier draws while the payment waits; '' otherwise. */
  code_url: Generated<string>;
  /** When the shop last asked the gateway about it (epoch ms; 0 never). */
  checked_at: Generated<number>;
  /** 0 nothing to close at the gateway, 1 closed here and still to close there, 2 closed there. */
  gateway_close: Generated<number>;
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

/** A refund through the gateway that took the money (the sandbox settles at once; a real gateway after the transaction). */
export interface PaymentRefundsTable {
  id: Generated<number>;
  /** The after-sales request's number. */
  refund_no: string;
  payment_no: string;
  order_id: number;
  amount_fen: number;
  /** 0 processing (still to send, or sent and not settled), 1 succeeded, 2 failed (an operator looks). */
  status: Generated<number>;
  trade_no: Generated<string>;
  reason: Generated<string>;
  created_at: number;
  done_at: number | null;
  /** Times it was sent to the gateway. */
  attempts: Generated<number>;
  /** Until when one attempt holds it (epoch ms): instances sweeping at once never send it twice at a time. */
  leased_until: Generated<number>;
  /** When the sweep sends it (again). */
  next_attempt_at: Generated<number>;
  last_error: Generated<string>;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    payments: PaymentsTable;
    payment_refunds: PaymentRefundsTable;
  }
}
