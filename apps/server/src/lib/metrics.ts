import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics (DESIGN-OPERATE §E). The names are a contract with the deploy docs and the alert
 * rules: keep them. Each app has a registry of its own (tests build many apps in one process);
 * prom-client's global registry is never used.
 *
 * The counters are fed by hooks the app passes at construction (the response cache, the password
 * pool, the job runner); the gauges are read when Prometheus scrapes.
 */
export interface AppMetrics {
  /** A response-cache lookup: a hit answered without computing (a stored answer, or one being computed). */
  cacheLookup(result: 'hit' | 'miss'): void;
  /** A password hash refused with 429 because the pool's queue was full. */
  passwordHashRejected(): void;
  /** A periodic job (plugins/feature.ts startJob) is scheduled on this instance, every `seconds`. */
  jobScheduled(job: string, seconds: number): void;
  /** One run of a job ended. */
  jobRun(job: string, result: 'ok' | 'error'): void;
}

/** Metrics off (METRICS unset): every hook does nothing. */
export const NO_METRICS: AppMetrics = {
  cacheLookup() {},
  passwordHashRejected() {},
  jobScheduled() {},
  jobRun() {},
};

/** A gauge a feature computes at scrape (TFeature.gauges): a count its own tables answer. */
export interface TScrapedGauge {
  /** The metric name (`mall_…`). */
  name: string;
  help: string;
  read(now: number): Promise<number>;
}

/** What the app lends the metrics to read at scrape. */
export interface TMetricSources {
  /** PostgreSQL's pool; absent on SQLite (one connection, always there: reported as 1 total). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Password hashes waiting for a worker thread. */
  passwordQueue(): number;
  gauges: readonly TScrapedGauge[];
}

export interface PrometheusMetrics extends AppMetrics {
  registry: Registry;
  /** Adds the request histogram and the scrape-time gauges, and serves `/metrics` (see serveMetrics). */
  install(app: FastifyInstance, sources: TMetricSources, port?: { port: number; host: string }): void;
}

export function prometheusMetrics(): PrometheusMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Counted in plain numbers on the request path, handed to the counter when Prometheus scrapes
  // (a labelled inc hashes its labels each time: a cost on every cached catalogue answer).
  const lookups = { hit: 0, miss: 0 };
  new Counter({
    name: 'mall_response_cache_requests_total',
    help: 'Lookups of the public-answer cache (catalogue reads); hit: answered without computing it again.',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset();
      for (const result of ['hit', 'miss'] as const) this.inc({ result }, lookups[result]);
    },
  });
  const rejected = new Counter({
    name: 'mall_password_hash_rejected_total',
    help: 'Password hashes refused with 429 because the hash queue was full.',
    registers: [registry],
  });
  // The label is `task`, not `job`: Prometheus sets `job` on every series itself (the scrape job).
  const jobRuns = new Counter({
    name: 'mall_job_runs_total',
    help: 'Runs of periodic jobs (tasks) on this instance, by task and outcome.',
    labelNames: ['task', 'result'],
    registers: [registry],
  });
  // When each task last ended well (or was scheduled, before its first success), and its interval: read at scrape.
  const schedule = new Map<string, { lastOk: number; everyMs: number }>();
  new Gauge({
    name: 'mall_job_lag_seconds',
    help:
      'Seconds a periodic task is behind its schedule on this instance: time since its last successful run ' +
      'ended (since it was scheduled, before the first) minus its interval, never below 0. Above 0 for long ' +
      'means it fails or hangs.',
    labelNames: ['task'],
    registers: [registry],
    collect() {
      const now = Date.now();
      for (const [task, { lastOk, everyMs }] of schedule) {
        this.set({ task }, Math.max(0, now - lastOk - everyMs) / 1000);
      }
    },
  });
  rejected.inc(0);
  return {
    registry,
    cacheLookup: (result) => {
      lookups[result] += 1;
    },
    passwordHashRejected: () => rejected.inc(),
    jobScheduled(task, seconds) {
      schedule.set(task, { lastOk: Date.now(), everyMs: seconds * 1000 });
      for (const result of ['ok', 'error']) jobRuns.inc({ task, result }, 0);
    },
    jobRun(task, result) {
      jobRuns.inc({ task, result });
      const entry = schedule.get(task);
      if (result === 'ok' && entry) entry.lastOk = Date.now();
    },
    install(app, sources, port) {
      installRequestHistogram(app, registry);
      installScrapedGauges(registry, sources);
      if (port) serveOnPort(app, registry, port);
      else app.get('/metrics', { logLevel: 'warn' }, async (_req, reply) => sendMetrics(registry, reply));
    },
  };
}

type TRequestLabel = 'method' | 'call' | 'status';

/** One series of the request histogram: counts per bucket (not cumulative; the last is +Inf), sum, count. */
interface TRequestSeries {
  labels: Record<TRequestLabel, string>;
  counts: Float64Array;
  sum: number;
  count: number;
}

/**
 * The request histogram, cheap enough to observe on every answer. prom-client's own observe checks
 * and hashes the label object on each call (about a microsecond, a few percent of a cached catalogue
 * answer); here a series is found once by its key and an observation is a bucket search and three
 * additions. It is still a prom-client Histogram for the registry (name, help, type, reset) and writes
 * the same exposition (histogram.test in metrics.test.ts compares the two).
 */
export class RequestHistogram extends Histogram<TRequestLabel> {
  private readonly config: { name: string; help: string };
  private readonly bounds: readonly number[];
  private readonly series = new Map<string, TRequestSeries>();

  constructor(config: { name: string; help: string; buckets: number[]; registers: Registry[] }) {
    super({ ...config, labelNames: ['method', 'call', 'status'] });
    this.config = { name: config.name, help: config.help };
    this.bounds = [...config.buckets].sort((a, b) => a - b);
  }

  /** Adds one observation (seconds) to the series of these labels. */
  observeRequest(method: string, call: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${call}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        labels: { method, call, status: String(status) },
        counts: new Float64Array(this.bounds.length + 1),
        sum: 0,
        count: 0,
      };
      this.series.set(key, series);
    }
    let i = 0;
    while (i < this.bounds.length && seconds > (this.bounds[i] as number)) i += 1;
    series.counts[i] = (series.counts[i] as number) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  override reset(): void {
    super.reset();
    this.series?.clear();
  }

  /** What the registry formats (prom-client's Histogram shape: cumulative buckets, then sum and count). */
  async getForPromString() {
    const { name, help } = this.config;
    const values: {
      labels: Record<string, string | number>;
      sharedLabels?: Record<string, string>;
      value: number;
      metricName: string;
      exemplar?: null;
    }[] = [];
    for (const { labels, counts, sum, count } of this.series.values()) {
      let total = 0;
      this.bounds.forEach((le, i) => {
        total += counts[i] as number;
        values.push({
          labels: { le },
          sharedLabels: labels,
          value: total,
          metricName: `${name}_bucket`,
          exemplar: null,
        });
      });
      values.push({
        labels: { le: '+Inf' },
        sharedLabels: labels,
        value: count,
        metricName: `${name}_bucket`,
        exemplar: null,
      });
      values.push({ labels: {}, sharedLabels: labels, value: sum, metricName: `${name}_sum` });
      values.push({ labels: {}, sharedLabels: labels, value: count, metricName: `${name}_count` });
    }
    return { name, help, type: 'histogram' as const, values, aggregator: 'sum' as const };
  }

  override async get() {
    const data = await this.getForPromString();
    const values = data.values.map(({ labels, sharedLabels, ...rest }) => ({
      ...rest,
      labels: { ...labels, ...sharedLabels },
    }));
    // prom-client's types ask for a `collect` on this answer, which its own Histogram.get never sets.
    return { ...data, values } as unknown as Awaited<ReturnType<Histogram<TRequestLabel>['get']>>;
  }
}

function installRequestHistogram(app: FastifyInstance, registry: Registry): void {
  const duration = new RequestHistogram({
    name: 'mall_http_request_duration_seconds',
    help:
      'Time to answer a request, by method, call (the route pattern; unmatched for paths no route has) and ' +
      'status: the HTTP status code sent, not the envelope status inside a JSON answer.',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // One observation per request, by the route pattern (never the raw URL, which would explode the series).
  app.addHook('onResponse', (req, reply, done) => {
    duration.observeRequest(
      req.method,
      req.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

function installScrapedGauges(registry: Registry, sources: TMetricSources): void {
  new Gauge({
    name: 'mall_db_pool_connections',
    help: 'Database connections by state: total open, idle, and requests waiting for one (SQLite: 1 total).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = sources.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
    },
  });
  new Gauge({
    name: 'mall_password_hash_queue',
    help: 'Password hashes waiting for a free hashing thread (beyond PASSWORD_HASH_QUEUE they are refused with 429).',
    registers: [registry],
    collect() {
      this.set(sources.passwordQueue());
    },
  });
  for (const gauge of sources.gauges) {
    new Gauge({
      name: gauge.name,
      help: gauge.help,
      registers: [registry],
      async collect() {
        // A database that does not answer leaves a gap (NaN), not a failed scrape of every metric.
        this.set(await gauge.read(Date.now()).catch(() => Number.NaN));
      },
    });
  }
}

async function sendMetrics(registry: Registry, reply: { type(t: string): unknown; send(b: string): unknown }) {
  reply.type(registry.contentType);
  return reply.send(await registry.metrics());
}

/**
 * METRICS_PORT: `/metrics` only on a listener of its own (a private address), opened when the app is
 * ready (a port in use stops the start) and closed with it; the public port then has no such path.
 */
function serveOnPort(app: FastifyInstance, registry: Registry, where: { port: number; host: string }): void {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: unknown) => {
        app.log.warn({ err }, 'metrics scrape failed');
        res.writeHead(500).end();
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(where.port, where.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address();
    app.log.info({ address }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  app.decorate('metricsServer', server);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener when METRICS_PORT is set (its address, for tests and the start log). */
    metricsServer?: http.Server;
  }
}
