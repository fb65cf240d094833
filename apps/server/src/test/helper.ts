import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TEnvelope } from '@mall/contract';
import { registerBuyer } from '@mall/contract/testing';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp, type TBuildOptions } from '../app.js';
import { loadConfig, type TConfig } from '../config/env.js';
import type { TSmsMessage } from '../lib/sms.js';

export type TDialectName = 'sqlite' | 'postgres';

export interface TTestContext {
  app: FastifyInstance;
  dialect: TDialectName;
  config: TConfig;
  /** The PostgreSQL schema of this suite (undefined on SQLite): a second app can share the database. */
  schema: string | undefined;
  /** Every SMS the app sent, newest last. */
  sms: TSmsMessage[];
  /** POSTs `{data, accessToken}` to a path (from a fresh address unless `ip` is given) and answers the envelope. */
  call<T = unknown>(path: string, data?: unknown, token?: string, ip?: string): Promise<TEnvelope<T>>;
  /** The newest code texted to a phone. */
  lastCode(phone: string): string;
}

/** The dialects the data-layer suites run on: SQLite always, PostgreSQL when the global setup found it. */
export function dialects(): TDialectName[] {
  return inject('pgUrl') ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * An app on an in-memory SQLite database and a temporary data folder, no demo data, silent: for
 * tests of the app's shape (routes, headers, documents) rather than its data. Closing the app
 * removes the folder.
 */
export async function memoryApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-app-'));
  const config = loadConfig({
    DATABASE_URL: ':memory:',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...env,
  });
  const app = await buildApp({ config, logger: false });
  app.addHook('onClose', async () => fs.rmSync(dir, { recursive: true, force: true }));
  return app;
}

let ipCounter = 0;
/** A fresh client address, so per-IP throttles of one test never touch another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * Runs the same suite on every dialect, each against a real database: SQLite in a temporary file,
 * PostgreSQL in a schema of its own (dropped afterwards), so files can run in parallel.
 */
export function describeEachDb(
  name: string,
  /** Declares the suite; `dialect` is known at declaration, so a suite can leave out what one database cannot do. */
  suite: (ctx: TTestContext, dialect: TDialectName) => void,
  env: Record<string, string> = {},
  /** Extra build options (a test's span exporter). */
  build: Pick<TBuildOptions, 'spanExporter'> = {},
) {
  for (const dialect of dialects()) {
    describe(`${name} [${dialect}]`, () => {
      const ctx = {} as TTestContext;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-test-'));
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const pgUrl = inject('pgUrl');
      beforeAll(async () => {
        const config = loadConfig({
          DATABASE_URL: dialect === 'postgres' ? pgUrl : path.join(dir, 'test.db'),
          DATA_DIR: dir,
          SCRYPT_LOG_N: '10',
          CATALOGUE_CACHE_MS: '0',
          LOG_LEVEL: 'silent',
          SEED_DEMO: 'false',
          ...env,
        });
        const sms: TSmsMessage[] = [];
        const app = await buildApp({
          config,
          schema: dialect === 'postgres' ? schema : undefined,
          sms: { send: async (m) => void sms.push(m) },
          logger: false,
          ...build,
        });
        Object.assign(ctx, {
          app,
          dialect,
          config,
          schema: dialect === 'postgres' ? schema : undefined,
          sms,
          async call(urlPath: string, data?: unknown, token?: string, ip?: string) {
            const res = await app.inject({
              method: 'POST',
              url: urlPath,
              payload: { data, accessToken: token },
              // Each call comes from its own address unless a test says otherwise, so per-address
              // throttles only bite where a test means them to.
              remoteAddress: ip ?? freshIp(),
            });
            return res.json();
          },
          lastCode(phone: string) {
            const found = [...sms].reverse().find((m) => m.phone === phone);
            if (!found) throw new Error(`no SMS sent to ${phone}`);
            return found.code;
          },
        } satisfies TTestContext);
      });
      afterAll(async () => {
        await ctx.app?.close();
        if (dialect === 'postgres') {
          const client = new pg.Client({ connectionString: pgUrl });
          await client.connect();
          await client.query(`drop schema if exists ${schema} cascade`);
          await client.end();
        }
        fs.rmSync(dir, { recursive: true, force: true });
      });
      suite(ctx, dialect);
    });
  }
}

/** Registers a buyer of the suite's app through the real calls (SMS code included) and logs in. */
export function registerAndLogin(ctx: TTestContext, prefix = 'buyer') {
  return registerBuyer(
    { call: (path, data, token) => ctx.call(path, data, token), smsCode: async (phone) => ctx.lastCode(phone) },
    { prefix },
  );
}
