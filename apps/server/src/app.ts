import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { UPLOAD_MAX_BYTES } from '@mall/contract';
import type { SpanExporter } from '@opentelemetry/sdk-trace-node';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { TConfig } from './config/env.js';
import { createDb, migrateToLatest, type TDatabase } from './db/create-db.js';
import { FEATURES } from './features/index.js';
import { CHAT_CHANNEL, localChatHub, redisChatHub } from './lib/chat-hub.js';
import { dbCounterStore, redisCounterStore } from './lib/counter-store.js';
import { NO_METRICS, type PrometheusMetrics, prometheusMetrics } from './lib/metrics.js';
import { passwordPool } from './lib/password.js';
import { buildGateways } from './lib/payment/gateways.js';
import { responseCache } from './lib/response-cache.js';
import { CACHE_CHANNEL, sharedResponseCache } from './lib/shared-response-cache.js';
import type { SmsProvider } from './lib/sms.js';
import { smsProviderFrom } from './lib/sms-providers.js';
import { readSpaPages } from './lib/spa-pages.js';
import { localUploadsDir, storageFrom } from './lib/storage.js';
import type { Tracing } from './lib/tracing.js';
import { AccessLog, logDestination } from './plugins/access-log.js';
import { installErrorHandling } from './plugins/calls.js';
import type { TDeps } from './plugins/deps.js';
import {
  collectConsoleQueues,
  collectGauges,
  collectPagePictures,
  collectPersonalData,
  registerFeatures,
  type TFeature,
} from './plugins/feature.js';
import { installSecurityHeaders } from './plugins/security-headers.js';
import {
  answerClientError,
  answerFrameworkError,
  installHostCheck,
  installJsonBodyParser,
} from './plugins/wire-guard.js';

export interface TBuildOptions {
  config: TConfig;
  /** An open database; built from config.DATABASE_URL when absent. Closed with the app either way. */
  database?: TDatabase;
  /** PostgreSQL schema to work in (tests use one per file). */
  schema?: string;
  sms?: SmsProvider;
  logger?: boolean;
  /** Where log lines go (tests capture them); stdout, written asynchronously, by default. */
  logStream?: DestinationStream;
  /** Tests: traces go to this exporter (as if OTEL_EXPORTER_OTLP_ENDPOINT were set). */
  spanExporter?: SpanExporter;
}

/** Hides credentials carried in a query string: a token, and the one-time sign-in code of `/auth?code=…`. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|accessToken|code)=)[^&#]*/gi, '$1[redacted]');
}

/**
 * Redis with bounded waits (DESIGN.md §6): a command answers or fails within REDIS_COMMAND_TIMEOUT_MS,
 * also while Redis is unreachable (the offline queue is bounded by the same timeout), and the client
 * keeps reconnecting by itself. Errors are logged, never thrown at the process.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 2000;

/**
 * A command that timed out on a connection that looks open means the connection is stuck (a peer
 * gone without a reset, a frozen network): TCP would keep it for many minutes, and every later
 * command would time out behind it. The client drops it and reconnects instead.
 */
class BoundedRedis extends Redis {
  override sendCommand(...args: Parameters<Redis['sendCommand']>): ReturnType<Redis['sendCommand']> {
    const [command] = args;
    command.promise.catch((err: unknown) => {
      if ((err as Error | null)?.message === 'Command timed out' && this.status === 'ready') this.disconnect(true);
    });
    return super.sendCommand(...args);
  }
}

function connectRedis(url: string, app: FastifyInstance): Redis {
  const redis = new BoundedRedis(url, {
    lazyConnect: false,
    connectTimeout: 3000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    keepAlive: 10_000,
    // Never give up: back off to one attempt every 2 s until Redis is back.
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  let isDown = false;
  redis.on('error', (err) => {
    // One line per outage, not one per reconnect attempt.
    if (!isDown) app.log.warn({ err }, 'Redis 连接异常，正在重连');
    isDown = true;
  });
  redis.on('ready', () => {
    if (isDown) app.log.info('Redis 已重新连接');
    isDown = false;
  });
  return redis;
}

/**
 * The features this app runs: every domain, and the demo (its data and automation) only when
 * SEED_DEMO is on. The demo brings no routes; its seed and jobs start with a server (server.ts).
 */
export async function appFeatures(config: Pick<TConfig, 'SEED_DEMO'>): Promise<readonly TFeature[]> {
  if (!config.SEED_DEMO) return FEATURES;
  // Loaded only when switched on: a production process never loads the demo's data.
  const { demoFeature } = await import('./demo/index.js');
  return [...FEATURES, demoFeature];
}

/** Builds the whole API (and the SPA when built): plugins, features, error handling. Migrates the database. */
export async function buildApp(options: TBuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const logStream = options.logger === false ? undefined : (options.logStream ?? logDestination());
  const accessLog = new AccessLog(logStream);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            stream: logStream,
            serializers: {
              // A credential in a query (/auth?code=..., an old /auth?token=... link) must never reach the logs.
              req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            },
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A request id travels in the logs so one failing call can be followed.
    requestIdHeader: 'x-request-id',
    // One access-log line per request instead of Fastify's two (plugins/access-log.ts).
    logController: accessLog,
    // Errors raised before a route or a handler exists still answer the envelope (DESIGN.md §6).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    http: { requireHostHeader: false },
  });
  // The access lines still waiting for their batch's write go before the app is gone.
  app.addHook('onClose', async () => accessLog.flush());
  installJsonBodyParser(app);
  installHostCheck(app);
  // Observability first, so every route and hook registered after it is measured (lib/metrics.ts, lib/tracing.ts).
  const metrics: PrometheusMetrics | null = config.METRICS ? prometheusMetrics() : null;
  const tracing: Tracing | null =
    config.OTEL_EXPORTER_OTLP_ENDPOINT || options.spanExporter
      ? await (await import('./lib/tracing.js')).startTracing({
          serviceName: config.OTEL_SERVICE_NAME,
          endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
          exporter: options.spanExporter,
        })
      : null;
  if (tracing) await app.register(tracing.plugin);

  const schema = options.schema ?? config.DATABASE_SCHEMA;
  const database =
    options.database ??
    createDb(config.DATABASE_URL, {
      schema,
      poolSize: config.DATABASE_POOL_SIZE,
      // Only the reason: pg hangs the whole client (connection settings included) on the error.
      onError: (err) =>
        app.log.warn(
          { reason: err.message, code: (err as { code?: string }).code },
          '数据库连接中断，连接池将重新连接',
        ),
      // A database passed in (tests) is not traced.
      wrapDialect: tracing?.wrapDialect,
    });
  await migrateToLatest(database, schema);
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, app) : null;
  const dataDir = path.resolve(config.DATA_DIR);
  const localCache = responseCache({
    ttlMs: config.CATALOGUE_CACHE_MS,
    onLookup: (r) => deps.metrics.cacheLookup(r),
  });
  // Shops that share one Redis (one per schema) never hear each other's channels.
  const channelOf = (name: string) => (schema ? `${name}:${schema}` : name);
  const deps: TDeps = {
    config,
    db: database.db,
    dialect: database.dialect,
    // Per schema like the channels: shops sharing one Redis never spend each other's rate limits (the
    // fault suites' fresh schemas reuse user ids, and used to inherit earlier runs' upload counts).
    counters: redis
      ? redisCounterStore(redis, schema ? `mall:counter:${schema}:` : undefined)
      : dbCounterStore(database.db),
    passwords: passwordPool({
      threads: config.PASSWORD_HASH_THREADS,
      queue: config.PASSWORD_HASH_QUEUE,
      onRejected: () => deps.metrics.passwordHashRejected(),
    }),
    sms: options.sms ?? smsProviderFrom(config, app.log),
    payments: buildGateways(config),
    storage: storageFrom(config),
    redis,
    // With Redis, a write drops the answers it made stale on every instance (pub/sub); without, one
    // instance serves the shop and clears its own.
    responses: redis ? sharedResponseCache(localCache, redis, app.log, channelOf(CACHE_CHANNEL)) : localCache,
    // With Redis, conversation frames cross instances (pub/sub); without, one instance delivers in process.
    chat: redis ? redisChatHub(redis, app.log, channelOf(CHAT_CHANNEL)) : localChatHub(),
    metrics: metrics ?? NO_METRICS,
  };
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    await database.close();
    await deps.passwords.close();
    await deps.chat.close();
    await deps.responses.close?.();
    // quit() waits for an answer a frozen Redis never gives.
    if (redis) await redis.quit().catch(() => redis.disconnect());
    await tracing?.close();
  });

  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Ant Design injects its CSS-in-JS styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  // Text answers (JSON, CSV, the SPA's index) are compressed for clients that accept it: brotli at a
  // quality that costs little CPU per answer, else gzip; small answers go as they are. Built assets
  // are compressed once at build time (their .br/.gz siblings are sent as files, below).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  const spaDist = config.WEB_DIST && fs.existsSync(config.WEB_DIST) ? path.resolve(config.WEB_DIST) : undefined;
  const features = await appFeatures(config);
  installErrorHandling(app, readSpaPages(spaDist), collectPagePictures(features));

  await deps.storage.check().then(
    () => app.log.info(`上传文件存储：${deps.storage.description}`),
    // Not a reason to stay down: uploads answer 503 until the store answers, everything else serves.
    (err: unknown) =>
      app.log.warn({ err }, `上传文件存储暂时无法访问（${deps.storage.description}），上传将返回 503 直到恢复`),
  );
  const uploadRoot = config.STORAGE === 'local' ? localUploadsDir(dataDir) : null;
  // Uploads live outside the web root: nothing uploaded is ever served as part of the site.
  if (uploadRoot && spaDist && !path.relative(spaDist, path.resolve(uploadRoot)).startsWith('..')) {
    throw new Error(`the upload folder ${uploadRoot} lies inside WEB_DIST ${spaDist}`);
  }
  if (spaDist) {
    await app.register(fastifyStatic, {
      root: spaDist,
      prefix: '/',
      // One route for every file (wildcard): a route per built file (about 870 with the .br and .gz
      // copies) made every API answer dearer (callgrind, the shipped server's cached list page:
      // 186.6k -> 163.3k instructions; DESIGN.md §2), for no gain in what is served.
      wildcard: true,
      index: false,
      // The build writes app-<hash>.js.br and .gz beside each asset: sent as they are, no work per request.
      preCompressed: true,
      setHeaders(res, file) {
        const isHashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // `/` is the home page, not a file: the not-found handler answers it as every other page.
    app.get('/', (_req, reply) => reply.callNotFound());
  }

  metrics?.install(
    app,
    { poolStats: database.poolStats, passwordQueue: deps.passwords.queued, gauges: collectGauges(features, deps.db) },
    config.METRICS_PORT === undefined ? undefined : { port: config.METRICS_PORT, host: config.METRICS_HOST },
  );
  app.decorate('personalData', collectPersonalData(features));
  app.decorate('consoleQueues', collectConsoleQueues(features));
  await registerFeatures(app, features);
  return app;
}
