import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, type SqliteDatabase, SqliteDialect, sql } from 'kysely';
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
}

// Ids, counts and epoch-millisecond times fit in a double: read int8 as a number, not a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

export interface TCreateDbOptions {
  /** PostgreSQL only: a schema to work in (created when missing); tests use one per file. */
  schema?: string;
  poolSize?: number;
}

export function createDb(url: string, options: TCreateDbOptions = {}): TDatabase {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  if (url !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
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
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败: ${failed?.migrationName ?? ''} ${String(error)}`);
  }
}

/** Unique-constraint violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
