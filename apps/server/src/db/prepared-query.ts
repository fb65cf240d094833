import { type Compilable, type CompiledQuery, createQueryId, type Kysely } from 'kysely';
import type { DB } from './schema.js';

interface TPrepared<TRow> {
  query: CompiledQuery<TRow>;
  /** For each parameter, the argument it takes (undefined: a constant of the query). */
  slots: (string | undefined)[];
}

/**
 * A read whose shape never changes, built and compiled once per database and then run with each
 * call's values. Kysely builds a query's tree and compiles it to SQL on every call, which for the
 * hottest reads costs more than the database takes to run them (a product's detail spent more time
 * in Kysely than in SQLite). `build` receives a marker for each argument: the arguments go into the
 * query as values (parameters) as they are, and `build` must not compute with them or branch on them.
 * Scalar arguments only (a list's length would change the SQL).
 */
export function preparedQuery<TArgs extends Record<string, string | number>, TRow>(
  build: (db: Kysely<DB>, args: TArgs) => Compilable<TRow>,
): (db: Kysely<DB>, args: TArgs) => Promise<TRow[]> {
  const compiled = new WeakMap<Kysely<DB>, TPrepared<TRow>>();
  const prepare = (db: Kysely<DB>, names: string[]): TPrepared<TRow> => {
    const markers = new Map(names.map((name) => [Symbol(name), name]));
    const args = Object.fromEntries([...markers].map(([marker, name]) => [name, marker])) as unknown as TArgs;
    const query = build(db, args).compile();
    const slots = query.parameters.map((value) => (typeof value === 'symbol' ? markers.get(value) : undefined));
    const missing = names.filter((name) => !slots.includes(name));
    if (missing.length > 0) throw new Error(`preparedQuery: ${missing.join(', ')} not used as a value`);
    return { query, slots };
  };
  return async (db, args) => {
    let prepared = compiled.get(db);
    if (!prepared) {
      prepared = prepare(db, Object.keys(args));
      compiled.set(db, prepared);
    }
    const { query, slots } = prepared;
    const parameters = query.parameters.map((value, i) => {
      const slot = slots[i];
      return slot === undefined ? value : args[slot];
    });
    const result = await db.executeQuery<TRow>({ ...query, parameters, queryId: createQueryId() });
    return result.rows;
  };
}
