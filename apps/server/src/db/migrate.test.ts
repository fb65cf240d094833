import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, type Migration, type MigrationProvider, sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { dialects } from '../test/helper.js';
import { runTsx } from '../test/http-server.js';
import { createDb, migrateToLatest, type TDatabase, type TDialect } from './create-db.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was
type TAnyDb = Kysely<any>;

const provider = (migrations: Record<string, Migration>): MigrationProvider => ({
  getMigrations: async () => migrations,
});

/** The baseline every case starts from: one table with one row. */
const BASE: Record<string, Migration> = {
  '0001_base': {
    async up(db: TAnyDb) {
      await db.schema
        .createTable('drill_base')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .execute();
      await db.insertInto('drill_base').values({ id: 1 }).execute();
    },
  },
};

/**
 * A good migration that writes to an existing table too; on SQLite inside a transaction of its own, as
 * the table rebuilds do (on PostgreSQL Kysely hands migrations the batch's transaction already).
 */
const goodMigration = (dialect: TDialect): Migration => ({
  async up(db: TAnyDb) {
    await db.schema
      .createTable('drill_good')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .execute();
    const write = async (trx: TAnyDb) => {
      await trx.insertInto('drill_good').values({ id: 7 }).execute();
      await trx.updateTable('drill_base').set({ id: 2 }).execute();
    };
    if (dialect === 'sqlite') await db.transaction().execute(write);
    else await write(db);
  },
});

const BAD: Migration = {
  async up(db: TAnyDb) {
    await db.schema.createTable('drill_bad').addColumn('id', 'integer').execute();
    await sql`insert into no_such_table values (1)`.execute(db);
  },
};

async function tableNames(database: TDatabase, schema: string): Promise<string[]> {
  const rows =
    database.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(database.db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = ${schema}`.execute(database.db);
  return rows.rows.map((r) => r.name).sort();
}

async function appliedNames(database: TDatabase): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
  return rows.rows.map((r) => r.name);
}

describe.each(dialects())('migrateToLatest [%s]', (dialect) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-migrate-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const url = dialect === 'postgres' ? inject('pgUrl') : path.join(dir, 'mall.db');
  const open: TDatabase[] = [];
  const GOOD = goodMigration(dialect);
  const connect = () => {
    const database = createDb(url, { schema: dialect === 'postgres' ? schema : undefined, poolSize: 2 });
    open.push(database);
    return database;
  };

  afterAll(async () => {
    if (dialect === 'postgres') await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(open[0]!.db);
    for (const database of open) await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('undoes the whole batch when one migration fails, and names the one that failed', async () => {
    const database = connect();
    await migrateToLatest(database, schema, provider(BASE));
    const before = await tableNames(database, schema);

    await expect(
      migrateToLatest(database, schema, provider({ ...BASE, '0002_good': GOOD, '0003_bad': BAD })),
    ).rejects.toThrow(/数据库迁移失败：0003_bad 出错，本次启动的迁移已全部撤销/);

    expect(await tableNames(database, schema)).toEqual(before);
    expect(before).not.toContain('drill_good');
    expect(before).not.toContain('drill_bad');
    expect(await appliedNames(database)).toEqual(['0001_base']);
    // The good migration's write to an existing table is undone too.
    expect(
      (await database.db
        .selectFrom('drill_base' as never)
        .selectAll()
        .execute()) as unknown[],
    ).toEqual([{ id: 1 }]);
    if (dialect === 'sqlite') {
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(database.db);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
    }
  });

  it('applies the same batch once the bad migration is gone, nested transaction included', async () => {
    const database = connect();
    await migrateToLatest(database, schema, provider({ ...BASE, '0002_good': GOOD }));
    expect(await appliedNames(database)).toEqual(['0001_base', '0002_good']);
    expect(
      await database.db
        .selectFrom('drill_good' as never)
        .selectAll()
        .execute(),
    ).toEqual([{ id: 7 }]);
    expect(
      await database.db
        .selectFrom('drill_base' as never)
        .selectAll()
        .execute(),
    ).toEqual([{ id: 2 }]);
  });

  it.runIf(dialect === 'sqlite')(
    'lets three processes migrate one new file at once: one applies, the others wait',
    async () => {
      const file = path.join(dir, 'shared.db');
      // Each process starts as the shop does: its own connection, the real migrations, at the same time.
      const script = `const { createDb, migrateToLatest } = await import(${JSON.stringify(path.join(import.meta.dirname, 'create-db.ts'))});
      const database = createDb(process.argv[1]);
      try { await migrateToLatest(database); } finally { await database.close(); }`;
      const starts = [1, 2, 3].map(() => runTsx(['--input-type=module', '-e', script, file]));
      expect(await Promise.all(starts)).toEqual([0, 1, 2].map(() => ({ code: 0, out: '' })));
      const database = createDb(file);
      open.push(database);
      const applied = await appliedNames(database);
      expect(applied.length).toBeGreaterThan(30);
      expect(new Set(applied).size).toBe(applied.length);
    },
  );

  it.runIf(dialect === 'sqlite')('stops the start naming the failing migration, its first tables undone', async () => {
    // The accounts migration creates users and sellers, then meets a sessions table already there.
    const file = path.join(dir, 'taken.db');
    const taken = createDb(file);
    await sql`create table sessions (token text)`.execute(taken.db);
    await taken.close();
    const start = await runTsx(['apps/server/src/server.ts'], {
      DATABASE_URL: file,
      DATA_DIR: dir,
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    });
    expect(start.code).toBe(1);
    expect(start.out).toContain('数据库迁移失败：2026112101_accounts 出错，本次启动的迁移已全部撤销，数据库保持原样');
    const database = createDb(file);
    open.push(database);
    expect(await tableNames(database, schema)).toEqual(['sessions']);
  });

  it.runIf(dialect === 'postgres')('lets several instances migrate at once: one applies, the others wait', async () => {
    const batch = provider({
      ...BASE,
      '0002_good': GOOD,
      '0004_more': {
        async up(db: TAnyDb) {
          await db.schema.createTable('drill_more').addColumn('id', 'integer').execute();
          await db.insertInto('drill_more').values({ id: 1 }).execute();
        },
      },
    });
    const instances = [connect(), connect(), connect()];
    await Promise.all(instances.map((database) => migrateToLatest(database, schema, batch)));
    expect(await appliedNames(instances[0]!)).toEqual(['0001_base', '0002_good', '0004_more']);
    expect(
      await instances[0]!.db
        .selectFrom('drill_more' as never)
        .selectAll()
        .execute(),
    ).toEqual([{ id: 1 }]);
  });
});
