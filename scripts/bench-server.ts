// A server for `npm run bench`, in its own process so the load generator does not share its event
// loop. Prints one JSON line {url, token?} when it listens; stops on SIGTERM.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/env.js';
import { seedDemo } from '../apps/server/src/demo/seed/seed.js';
// The catalogue's tables join the DB type by declaration merging; this program sees them only when
// it sees the file (the server's own build includes every file).
import type {} from '../apps/server/src/features/catalogue/catalogue.table.js';
import { addBuyers } from '../apps/server/src/test/fixtures.js';

/** Buyers with a token and a default address each, for the order-creation bench. */
const BENCH_BUYERS = 50;
/** Stock given to the benchmarked standard: far more than a run can sell, so every order succeeds. */
const BENCH_STOCK = 1_000_000;

async function benchBuyers(app: Awaited<ReturnType<typeof buildApp>>) {
  const { db } = app.deps;
  const buyers = (await addBuyers(app.deps, BENCH_BUYERS)).map((b) => ({ token: b.token, addressId: b.address.id }));
  const standard = await db
    .selectFrom('product_standards')
    .select(['id', 'product_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('product_standards').set({ stock: BENCH_STOCK }).where('id', '=', standard.id).execute();
  return { buyers, order: { productId: standard.product_id, standardId: standard.id, stock: BENCH_STOCK } };
}

async function bare(): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  return { url: await app.listen({ port: 0, host: '127.0.0.1' }), close: () => app.close() };
}

async function mall() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? path.join(dir, 'bench.db');
  // On PostgreSQL each run gets a schema of its own, dropped when the server stops.
  const schema = databaseUrl.startsWith('postgres') ? `bench_${randomBytes(5).toString('hex')}` : undefined;
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    CATALOGUE_CACHE_MS: process.env.CATALOGUE_CACHE_MS ?? '',
    // Each bench buyer orders for the whole run: the stock-hoarding limit would stop the measurement.
    MAX_UNPAID_ORDERS: '100000',
  });
  const app = await buildApp({ config, logger: false });
  await seedDemo(app.deps);
  const bench = await benchBuyers(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({
    method: 'POST',
    url: '/login',
    payload: { data: { username: 'demo', password: 'demo12345', userType: 2 } },
  });
  return {
    url,
    token: login.json().data as string,
    ...bench,
    async close() {
      await app.close();
      if (schema) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const server = process.argv[2] === 'bare' ? await bare() : await mall();
const { close, ...info } = server;
process.stdout.write(`${JSON.stringify(info)}\n`);
process.on('SIGTERM', () => {
  close().finally(() => process.exit(0));
});
