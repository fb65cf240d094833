// A server for `npm run bench`, in its own process so the load generator does not share its event
// loop. Prints one JSON line {url, token?} when it listens; stops on SIGTERM.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/env.js';
import { seedDemo } from '../apps/server/src/db/seed/seed.js';
import { createSession } from '../apps/server/src/features/account/session.service.js';
import { addAddress } from '../apps/server/src/features/address/address.service.js';

/** Buyers with a token and a default address each, for the order-creation bench. */
const BENCH_BUYERS = 50;
/** Stock given to the benchmarked standard: far more than a run can sell, so every order succeeds. */
const BENCH_STOCK = 1_000_000;

async function benchBuyers(app: Awaited<ReturnType<typeof buildApp>>) {
  const { db } = app.deps;
  const now = Date.now();
  // A PostgreSQL database outlives one bench server (the uncached run reuses it): names per run.
  const run = (now % 1_000_000).toString(36);
  const buyers: { token: string; addressId: number }[] = [];
  for (let i = 0; i < BENCH_BUYERS; i += 1) {
    const user = await db
      .insertInto('users')
      .values({
        username: `bench_${run}_${i}`,
        password_hash: 'x',
        phone: `137${String(now % 10_000).padStart(4, '0')}${String(i).padStart(4, '0')}`,
        nickname: `压测买家${i}`,
        icon: '',
        province: '',
        city: '',
        area: '',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createSession(db, { type: 'user', id: user.id }, 24);
    const address = await addAddress(db, user.id, {
      realname: '压测买家',
      telphone: '13700000000',
      province: '310000',
      city: '310100',
      area: '310115',
      street: '张江路 88 号 压测楼',
      isDefaultAddress: 1,
    });
    buyers.push({ token, addressId: address.id });
  }
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
  const config = loadConfig({
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? path.join(dir, 'bench.db'),
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    CATALOGUE_CACHE_MS: process.env.CATALOGUE_CACHE_MS ?? '',
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
