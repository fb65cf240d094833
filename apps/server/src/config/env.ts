import path from 'node:path';
import { z } from 'zod';

const zBool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** Development defaults of secrets: a production start refuses them (DESIGN.md §6). */
export const DEV_SECRETS = {
  PAY_SANDBOX_SECRET: 'sandbox-secret-for-development-only',
} as const;

/**
 * How long each process keeps public catalogue answers by default: short enough that every instance
 * of a scaled-out shop shows a change within 1 s without sharing the cache.
 */
export const CATALOGUE_CACHE_DEFAULT_MS = 1000;

const ZEnv = z.object({
  /** `production` is a deployment: development secrets refused, sandbox and demo off unless asked for. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** A postgres:// URL, or a SQLite file path (`:memory:` for tests). */
  DATABASE_URL: z.string().min(1).default('data/mall.db'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL 必须以 redis:// 或 rediss:// 开头')
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  SMS_OUTBOX: z.string().optional(),
  /** Where the built SPA lives; served with a history fallback when present. */
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** SMS codes one address may ask for in an hour (paid messages: nobody floods a stranger or the bill). */
  SMS_PER_IP_HOURLY: z.coerce.number().int().min(1).max(100_000).default(20),
  /** SMS-code checks (register, verify, reset) one address may make in 15 minutes: no code guessing. */
  CODE_CHECKS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  /** scrypt cost as log2(N). OWASP: N = 2^17, r = 8, p = 1. Tests lower it to stay fast. */
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /** Seed the demo catalogue into an empty database at start (default: on, except in production). */
  SEED_DEMO: zBool.optional(),
  /**
   * How long public catalogue answers are kept in each process (0 turns the cache off). The default
   * keeps the rule of DESIGN.md §1: a price or stock change is visible on every instance within 1 s.
   */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(CATALOGUE_CACHE_DEFAULT_MS),
  /** PostgreSQL only: the schema to work in (tests run several servers on one schema). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'DATABASE_SCHEMA 只能含小写字母、数字和下划线')
    .optional(),
  /**
   * Unpaid orders are cancelled (stock released) this many minutes after creation: how long an unpaid
   * order holds stock (DESIGN-OPERATE §G: 15 by default, short enough that holds cannot starve a SKU).
   */
  ORDER_PAY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(15),
  /**
   * A shipped order the buyer has not confirmed is received by itself this many days after shipping
   * (淘宝/天猫: 10). The console's settings (autoConfirmDays) replace it once saved.
   */
  AUTO_CONFIRM_DAYS: z.coerce.number().int().min(1).max(60).default(10),
  /** How often each instance looks for overdue orders and due shipments (0 turns the sweep off). */
  ORDER_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** How often each instance sends the "coupon about to expire" messages that are due (0 turns it off). */
  COUPON_REMIND_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** How often each instance completes the 换货中 requests left unconfirmed (0 turns it off). */
  EXCHANGE_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /** A 换货中 request completes this many days after the replacement left unless the buyer confirms first (DESIGN-OPERATE §I: 10, the contract's EXCHANGE_CONFIRM_DAYS). */
  EXCHANGE_CONFIRM_DAYS: z.coerce.number().int().min(1).max(60).default(10),
  /** How often each instance anonymises the accounts whose deletion cooling-off has ended (0 turns it off). */
  ACCOUNT_DELETION_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
  /** Demo sellers ship paid orders this many seconds after payment (0 turns automatic shipping off). */
  AUTO_SHIP_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .default(20),
  /**
   * With the demo, demo sellers quote on a newly published procurement demand this many seconds after
   * it is published (0 turns it off); never on behalf of another seller.
   */
  DEMO_QUOTE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .default(5),
  /** Shared secret of the sandbox payment gateway; notifies are signed with it (HMAC-SHA256). */
  PAY_SANDBOX_SECRET: z.string().min(16).default(DEV_SECRETS.PAY_SANDBOX_SECRET),
  /** The sandbox payment gateway (cashier, confirm, notify); default: on, except in production. */
  PAY_SANDBOX: zBool.optional(),
  /** How often each instance sends again the gateway notifies the shop has not taken yet (0 turns it off). */
  PAY_NOTIFY_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(2),
  /** A buyer holds at most this many unpaid orders (stock hoarding); the order benchmark raises it. */
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Password hashing threads (worker pool of its own, never libuv's shared pool). */
  PASSWORD_HASH_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /** Password hashes waiting for a thread; beyond it a login or registration answers 429. */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(1).max(10_000).default(16),
  /** Store the web app's error reports in client_errors (and log them); false drops them. */
  CLIENT_ERROR_LOG: zBool.default(true),
  /**
   * The API document at /api/openapi.json and its browsable UI at /api/docs (on by default; a
   * production deployment that does not publish its API may switch them off with false).
   */
  API_DOCS: zBool.default(true),
  /** Trust X-Forwarded-For from a load balancer in front. */
  TRUST_PROXY: zBool.default(false),
});

export type TConfig = Omit<z.infer<typeof ZEnv>, 'SEED_DEMO' | 'PAY_SANDBOX'> & {
  SMS_OUTBOX: string;
  SEED_DEMO: boolean;
  PAY_SANDBOX: boolean;
};

/** Parses settings once; a bad value stops the start with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`配置错误 (environment):\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  const isProduction = cfg.NODE_ENV === 'production';
  const config: TConfig = {
    ...cfg,
    SMS_OUTBOX: cfg.SMS_OUTBOX ?? path.join(cfg.DATA_DIR, 'sms-outbox.jsonl'),
    SEED_DEMO: cfg.SEED_DEMO ?? !isProduction,
    PAY_SANDBOX: cfg.PAY_SANDBOX ?? !isProduction,
  };
  if (isProduction) {
    // A secret everyone can read in this repository protects nothing: name it and stop.
    const kept = Object.entries(DEV_SECRETS)
      .filter(([name, value]) => config[name as keyof typeof DEV_SECRETS] === value)
      .filter(([name]) => name !== 'PAY_SANDBOX_SECRET' || config.PAY_SANDBOX)
      .map(([name]) => `  ${name}: 生产环境 (NODE_ENV=production) 不能使用开发默认值，请设置自己的随机密钥`);
    if (kept.length) throw new Error(`配置错误 (environment):\n${kept.join('\n')}`);
  }
  return config;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}
