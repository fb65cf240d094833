import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Dialect, Kysely, Migrator, PostgresDialect, type SqliteDatabase, SqliteDialect, sql } from 'kysely';
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
    if (!PREPARABLE.test(text) || selectsStar || statementNames.size >= MAX_NAMED_STATEMENTS) return undefined;
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
    const db = new Kysely<DB>({ dialect: options.wrapDialect?.(dialect, 'postgres') ?? dialect });
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
  const dialect = new SqliteDialect({ database: withStatementCache(sqlite) });
  const db = new Kysely<DB>({ dialect: options.wrapDialect?.(dialect, 'sqlite') ?? dialect });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely's SQLite driver prepares every query anew; compiling the same SQL again costs more than
 * running it on small tables. Statements are reused per SQL text (better-sqlite3 re-prepares a
 * statement by itself after a schema change). The driver never streams, so a statement is never busy.
 */
function withStatementCache(sqlite: SQLite.Database, max = 1000): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max });
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** Brings the schema up to date. Kysely's migrator locks, so several instances may start at once. */
export async function migrateToLatest(database: TDatabase, schema?: string): Promise<void> {
  if (schema && database.dialect === 'postgres') {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(database.db);
  }
  const migrator = new Migrator({
    db: database.db,
    provider: migrationProvider(database.dialect),
    // Kysely looks for its bookkeeping tables in every schema unless told which one: another schema's
    // tables (other suites, other shops on the same server) would make it skip creating ours.
    ...(schema && database.dialect === 'postgres' ? { migrationTableSchema: schema } : {}),
  });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    // Before any migration runs, Kysely's introspection reads the tables of every schema on the server
    // (pg_get_serial_sequence by name): another schema dropped meanwhile — another shop or test suite on
    // the same server — fails it with 3F000 although nothing of ours is wrong. Look again.
    if (!failed && attempt < MIGRATE_ATTEMPTS && (error as { code?: unknown } | undefined)?.code === '3F000') continue;
    throw new Error(`数据库迁移失败: ${failed?.migrationName ?? ''} ${String(error)}`);
  }
}

/** Tries of migrateToLatest when a concurrently dropped schema breaks Kysely's introspection. */
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
