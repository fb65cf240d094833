import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { CHROMIUM } from './chromium.js';
import { freePort, waitHealthy } from './server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the mall under test, or '' when the browser journeys are skipped. */
    e2eBaseUrl: string;
    /** The SMS outbox file of that server. */
    e2eSmsOutbox: string;
    /** Where screenshots go. */
    e2eShotsDir: string;
    /** The SQLite file of that server (for test set-up such as letting an SMS cooldown pass). */
    e2eDbPath: string;
    /** The same server at this machine's first non-loopback IPv4 address, or '' when it has none. */
    e2eLanUrl: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * One build of the web app and one real server (SQLite, demo data) for all browser journeys.
 * Without Chromium the journeys are skipped with a notice; under CI=true that is a failure.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shots = path.join(root, 'test-results/screenshots');
  fs.mkdirSync(shots, { recursive: true });
  project.provide('e2eShotsDir', shots);
  if (!fs.existsSync(CHROMIUM)) {
    if (process.env.CI === 'true')
      throw new Error(`[e2e] Chromium not found at ${CHROMIUM}; under CI=true the browser journeys must run.`);
    console.warn(`\n[e2e] SKIPPING the browser journeys: Chromium not found at ${CHROMIUM}.\n`);
    project.provide('e2eBaseUrl', '');
    project.provide('e2eSmsOutbox', '');
    project.provide('e2eDbPath', '');
    project.provide('e2eLanUrl', '');
    return async () => {};
  }

  // The bundle that ships: vitest sets NODE_ENV=test, which would make Vite build React's development
  // build with import.meta.env.PROD false (and so, for one, no error reports).
  const built = spawnSync('npm', ['run', 'build', '-w', '@mall/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error('[e2e] building the web app failed');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-e2e-'));
  const port = await freePort();
  const outbox = path.join(dir, 'sms-outbox.jsonl');
  const dbPath = path.join(dir, 'mall.db');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      // Every address, so a journey can open the mall the way a newcomer on a LAN does (plain HTTP, not localhost).
      HOST: '0.0.0.0',
      DATABASE_URL: dbPath,
      DATA_DIR: dir,
      SMS_OUTBOX: outbox,
      WEB_DIST: path.join(root, 'apps/web/dist'),
      SCRYPT_LOG_N: '12',
      // Every journey registers its own buyers from this one address: more than a real visitor's 20 SMS an
      // hour and 30 code checks in 15 minutes.
      SMS_PER_IP_HOURLY: '1000',
      CODE_CHECKS_PER_IP: '1000',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // The buying journey ships through the seller call itself, at a moment it chooses.
      AUTO_SHIP_SECONDS: '0',
      // Demo sellers answer a new procurement demand a second after it is published (the journey waits for them).
      DEMO_QUOTE_SECONDS: '1',
      // The privacy journey ends an account's cooling-off in the database and waits for the deletion job.
      ACCOUNT_DELETION_SECONDS: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitHealthy(baseUrl, child, 'the e2e server', 60_000);
  project.provide('e2eBaseUrl', baseUrl);
  project.provide('e2eSmsOutbox', outbox);
  project.provide('e2eDbPath', dbPath);
  const lan = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal);
  project.provide('e2eLanUrl', lan ? `http://${lan.address}:${port}` : '');

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
