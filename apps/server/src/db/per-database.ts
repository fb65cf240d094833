import type { Kysely } from 'kysely';
import type { DB } from './schema.js';

/**
 * A value this process keeps per database (its Kysely object: an app's, or a transaction's, briefly),
 * made on first use and dropped with the object: compiled statements, kept cards. Tests build many
 * apps in one process, each with its own database, and must not see each other's.
 */
export function perDatabase<T>(create: () => T): (db: Kysely<DB>) => T {
  const values = new WeakMap<Kysely<DB>, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = create();
      values.set(db, value);
    }
    return value;
  };
}
