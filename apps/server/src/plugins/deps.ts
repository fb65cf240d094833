import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { TConfig } from '../config/env.js';
import type { TDialect } from '../db/create-db.js';
import type { DB } from '../db/schema.js';
import type { ChatHub } from '../lib/chat-hub.js';
import type { CounterStore } from '../lib/counter-store.js';
import type { AppMetrics } from '../lib/metrics.js';
import type { PasswordHasher } from '../lib/password.js';
import type { TGateways } from '../lib/payment/gateways.js';
import type { ResponseCache } from '../lib/response-cache.js';
import type { SmsProvider } from '../lib/sms.js';
import type { FileStorage } from '../lib/storage.js';

/** What features need from the outside world; built once in app.ts, replaced in tests where useful. */
export interface TDeps {
  config: TConfig;
  db: Kysely<DB>;
  dialect: TDialect;
  counters: CounterStore;
  /** Password hashing in a bounded worker pool of its own (429 when its queue is full). */
  passwords: PasswordHasher;
  sms: SmsProvider;
  /** The payment gateways that are on (DESIGN-OPERATE §C), by channel. */
  payments: TGateways;
  storage: FileStorage;
  redis: Redis | null;
  /** Short-lived cache of public answers (catalogue reads). */
  responses: ResponseCache;
  /** Live delivery of conversation frames to open sockets (DESIGN-OPERATE §J). */
  chat: ChatHub;
  /** Prometheus counters' hooks (lib/metrics.ts); they do nothing while METRICS is off. */
  metrics: AppMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: TDeps;
  }
}
