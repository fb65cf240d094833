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
  buyers?: { token: string; addressId: number }[];
  order?: { productId: number; standardId: number; stock: number };
  child: ChildProcess;
}

/** Servers still running: a failing run stops them too instead of leaving them behind. */
const running = new Set<ChildProcess>();

function start(kind: 'bare' | 'mall', env: Record<string, string> = {}): Promise<TServer> {
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
async function orderRow(server: TServer): Promise<[string, { rps: number; p99: number }]> {
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
  let client = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'content-type': 'application/json' },
    setupClient: (c) => {
      c.setBody(body(client));
      client += 1;
    },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`orders: ${result.non2xx} non-2xx, ${result.errors} errors`);
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
  return ['addOrderFromDetail (50 buyers, one standard)', { rps: result.requests.average, p99: result.latency.p99 }];
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
  rows.push(await orderRow(mall));
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
  for (const child of running) child.kill('SIGTERM');
  process.exit(1);
});
