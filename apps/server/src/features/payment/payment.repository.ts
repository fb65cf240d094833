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
  patch: { trade_no?: string; paid_at?: number; note?: string; refunded_fen?: number } = {},
): Promise<boolean> {
  const res = await db
    .updateTable('payments')
    .set({ status: to, ...patch })
    .where('payment_no', '=', paymentNo)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Closes the pending payments among `paymentNos` (a newer payment or a cancel replaces them); one a
 * real gateway opened is marked to be closed there too, by the payment sweep after this transaction.
 */
export async function closePending(db: Kysely<DB>, paymentNos: string[], note: string): Promise<void> {
  const nos = paymentNos.filter(Boolean);
  if (nos.length === 0) return;
  await db
    .updateTable('payments')
    .set({ status: 2, note, gateway_close: sql`case when channel = 'sandbox' then 0 else 1 end` })
    .where('payment_no', 'in', nos)
    .where('status', '=', 0)
    .execute();
}

export async function setCodeUrl(db: Kysely<DB>, paymentNo: string, codeUrl: string): Promise<void> {
  await db.updateTable('payments').set({ code_url: codeUrl }).where('payment_no', '=', paymentNo).execute();
}

/**
 * Claims the right to ask the gateway about a payment now: one guarded write, so of instances (or
 * pollers) asking at once only one goes to the gateway, at most once per `everyMs`.
 */
export async function claimCheck(db: Kysely<DB>, paymentNo: string, now: number, everyMs: number): Promise<boolean> {
  const res = await db
    .updateTable('payments')
    .set({ checked_at: now })
    .where('payment_no', '=', paymentNo)
    .where('status', '=', 0)
    .where('checked_at', '<=', now - everyMs)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Online payments still unpaid `olderThanMs` after they started and not asked about for `everyMs`. */
export function staleOnlinePayments(db: Kysely<DB>, now: number, olderThanMs: number, everyMs: number, limit = 50) {
  return db
    .selectFrom('payments')
    .select(['payment_no', 'channel', 'expires_at'])
    .where('status', '=', 0)
    .where('channel', '!=', 'sandbox')
    .where('created_at', '<=', now - olderThanMs)
    .where('checked_at', '<=', now - everyMs)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** How many online payments are still unpaid since before `createdBefore` and not asked about since `checkedBefore`. */
export async function countUncheckedOnlinePayments(db: Kysely<DB>, createdBefore: number, checkedBefore: number) {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 0)
    .where('channel', '!=', 'sandbox')
    .where('created_at', '<=', createdBefore)
    .where('checked_at', '<=', checkedBefore)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Payments closed here that their gateway must still close. */
export function paymentsToClose(db: Kysely<DB>, limit = 50) {
  return db
    .selectFrom('payments')
    .select(['payment_no', 'channel'])
    .where('gateway_close', '=', 1)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function markClosedAtGateway(db: Kysely<DB>, paymentNo: string): Promise<void> {
  await db.updateTable('payments').set({ gateway_close: 2 }).where('payment_no', '=', paymentNo).execute();
}

export function findRefund(db: Kysely<DB>, refundNo: string) {
  return db
    .selectFrom('payment_refunds as r')
    .innerJoin('payments as p', 'p.payment_no', 'r.payment_no')
    .select([
      'r.refund_no',
      'r.payment_no',
      'r.amount_fen',
      'r.reason',
      'r.status',
      'r.attempts',
      'p.channel',
      'p.amount_fen as payment_fen',
    ])
    .where('r.refund_no', '=', refundNo)
    .executeTakeFirst();
}

/** Refunds still to send whose next attempt is due and that no attempt holds. */
export function dueRefunds(db: Kysely<DB>, now: number, limit = 50) {
  return db
    .selectFrom('payment_refunds')
    .select('refund_no')
    .where('status', '=', 0)
    .where('next_attempt_at', '<=', now)
    .where('leased_until', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/** Claims one attempt at sending a refund (a guarded write on its attempt count); answers whether it did. */
export async function claimRefund(
  db: Kysely<DB>,
  refundNo: string,
  attempts: number,
  now: number,
  leaseMs: number,
): Promise<boolean> {
  const res = await db
    .updateTable('payment_refunds')
    .set({ attempts: attempts + 1, leased_until: now + leaseMs })
    .where('refund_no', '=', refundNo)
    .where('status', '=', 0)
    .where('attempts', '=', attempts)
    .where('leased_until', '<=', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Records what the gateway said of a refund still processing; answers whether this call settled it. */
export async function settleRefund(
  db: Kysely<DB>,
  refundNo: string,
  patch: { status: 0 | 1 | 2; trade_no?: string; last_error?: string; next_attempt_at?: number; done_at?: number },
): Promise<boolean> {
  const res = await db
    .updateTable('payment_refunds')
    .set({ ...patch, leased_until: 0 })
    .where('refund_no', '=', refundNo)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
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
