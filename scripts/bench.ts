// `npm run bench`: every target of the speed budget in one run (README "Performance"):
// - throughput of the mall's hot paths as ratios to a bare Fastify route measured in the same run on
//   the same machine (absolute req/s vary too much between runs), measured in turns with each row
//   (SLICES), with p99, on SQLite and, when it answers, PostgreSQL; order creation with the oversell
//   check; the server's peak RSS;
// - the first screens: JS from the build (brotli) and Lighthouse mobile (median of 3; the list's
//   performance and LCP on every run) with its accessibility score, against the built app served as
//   in production.
// Servers run in child processes; autocannon runs here, so the two do not share an event loop.
// Writes bench/results/<date>-<sha>.json and latest.json; `--write-readme` puts the table in the
// README; `--only throughput`, `--only pages`, `--only metrics` or `--only chat` runs a part.
// - the cost of METRICS=true: cached catalogue throughput with /metrics off and on, in %.
// - conversations (客服会话): fan-out latency of a published frame to 200 open sockets, with the
//   in-process hub and, when Redis answers, through Redis; memory per socket.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CHAT_WS_PATH } from '@mall/contract';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import WebSocket from 'ws';
import { startNodeFlags } from '../apps/server/src/test/http-server.js';
import { firstScreens, JS_CEILING_KB, manifestWeights, TARGET_KB } from '../apps/web/e2e/budgets.js';
import { CHROMIUM, CHROMIUM_FLAGS } from '../apps/web/e2e/chromium.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
/**
 * Slices of a ratio's row (`BENCH_SLICES`): a row's DURATION is cut into this many runs, each followed
 * by a run of the bare route as long, and its ratio is its answers per second over the bare route's in
 * those runs. On a shared machine other work slows every process for seconds at a time (the bare route
 * answered 84k req/s on a quiet day and 21-54k on others, and a few seconds apart within one run); a
 * bare route measured once, minutes from the row, made the ratios swing by a third between runs.
 * Measured in turns, the bare route and the row share the machine's mood.
 */
const SLICES = Math.max(1, Number(process.env.BENCH_SLICES ?? 4));
/**
 * Runs of order creation, the best kept (`BENCH_RUNS`): its targets are absolute (orders a second, p99),
 * and other work on the machine only ever slows a run.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 2));
const CONNECTIONS = 50;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface TServer {
  url: string;
  token?: string;
  buyers?: { token: string; addressId: number }[];
  order?: { productId: number; standardId: number; stock: number };
  child: ChildProcess;
}

/** Servers still running: a failing run stops them too instead of leaving them behind. */
const running = new Set<ChildProcess>();

function spawnBench(kind: string, env: Record<string, string>): Promise<TServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench-server.ts'), kind], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server ${kind} exited with ${code}`)));
    readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) => {
      resolve({ ...(JSON.parse(line) as Omit<TServer, 'child'>), child });
    });
  });
}

/** Where a mall run keeps its data, to be dropped when its server stops. */
const places = new WeakMap<TServer, Record<string, string>>();

/** The server as `npm start` runs it: plain JavaScript from apps/server/dist, built from the source now. */
const SERVER_BUILD = path.join(root, 'apps/server/dist/server.js');

function buildServer(): void {
  const built = spawnSync('npm', ['run', 'build', '-w', '@mall/server'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('building the server failed');
}

/** Polls /healthz until the server answers (a minute: a start with the demo on a busy machine takes a while). */
async function waitReady(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server at ${url} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server at ${url} did not start`);
}

/**
 * The built server (apps/server/dist/server.js, what `npm start` runs, with the flags it gives node) in a process of its own on a
 * free port, with these settings; answers once it is ready. `output` shows its log lines.
 */
async function spawnBuiltServer(
  env: Record<string, string | undefined>,
  output: 'ignore' | 'inherit' | number = 'ignore',
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...startNodeFlags(), SERVER_BUILD], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', output, 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child);
  return { url, child };
}

/**
 * The serving process on the database `seed` filled, configured as bench-server.ts configured the
 * seeding (same place, buyers' order limit raised, no demo, no logs) and without the SPA (the bench
 * calls the API only).
 */
function spawnMall(
  place: Record<string, string>,
  extra: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const databaseUrl = place.BENCH_DATABASE_URL || path.join(place.BENCH_DIR ?? '', 'bench.db');
  return spawnBuiltServer({
    DATABASE_URL: databaseUrl,
    ...(databaseUrl.startsWith('postgres') ? { DATABASE_SCHEMA: place.BENCH_SCHEMA } : {}),
    DATA_DIR: place.BENCH_DIR,
    WEB_DIST: path.join(place.BENCH_DIR ?? '', 'no-web'),
    LOG_LEVEL: 'silent',
    CATALOGUE_CACHE_MS: place.CATALOGUE_CACHE_MS ?? '',
    MAX_UNPAID_ORDERS: '100000',
    SEED_DEMO: 'false',
    ...extra,
  });
}

/**
 * The server on the same database as `npm start` runs it: the built web app served, the demo on (its
 * start step and jobs; the database is already seeded), the default log level, its log on stdout,
 * which goes to `logFile` (as a service manager would take it). Only the bench's place differs.
 */
function spawnShipped(place: Record<string, string>, logFile: string): Promise<{ url: string; child: ChildProcess }> {
  const databaseUrl = place.BENCH_DATABASE_URL || path.join(place.BENCH_DIR ?? '', 'bench.db');
  const log = fs.openSync(logFile, 'w');
  return spawnBuiltServer(
    {
      DATABASE_URL: databaseUrl,
      ...(databaseUrl.startsWith('postgres') ? { DATABASE_SCHEMA: place.BENCH_SCHEMA } : {}),
      DATA_DIR: place.BENCH_DIR,
      WEB_DIST: path.join(root, 'apps/web/dist'),
      LOG_LEVEL: undefined,
      CATALOGUE_CACHE_MS: undefined,
      SEED_DEMO: 'true',
    },
    log,
  ).finally(() => fs.closeSync(log));
}

/** Builds the web app when its build is missing (the shipped server serves it). */
function ensureWebBuild(): void {
  if (fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) return;
  const built = spawnSync('npm', ['run', 'build', '-w', '@mall/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error('building the web app failed');
}

async function start(kind: 'bare' | 'mall', env: Record<string, string> = {}): Promise<TServer> {
  if (kind === 'bare') return spawnBench('bare', env);
  const place = {
    ...env,
    BENCH_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-')),
    BENCH_SCHEMA: `bench_${Math.random().toString(36).slice(2, 10)}`,
  };
  // Seeding in a process of its own: the server's memory is then what serving takes.
  const seeded = await spawnBench('seed', place);
  await new Promise((r) => (seeded.child.exitCode === null ? seeded.child.once('exit', r) : r(null)));
  const server = await spawnMall(place);
  const { child: _seedChild, ...info } = seeded;
  const merged = { ...info, ...server, child: server.child };
  places.set(merged, place);
  return merged;
}

async function stopChild(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function stop(server: TServer): Promise<void> {
  await stopChild(server.child);
  const place = places.get(server);
  if (place) {
    const cleaner = await spawnBench('clean', place);
    await new Promise((r) => (cleaner.child.exitCode === null ? cleaner.child.once('exit', r) : r(null)));
  }
}

/** Peak resident memory of a child process so far (VmHWM), in MB; 0 where /proc is missing. */
function peakRssMb(child: ChildProcess): number {
  try {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

/** One route's figures: throughput, p99, the answers counted, and the serving process's CPU per answer. */
interface TMeasured {
  rps: number;
  p99: number;
  total: number;
  /**
   * The serving process's CPU time (user + system, every thread of it; not PostgreSQL's) per answer,
   * in µs: far steadier than req/s on a shared machine (its clock ticks are 10 ms; a run counts
   * thousands of them), so two commits' rows can be compared where their ratios swing with the load.
   */
  cpuUs: number | null;
}

/**
 * autocannon `runs` times with `options` (a fresh copy each time, so a setupClient counts from zero):
 * the best run (the highest throughput) and the answers of all of them.
 */
async function bestRun(
  label: string,
  options: () => autocannon.Options,
  runs: number,
): Promise<{ best: autocannon.Result; total: number }> {
  let best: autocannon.Result | undefined;
  let total = 0;
  for (let run = 0; run < runs; run += 1) {
    const result = await autocannon(options());
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    total += result.requests.total;
    if (!best || result.requests.average > best.requests.average) best = result;
  }
  if (!best) throw new Error(`${label}: not measured`);
  return { best, total };
}

/** The bare route's server, measured in turns with each row (see SLICES); its runs' req/s kept. */
interface TBare {
  url: string;
  samples: number[];
}

/** A row's figures, with its ratio to the bare route measured in turns with it. */
interface TPaired extends TMeasured {
  ratio: number;
}

function loadOptions(url: string, body: unknown, seconds: number): autocannon.Options {
  return {
    url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  };
}

/** One route under load for `seconds`: throughput, p99, the answers and the CPU per answer. */
async function measure(url: string, body?: unknown, child?: ChildProcess, seconds = DURATION): Promise<TMeasured> {
  const perAnswer = cpuMeter(child);
  const { best, total } = await bestRun(url, () => loadOptions(url, body, seconds), 1);
  return { rps: best.requests.average, p99: best.latency.p99, total, cpuUs: perAnswer(total) };
}

/**
 * A row measured in turns with the bare route (SLICES runs of each, a bare one first and last): its
 * req/s over all its runs, its ratio to the bare route's over the runs around them, the median of its
 * runs' p99, and its CPU per answer (the row's server idles while the bare route is measured).
 */
async function measurePaired(url: string, body: unknown, child: ChildProcess, bare: TBare): Promise<TPaired> {
  const seconds = DURATION / SLICES;
  const perAnswer = cpuMeter(child);
  const runBare = async () => {
    const { best } = await bestRun(bare.url, () => loadOptions(bare.url, undefined, seconds), 1);
    bare.samples.push(best.requests.average);
    return best.requests.average;
  };
  const bareRps = [await runBare()];
  const rows: autocannon.Result[] = [];
  for (let slice = 0; slice < SLICES; slice += 1) {
    rows.push((await bestRun(url, () => loadOptions(url, body, seconds), 1)).best);
    bareRps.push(await runBare());
  }
  const total = rows.reduce((n, r) => n + r.requests.total, 0);
  const rps = rows.reduce((n, r) => n + r.requests.average, 0) / rows.length;
  const p99s = rows.map((r) => r.latency.p99).sort((x, y) => x - y);
  const bareMean = bareRps.reduce((n, r) => n + r, 0) / bareRps.length;
  return { rps, p99: p99s[Math.floor(p99s.length / 2)] ?? 0, total, cpuUs: perAnswer(total), ratio: rps / bareMean };
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

/** The label of the rows measured on the server as shipped. */
const SHIPPED = ' (as shipped)';
/** The label of the cached reads of a buyer with a home (我的家: `compat` on every card, issue 37). */
const WITH_HOME = ' (buyer with a home)';
/**
 * The same reads by a buyer without one: what a home costs is measured against these, not a visitor's
 * (a signed-in buyer's detail read also records a footprint, which a visitor's does not).
 */
const NO_HOME = ' (buyer without a home)';

/** The catalogue reads, a visitor's, or with `token` (the demo buyer, whose home the demo seeds). */
async function catalogueRows(server: TServer, bare: TBare, label: string, token?: string) {
  const rows: [string, TPaired][] = [];
  for (const [name, urlPath, payload] of [
    ['queryPortalPage page 1', '/product/api/product/queryPortalPage.json', PAGE_ONE],
    ['details', '/product/api/product/details.json', DETAILS],
    ['queryPortalPage 网关', '/product/api/product/queryPortalPage.json', SEARCH],
  ] as const) {
    const body = token ? { ...payload, accessToken: token } : payload;
    // A buyer with a home reads answers with `compat`, one without reads none, or the rows would lie.
    if (token) {
      const hasCompat = JSON.stringify((await post(`${server.url}${urlPath}`, body)).data).includes('"compat"');
      if (hasCompat !== (label === WITH_HOME))
        throw new Error(`${name}${label}: compat ${hasCompat ? 'present' : 'absent'}`);
    }
    await expectOk(`${server.url}${urlPath}`, body);
    rows.push([`${name}${label}`, await measurePaired(`${server.url}${urlPath}`, body, server.child, bare)]);
  }
  return rows;
}

async function post<T>(url: string, body: unknown): Promise<{ status: number; msg: string; data: T; total?: number }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status: number; msg: string; data: T; total?: number };
}

/**
 * Order creation: 50 buyers (one per connection) order one unit of the same standard from the detail
 * page for the whole run. Afterwards the books must balance: orders created = units taken from stock
 * = successful answers, and the stock never goes below zero.
 */
async function orderRow(server: TServer): Promise<[string, Omit<TMeasured, 'total'>]> {
  const { buyers, order } = server;
  if (!buyers?.length || !order) throw new Error('bench server did not prepare buyers');
  const url = `${server.url}/order/order/addOrderFromDetail.json`;
  const body = (i: number) => {
    const buyer = buyers[i % buyers.length];
    return JSON.stringify({
      data: { productId: order.productId, standardId: order.standardId, number: 1, addressId: buyer?.addressId },
      accessToken: buyer?.token,
    });
  };
  const first = await post(url, JSON.parse(body(0)));
  if (first.status !== 200) throw new Error(`addOrderFromDetail: ${first.status} ${first.msg}`);
  const perOrder = cpuMeter(server.child);
  // As the reads: the best of RUNS runs, the books checked once after all of them.
  const { best: result, total } = await bestRun(
    'orders',
    () => {
      let client = 0;
      return {
        url,
        method: 'POST',
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { 'content-type': 'application/json' },
        setupClient: (c) => {
          c.setBody(body(client));
          client += 1;
        },
      };
    },
    RUNS,
  );
  // autocannon stops without waiting for the requests still in flight; the server finishes them
  // after it. Read the books until two readings agree, so a late commit is not taken for a leak.
  const readBooks = async () => {
    let orders = 0;
    for (const buyer of buyers) {
      orders +=
        (
          await post<unknown[]>(`${server.url}/order/order/selectOrders.json`, {
            data: { limit: 1 },
            accessToken: buyer.token,
          })
        ).total ?? 0;
    }
    const stock = await post<{ stock: number }[]>(`${server.url}/product/api/standardStock/getStocks.json`, {
      data: { productId: order.productId },
    });
    const left = stock.data.find((s) => (s as { id?: number }).id === order.standardId)?.stock ?? -1;
    return { orders, left, taken: order.stock - left };
  };
  let books = await readBooks();
  for (let i = 0; i < 10; i += 1) {
    await new Promise((r) => setTimeout(r, 300));
    const again = await readBooks();
    const isSettled = again.orders === books.orders && again.left === books.left;
    books = again;
    if (isSettled) break;
  }
  const { orders, left, taken } = books;
  if (left < 0 || taken !== orders)
    throw new Error(`oversell check failed: ${orders} orders, ${taken} units taken, ${left} left`);
  console.log(`orders: ${orders} created in the run (incl. 1 warm-up), ${taken} units taken from stock, ${left} left`);
  // Measured now, with the books read: a late commit's CPU counts, the read-back's hardly (a few calls).
  const cpuPerOrder = perOrder(total);
  return [
    'addOrderFromDetail (50 buyers, one standard)',
    {
      rps: result.requests.average,
      p99: result.latency.p99,
      cpuUs: cpuPerOrder,
    },
  ];
}

type TRow = { name: string; rps: number; p99: number; ratio: number; cpuUs: number | null };

interface TThroughput {
  database: 'SQLite' | 'PostgreSQL';
  rows: TRow[];
  peakRssMb: number;
}

async function throughput(database: TThroughput['database'], env: Record<string, string>): Promise<TThroughput> {
  // The bare route's server runs beside the others, measured in turns with each row (SLICES); its
  // own row is one run alone (its p99 and CPU per answer) with the req/s of all its runs.
  const bareServer = await start('bare');
  const bare: TBare = { url: bareServer.url, samples: [] };
  const alone = await measure(bare.url, undefined, bareServer.child);
  bare.samples.push(alone.rps);
  const raw: [string, Omit<TMeasured, 'total'> & { ratio?: number }][] = [];

  const mall = await start('mall', env);
  raw.push(['GET /healthz', await measurePaired(`${mall.url}/healthz`, undefined, mall.child, bare)]);
  const profile = { data: {}, accessToken: mall.token };
  await expectOk(`${mall.url}/order/userInfo/selectUsers.json`, profile);
  raw.push([
    'selectUsers (token check + profile)',
    await measurePaired(`${mall.url}/order/userInfo/selectUsers.json`, profile, mall.child, bare),
  ]);
  raw.push(...(await catalogueRows(mall, bare, '')));
  raw.push(...(await catalogueRows(mall, bare, NO_HOME, mall.buyers?.[0]?.token)));
  raw.push(...(await catalogueRows(mall, bare, WITH_HOME, mall.token)));
  raw.push(await orderRow(mall));
  let rss = peakRssMb(mall.child);
  await stopChild(mall.child);

  // The same reads from the server as `npm start` runs it, on the same database; its log counted.
  const logFile = path.join(places.get(mall)?.BENCH_DIR ?? os.tmpdir(), 'shipped.log');
  const shipped = await spawnShipped(places.get(mall) ?? {}, logFile);
  Object.assign(mall, shipped);
  const logged = fs.statSync(logFile).size;
  const shippedRows = await catalogueRows(mall, bare, SHIPPED);
  raw.push(...shippedRows);
  await stopChild(mall.child);
  const lines = fs.readFileSync(logFile, 'utf8').slice(logged).split('\n').length - 1;
  // autocannon's count, and one check per read before it.
  const requests = shippedRows.reduce((n, [, r]) => n + r.total + 1, 0);
  console.log(`the shipped server logged ${lines} lines for about ${requests} requests`);
  await stop(mall);

  // The same catalogue reads straight from the database, for comparison.
  const uncached = await start('mall', { ...env, CATALOGUE_CACHE_MS: '0' });
  raw.push(...(await catalogueRows(uncached, bare, ' (no response cache)')));
  rss = Math.max(rss, peakRssMb(uncached.child));
  await stop(uncached);

  await stop(bareServer);
  const bareRps = bare.samples.reduce((n, r) => n + r, 0) / bare.samples.length;
  raw.unshift(['bare Fastify GET /', { ...alone, rps: bareRps, ratio: 1 }]);

  const rows = raw.map(([name, r]) => ({
    name,
    rps: Math.round(r.rps),
    p99: r.p99,
    // A row measured in turns has its own ratio; order creation's is to the bare route's mean.
    ratio: Number((r.ratio ?? r.rps / bareRps).toFixed(2)),
    cpuUs: r.cpuUs,
  }));
  return { database, rows, peakRssMb: rss };
}

interface TMetricsCost {
  route: string;
  off: { rps: number; p99: number; cpuUs: number };
  on: { rps: number; p99: number; cpuUs: number };
  /** CPU time per request added by METRICS=true, in % of the time without. */
  costPct: number;
}

/** CPU time (user + system) a child process has used so far, in µs; 0 where /proc is missing. */
function cpuUs(child: ChildProcess): number {
  try {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

/**
 * Starts counting a child's CPU time; the answer is its CPU per answer since then, in µs to 0.1
 * (null without a child, without /proc, or when nothing was answered).
 */
function cpuMeter(child: ChildProcess | undefined): (answers: number) => number | null {
  const before = child ? cpuUs(child) : 0;
  return (answers) =>
    child && before > 0 && answers > 0 ? Number(((cpuUs(child) - before) / answers).toFixed(1)) : null;
}

/**
 * What METRICS=true costs a cached catalogue read (the cheapest answer, so the per-request histogram
 * observe weighs most): two servers on one SQLite database, metrics off and on, measured in turns
 * (five rounds, each measuring both, in alternating order). Throughput on a shared 2-core machine swings by a third between runs of
 * the same server, far more than the cost looked for, so the cost is the server's CPU time per answer,
 * compared within each round (the two runs seconds apart) and the median of the five taken; req/s
 * (best run of each side) are shown too. Still noisy while other work shares the machine.
 */
async function metricsCost(): Promise<TMetricsCost> {
  const ROUNDS = 5;
  const place = { BENCH_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-')) };
  const seeded = await spawnBench('seed', place);
  await new Promise((r) => (seeded.child.exitCode === null ? seeded.child.once('exit', r) : r(null)));
  const off: TServer = await spawnMall(place);
  const on: TServer = await spawnMall(place, { METRICS: 'true' });
  places.set(on, place);
  const route = '/product/api/product/details.json';
  for (const server of [off, on]) await expectOk(`${server.url}${route}`, DETAILS);
  const scrape = await (await fetch(`${on.url}/metrics`)).text();
  if (!scrape.includes(`call="${route}"`)) throw new Error('METRICS=true: /metrics does not show the measured call');
  type TRun = { rps: number; p99: number; cpuUs: number };
  const runs: Record<'off' | 'on', TRun[]> = { off: [], on: [] };
  const run = async (server: TServer): Promise<TRun> => {
    const r = await measure(`${server.url}${route}`, DETAILS, server.child);
    if (r.cpuUs === null) throw new Error("METRICS=true: the servers' CPU time cannot be read (/proc)");
    return { rps: r.rps, p99: r.p99, cpuUs: r.cpuUs };
  };
  // Warm both (JIT, caches) before measuring, and swap which goes first each round: whatever the
  // machine does between the two runs of a round falls on each side alike.
  await Promise.all([off, on].map((server) => measure(`${server.url}${route}`, DETAILS, undefined, 2)));
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round % 2 === 0) {
      runs.off.push(await run(off));
      runs.on.push(await run(on));
    } else {
      runs.on.push(await run(on));
      runs.off.push(await run(off));
    }
  }
  await stop(off);
  await stop(on);
  const best = (xs: TRun[]) => ({
    rps: Math.round(Math.max(...xs.map((x) => x.rps))),
    p99: Math.min(...xs.map((x) => x.p99)),
    cpuUs: Number(Math.min(...xs.map((x) => x.cpuUs)).toFixed(1)),
  });
  const [offBest, onBest] = [best(runs.off), best(runs.on)];
  const paired = runs.on.map((r, i) => (r.cpuUs / (runs.off[i]?.cpuUs ?? r.cpuUs) - 1) * 100).sort((a, b) => a - b);
  const costPct = Number((paired[Math.floor(ROUNDS / 2)] ?? 0).toFixed(1));
  const all = (xs: TRun[], key: 'rps' | 'cpuUs') => xs.map((x) => Math.round(x[key])).join('/');
  console.log(
    `metrics: ${route} cached: off ${all(runs.off, 'rps')} req/s, ${all(runs.off, 'cpuUs')} µs CPU each; ` +
      `on ${all(runs.on, 'rps')} req/s, ${all(runs.on, 'cpuUs')} µs CPU each: cost ${costPct} %`,
  );
  return { route: `${route} (cached, SQLite)`, off: offBest, on: onBest, costPct };
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface TPage {
  name: string;
  url: string;
  jsKb: number;
  jsFiles: number;
  lighthouse: {
    score: number;
    lcpMs: number;
    cls: number;
    tbtMs: number;
    fcpMs: number;
    /** Lighthouse's accessibility score (axe-core in the page), the lowest of the runs. */
    accessibility: number;
    runs: number[];
    /** Each run's LCP, in the order of `runs`. */
    lcpRuns: number[];
  } | null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The built app served as in production (compression, pre-compressed assets), with the demo shop. */
async function startWebServer(): Promise<{ url: string; child: ChildProcess; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-web-'));
  const server = await spawnBuiltServer(
    {
      DATABASE_URL: path.join(dir, 'mall.db'),
      DATA_DIR: dir,
      WEB_DIST: path.join(root, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
    'inherit',
  );
  return { ...server, dir };
}

const CHROME_FLAGS = CHROMIUM_FLAGS;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** First screens whose performance and LCP targets hold for every run, not the median (issue 36). */
const EVERY_RUN = new Set(['list']);

/**
 * The server makes an image's sized copy on its first request and keeps it (features/image): a shop
 * has made its first screens' pictures once its first visitor came by. One request for the page's
 * main picture (as its HTML names it), so the runs measure a cold browser, not a just-deployed shop.
 */
async function warmPicture(url: string): Promise<void> {
  const html = await (await fetch(url)).text();
  const href = /<link rel="preload" as="image"[^>]*href="([^"]+)"/
    .exec(html)?.[1]
    ?.replace(/&#(\d+);/g, (_m, c) => String.fromCharCode(Number(c)));
  if (href) await (await fetch(new URL(href, url), { headers: { accept: 'image/avif,image/webp,*/*' } })).arrayBuffer();
}

/**
 * Lighthouse mobile (its default: a mid-range phone on slow 4G, simulated), median run by score, with
 * each run's score and LCP; its accessibility audits in the same runs (they run after the load).
 */
async function lighthouseRuns(url: string): Promise<TPage['lighthouse']> {
  const runs: { score: number; lcpMs: number; cls: number; tbtMs: number; fcpMs: number; accessibility: number }[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error',
        output: 'json',
      });
      const lhr = result?.lhr;
      // A run that failed (the page did not load in time, a protocol error) has no score: left out.
      if (!lhr || lhr.runtimeError || lhr.categories.performance?.score == null) {
        console.log(`   a Lighthouse run failed: ${lhr?.runtimeError?.message ?? 'no result'}`);
        continue;
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        tbtMs: Math.round(audit('total-blocking-time')),
        fcpMs: Math.round(audit('first-contentful-paint')),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      });
    } finally {
      await chrome.kill();
    }
  }
  if (!runs.length) return null;
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)] ?? sorted[0]!;
  return {
    ...median,
    accessibility: Math.min(...runs.map((r) => r.accessibility)),
    runs: runs.map((r) => r.score),
    lcpRuns: runs.map((r) => r.lcpMs),
  };
}

async function pages(): Promise<TPage[]> {
  console.log('== building the web app');
  const built = spawnSync('npm', ['run', 'build', '-w', '@mall/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error('building the web app failed');
  const { screens } = manifestWeights();
  const server = await startWebServer();
  try {
    const out: TPage[] = [];
    for (const screen of firstScreens()) {
      const weight = screens.find((s) => s.name === screen.name);
      const url = `${server.url}${encodeURI(screen.visit)}`;
      console.log(`== Lighthouse ${screen.name} (${url}) × ${LIGHTHOUSE_RUNS}`);
      await warmPicture(url);
      out.push({
        name: screen.name,
        url: screen.visit,
        jsKb: Math.round((weight?.bytes ?? 0) / 1024),
        jsFiles: weight?.files.length ?? 0,
        lighthouse: await lighthouseRuns(url),
      });
    }
    return out;
  } finally {
    running.delete(server.child);
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    fs.rmSync(server.dir, { recursive: true, force: true });
  }
}

/** Conversation sockets: one publish reaches all of them (DESIGN-OPERATE §J). */
const CHAT_ROUNDS = 100;
const CHAT_EVERY_MS = 20;

interface TChatBench {
  hub: 'in-process' | 'Redis';
  sockets: number;
  frames: number;
  deliveries: number;
  p50Ms: number;
  p99Ms: number;
  /** Server RSS growth from opening the sockets, per socket (after a full GC; noisy: pages come and go). */
  rssPerSocketKb: number;
  /** Server JS heap + external + buffers growth per socket (after a full GC): what the sockets hold. */
  heapPerSocketKb: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0;
}

async function serverMemory(url: string): Promise<{ rss: number; heap: number }> {
  const res = await fetch(`${url}/__bench/rss`);
  return (await res.json()) as { rss: number; heap: number };
}

/**
 * Opens one signed-in socket per bench buyer on one server, then has the server publish CHAT_ROUNDS
 * frames to all of them (one every CHAT_EVERY_MS); each frame carries its send time and this process
 * notes when it arrives (same machine, same clock).
 */
async function chatFanOut(hub: TChatBench['hub'], url: string, tokens: string[]): Promise<TChatBench> {
  const wsUrl = `${url.replace(/^http/, 'ws')}${CHAT_WS_PATH}`;
  const latencies: number[] = [];
  // The first reading's GC sweeps what start-up left; the second is the baseline.
  await serverMemory(url);
  const before = await serverMemory(url);
  const sockets = await Promise.all(
    tokens.map(
      (token) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(wsUrl);
          ws.once('error', reject);
          ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
          ws.on('message', (data) => {
            const now = performance.timeOrigin + performance.now();
            const frame = JSON.parse(String(data)) as { type: string; message?: { sentAt: number } };
            if (frame.type === 'ready') resolve(ws);
            else if (frame.message) latencies.push(now - frame.message.sentAt);
          });
        }),
    ),
  );
  const after = await serverMemory(url);
  const res = await fetch(`${url}/__bench/chat/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rounds: CHAT_ROUNDS, everyMs: CHAT_EVERY_MS }),
  });
  if (!res.ok) throw new Error(`chat publish answered ${res.status}`);
  const expected = CHAT_ROUNDS * sockets.length;
  for (let i = 0; i < 50 && latencies.length < expected; i++) await new Promise((r) => setTimeout(r, 100));
  await Promise.all(
    sockets.map((ws) => {
      const closed = new Promise((r) => ws.once('close', r));
      ws.close();
      return closed;
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  return {
    hub,
    sockets: sockets.length,
    frames: CHAT_ROUNDS,
    deliveries: latencies.length,
    p50Ms: Number(percentile(sorted, 50).toFixed(2)),
    p99Ms: Number(percentile(sorted, 99).toFixed(2)),
    rssPerSocketKb: Math.round((after.rss - before.rss) / sockets.length / 1024),
    heapPerSocketKb: Math.round((after.heap - before.heap) / sockets.length / 1024),
  };
}

async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(String(data).startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** One server process with two apps on one database: the in-process hub and, when Redis answers, Redis's. */
async function chatBench(): Promise<TChatBench[]> {
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const hasRedis = await redisAnswers(redisUrl);
  if (!hasRedis) console.log(`== Redis at ${redisUrl} does not answer: its chat row is skipped`);
  const server = (await spawnBench('chat', hasRedis ? { BENCH_REDIS_URL: redisUrl } : {})) as TServer & {
    urls: { inProcess: string; redis?: string };
    tokens: string[];
  };
  try {
    console.log('== conversations: fan-out to 200 sockets, in process');
    const out = [await chatFanOut('in-process', server.urls.inProcess, server.tokens)];
    if (server.urls.redis) {
      console.log('== conversations: fan-out to 200 sockets, through Redis');
      out.push(await chatFanOut('Redis', server.urls.redis, server.tokens));
    }
    return out;
  } finally {
    await stop(server);
  }
}

function chatMarkdown(rows: TChatBench[], meta: Record<string, string | number>): string {
  const lines = [
    `Measured ${meta.date} at ${meta.commit} on ${meta.machine}; ${CHAT_ROUNDS} frames, one every ${CHAT_EVERY_MS} ms, each to every socket.`,
    '',
    '| conversations hub | sockets | deliveries | fan-out p50 | fan-out p99 | server RSS per socket | heap per socket |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.hub} | ${r.sockets} | ${r.deliveries} / ${r.frames * r.sockets} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.rssPerSocketKb} kB | ${r.heapPerSocketKb} kB |`,
    );
  }
  return lines.join('\n');
}

/** Each performance target (DESIGN.md §5) with the figure that meets or misses it. */
function targets(results: {
  throughput: TThroughput[];
  pages: TPage[];
  metrics?: TMetricsCost;
}): { target: string; value: string; met: boolean }[] {
  const out: { target: string; value: string; met: boolean }[] = [];
  if (results.metrics) {
    out.push({
      target: 'METRICS=true costs a cached catalogue read < 5 % (CPU time per answer)',
      value: `${results.metrics.costPct} %`,
      met: results.metrics.costPct < 5,
    });
  }
  for (const t of results.throughput) {
    const sqlite = t.database === 'SQLite';
    const [cachedMin, rawMin] = sqlite ? [0.5, 0.1] : [0.3, 0.05];
    // The server as `npm start` runs it (issue 36): web app, demo, default logging.
    const shippedMin = sqlite ? 0.45 : 0.3;
    for (const read of ['queryPortalPage page 1', 'queryPortalPage 网关', 'details']) {
      const cached = t.rows.find((r) => r.name === read);
      const shipped = t.rows.find((r) => r.name === `${read}${SHIPPED}`);
      const raw = t.rows.find((r) => r.name === `${read} (no response cache)`);
      if (cached) {
        out.push({
          target: `${t.database}: ${read}, cached ≥ ${cachedMin} of bare`,
          value: String(cached.ratio),
          met: cached.ratio >= cachedMin,
        });
        out.push({
          target: `${t.database}: ${read}, cached p99 < 20 ms`,
          value: `${cached.p99} ms`,
          met: cached.p99 < 20,
        });
      }
      const withHome = t.rows.find((r) => r.name === `${read}${WITH_HOME}`);
      const noHome = t.rows.find((r) => r.name === `${read}${NO_HOME}`);
      if (noHome && withHome) {
        // 我的家 (issue 37): answers with `compat` cost a cached read at most 10 %.
        const share = withHome.rps / noHome.rps;
        out.push({
          target: `${t.database}: ${read}, cached for a buyer with a home ≥ 90 % of one without`,
          value: `${Math.round(share * 100)} %`,
          met: share >= 0.9,
        });
      }
      if (shipped)
        out.push({
          target: `${t.database}: ${read}, cached as shipped ≥ ${shippedMin} of bare`,
          value: String(shipped.ratio),
          met: shipped.ratio >= shippedMin,
        });
      if (raw)
        out.push({
          target: `${t.database}: ${read}, uncached ≥ ${rawMin} of bare`,
          value: String(raw.ratio),
          met: raw.ratio >= rawMin,
        });
    }
    const order = t.rows.find((r) => r.name.startsWith('addOrderFromDetail'));
    if (order) {
      out.push({
        target: `${t.database}: order creation ≥ 500/s (50 buyers)`,
        value: `${order.rps}/s`,
        met: order.rps >= 500,
      });
      out.push({
        target: `${t.database}: order creation p99 < 150 ms`,
        value: `${order.p99} ms`,
        met: order.p99 < 150,
      });
    }
    out.push({
      target: `${t.database}: one server process ≤ 200 MB RSS`,
      value: `${t.peakRssMb} MB`,
      met: t.peakRssMb > 0 && t.peakRssMb <= 200,
    });
  }
  for (const p of results.pages) {
    out.push({
      target: `${p.name}: JS ≤ ${TARGET_KB} kB (ceiling ${JS_CEILING_KB[p.name]} kB)`,
      value: `${p.jsKb} kB`,
      met: p.jsKb <= TARGET_KB,
    });
    const lh = p.lighthouse;
    if (!lh) {
      out.push({ target: `${p.name}: Lighthouse`, value: 'no run', met: false });
      continue;
    }
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    if (EVERY_RUN.has(p.name)) {
      // Every run must pass, not only the median (issue 36: the list's LCP).
      out.push({
        target: `${p.name}: Lighthouse mobile performance ≥ 90, every run`,
        value: `runs ${lh.runs.join('/')}`,
        met: lh.runs.length === LIGHTHOUSE_RUNS && lh.runs.every((score) => score >= 90),
      });
      out.push({
        target: `${p.name}: LCP ≤ 2.5 s, every run`,
        value: `runs ${lh.lcpRuns.map(seconds).join('/')} s`,
        met: lh.lcpRuns.length === LIGHTHOUSE_RUNS && lh.lcpRuns.every((ms) => ms <= 2500),
      });
    } else {
      out.push({
        target: `${p.name}: Lighthouse mobile performance ≥ 90`,
        value: `${lh.score} (runs ${lh.runs.join('/')})`,
        met: lh.score >= 90,
      });
      out.push({ target: `${p.name}: LCP ≤ 2.5 s`, value: `${seconds(lh.lcpMs)} s`, met: lh.lcpMs <= 2500 });
    }
    out.push({ target: `${p.name}: CLS ≤ 0.1`, value: String(lh.cls), met: lh.cls <= 0.1 });
    out.push({ target: `${p.name}: TBT ≤ 200 ms`, value: `${lh.tbtMs} ms`, met: lh.tbtMs <= 200 });
    out.push({
      target: `${p.name}: Lighthouse accessibility ≥ 98`,
      value: String(lh.accessibility),
      met: lh.accessibility >= 98,
    });
  }
  return out;
}

function markdown(results: {
  throughput: TThroughput[];
  pages: TPage[];
  metrics?: TMetricsCost;
  meta: Record<string, string | number>;
}): string {
  const lines: string[] = [];
  lines.push(
    `Measured ${results.meta.date} at ${results.meta.commit} on ${results.meta.machine}; autocannon -c ${CONNECTIONS} -d ${DURATION}, each ratio's row in ${SLICES} runs taken in turns with the bare route's.`,
  );
  lines.push('');
  lines.push('| target | measured | met |');
  lines.push('| --- | --- | :---: |');
  for (const t of targets(results)) lines.push(`| ${t.target} | ${t.value} | ${t.met ? 'yes' : '**no**'} |`);
  for (const t of results.throughput) {
    lines.push('');
    lines.push(`${t.database} (peak RSS ${t.peakRssMb} MB):`);
    lines.push('');
    lines.push('| route | req/s | p99 ms | ratio to bare | server CPU µs per answer |');
    lines.push('| --- | ---: | ---: | ---: | ---: |');
    for (const r of t.rows)
      lines.push(`| ${r.name} | ${r.rps} | ${r.p99} | ${r.ratio.toFixed(2)} | ${r.cpuUs ?? '–'} |`);
  }
  const m = results.metrics;
  if (m) {
    lines.push('');
    lines.push(
      `METRICS=true on ${m.route}: ${m.off.cpuUs} → ${m.on.cpuUs} µs CPU per answer (cost ${m.costPct} %), ` +
        `${m.off.rps} → ${m.on.rps} req/s, p99 ${m.off.p99} → ${m.on.p99} ms.`,
    );
  }
  if (results.pages.length) {
    lines.push('');
    lines.push('| first screen | JS (brotli) | files | Lighthouse | LCP | FCP | TBT | CLS | accessibility |');
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const p of results.pages) {
      const lh = p.lighthouse;
      lines.push(
        lh
          ? `| ${p.name} | ${p.jsKb} kB | ${p.jsFiles} | ${lh.score} | ${(lh.lcpMs / 1000).toFixed(1)} s | ${(lh.fcpMs / 1000).toFixed(1)} s | ${lh.tbtMs} ms | ${lh.cls} | ${lh.accessibility} |`
          : `| ${p.name} | ${p.jsKb} kB | ${p.jsFiles} | – | – | – | – | – | – |`,
      );
    }
  }
  return lines.join('\n');
}

const README_START = '<!-- bench:start -->';
const README_END = '<!-- bench:end -->';
const README_CHAT_START = '<!-- bench-chat:start -->';
const README_CHAT_END = '<!-- bench-chat:end -->';

function replaceBlock(readme: string, start: string, end: string, body: string): string {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} block`);
  return `${readme.slice(0, from + start.length)}\n${body}\n${readme.slice(to)}`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  const results = {
    meta: {
      date: new Date().toISOString().slice(0, 16).replace('T', ' '),
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(),
      machine: `${os.cpus().length} cores, node ${process.version}`,
      seconds: DURATION,
      connections: CONNECTIONS,
    },
    throughput: [] as TThroughput[],
    pages: [] as TPage[],
    metrics: undefined as TMetricsCost | undefined,
    chat: [] as TChatBench[],
  };
  if (only !== 'chat') buildServer();
  if (!only || only === 'throughput') {
    ensureWebBuild();
    console.log('== throughput on SQLite');
    results.throughput.push(await throughput('SQLite', {}));
    const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    if (await postgresAnswers(pgUrl)) {
      console.log('== throughput on PostgreSQL');
      results.throughput.push(await throughput('PostgreSQL', { BENCH_DATABASE_URL: pgUrl }));
    } else {
      console.log(`== PostgreSQL at ${pgUrl} does not answer: its rows are skipped`);
    }
  }
  if (!only || only === 'metrics') {
    console.log('== cost of METRICS=true');
    results.metrics = await metricsCost();
  }
  if (!only || only === 'pages') results.pages = await pages();
  if (!only || only === 'chat') results.chat = await chatBench();

  const table = markdown(results);
  const chatTable = chatMarkdown(results.chat, results.meta);
  if (only !== 'chat') console.log(`\n${table}`);
  if (results.chat.length) console.log(`\n${chatTable}`);
  const dir = path.join(root, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const json = `${JSON.stringify({ ...results, targets: targets(results) }, null, 2)}\n`;
  const stamp = `${new Date().toISOString().slice(0, 10)}-${results.meta.commit}`;
  fs.writeFileSync(path.join(dir, `${stamp}${only ? `-${only}` : ''}.json`), json);
  if (!only) fs.writeFileSync(path.join(dir, 'latest.json'), json);
  if (args.includes('--write-readme')) {
    const readmePath = path.join(root, 'README.md');
    let readme = fs.readFileSync(readmePath, 'utf8');
    // `--only chat` rewrites the conversations block alone; the other figures stay as last measured.
    if (only !== 'chat') readme = replaceBlock(readme, README_START, README_END, table);
    if (results.chat.length) readme = replaceBlock(readme, README_CHAT_START, README_CHAT_END, chatTable);
    fs.writeFileSync(readmePath, readme);
    console.log('README.md: the Performance table is updated');
  }
}

main().catch((err) => {
  console.error(err);
  for (const child of running) child.kill('SIGTERM');
  process.exit(1);
});
