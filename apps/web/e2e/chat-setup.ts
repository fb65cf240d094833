import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { httpWire, type TWire } from '@mall/contract/testing';
import pg from 'pg';
import { lastSms } from './console-setup.js';
import { freePort, waitHealthy } from './server-process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** One server instance of the chat journey's mall. */
export interface TChatInstance {
  baseUrl: string;
  /** The mall's API through this instance (buyers' SMS codes read from instance A's outbox). */
  wire: TWire;
}

/** Two instances of one demo mall on one PostgreSQL schema, delivering conversations through Redis. */
export interface TChatMalls {
  a: TChatInstance;
  b: TChatInstance;
  stop(): Promise<void>;
}

/**
 * Starts instance A on a fresh schema of `databaseUrl` with the demo seeded (demo sellers and their
 * products), then instance B on the same schema serving it (no seed of its own, so the two never
 * race to seed). Both use `redisUrl`, so a message sent through one reaches a socket held by the
 * other; both serve the journeys' one web build.
 */
export async function startChatMalls(databaseUrl: string, redisUrl: string): Promise<TChatMalls> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-chat-'));
  const schema = `e2e_chat_${randomBytes(4).toString('hex')}`;
  const outbox = path.join(dir, 'sms-outbox.jsonl');
  const children: ChildProcess[] = [];
  const exits: Promise<unknown>[] = [];

  const start = async (seed: boolean): Promise<string> => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: schema,
        REDIS_URL: redisUrl,
        // One data directory, as instances behind one address share a volume: the demo's catalogue
        // pictures written by A, and a picture uploaded through one instance, are served by both.
        DATA_DIR: dir,
        // One outbox for both: a buyer may ask for a code on either instance.
        SMS_OUTBOX: outbox,
        WEB_DIST: path.join(root, 'apps/web/dist'),
        SCRYPT_LOG_N: '12',
        SMS_PER_IP_HOURLY: '1000',
        CODE_CHECKS_PER_IP: '1000',
        LOG_LEVEL: 'warn',
        SEED_DEMO: seed ? 'true' : 'false',
        // The journey's order stays 待发货 (the seller's card shows it as paid), no demo quotes.
        AUTO_SHIP_SECONDS: '0',
        DEMO_QUOTE_SECONDS: '0',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    // Listened for at once, so a stop after the process already ended does not wait forever.
    exits.push(new Promise((r) => child.once('exit', r)));
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitHealthy(baseUrl, child, `the chat mall at ${baseUrl}`, 120_000);
    return baseUrl;
  };

  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(exits);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The schema made here, then both at once: the migrator holds PostgreSQL's lock, so the two
    // migrate one after the other; only A seeds (B serves whatever A wrote), and a page is opened
    // only once A is healthy, its seed done.
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const [aUrl, bUrl] = await Promise.all([start(true), start(false)]);
    const sms = async (phone: string) => {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const code = lastSms(outbox, phone)?.code;
        if (code) return String(code);
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no SMS code for ${phone}`);
    };
    return {
      a: { baseUrl: aUrl, wire: httpWire(aUrl, sms) },
      b: { baseUrl: bUrl, wire: httpWire(bUrl, sms) },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
