// `npm run bench`: throughput of the mall's hot paths, each as a ratio to a bare Fastify route
// measured in the same run on the same machine (absolute req/s vary too much between runs).
// Servers run in child processes; autocannon runs here, so the two do not share an event loop.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface TServer {
  url: string;
  token?: string;
  child: ChildProcess;
}

function start(kind: 'bare' | 'mall', env: Record<string, string> = {}): Promise<TServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench-server.ts'), kind], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server ${kind} exited with ${code}`)));
    readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) => {
      resolve({ ...(JSON.parse(line) as { url: string; token?: string }), child });
    });
  });
}

async function stop(server: TServer): Promise<void> {
  server.child.removeAllListeners('exit');
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

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

/** Checks an answer is the success envelope before measuring it (a fast 404 would flatter the figure). */
async function expectOk(url: string, body: unknown): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { status: number; msg: string };
  if (json.status !== 200) throw new Error(`${url}: status ${json.status} ${json.msg}`);
}

const PAGE_ONE = { data: { pageNO: 1, pageRows: 10 } };
const DETAILS = { data: { id: 1 } };
const SEARCH = { data: { queryName: '网关', pageNO: 1, pageRows: 10 } };

async function catalogueRows(server: TServer, label: string) {
  const rows: [string, { rps: number; p99: number }][] = [];
  for (const [name, urlPath, body] of [
    ['queryPortalPage page 1', '/product/api/product/queryPortalPage.json', PAGE_ONE],
    ['details', '/product/api/product/details.json', DETAILS],
    ['queryPortalPage 网关', '/product/api/product/queryPortalPage.json', SEARCH],
  ] as const) {
    await expectOk(`${server.url}${urlPath}`, body);
    rows.push([`${name}${label}`, await measure(`${server.url}${urlPath}`, body)]);
  }
  return rows;
}

async function main(): Promise<void> {
  const bare = await start('bare');
  const baseline = await measure(bare.url);
  await stop(bare);

  const rows: [string, { rps: number; p99: number }][] = [['bare Fastify GET /', baseline]];
  const mall = await start('mall');
  rows.push(['GET /healthz', await measure(`${mall.url}/healthz`)]);
  const profile = { data: {}, accessToken: mall.token };
  await expectOk(`${mall.url}/order/userInfo/selectUsers.json`, profile);
  rows.push([
    'selectUsers (token check + profile)',
    await measure(`${mall.url}/order/userInfo/selectUsers.json`, profile),
  ]);
  rows.push(...(await catalogueRows(mall, '')));
  await stop(mall);

  // The same catalogue reads straight from the database, for comparison.
  const uncached = await start('mall', { CATALOGUE_CACHE_MS: '0' });
  rows.push(...(await catalogueRows(uncached, ' (no response cache)')));
  await stop(uncached);

  const db = process.env.BENCH_DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite';
  console.log(`\nautocannon -c ${CONNECTIONS} -d ${DURATION}, ${db}, servers in their own processes`);
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
