import { type Compilable, CompiledQuery, type Kysely, PostgresAdapter } from 'kysely';
import type { DB } from './schema.js';

/**
 * A statement's text with its parameters written in, for the simple protocol (several statements in
 * one message take no parameters). Integers only, checked: nothing a client sent can reach the text as
 * anything but digits.
 */
export function withIntegersInline(query: CompiledQuery): string {
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.parameters[Number(n) - 1];
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      throw new Error(`withIntegersInline: parameter $${n} is not an integer`);
    }
    return String(value);
  });
}

/**
 * A transaction in fewer round trips (DESIGN.md, "Stock"): on PostgreSQL `first` travels
 * with the BEGIN and `last` with the COMMIT, each pair one message (the simple protocol, so both take
 * integer parameters only). `last` is the statement that takes the contended row locks: they are then
 * held while PostgreSQL runs it and commits, never across a turn of this process's event loop, which
 * under load is what made a hot product's buyers queue. `last` must fail (throw) rather than answer
 * "nothing done" when it cannot be had: its transaction commits with it. Neither answers rows.
 * SQLite (no round trips) runs the same statements in a plain transaction.
 */
export async function transactionInFewTrips<T>(
  db: Kysely<DB>,
  plan: {
    /** Run first, with the BEGIN (a row lock the rest depends on). */
    first?: Compilable;
    /** The body; answers the transaction's value and its last statement. */
    work(trx: Kysely<DB>): Promise<{ value: T; last: Compilable }>;
  },
): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    return db.transaction().execute(async (trx) => {
      if (plan.first) await trx.executeQuery(plan.first.compile());
      const { value, last } = await plan.work(trx);
      await trx.executeQuery(last.compile());
      return value;
    });
  }
  return db.connection().execute(async (conn) => {
    const first = plan.first ? `; ${withIntegersInline(plan.first.compile())}` : '';
    try {
      await conn.executeQuery(CompiledQuery.raw(`begin${first}`));
      const { value, last } = await plan.work(conn);
      await conn.executeQuery(CompiledQuery.raw(`${withIntegersInline(last.compile())}; commit`));
      return value;
    } catch (err) {
      // The connection goes back to the pool outside any transaction: after a failed statement the
      // transaction is aborted, after a failed COMMIT it is gone (this then only warns). A connection
      // that broke is dropped by the pool either way.
      await conn.executeQuery(CompiledQuery.raw('rollback')).catch(() => {});
      throw err;
    }
  });
}
