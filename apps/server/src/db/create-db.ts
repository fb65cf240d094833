import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  type KyselyConfig,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  SqliteDriver,
  sql,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { isPostgresUrl } from '../config/env.js';
import { migrationProvider } from './migrations/index.js';
import type { DB } from './schema.js';

export type TDialect = 'sqlite' | 'postgres';

export interface TDatabase {
  db: Kysely<DB>;
  dialect: TDialect;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (for /metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

// Ids, counts and epoch-millisecond times fit in a double: read int8 as a number, not a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

export interface TCreateDbOptions {
  /** PostgreSQL only: a schema to work in (created when missing); tests use one per file. */
  schema?: string;
  poolSize?: number;
  /** PostgreSQL only: told of connection errors that no query was waiting for (logged, never thrown). */
  onError?: (err: Error) => void;
  /** Wraps the Kysely dialect (lib/tracing.ts adds a span per query when traces are on). */
  wrapDialect?: (dialect: Dialect, system: TDialect) => Dialect;
  /** Kysely's query log (tests count the statements of one call with it). */
  log?: KyselyConfig['log'];
}

/**
 * PostgreSQL time limits (DESIGN.md §6). The server ends a statement after STATEMENT_TIMEOUT_MS (lock
 * waits included); the client gives up a little later, for a connection that never answers at all
 * (packets dropped), and then throws that connection away. Connecting, and waiting for a free client
 * of a full pool, fail after CONNECT_TIMEOUT_MS. A transaction left open by a frozen client releases
 * its locks after IDLE_IN_TRANSACTION_MS.
 */
export const PG_LIMITS = {
  STATEMENT_TIMEOUT_MS: 5000,
  QUERY_TIMEOUT_MS: 6000,
  CONNECT_TIMEOUT_MS: 5000,
  IDLE_IN_TRANSACTION_MS: 10_000,
} as const;

/** What the shop's connections are named in pg_stat_activity. */
export const PG_APPLICATION_NAME = 'zhilian-mall';

const READ_TIMEOUT = 'Query read timeout';

/** Statement names, one per SQL text, shared by every connection (see `preparedName`). */
const statementNames = new Map<string, string>();
/** Queries worth preparing: reads and writes, not schema changes or session commands. */
const PREPARABLE = /^(select|insert|update|delete|with)\s/;
/** `count(*)`: a number whatever the table's columns (the `*` that keeps a text unnamed is a column list). */
const COUNT_ALL = /count\(\*\)/g;
/** Texts named at most: past it new texts run unnamed (a connection never holds more than this). */
const MAX_NAMED_STATEMENTS = 2000;

/**
 * The name a SQL text is prepared under, so each connection parses and plans it once and then only
 * binds and runs it (a catalogue read spent more time in PostgreSQL's parser and planner than in its
 * executor). Texts that select `*` (not `count(*)`) stay unnamed: a migration adding a column would change their
 * result type, which a prepared statement refuses (one that meets such a change anyway is dropped);
 * a prepared statement whose table changed otherwise is planned again by PostgreSQL itself.
 */
export function preparedName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined) {
    const selectsStar = text.replace(COUNT_ALL, '').includes('*');
    // Several statements in one text (a write sent with its COMMIT, db/round-trips.ts) go by the simple
    // protocol, which has no names.
    const isSeveral = text.includes(';');
    if (!PREPARABLE.test(text) || selectsStar || isSeveral || statementNames.size >= MAX_NAMED_STATEMENTS)
      return undefined;
    name = `mall_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/** PostgreSQL refusing a prepared statement whose result type changed under it (0A000). */
function isStalePlan(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === '0A000' && /cached plan/.test(e.message ?? '');
}

/**
 * The shop's PostgreSQL connection. Kysely's queries (text and values) run as named statements
 * (`preparedName`). pg's query_timeout rejects the query but keeps the connection, whose next
 * queries would then wait behind an answer that may never come: a client that timed out is closed
 * instead, and so is one whose prepared statements went stale; the pool drops it on release and
 * opens a fresh one for the next request.
 */
class TimedClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this only names and watches.
  override query(...args: any[]): any {
    const [text, values] = args;
    const name =
      args.length === 2 && typeof text === 'string' && Array.isArray(values) ? preparedName(text) : undefined;
    if (name) args = [{ name, text, values }];
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    const result = (super.query as (...a: any[]) => any)(...args);
    if (result && typeof result.catch === 'function') {
      result.catch((err: unknown) => {
        if ((err as Error | null)?.message === READ_TIMEOUT) {
          (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        } else if (name && isStalePlan(err)) {
          // Forget the statement here and there before this client runs anything else (pg runs a
          // client's queries in order), so the next use prepares it afresh.
          const { parsedStatements } = (this as unknown as { connection: { parsedStatements: Record<string, string> } })
            .connection;
          delete parsedStatements[name];
          super.query(`deallocate "${name}"`).catch(() => {});
        }
      });
    }
    return result;
  }
}

export function createDb(url: string, options: TCreateDbOptions = {}): TDatabase {
  if (isPostgresUrl(url)) {
    const settings = [
      `-c statement_timeout=${PG_LIMITS.STATEMENT_TIMEOUT_MS}`,
      `-c idle_in_transaction_session_timeout=${PG_LIMITS.IDLE_IN_TRANSACTION_MS}`,
      ...(options.schema ? [`-c search_path=${options.schema}`] : []),
    ];
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      Client: TimedClient as unknown as new () => pg.ClientBase,
      application_name: PG_APPLICATION_NAME,
      options: settings.join(' '),
      connectionTimeoutMillis: PG_LIMITS.CONNECT_TIMEOUT_MS,
      query_timeout: PG_LIMITS.QUERY_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const onError = options.onError ?? (() => {});
    // An idle client whose connection dies (server restart, pg_terminate_backend, network cut) is
    // reported here; without a listener the process would die. The pool replaces it on demand.
    pool.on('error', onError);
    // A client in use whose connection dies with no query running emits 'error' on itself.
    pool.on('connect', (client) => client.on('error', onError));
    const dialect = new PostgresDialect({ pool });
    const db = new Kysely<DB>({ dialect: options.wrapDialect?.(dialect, 'postgres') ?? dialect, log: options.log });
    return {
      db,
      dialect: 'postgres',
      close: () => db.destroy(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (url !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const dialect = new NestingSqliteDialect(sqlite);
  const db = new Kysely<DB>({ dialect: options.wrapDialect?.(dialect, 'sqlite') ?? dialect, log: options.log });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * SQLite's dialect whose transactions nest inside one already open on the connection, as savepoints.
 * `migrateToLatest` opens the batch's transaction itself (see there); two frozen migrations rebuild a
 * table within `db.transaction()` of their own, which then becomes a savepoint of the batch's instead
 * of SQLite's "cannot start a transaction within a transaction". Kysely's SQLite driver holds its one
 * connection for a whole transaction, so outside a migration batch nothing nests and nothing changes.
 */
class NestingSqliteDialect extends SqliteDialect {
  readonly #sqlite: SQLite.Database;

  constructor(sqlite: SQLite.Database) {
    super({ database: withStatementCache(sqlite) });
    this.#sqlite = sqlite;
  }

  override createDriver(): Driver {
    return new NestingSqliteDriver({ database: withStatementCache(this.#sqlite) }, this.#sqlite);
  }
}

class NestingSqliteDriver extends SqliteDriver {
  readonly #sqlite: SQLite.Database;
  /** Savepoints standing for the transactions begun inside an open one, innermost last. */
  readonly #nested: string[] = [];

  constructor(config: { database: SqliteDatabase }, sqlite: SQLite.Database) {
    super(config);
    this.#sqlite = sqlite;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.#sqlite.inTransaction) return super.beginTransaction(connection);
    const name = `nested_${this.#nested.length + 1}`;
    this.#nested.push(name);
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${name}`));
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const name = this.#nested.pop();
    if (name === undefined) return super.commitTransaction(connection);
    await connection.executeQuery(CompiledQuery.raw(`release ${name}`));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const name = this.#nested.pop();
    if (name === undefined) return super.rollbackTransaction(connection);
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${name}`));
    await connection.executeQuery(CompiledQuery.raw(`release ${name}`));
  }
}

/**
 * Parameters SQLite would plan with. SQLite looks at the value bound to a parameter in `limit ?`,
 * `offset ?` and on the right of `like ?` when it prepares a statement (`sqlite3ExprIsInteger`,
 * `isLikeOrGlob`), and then marks the statement to be prepared again whenever a value is bound there,
 * which a reused statement does on every run: the catalogue's list page spent about a tenth of its
 * instructions, a search about a sixth, preparing its one statement again (callgrind: one
 * `sqlite3Reprepare` per request), and the statement alone took 28-39 µs instead of 17-19. A unary
 * plus makes the parameter an expression SQLite does not look into: the value is the same, the plans
 * stay the same (no index here uses NOCASE, so no LIKE ever used one; the page statements' plans were
 * compared), and the statement is prepared once. Only SQLite's statements are rewritten; PostgreSQL
 * plans a prepared statement its own way.
 */
const PLANNED_PARAMETER = /\b(limit|offset|like) \?/gi;

export function withUnplannedParameters(text: string): string {
  return text.replace(PLANNED_PARAMETER, '$1 +?');
}

/**
 * Kysely's SQLite driver prepares every query anew; compiling the same SQL again costs more than
 * running it on small tables. Statements are reused per SQL text (better-sqlite3 re-prepares a
 * statement by itself after a schema change), written so that binding a value never makes SQLite
 * prepare one again (`withUnplannedParameters`). The driver never streams, so a statement is never
 * busy.
 */
function withStatementCache(sqlite: SQLite.Database, max = 1000): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max });
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(withUnplannedParameters(text));
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * Brings the schema up to date, all of a start's pending migrations or none of them: a migration that
 * fails leaves the database exactly as it was before the batch, and the error names it.
 *
 * PostgreSQL: Kysely runs the batch in one transaction under its advisory lock, so several instances
 * may start at once (the others wait, then find nothing to do). SQLite: Kysely's SQLite adapter does not
 * claim transactional DDL, and its transaction would hand the migrations a Transaction, on which the
 * two that rebuild a table in a transaction of their own could not open one. The batch runs instead in
 * a transaction opened here with `begin immediate`: it takes the write lock before reading which
 * migrations are pending, so another process starting on the same file waits (busy_timeout) and then
 * finds them applied. Foreign keys cannot be switched inside a transaction: they are off for the batch
 * (SQLite's own recipe for rebuilding a table) and checked before it commits.
 */
export async function migrateToLatest(
  database: TDatabase,
  schema?: string,
  provider: MigrationProvider = migrationProvider(database.dialect),
): Promise<void> {
  if (schema && database.dialect === 'postgres') {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(database.db);
  }
  const migrator = new Migrator({
    db: database.db,
    provider,
    // Kysely looks for its bookkeeping tables in every schema unless told which one: another schema's
    // tables (other suites, other shops on the same server) would make it skip creating ours.
    ...(schema && database.dialect === 'postgres' ? { migrationTableSchema: schema } : {}),
  });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } =
      database.dialect === 'sqlite'
        ? await inSqliteBatch(database.db, () => migrator.migrateToLatest())
        : await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    // Before any migration runs, Kysely's introspection reads the tables of every schema on the server
    // (pg_get_serial_sequence by name): another schema dropped meanwhile — another shop or test suite on
    // the same server — or one of its tables changed meanwhile fails it (INTROSPECTION_RACES) although
    // nothing of ours is wrong. Look again.
    if (
      !failed &&
      attempt < MIGRATE_ATTEMPTS &&
      INTROSPECTION_RACES.has(String((error as { code?: unknown } | undefined)?.code))
    ) {
      continue;
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      failed
        ? `数据库迁移失败：${failed.migrationName} 出错，本次启动的迁移已全部撤销，数据库保持原样。原因：${reason}`
        : `数据库迁移失败（尚未执行任何迁移）：${reason}`,
    );
  }
}

/** Runs Kysely's migrator in one SQLite transaction (see migrateToLatest); commits only a clean run. */
async function inSqliteBatch(db: Kysely<DB>, run: () => Promise<MigrationResultSet>): Promise<MigrationResultSet> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    let outcome: MigrationResultSet;
    try {
      outcome = await run();
      if (!outcome.error) {
        const broken = await sql`pragma foreign_key_check`.execute(db);
        if (broken.rows.length > 0) {
          const last = outcome.results?.at(-1);
          const error = new Error(`迁移后外键不一致（${JSON.stringify(broken.rows[0])}）`);
          outcome = {
            error,
            results: last ? [...(outcome.results ?? []).slice(0, -1), { ...last, status: 'Error' }] : [],
          };
        }
      }
    } catch (err) {
      await sql`rollback`.execute(db);
      throw err;
    }
    await sql.raw(outcome.error ? 'rollback' : 'commit').execute(db);
    return outcome;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * What Kysely's introspection of every schema on the server meets when another shop's schema changes
 * under it: the schema dropped (3F000), or a table or column of it dropped or renamed by that shop's
 * migration between the catalogue read and pg_get_serial_sequence (42P01, 42703). Nothing of ours.
 */
const INTROSPECTION_RACES = new Set(['3F000', '42P01', '42703']);

/** Tries of migrateToLatest when another schema's change breaks Kysely's introspection. */
const MIGRATE_ATTEMPTS = 3;

/** Unique-constraint violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Foreign-key violation on either database (a row still referenced, or a reference to none). */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * Refreshes the planner's statistics of these tables after a bulk load (the demo seed): until then
 * PostgreSQL plans as if they were empty (autovacuum comes by later) and SQLite guesses (a search
 * scanned every product instead of starting from its few index hits). SQLite keeps the table and
 * index sizes (sqlite_stat1) but not the STAT4 samples: with samples, an SQLite built with STAT4 (as
 * better-sqlite3 is) compiles a cached statement again on every run whenever a bound value meets a
 * sampled index (a product read went from 9 to 31 µs).
 */
export async function analyzeTables(db: Kysely<DB>, dialect: TDialect, tables: string[]): Promise<void> {
  if (dialect === 'postgres') {
    await sql`analyze ${sql.join(tables.map((t) => sql.id(t)))}`.execute(db);
    return;
  }
  for (const table of tables) await sql`analyze ${sql.id(table)}`.execute(db);
  await sql`delete from sqlite_stat4`.execute(db);
  // Loads the statistics as they now are into this connection (others load them when they open).
  await sql`analyze sqlite_schema`.execute(db);
}
