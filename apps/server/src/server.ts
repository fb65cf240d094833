import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { appFeatures, buildApp } from './app.js';
import { loadConfig } from './config/env.js';
import { flushAccessLines } from './plugins/access-log.js';
import { startFeatures, startJobs } from './plugins/feature.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * After each full collection V8 lets the old generation grow to up to 4 times what survived it
 * before collecting again. Under load on PostgreSQL, requests wait for the database across young
 * collections, so much of what they allocate is promoted and dies there: the old generation grew
 * from ~25 MB live to ~120 MB of mostly garbage before the next full collection (the process's
 * peak RSS, 190-225 MB). Doubling at most instead keeps that peak ~50 MB lower with no throughput
 * lost (50 % took it ~15 MB lower still, but cost the uncached PostgreSQL reads ~9 %: concurrent
 * marking competes for the CPU). It sets the growing factor, not a limit: the heap still grows as far
 * as its live data needs. (Read at every full collection, so setting it here takes effect.)
 */
const HEAP_GROWING_PERCENT = 100;
v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

/*
 * The young generation is sized on the command line, as `npm start` runs node (the root package.json;
 * the deploy unit and the bench run the same flags, server-flags.test.ts): V8 sizes it once, before
 * this code runs. `--max-semi-space-size=4` (MB, each of its two halves; 16 by default on 64 bits):
 * the process's peak RSS under the bench's reads fell from ~240 to ~190 MB, for about 1 % more
 * instructions per answer (callgrind, cached and uncached list pages: more young collections, each of
 * the same few survivors).
 */

async function main(): Promise<void> {
  const config = loadConfig();
  const webDist = config.WEB_DIST ?? path.resolve(here, '../../web/dist');
  const app = await buildApp({ config: { ...config, WEB_DIST: webDist } });
  // Every feature's start step (the demo, when on, seeds an empty database here), then their jobs.
  const features = await appFeatures(config);
  await startFeatures(app, features);
  // Slow clients cannot hold a connection forever; keep-alive stays shorter than a typical balancer's.
  app.server.requestTimeout = 30_000;
  app.server.keepAliveTimeout = 61_000;

  // Periodic jobs (overdue orders, notify retries, housekeeping, demo shipping) on every instance;
  // each is safe to run on several instances at once.
  const stopJobs = startJobs(app, features);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    flushAccessLines();
    app.log.info({ signal }, '正在关闭：停止接收新请求，等待进行中的请求完成');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    stopJobs();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  console.log(`\n  智联商城已启动: ${shown}`);
  if (config.METRICS) {
    // With METRICS_PORT the scrape address is the private listener's, never the public port.
    const metricsAt = app.metricsServer?.address();
    const base = metricsAt && typeof metricsAt === 'object' ? `http://${metricsAt.address}:${metricsAt.port}` : shown;
    console.log(`  Prometheus 指标: ${base}/metrics`);
  }
  if (config.SEED_DEMO) {
    const { DEMO_BUYER } = await import('./demo/index.js');
    console.log(`  演示买家账号: ${DEMO_BUYER.username}  密码: ${DEMO_BUYER.password}`);
  }
  if (config.SMS_PROVIDER === 'outbox') console.log(`  开发环境短信验证码写入: ${path.resolve(config.SMS_OUTBOX)}`);
  console.log('');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
