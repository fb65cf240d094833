import net from 'node:net';
import type { TPayNotify } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { Histogram, Registry } from 'prom-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startJob } from '../plugins/feature.js';
import { describeEachDb, memoryApp } from '../test/helper.js';
import { RequestHistogram } from './metrics.js';
import { enqueueNotify } from './payment/notify-outbox.js';

const NEWS_HOME = '/news/api/home.json';

async function scrape(app: FastifyInstance): Promise<{ code: number; type: string; text: string }> {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  return { code: res.statusCode, type: String(res.headers['content-type']), text: res.body };
}

/** The value of one sample line (`name{labels} value`), or undefined when the line is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describeEachDb(
  'GET /metrics',
  (ctx, dialect) => {
    it('shows request durations by call pattern and HTTP status after a small load', async () => {
      for (let i = 0; i < 3; i++) expect((await ctx.call(NEWS_HOME, {})).status).toBe(200);
      const missing = await ctx.app.inject({ method: 'GET', url: '/no/such/path?id=42' });
      expect(missing.statusCode).toBe(404);

      const { code, type, text } = await scrape(ctx.app);
      expect(code).toBe(200);
      expect(type).toContain('text/plain');
      const home = 'mall_http_request_duration_seconds_count{method="POST",call="/news/api/home.json",status="200"}';
      expect(sample(text, home)).toBe(3);
      // The raw URL never becomes a label: unknown paths share one series.
      expect(sample(text, 'mall_http_request_duration_seconds_count{method="GET",call="unmatched",status="404"}')).toBe(
        1,
      );
      expect(text).not.toContain('/no/such/path');
      expect(text).toContain('le="0.005",method="POST",call="/news/api/home.json",status="200"');
    });

    it('reports the database pool, the password-hash queue, the payment backlog and the process', async () => {
      const { text } = await scrape(ctx.app);
      const total = sample(text, 'mall_db_pool_connections{state="total"}') ?? 0;
      if (dialect === 'sqlite') expect(total).toBe(1);
      else expect(total).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'mall_db_pool_connections{state="waiting"}')).toBe(0);
      expect(sample(text, 'mall_password_hash_queue')).toBe(0);
      expect(sample(text, 'mall_password_hash_rejected_total')).toBe(0);
      expect(sample(text, 'mall_payment_notify_backlog')).toBe(0);
      for (const name of [
        'nodejs_eventloop_lag_seconds',
        'nodejs_heap_size_used_bytes',
        'process_cpu_user_seconds_total',
      ]) {
        expect(text).toContain(`# TYPE ${name} `);
      }

      // A notify the shop has not taken yet is backlog until it is delivered.
      const notify = { paymentNo: `PAY${'0'.repeat(32)}` } as TPayNotify;
      await enqueueNotify(ctx.app.deps.db, notify);
      expect(sample((await scrape(ctx.app)).text, 'mall_payment_notify_backlog')).toBe(1);
      await ctx.app.deps.db.deleteFrom('payment_notifies').execute();
    });
  },
  { METRICS: 'true' },
);

describe('metrics of the job runner and the response cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts job runs by outcome and how far a job is behind its schedule', async () => {
    const app = await memoryApp({ METRICS: 'true' });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    let fail = false;
    let ran: () => void = () => {};
    const job = {
      name: 'test-job',
      everySeconds: () => 60,
      run: async () => {
        ran();
        if (fail) throw new Error('boom');
        return {};
      },
    };
    const stop = startJob(app, job);
    const runOnce = async () => {
      const done = new Promise<void>((resolve) => {
        ran = resolve;
      });
      vi.advanceTimersByTime(60_000);
      await done;
      // The runner records the outcome in the run's then/catch, within this turn's microtasks.
      await new Promise((resolve) => setImmediate(resolve));
    };
    await runOnce();
    fail = true;
    await runOnce();
    // Half an interval later: the next run is not yet due, but the last success is 90 s old.
    vi.advanceTimersByTime(30_000);
    stop();
    const { text } = await scrape(app);
    expect(sample(text, 'mall_job_runs_total{task="test-job",result="ok"}')).toBe(1);
    expect(sample(text, 'mall_job_runs_total{task="test-job",result="error"}')).toBe(1);
    // The last success ended 90 s (fake time) ago; the task runs every 60 s: 30 s behind.
    expect(sample(text, 'mall_job_lag_seconds{task="test-job"}')).toBe(30);
    await app.close();
  });

  it('counts cache misses and hits of cached public calls', async () => {
    const app = await memoryApp({ METRICS: 'true', CATALOGUE_CACHE_MS: '60000' });
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ method: 'POST', url: NEWS_HOME, payload: { data: {} } });
      expect(res.json().status).toBe(200);
    }
    const { text } = await scrape(app);
    expect(sample(text, 'mall_response_cache_requests_total{result="miss"}')).toBe(1);
    expect(sample(text, 'mall_response_cache_requests_total{result="hit"}')).toBe(2);
    await app.close();
  });
});

describe('the request histogram', () => {
  it("writes what prom-client's own Histogram writes for the same observations, and resets", async () => {
    const config = { name: 'h', help: 'request time', buckets: [0.005, 0.05, 0.5] };
    const [ours, theirs] = [new Registry(), new Registry()];
    const fast = new RequestHistogram({ ...config, registers: [ours] });
    const reference = new Histogram({ ...config, labelNames: ['method', 'call', 'status'], registers: [theirs] });
    const observations: [string, string, number, number][] = [
      ['POST', '/a.json', 200, 0.001],
      ['POST', '/a.json', 200, 0.005],
      ['POST', '/a.json', 200, 0.3],
      ['GET', 'unmatched', 404, 2],
      ['POST', '/a.json', 500, 0.05],
    ];
    for (const [method, call, status, seconds] of observations) {
      fast.observeRequest(method, call, status, seconds);
      reference.observe({ method, call, status: String(status) }, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
    ours.resetMetrics();
    expect(await ours.metrics()).not.toContain('h_count');
  });
});

describe('where /metrics is served', () => {
  it('is an unknown path (404 envelope) while METRICS is off', async () => {
    const app = await memoryApp();
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404 });
    await app.close();
  });

  it('answers only on METRICS_PORT when that is set, and the port closes with the app', async () => {
    const port = await freePort();
    const app = await memoryApp({ METRICS: 'true', METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' });
    await app.ready();
    const pub = await app.inject({ method: 'GET', url: '/metrics' });
    expect(pub.statusCode).toBe(404);
    expect(pub.json()).toMatchObject({ status: 404 });

    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    // The public request above was measured, as unmatched.
    expect(sample(text, 'mall_http_request_duration_seconds_count{method="GET",call="unmatched",status="404"}')).toBe(
      1,
    );
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);

    await app.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
