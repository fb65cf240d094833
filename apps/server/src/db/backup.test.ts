import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { receivedOrder } from '@mall/contract/testing';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addSeller, buyerWithAddress, uploadPng, wireOf } from '../test/fixtures.js';
import { describeEachDb } from '../test/helper.js';
import { runTsx } from '../test/http-server.js';
import { BackupError, backupShop, MANIFEST, pgConnection, restoreShop, type TManifest } from './backup.js';
import { createDb } from './create-db.js';
import type { DB } from './schema.js';

/** Every row a shop must get back: orders, their lines, payments and the AI币 ledger. */
async function shopRows(db: Kysely<DB>) {
  return {
    orders: await db.selectFrom('orders').selectAll().orderBy('id').execute(),
    items: await db.selectFrom('order_items').selectAll().orderBy('id').execute(),
    payments: await db.selectFrom('payments').selectAll().orderBy('id').execute(),
    ledger: await db.selectFrom('ai_coin_ledger').selectAll().orderBy('id').execute(),
  };
}

/** `npm run backup` / `npm run restore` as the root package.json runs them, with these settings. */
const runCli = (args: string[], env: Record<string, string>) =>
  runTsx(['apps/server/src/backup-cli.ts', ...args], { LOG_LEVEL: 'silent', ...env });

describe('pgConnection', () => {
  it('hands pg_dump the URL without its password, which goes in PGPASSWORD only', () => {
    const { dbname, env } = pgConnection('postgres://mall:s%40cret@db.internal:5433/mall?sslmode=require');
    expect(dbname).toBe('postgres://mall@db.internal:5433/mall?sslmode=require');
    expect(env.PGPASSWORD).toBe('s@cret');
  });
});

describeEachDb('backup and restore', (ctx, dialect) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-backup-'));
  const settings = () => ({ ...ctx.config, DATABASE_SCHEMA: ctx.schema });
  let uploadKey = '';

  beforeAll(async () => {
    const seller = await addSeller(ctx, [{ title: '智能门锁', standards: [[19_900, 20]] }]);
    const product = seller.products[0]!;
    const buyer = await buyerWithAddress(ctx, { balance: 1000 });
    const sellerToken = await seller.login();
    for (const payType of ['aicoin', 'sandbox'] as const) {
      await receivedOrder(wireOf(ctx), {
        buyerToken: buyer.token,
        sellerToken,
        productId: product.productId,
        standardId: product.standardIds[0]!,
        payType,
      });
    }
    uploadKey = (await uploadPng(ctx, buyer.token)).replace(/^\/files\//, '');
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('refuses a backup of a newer migration, another dialect or a tampered file, before touching anything', async () => {
    const dir = path.join(work, 'checked');
    await backupShop(settings(), dir);
    const manifestFile = path.join(dir, MANIFEST);
    const original = fs.readFileSync(manifestFile, 'utf8');
    const rewrite = (change: (m: TManifest) => void) => {
      const manifest = JSON.parse(original) as TManifest;
      change(manifest);
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    };
    // `force` everywhere: each refusal must come from the check, not from the database being full.
    const restore = () => restoreShop(settings(), dir, { force: true });

    rewrite((m) => {
      m.migration = '2099010101_from_the_future';
    });
    await expect(restore()).rejects.toThrow(/2099010101_from_the_future，本程序不认识该迁移/);
    rewrite((m) => {
      m.dialect = dialect === 'sqlite' ? 'postgres' : 'sqlite';
    });
    await expect(restore()).rejects.toThrow(/不能跨数据库恢复/);
    rewrite(() => {});
    const upload = path.join(dir, 'uploads', uploadKey);
    fs.appendFileSync(upload, 'x');
    await expect(restore()).rejects.toThrow(
      new BackupError(
        `文件 uploads/${uploadKey} 校验失败（大小或 sha256 与清单不符）：备份已损坏或被改动，未做任何改动`,
      ),
    );
    fs.writeFileSync(manifestFile, '{');
    await expect(restore()).rejects.toThrow(/不是有效的 JSON/);
    // Nothing was touched: the shop still answers with its orders.
    expect((await shopRows(ctx.app.deps.db)).orders).toHaveLength(2);
  });

  it('restores every order, payment and AI币 ledger row, and the uploads, after the database is dropped', async () => {
    const before = await shopRows(ctx.app.deps.db);
    expect(before.orders).toHaveLength(2);
    expect(before.payments.length).toBeGreaterThanOrEqual(2);
    expect(before.ledger.length).toBeGreaterThanOrEqual(2);
    const dir = path.join(work, 'drill');
    const backup = await backupShop(settings(), dir);
    expect(backup.manifest.counts.orders).toBe(2);
    expect(backup.uploads).toBe(1);
    expect(backup.manifest.migration).toMatch(/^\d{10}_/);

    await expect(restoreShop(settings(), dir)).rejects.toThrow(/不为空.*--force/);

    await ctx.app.close();
    const uploads = path.join(ctx.config.DATA_DIR, 'uploads');
    fs.rmSync(uploads, { recursive: true, force: true });
    if (dialect === 'sqlite') {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${ctx.config.DATABASE_URL}${suffix}`, { force: true });
    } else {
      const client = new pg.Client({ connectionString: inject('pgUrl') });
      await client.connect();
      await client.query(`drop schema ${ctx.schema} cascade`);
      await client.end();
    }

    const restored = await restoreShop(settings(), dir);
    expect(restored.uploads).toBe(1);
    const database = createDb(ctx.config.DATABASE_URL, { schema: ctx.schema });
    try {
      expect(await shopRows(database.db)).toEqual(before);
      // The sequences come back too: the next order does not collide with a restored one.
      if (dialect === 'postgres') {
        const next = await sql<{ n: number }>`select nextval(pg_get_serial_sequence('orders', 'id'))::int as n`.execute(
          database.db,
        );
        expect(next.rows[0]?.n).toBeGreaterThan(Math.max(...before.orders.map((o) => Number(o.id))));
      }
    } finally {
      await database.close();
    }
    expect(fs.existsSync(path.join(uploads, uploadKey))).toBe(true);
  });
});

describeEachDb('npm run backup / restore', (ctx, dialect) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-backup-cli-'));
  const env = () => ({
    DATABASE_URL: ctx.config.DATABASE_URL,
    DATA_DIR: ctx.config.DATA_DIR,
    ...(ctx.schema ? { DATABASE_SCHEMA: ctx.schema } : {}),
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('backs up in a few Chinese lines, then refuses a non-empty directory, a tampered file and a full database', async () => {
    await addSeller(ctx, [{ title: '网关', standards: [[9_900, 5]] }]);
    const dir = path.join(work, 'b1');
    const made = await runCli(['backup', dir], env());
    expect(made).toMatchObject({ code: 0 });
    expect(made.out).toContain(`备份完成：${dir}`);
    expect(made.out).toMatch(/订单 0 笔，用户 0 个/);

    const tampered = path.join(work, 'b2');
    fs.cpSync(dir, tampered, { recursive: true });
    const dump = path.join(tampered, dialect === 'sqlite' ? 'database.sqlite' : 'database.pgdump');
    const bytes = fs.readFileSync(dump);
    bytes[bytes.length - 1] ^= 1;
    fs.writeFileSync(dump, bytes);

    const [again, bad, full] = await Promise.all([
      runCli(['backup', dir], env()),
      runCli(['restore', tampered, '--force'], env()),
      runCli(['restore', dir], env()),
    ]);
    expect(again.code).toBe(1);
    expect(again.out).toContain('不为空');
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/恢复失败：文件 database\.\w+ 校验失败/);
    expect(full.code).toBe(1);
    expect(full.out).toMatch(/恢复失败：目标数据库 .* 不为空，为免覆盖未做任何改动。.*--force/);
  });
});
