/**
 * Backup and restore of the shop (DESIGN-OPERATE §E): the database (SQLite's online backup, or
 * PostgreSQL's `pg_dump -Fc`) and the local uploads, with a manifest (`manifest.json`) naming every
 * file with its size and sha256, the dialect, schema and the latest migration applied. Restore checks
 * all of it before it touches anything. `backup-cli.ts` is the command; this is the work.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DEFAULT_MIGRATION_TABLE, Kysely, SqliteDialect, sql } from 'kysely';
import { z } from 'zod';
import { isPostgresUrl, type TConfig } from '../config/env.js';
import { createDb, type TDialect } from './create-db.js';
import { migrationProvider } from './migrations/index.js';
import type { DB } from './schema.js';

/** A backup or restore refused or failed: the message (Chinese) is for the operator as it is. */
export class BackupError extends Error {}

export const MANIFEST = 'manifest.json';
const SQLITE_FILE = 'database.sqlite';
const PG_FILE = 'database.pgdump';
const UPLOADS = 'uploads';
/** better-sqlite3's largest page count per backup step: everything left. */
const ALL_PAGES = 0x7fffffff;

const zManifest = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** PostgreSQL: the schema dumped (`public` unless DATABASE_SCHEMA says otherwise). */
  schema: z.string().nullable(),
  /** The latest migration applied to the database backed up. */
  migration: z.string().nullable(),
  /** `local`: the uploads are in `uploads/`; `s3`: they stay in the bucket, not in the backup. */
  storage: z.enum(['local', 's3']),
  counts: z.object({ orders: z.number().int(), users: z.number().int() }),
  files: z.array(z.object({ path: z.string(), size: z.number().int(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type TManifest = z.infer<typeof zManifest>;

/** What a backup or restore did, for the command's few lines. */
export interface TBackupSummary {
  dir: string;
  manifest: TManifest;
  uploads: number;
}

type TSettings = Pick<TConfig, 'DATABASE_URL' | 'DATABASE_SCHEMA' | 'DATA_DIR' | 'STORAGE'>;

const dialectOf = (url: string): TDialect => (isPostgresUrl(url) ? 'postgres' : 'sqlite');
const DIALECT_NAME: Record<TDialect, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** Writes a backup of the shop the settings name into `dir`, which must be missing or empty. */
export async function backupShop(settings: TSettings, dir: string): Promise<TBackupSummary> {
  const target = path.resolve(dir);
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    throw new BackupError(`备份目录 ${target} 不为空：请指定一个新的或空的目录（备份不覆盖已有文件）`);
  }
  const created = !fs.existsSync(target);
  fs.mkdirSync(target, { recursive: true });
  try {
    return await writeBackup(settings, target);
  } catch (err) {
    // The directory was new or empty: what a failed backup left in it is only in the way of the next try.
    if (created) fs.rmSync(target, { recursive: true, force: true });
    else
      for (const entry of fs.readdirSync(target)) fs.rmSync(path.join(target, entry), { recursive: true, force: true });
    throw err;
  }
}

async function writeBackup(settings: TSettings, target: string): Promise<TBackupSummary> {
  const dialect = dialectOf(settings.DATABASE_URL);
  const { migration, counts } =
    dialect === 'sqlite'
      ? await backupSqlite(settings.DATABASE_URL, path.join(target, SQLITE_FILE))
      : await backupPostgres(settings, path.join(target, PG_FILE));
  const uploads = settings.STORAGE === 'local' ? copyUploads(uploadsDir(settings), path.join(target, UPLOADS)) : 0;
  const manifest: TManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    dialect,
    schema: dialect === 'postgres' ? pgSchema(settings) : null,
    migration,
    storage: settings.STORAGE,
    counts,
    files: await describeFiles(target),
  };
  // Written last, under a temporary name first: a backup cut short has no manifest and restores nothing.
  const temp = path.join(target, `${MANIFEST}.tmp`);
  fs.writeFileSync(temp, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(temp, path.join(target, MANIFEST));
  return { dir: target, manifest, uploads };
}

/**
 * Restores the backup in `dir` into the database and upload folder the settings name. Everything is
 * checked first (manifest, every file's size and sha256, dialect, schema, migration, an empty target
 * unless `force`); the mall must be stopped meanwhile.
 */
export async function restoreShop(
  settings: TSettings,
  dir: string,
  options: { force?: boolean } = {},
): Promise<TBackupSummary> {
  const source = path.resolve(dir);
  const manifest = readManifest(source);
  const dialect = dialectOf(settings.DATABASE_URL);
  if (manifest.dialect !== dialect) {
    throw new BackupError(
      `该备份来自 ${DIALECT_NAME[manifest.dialect]}，而 DATABASE_URL 指向 ${DIALECT_NAME[dialect]}：不能跨数据库恢复，未做任何改动`,
    );
  }
  await checkMigration(manifest);
  await verifyFiles(source, manifest);
  const restored =
    dialect === 'sqlite'
      ? await restoreSqlite(settings.DATABASE_URL, path.join(source, SQLITE_FILE), options.force === true)
      : await restorePostgres(settings, manifest, path.join(source, PG_FILE), options.force === true);
  const uploadsFrom = path.join(source, UPLOADS);
  const uploads =
    manifest.storage === 'local' && fs.existsSync(uploadsFrom) ? copyUploads(uploadsFrom, uploadsDir(settings)) : 0;
  if (restored.orders !== manifest.counts.orders || restored.users !== manifest.counts.users) {
    throw new BackupError(
      `恢复后的数据与备份清单不符：订单 ${restored.orders}/${manifest.counts.orders}，用户 ${restored.users}/${manifest.counts.users}`,
    );
  }
  return { dir: source, manifest, uploads };
}

const uploadsDir = (settings: TSettings) => path.resolve(settings.DATA_DIR, UPLOADS);
const pgSchema = (settings: TSettings) => settings.DATABASE_SCHEMA ?? 'public';

interface TDatabaseFacts {
  migration: string | null;
  counts: TManifest['counts'];
}

/** The latest migration applied and the counts the command reports (and restore checks). */
async function readFacts(db: Kysely<DB>): Promise<TDatabaseFacts> {
  let migration: string | null;
  try {
    // Kysely's own bookkeeping table (its migrator names it), not a table of the shop's.
    const rows = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}
      order by name desc limit 1`.execute(db);
    migration = rows.rows[0]?.name ?? null;
  } catch {
    throw new BackupError('数据库尚未初始化（没有迁移记录）：请先启动一次商城，或检查 DATABASE_URL / DATABASE_SCHEMA');
  }
  const orders = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const users = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return { migration, counts: { orders: Number(orders?.n ?? 0), users: Number(users?.n ?? 0) } };
}

/** Reads facts from a SQLite file through a connection of its own (never the shop's WAL settings). */
async function sqliteFacts(file: string): Promise<TDatabaseFacts> {
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: new SQLite(file, { fileMustExist: true }) }) });
  try {
    return await readFacts(db);
  } finally {
    await db.destroy();
  }
}

function sqliteFile(url: string): string {
  if (url === ':memory:') throw new BackupError('DATABASE_URL 为 :memory:（内存数据库），没有可备份或恢复的文件');
  return path.resolve(url);
}

async function backupSqlite(url: string, dest: string): Promise<TDatabaseFacts> {
  const file = sqliteFile(url);
  if (!fs.existsSync(file)) throw new BackupError(`找不到数据库文件 ${file}（DATABASE_URL）`);
  const source = new SQLite(file, { fileMustExist: true });
  try {
    // SQLite's online backup: a consistent copy while the mall keeps writing. All pages in one step,
    // one read transaction (WAL: the mall's writes go on meanwhile): a copy in many small steps starts
    // over whenever another process writes, and a busy shop would keep it from ever finishing.
    await source.backup(dest, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  // The copy stands alone: no WAL beside it (the shop switches it back to WAL when it opens it).
  const copy = new SQLite(dest);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  return sqliteFacts(dest);
}

async function restoreSqlite(url: string, backup: string, force: boolean): Promise<TDatabaseFacts['counts']> {
  const file = sqliteFile(url);
  if (fs.existsSync(file)) {
    const existing = new SQLite(file, { readonly: true, fileMustExist: true });
    const tables = existing
      .prepare("select count(*) as n from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .get() as { n: number };
    existing.close();
    if (tables.n > 0 && !force) throw notEmpty(`${file}（${tables.n} 张表）`);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.restore-${randomBytes(4).toString('hex')}.tmp`;
  fs.copyFileSync(backup, temp);
  // The old database's write-ahead log would be replayed onto the restored file: it goes first.
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true });
  fs.renameSync(temp, file);
  return (await sqliteFacts(file)).counts;
}

function notEmpty(what: string): BackupError {
  return new BackupError(
    `目标数据库 ${what} 不为空，为免覆盖未做任何改动。确认要用备份替换现有数据，请加 --force 再运行（并先停止商城）`,
  );
}

/**
 * pg_dump and pg_restore get the connection as a URL without its password, which goes in PGPASSWORD:
 * never on a command line another user of the machine could read, nor in a message.
 */
export function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL client program; a missing program or a failure is a BackupError naming it. */
function runPgTool(program: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          err.code === 'ENOENT'
            ? `找不到 ${program}：请安装 PostgreSQL 客户端（postgresql-client，主版本不低于数据库服务器）`
            : `${program} 无法运行：${err.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${program} 失败（退出码 ${code}）：${stderr.trim().slice(-2000)}`));
    });
  });
}

async function withPg<T>(settings: TSettings, schema: string | undefined, run: (db: Kysely<DB>) => Promise<T>) {
  const database = createDb(settings.DATABASE_URL, { schema, poolSize: 1 });
  try {
    return await run(database.db);
  } finally {
    await database.close();
  }
}

async function backupPostgres(settings: TSettings, dest: string): Promise<TDatabaseFacts> {
  const schema = pgSchema(settings);
  const facts = await withPg(settings, schema, readFacts);
  const { dbname, env } = pgConnection(settings.DATABASE_URL);
  // One schema only: the shop's, never another shop's or test suite's on the same server.
  await runPgTool('pg_dump', ['--format=custom', `--schema=${schema}`, `--file=${dest}`, `--dbname=${dbname}`], env);
  return facts;
}

async function restorePostgres(
  settings: TSettings,
  manifest: TManifest,
  dump: string,
  force: boolean,
): Promise<TDatabaseFacts['counts']> {
  const schema = pgSchema(settings);
  if (manifest.schema !== schema) {
    throw new BackupError(
      `该备份是 schema ${manifest.schema} 的，而当前 DATABASE_SCHEMA 为 ${schema}：pg_restore 只能恢复到原 schema，未做任何改动`,
    );
  }
  const aside = `${schema}_before_restore_${randomBytes(3).toString('hex')}`;
  const movedAside = await withPg(settings, undefined, async (db) => {
    const tables = await sql<{ n: number }>`select count(*)::int as n from pg_tables
      where schemaname = ${schema}`.execute(db);
    const exists = await sql`select 1 from pg_namespace where nspname = ${schema}`.execute(db);
    const n = tables.rows[0]?.n ?? 0;
    if (n > 0 && !force) throw notEmpty(`schema ${schema}（${n} 张表）`);
    if (exists.rows.length === 0) return false;
    // Kept until the restore has committed: a failed pg_restore puts it back, whole.
    await sql`alter schema ${sql.id(schema)} rename to ${sql.id(aside)}`.execute(db);
    return true;
  });
  const { dbname, env } = pgConnection(settings.DATABASE_URL);
  try {
    await runPgTool(
      'pg_restore',
      ['--single-transaction', '--clean', '--if-exists', '--no-owner', `--dbname=${dbname}`, dump],
      env,
    );
  } catch (err) {
    if (movedAside) {
      await withPg(settings, undefined, (db) =>
        sql`alter schema ${sql.id(aside)} rename to ${sql.id(schema)}`.execute(db),
      );
    }
    throw err;
  }
  if (movedAside) await withPg(settings, undefined, (db) => sql`drop schema ${sql.id(aside)} cascade`.execute(db));
  return (await withPg(settings, schema, readFacts)).counts;
}

/** Copies the upload tree (a finished upload's files; never the `.tmp` of one being written). */
function copyUploads(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0;
  let copied = 0;
  fs.cpSync(from, to, {
    recursive: true,
    force: true,
    filter: (src) => {
      if (src.endsWith('.tmp')) return false;
      if (fs.statSync(src).isFile()) copied += 1;
      return true;
    },
  });
  return copied;
}

function listFiles(root: string, dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(root, full);
    return [path.relative(root, full).split(path.sep).join('/')];
  });
}

function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    fs.createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

async function describeFiles(root: string): Promise<TManifest['files']> {
  const files: TManifest['files'] = [];
  for (const rel of listFiles(root).sort()) {
    const full = path.join(root, rel);
    files.push({ path: rel, size: fs.statSync(full).size, sha256: await sha256Of(full) });
  }
  return files;
}

function readManifest(dir: string): TManifest {
  if (!fs.existsSync(dir)) throw new BackupError(`备份目录 ${dir} 不存在`);
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${dir} 中没有 ${MANIFEST}：不是完整的备份（备份可能中途失败）`);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new BackupError(`${MANIFEST} 不是有效的 JSON：备份已损坏`);
  }
  const parsed = zManifest.safeParse(raw);
  if (!parsed.success)
    throw new BackupError(`${MANIFEST} 格式不对（${parsed.error.issues[0]?.path.join('.')}）：备份已损坏`);
  return parsed.data;
}

async function verifyFiles(dir: string, manifest: TManifest): Promise<void> {
  const database = manifest.dialect === 'sqlite' ? SQLITE_FILE : PG_FILE;
  if (!manifest.files.some((f) => f.path === database)) throw new BackupError(`${MANIFEST} 没有列出 ${database}`);
  for (const entry of manifest.files) {
    const full = path.resolve(dir, entry.path);
    // A manifest naming a file outside the backup is damaged, whatever it says.
    if (!full.startsWith(`${dir}${path.sep}`)) throw new BackupError(`${MANIFEST} 中的路径 ${entry.path} 不合法`);
    if (!fs.existsSync(full)) throw new BackupError(`备份缺少文件 ${entry.path}，未做任何改动`);
    const size = fs.statSync(full).size;
    if (size !== entry.size || (await sha256Of(full)) !== entry.sha256) {
      throw new BackupError(
        `文件 ${entry.path} 校验失败（大小或 sha256 与清单不符）：备份已损坏或被改动，未做任何改动`,
      );
    }
  }
}

/** A backup made by newer code than this (a migration this code does not know) is refused. */
async function checkMigration(manifest: TManifest): Promise<void> {
  if (!manifest.migration) return;
  const known = Object.keys(await migrationProvider(manifest.dialect).getMigrations()).sort();
  if (!known.includes(manifest.migration)) {
    throw new BackupError(
      `备份的数据库已迁移到 ${manifest.migration}，本程序不认识该迁移（最新为 ${known.at(-1)}）：请用不早于备份时的程序版本恢复，未做任何改动`,
    );
  }
}
