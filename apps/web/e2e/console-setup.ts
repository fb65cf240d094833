import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, waitHealthy } from './server-process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A mall started as production starts it: its address, its SMS outbox, its admin's one-time password. */
export interface TProductionMall {
  baseUrl: string;
  outbox: string;
  /** The first admin made by `npm run admin -- create`, and the password it printed. */
  admin: { username: string; password: string };
  /** Runs SQL on the mall's own database (its schema): for what no screen does yet. */
  sql<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/**
 * A second mall beside the journeys' demo one, started as a deployment starts it: `NODE_ENV=production`,
 * no demo, an empty PostgreSQL schema of its own, the shared web build; its first admin made by the
 * command line. The sandbox gateway is switched on (`PAY_SANDBOX=true`, a secret of its own) until
 * real providers arrive, so a buyer can pay.
 */
export async function startProductionMall(databaseUrl: string): Promise<TProductionMall> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-production-'));
  const schema = `e2e_prod_${randomBytes(4).toString('hex')}`;
  const port = await freePort();
  const outbox = path.join(dir, 'sms-outbox.jsonl');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SMS_OUTBOX_IN_PRODUCTION: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    DATA_DIR: dir,
    SMS_OUTBOX: outbox,
    WEB_DIST: path.join(root, 'apps/web/dist'),
    SCRYPT_LOG_N: '12',
    PAY_SANDBOX: 'true',
    PAY_SANDBOX_SECRET: randomBytes(24).toString('hex'),
    SMS_PER_IP_HOURLY: '1000',
    CODE_CHECKS_PER_IP: '1000',
    LOG_LEVEL: 'warn',
  };
  delete (env as Record<string, string | undefined>).SEED_DEMO;

  // The first admin, as the README tells an operator to make it.
  const created = spawnSync('npm', ['run', '--silent', 'admin', '--', 'create', 'boss', '--role', 'owner'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  const password = /^password: (\S+)$/m.exec(created.stdout)?.[1];
  if (created.status !== 0 || !password) {
    throw new Error(`npm run admin failed (${created.status}): ${created.stdout}\n${created.stderr}`);
  }

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitHealthy(baseUrl, child, 'the production mall', 60_000);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: `-c search_path=${schema}` });
  return {
    baseUrl,
    outbox,
    admin: { username: 'boss', password },
    async sql<T>(text: string, values: unknown[] = []) {
      return (await pool.query(text, values)).rows as T[];
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await pool.end();
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The newest SMS of a phone in a mall's outbox (its code, or the variables of a notice). */
export function lastSms(outbox: string, phone: string): Record<string, unknown> | undefined {
  if (!fs.existsSync(outbox)) return undefined;
  const lines = fs.readFileSync(outbox, 'utf8').trim().split('\n').filter(Boolean);
  return lines
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .reverse()
    .find((m) => m.phone === phone);
}
