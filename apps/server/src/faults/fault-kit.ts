import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ORDER_STATUS, type TEnvelope } from '@mall/contract';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import type { DB } from '../db/schema.js';
import { book } from '../features/ai-coin/ai-coin.service.js';
import { freshIp, type TTestContext } from '../test/helper.js';
import { sharedSchemaEnv } from '../test/http-server.js';

/**
 * One shop in a PostgreSQL schema of its own for a fault suite: an in-process app on it (the suite's
 * own view of the database, connected directly, never through a fault) and the settings that start
 * server processes on the same schema. `close` drops the schema.
 */
export interface TFaultShop {
  ctx: TTestContext;
  db: Kysely<DB>;
  schema: string;
  dir: string;
  pgUrl: string;
  redisUrl: string;
  /** Environment for `startServerProcess` on this shop; `overrides` win. */
  serverEnv(overrides?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

export const SANDBOX_SECRET = 'faults-sandbox-secret-0123456789';

export async function openFaultShop(pgUrl: string, redisUrl: string): Promise<TFaultShop> {
  const schema = `f_${randomBytes(6).toString('hex')}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-faults-'));
  const config = loadConfig({
    DATABASE_URL: pgUrl,
    DATA_DIR: dir,
    SCRYPT_LOG_N: '10',
    CATALOGUE_CACHE_MS: '0',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PAY_SANDBOX_SECRET: SANDBOX_SECRET,
  });
  const app = await buildApp({ config, schema, sms: { send: async () => {} }, logger: false });
  const ctx: TTestContext = {
    app,
    dialect: 'postgres',
    config,
    schema,
    sms: [],
    async call<T>(urlPath: string, data?: unknown, token?: string, ip?: string) {
      const res = await app.inject({
        method: 'POST',
        url: urlPath,
        payload: { data, accessToken: token },
        remoteAddress: ip ?? freshIp(),
      });
      return res.json() as TEnvelope<T>;
    },
    lastCode() {
      throw new Error('the fault suites send no SMS they read back');
    },
  };
  return {
    ctx,
    db: app.deps.db,
    schema,
    dir,
    pgUrl,
    redisUrl,
    serverEnv: (overrides = {}) =>
      sharedSchemaEnv(
        { databaseUrl: pgUrl, schema, dir, sandboxSecret: SANDBOX_SECRET },
        // The load tests hold more unpaid orders per buyer than the stock-hoarding limit allows.
        { REDIS_URL: redisUrl, MAX_UNPAID_ORDERS: '1000', ...overrides },
      ),
    async close() {
      await app.close();
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `url` with its host and port replaced: the same database or Redis, reached through a proxy. */
export function viaPort(url: string, port: number): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(port);
  return u.toString();
}

export interface TAnswer<T = unknown> {
  /** HTTP status, or 0 when no answer came (connection refused, reset, or our own 15 s limit). */
  http: number;
  status: number;
  msg: string;
  data: T;
  ms: number;
}

/**
 * POSTs `{data, accessToken}` and never waits more than `limitMs`. `from` is the client address a
 * trusted proxy would report (X-Forwarded-For); servers started with TRUST_PROXY=true take it.
 */
export async function send<T = unknown>(
  base: string,
  urlPath: string,
  data: unknown,
  opts: { token?: string; from?: string; limitMs?: number; headers?: Record<string, string> } = {},
): Promise<TAnswer<T>> {
  const started = Date.now();
  try {
    const res = await fetch(`${base}${urlPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(opts.from ? { 'x-forwarded-for': opts.from } : {}),
        ...opts.headers,
      },
      body: JSON.stringify({ data, accessToken: opts.token }),
      signal: AbortSignal.timeout(opts.limitMs ?? 15_000),
    });
    const text = await res.text();
    const ms = Date.now() - started;
    try {
      const body = JSON.parse(text) as { status: number; msg: string; data: T };
      return { http: res.status, status: body.status, msg: body.msg, data: body.data, ms };
    } catch {
      return { http: res.status, status: res.status, msg: text, data: null as T, ms };
    }
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const msg = `${(err as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`;
    return { http: 0, status: 0, msg, data: null as T, ms: Date.now() - started };
  }
}

/** GET /healthz: the HTTP status and body, or 0 when nothing answered within 5 s. */
export async function health(base: string): Promise<{ code: number; body: { status?: string; failed?: string[] } }> {
  try {
    const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5000) });
    return { code: res.status, body: (await res.json()) as { status?: string; failed?: string[] } };
  } catch {
    return { code: 0, body: {} };
  }
}

/** Polls until `check` answers true; answers how long it took, or throws after `limitMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Credits AI币 through the ledger, as a top-up would. */
export async function creditCoins(db: Kysely<DB>, userId: number, fen: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await book(trx, {
      userId,
      kind: 'recharge',
      amountFen: fen,
      title: '故障测试充值',
      refNo: `FAULT-${randomBytes(6).toString('hex')}`,
    });
  });
}

/**
 * The books of a shop: for each standard, stock now + units in orders that still hold stock (not
 * cancelled); for every AI币 account, its balance and the sum of its ledger.
 */
export async function readBooks(db: Kysely<DB>, standardIds: number[]) {
  const held = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .where('i.standard_id', 'in', standardIds)
    .where('o.status', '!=', ORDER_STATUS.CANCELLED)
    .select(['i.standard_id', sql<number>`sum(i.number)`.as('units')])
    .groupBy('i.standard_id')
    .execute();
  const stocks = await db
    .selectFrom('product_standards')
    .select(['id', 'stock'])
    .where('id', 'in', standardIds)
    .execute();
  const stockPlusHeld = Object.fromEntries(
    stocks.map((s) => [
      s.id,
      Number(s.stock) + Number(held.find((h) => Number(h.standard_id) === Number(s.id))?.units ?? 0),
    ]),
  );
  const accounts = await db
    .selectFrom('ai_coin_accounts as a')
    .leftJoin('ai_coin_ledger as l', 'l.user_id', 'a.user_id')
    .select(['a.user_id', 'a.balance_fen', sql<number>`coalesce(sum(l.amount_fen), 0)`.as('ledger_fen')])
    .groupBy(['a.user_id', 'a.balance_fen'])
    .execute();
  const unbalanced = accounts.filter((a) => Number(a.balance_fen) !== Number(a.ledger_fen));
  const negative = accounts.filter((a) => Number(a.balance_fen) < 0);
  return { stockPlusHeld, accounts: accounts.length, unbalanced, negative };
}
