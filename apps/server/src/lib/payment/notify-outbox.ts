import type { TPayNotify } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The sandbox gateway's notify delivery, the way a real gateway does it: the signed notify is
 * written to an outbox in the database, sent at once, and sent again with growing delays until the
 * shop takes it. The state lives in `payment_notifies`, so a restart loses nothing, and an attempt
 * first claims its notify with a guarded update holding a lease: instances sweeping at once send
 * each notify at most once at a time; one that died mid-attempt is replaced when its lease ends.
 */

/** Hands a notify to the shop; throws when the shop does not take it (the HTTP path's non-200). */
export type TNotifyReceiver = (notify: TPayNotify) => Promise<void>;

/** Waits after the 1st, 2nd, … failed attempt; after the last one the gateway gives up. */
export const NOTIFY_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000] as const;

/** How long one attempt may hold its notify (the shop's handler is bounded by statement timeouts). */
export const NOTIFY_LEASE_MS = 60_000;

export type TDeliveryOutcome = 'delivered' | 'failed' | 'busy';

/** Puts a signed notify in the outbox; a second call for the same payment keeps the first notify. */
export async function enqueueNotify(db: Kysely<DB>, notify: TPayNotify, now = Date.now()): Promise<void> {
  await db
    .insertInto('payment_notifies')
    .values({ payment_no: notify.paymentNo, notify: JSON.stringify(notify), next_attempt_at: now, created_at: now })
    .onConflict((oc) => oc.column('payment_no').doNothing())
    .execute();
}

/**
 * Claims one notify for an attempt: a conditional update that only one caller can win while the
 * notify is undelivered and unleased (and, for the sweep, due). Answers the claimed attempt number.
 */
async function claim(db: Kysely<DB>, paymentNo: string, now: number, onlyDue: boolean): Promise<number | null> {
  const row = await db
    .selectFrom('payment_notifies')
    .select('attempts')
    .where('payment_no', '=', paymentNo)
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  let update = db
    .updateTable('payment_notifies')
    .set({ attempts: row.attempts + 1, leased_until: now + NOTIFY_LEASE_MS })
    .where('payment_no', '=', paymentNo)
    .where('attempts', '=', row.attempts)
    .where('delivered_at', 'is', null)
    .where('leased_until', '<=', now);
  if (onlyDue) update = update.where('next_attempt_at', '<=', now);
  const res = await update.executeTakeFirst();
  return Number(res.numUpdatedRows) > 0 ? row.attempts + 1 : null;
}

/** Records an attempt's outcome, unless a later attempt took the notify over meanwhile. */
async function settle(
  db: Kysely<DB>,
  paymentNo: string,
  attempt: number,
  error: string | null,
  now: number,
): Promise<void> {
  const delay = NOTIFY_RETRY_DELAYS_MS[attempt - 1];
  await db
    .updateTable('payment_notifies')
    .set(
      error === null
        ? { delivered_at: now, next_attempt_at: null, leased_until: 0, last_error: '' }
        : {
            next_attempt_at: delay === undefined ? null : now + delay,
            leased_until: 0,
            last_error: error.slice(0, 300),
          },
    )
    .where('payment_no', '=', paymentNo)
    .where('attempts', '=', attempt)
    .execute();
}

async function attemptOne(
  db: Kysely<DB>,
  paymentNo: string,
  receive: TNotifyReceiver,
  now: number,
  onlyDue: boolean,
): Promise<TDeliveryOutcome> {
  const attempt = await claim(db, paymentNo, now, onlyDue);
  if (attempt === null) return 'busy';
  const row = await db
    .selectFrom('payment_notifies')
    .select('notify')
    .where('payment_no', '=', paymentNo)
    .executeTakeFirstOrThrow();
  try {
    await receive(JSON.parse(row.notify) as TPayNotify);
  } catch (err) {
    await settle(db, paymentNo, attempt, err instanceof Error ? err.message || err.name : String(err), now);
    return 'failed';
  }
  await settle(db, paymentNo, attempt, null, now);
  return 'delivered';
}

/**
 * The gateway takes the money: the notify goes to the outbox and is sent right away (unless another
 * attempt holds it at this moment). A failed attempt is left to the sweep, which retries it later.
 */
export async function sendNotify(
  db: Kysely<DB>,
  notify: TPayNotify,
  receive: TNotifyReceiver,
  now = Date.now(),
): Promise<TDeliveryOutcome> {
  await enqueueNotify(db, notify, now);
  return attemptOne(db, notify.paymentNo, receive, now, false);
}

/** Notifies the shop has not taken yet and that are still being sent again (not given up). */
export async function countUndeliveredNotifies(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('payment_notifies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('delivered_at', 'is', null)
    .where('next_attempt_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One sweep: sends again every notify whose next attempt is due and that nobody holds. Safe on every
 * instance at once; answers what this sweep did.
 */
export async function deliverDueNotifies(
  db: Kysely<DB>,
  receive: TNotifyReceiver,
  now = Date.now(),
  limit = 100,
): Promise<{ delivered: number; failed: number }> {
  const due = await db
    .selectFrom('payment_notifies')
    .select('payment_no')
    .where('next_attempt_at', '<=', now)
    .where('leased_until', '<=', now)
    .where('delivered_at', 'is', null)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  const report = { delivered: 0, failed: 0 };
  for (const { payment_no } of due) {
    const outcome = await attemptOne(db, payment_no, receive, now, true);
    if (outcome !== 'busy') report[outcome] += 1;
  }
  return report;
}
