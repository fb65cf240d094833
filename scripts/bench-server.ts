// Helpers of `npm run bench`, each in its own process so the load generator does not share its event
// loop: `bare` (a bare Fastify server), `seed` (fills the mall's database, then exits), `clean`
// (drops it afterwards) and `chat` (the mall with its conversation socket and a bench-only publish
// hook, on a database of its own). The mall itself is the built server (apps/server/dist, what `npm start`
// runs), started by bench.ts on the database `seed` filled. Prints one JSON line when ready; a server
// stops on SIGTERM.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { CHAT_WS_PATH } from '@mall/contract';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/env.js';
import { seedDemo } from '../apps/server/src/demo/seed/seed.js';
// The catalogue's tables join the DB type by declaration merging; this program sees them only when
// it sees the file (the server's own build includes every file).
import type {} from '../apps/server/src/features/catalogue/catalogue.table.js';
import { chatSocketRoutes } from '../apps/server/src/features/chat/chat.socket.js';
import type { TChatSubject } from '../apps/server/src/lib/chat-hub.js';
import { addBuyers } from '../apps/server/src/test/fixtures.js';

/** Buyers with a token and a default address each, for the order-creation bench. */
const BENCH_BUYERS = 50;
/**
 * Stock given to the benchmarked standard: far more than a run can sell, so every order succeeds; the
 * default 限购 (20% of the standard's stock, about 200 000 units) stays far above what one buyer
 * orders in a run, so the per-buyer cap never stops the measurement either.
 */
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

/**
 * The mall's database for a run: `seed` fills it (demo shop, bench buyers) in a process of its own
 * and exits, so the serving process (bench.ts starts the built server on it) is measured serving only
 * (its peak RSS is what the bench reports). Where it lives: BENCH_DIR (and BENCH_SCHEMA on PostgreSQL);
 * bench.ts gives the server the same settings.
 */
function mallConfig() {
  const dir = process.env.BENCH_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'));
  fs.mkdirSync(dir, { recursive: true });
  const databaseUrl = process.env.BENCH_DATABASE_URL || path.join(dir, 'bench.db');
  return loadConfig({
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: databaseUrl.startsWith('postgres') ? process.env.BENCH_SCHEMA : undefined,
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    CATALOGUE_CACHE_MS: process.env.CATALOGUE_CACHE_MS ?? '',
    // Each bench buyer orders for the whole run: the stock-hoarding limit would stop the measurement.
    MAX_UNPAID_ORDERS: '100000',
    SEED_DEMO: 'false',
  });
}

async function seed() {
  const app = await buildApp({ config: mallConfig(), logger: false });
  await seedDemo(app.deps);
  const bench = await benchBuyers(app);
  const login = await app.inject({
    method: 'POST',
    url: '/login',
    payload: { data: { username: 'demo', password: 'demo12345', userType: 2 } },
  });
  await app.close();
  return { token: login.json().data as string, ...bench, close: async () => {} };
}

/** Buyers holding a conversation socket each in the chat bench. */
const CHAT_BENCH_SOCKETS = 200;

/** A full collection before a memory reading, so the reading is what is live (not garbage). */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** The mall with its conversation socket and the bench's routes, on `config`'s database. */
async function chatApp(config: ReturnType<typeof loadConfig>, subjectsOf: () => TChatSubject[]) {
  const app = await buildApp({ config, logger: false });
  if (!app.hasRoute({ method: 'GET', url: CHAT_WS_PATH })) await chatSocketRoutes(app);
  app.post('/__bench/chat/publish', async (req) => {
    const { rounds, everyMs } = req.body as { rounds: number; everyMs: number };
    const subjects = subjectsOf();
    for (let i = 0; i < rounds; i++) {
      const sentAt = performance.timeOrigin + performance.now();
      app.deps.chat.publish(subjects, {
        type: 'message',
        conversationId: i + 1,
        message: { id: i + 1, kind: 'text', content: '您好，这款还有货吗？', sentAt },
      });
      await new Promise((r) => setTimeout(r, everyMs));
    }
    return { published: rounds };
  });
  app.get('/__bench/rss', async () => {
    collectGarbage();
    collectGarbage();
    const m = process.memoryUsage();
    return { rss: m.rss, heap: m.heapUsed + m.external + m.arrayBuffers, sockets: app.deps.chat.size };
  });
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

/**
 * The mall with its conversation socket on a fresh SQLite database, 200 buyers with a token each, and
 * two bench-only routes: `POST /__bench/chat/publish {rounds, everyMs}` publishes one frame to all
 * buyers per round through the hub, stamped with its send time (epoch ms, sub-ms precision), as the
 * chat service does after a send; `GET /__bench/rss` answers this process's RSS after a full GC.
 * With BENCH_REDIS_URL a second app on the same database delivers through Redis (`urls.redis`).
 */
async function chat() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-chat-'));
  const config = loadConfig({
    DATABASE_URL: path.join(dir, 'bench.db'),
    DATA_DIR: dir,
    WEB_DIST: path.join(dir, 'no-web'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  let subjects: TChatSubject[] = [];
  const local = await chatApp(config, () => subjects);
  const buyers = await addBuyers(local.app.deps, CHAT_BENCH_SOCKETS);
  subjects = buyers.map((b): TChatSubject => `user:${b.userId}`);
  const redisUrl = process.env.BENCH_REDIS_URL;
  const viaRedis = redisUrl ? await chatApp({ ...config, REDIS_URL: redisUrl }, () => subjects) : null;
  return {
    urls: { inProcess: local.url, ...(viaRedis ? { redis: viaRedis.url } : {}) },
    tokens: buyers.map((b) => b.token),
    close: async () => {
      await viaRedis?.app.close();
      await local.app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Drops what a run left: its folder, and its schema on PostgreSQL. */
async function clean() {
  const dir = process.env.BENCH_DIR;
  const url = process.env.BENCH_DATABASE_URL;
  const schema = process.env.BENCH_SCHEMA;
  if (url?.startsWith('postgres') && schema) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  return { close: async () => {} };
}

const kind = process.argv[2];
const servers = { bare, seed, clean, chat } as const;
if (!Object.hasOwn(servers, kind)) throw new Error(`unknown bench server: ${kind}`);
const server: { close(): Promise<void> } & Record<string, unknown> = await servers[kind as keyof typeof servers]();
const { close, ...info } = server;
process.stdout.write(`${JSON.stringify(info)}\n`);
// seed and clean are done once they have answered.
if (kind === 'seed' || kind === 'clean') process.exit(0);
process.on('SIGTERM', () => {
  close().finally(() => process.exit(0));
});
