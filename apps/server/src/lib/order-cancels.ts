import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** An unpaid order just cancelled (by its buyer or the timeout sweep), told inside the cancel's transaction. */
export interface TUnpaidOrderCancel {
  orderId: number;
  /** The procurement demand the order settled, if it came from a quote. */
  demandId: number | null;
  at: number;
}

/** Runs in the cancel's transaction (`trx`): a throw rolls the cancel back, so both happen or neither. */
type TListener = (trx: Kysely<DB>, cancel: TUnpaidOrderCancel) => Promise<void>;

// Per database client (the one the cancel is given, `deps.db`): tests build many apps; a listener
// registered twice on one client (two apps sharing it) runs once.
const listeners = new WeakMap<object, Set<TListener>>();

/**
 * Cancelled unpaid orders as a small event between the order feature and the features whose objects
 * an order settled (procurement reopens a settled demand, DESIGN.md §3): the order feature tells,
 * in the cancel's transaction; procurement listens. Procurement imports the order service (it
 * creates orders), so the order feature may not import procurement: this module stands between.
 */
export function onUnpaidOrderCancelled(db: Kysely<DB>, listener: TListener): void {
  const set = listeners.get(db) ?? new Set<TListener>();
  set.add(listener);
  listeners.set(db, set);
}

/** Tells the listeners of `db`, in the cancel's transaction `trx`; their failures fail the cancel. */
export async function reportUnpaidOrderCancelled(
  db: Kysely<DB>,
  trx: Kysely<DB>,
  cancel: TUnpaidOrderCancel,
): Promise<void> {
  for (const listener of listeners.get(db) ?? []) await listener(trx, cancel);
}
