// `npm run bench`: throughput of the mall's hot paths, each as a ratio to a bare Fastify route
// measured in the same run on the same machine (absolute req/s vary too much between runs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/env.js';
import { seedDemo } from '../apps/server/src/db/seed/seed.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

async function measure(url: string, body?: unknown): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    ...(body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main(): Promise<void> {
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const baseline = await measure(bareUrl);
  await bare.close();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'));
  const config = loadConfig({
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? path.join(dir, 'bench.db'),
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, logger: false });
  await seedDemo(app.deps);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({
    method: 'POST',
    url: '/login',
    payload: { data: { username: 'demo', password: 'demo12345', userType: 2 } },
  });
  const token = login.json().data as string;

  const rows: [string, { rps: number; p99: number }][] = [['bare Fastify GET /', baseline]];
  rows.push(['GET /healthz', await measure(`${url}/healthz`)]);
  rows.push([
    'selectUsers (token check + profile)',
    await measure(`${url}/order/userInfo/selectUsers.json`, { data: {}, accessToken: token }),
  ]);
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });

  console.log(
    `\nautocannon -c ${CONNECTIONS} -d ${DURATION}, ${config.DATABASE_URL.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'}`,
  );
  console.log('| route | req/s | p99 ms | ratio to bare |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [name, r] of rows) {
    console.log(`| ${name} | ${Math.round(r.rps)} | ${r.p99} | ${(r.rps / baseline.rps).toFixed(2)} |`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
