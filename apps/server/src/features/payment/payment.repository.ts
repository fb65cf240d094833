import { type Insertable, type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PaymentRefundsTable, PaymentsTable } from './payment.table.js';

export function findPayment(db: Kysely<DB>, paymentNo: string) {
  return db.selectFrom('payments').selectAll().where('payment_no', '=', paymentNo).executeTakeFirst();
}

export async function insertPayment(db: Kysely<DB>, row: Insertable<PaymentsTable>): Promise<void> {
  await db.insertInto('payments').values(row).execute();
}

/** Moves a payment from one status to another; answers whether this call made the move. */
export async function moveStatus(
  db: Kysely<DB>,
  paymentNo: string,
  from: number,
  to: number,
  patch: { trade_no?: string; paid_at?: number; note?: string } = {},
): Promise<boolean> {
  const res = await db
    .updateTable('payments')
    .set({ status: to, ...patch })
    .where('payment_no', '=', paymentNo)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Closes the pending payments among `paymentNos` (a newer payment or a cancel replaces them). */
export async function closePending(db: Kysely<DB>, paymentNos: string[], note: string): Promise<void> {
  const nos = paymentNos.filter(Boolean);
  if (nos.length === 0) return;
  await db
    .updateTable('payments')
    .set({ status: 2, note })
    .where('payment_no', 'in', nos)
    .where('status', '=', 0)
    .execute();
}

/**
 * Adds a refund to a paid payment when it stays within what was paid, in one statement; marks the
 * payment refunded (3) once all of it went back. Answers whether it did.
 */
export async function addRefunded(db: Kysely<DB>, paymentNo: string, amountFen: number): Promise<boolean> {
  const res = await db
    .updateTable('payments')
    .set({
      refunded_fen: sql`refunded_fen + ${amountFen}`,
      status: sql`case when refunded_fen + ${amountFen} = amount_fen then 3 else status end`,
    })
    .where('payment_no', '=', paymentNo)
    .where('status', '=', 1)
    .where(sql<boolean>`refunded_fen + ${amountFen} <= amount_fen`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function insertRefund(db: Kysely<DB>, row: Insertable<PaymentRefundsTable>): Promise<void> {
  await db.insertInto('payment_refunds').values(row).execute();
}
