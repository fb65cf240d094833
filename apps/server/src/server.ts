import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';
import { DEMO_BUYER, seedDemo } from './db/seed/seed.js';
import { purgeExpired } from './features/account/session.service.js';
import { pruneClientErrors } from './features/client-log/client-log.service.js';
import { startOrderSweeper } from './features/order/order-jobs.js';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  const webDist = config.WEB_DIST ?? path.resolve(here, '../../web/dist');
  const app = await buildApp({ config: { ...config, WEB_DIST: webDist } });
  if (config.SEED_DEMO) {
    const seeded = await seedDemo(app.deps);
    if (seeded) app.log.info('演示数据已写入空数据库');
  }
  // Slow clients cannot hold a connection forever; keep-alive stays shorter than a typical balancer's.
  app.server.requestTimeout = 30_000;
  app.server.keepAliveTimeout = 61_000;

  // Expired sessions, SMS codes and counters go away hourly, and the error reports beyond the cap;
  // idempotent on every instance.
  const housekeeping = setInterval(() => {
    purgeExpired(app.deps.db).catch((err) => app.log.warn({ err }, 'housekeeping failed'));
    pruneClientErrors(app.deps.db).catch((err) => app.log.warn({ err }, 'pruning client errors failed'));
  }, 3600_000);
  housekeeping.unref();
  // Overdue unpaid orders are cancelled and (in the demo) paid orders shipped by a periodic sweep.
  const stopSweeper = startOrderSweeper(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '正在关闭：停止接收新请求，等待进行中的请求完成');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    clearInterval(housekeeping);
    stopSweeper();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  console.log(`\n  智联商城已启动: ${shown}`);
  if (config.SEED_DEMO) console.log(`  演示买家账号: ${DEMO_BUYER.username}  密码: ${DEMO_BUYER.password}`);
  console.log(`  开发环境短信验证码写入: ${path.resolve(config.SMS_OUTBOX)}\n`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
