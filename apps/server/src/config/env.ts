import fs from 'node:fs';
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
 * of a scaled-out shop shows a change within 1 s even without Redis. With Redis, writes clear every
 * instance's entries at once (DESIGN-OPERATE §E), and a deployment may keep them for minutes.
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
   * keeps the rule of DESIGN.md §1 without Redis: a change is visible on every instance within 1 s.
   * With Redis, writes (price, stock set by a seller, products, categories, news, home) clear every
   * instance at once; stock moved by buying shows in cached details within this time (the spec picker
   * reads stock live).
   */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(CATALOGUE_CACHE_DEFAULT_MS),
  /**
   * PostgreSQL only: connections each instance keeps in its pool. Checkout takes one for its whole
   * transaction; with too few, orders queue for a connection while PostgreSQL idles, with too many
   * they queue inside PostgreSQL on the hot stock rows and compete for its CPU (README "Performance").
   * Instances × this stays below the server's `max_connections` (100 by default) with room to spare.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
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
  /**
   * The shop's public address (`https://mall.example.com`, no trailing slash): gateways send their
   * notifies to it and bring the buyer back to it. Required once Alipay or WeChat Pay is on.
   */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+$/, 'PUBLIC_URL 必须形如 https://mall.example.com（不带路径和结尾斜杠）')
    .optional(),
  /** Alipay (DESIGN-OPERATE §C): on when the app id and both keys are set. */
  ALIPAY_APP_ID: z
    .string()
    .regex(/^\d{8,32}$/, 'ALIPAY_APP_ID 应为支付宝开放平台的应用 APPID（数字）')
    .optional(),
  /** The app's RSA2 private key (PEM or bare base64); or ALIPAY_PRIVATE_KEY_FILE, a file holding it. */
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PRIVATE_KEY_FILE: z.string().optional(),
  /** Alipay's public key (支付宝公钥, not the app's), PEM or bare base64; or ALIPAY_PUBLIC_KEY_FILE. */
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY_FILE: z.string().optional(),
  /** The gateway; the sandbox's is https://openapi-sandbox.dl.alipaydev.com/gateway.do. */
  ALIPAY_GATEWAY: z.url().default('https://openapi.alipay.com/gateway.do'),
  /** WeChat Pay API v3 (DESIGN-OPERATE §C): on when every WECHATPAY_* below is set. */
  WECHATPAY_MCH_ID: z
    .string()
    .regex(/^\d{6,32}$/, 'WECHATPAY_MCH_ID 应为微信支付商户号（数字）')
    .optional(),
  WECHATPAY_APP_ID: z
    .string()
    .regex(/^wx[0-9a-zA-Z]{6,30}$/, 'WECHATPAY_APP_ID 应为 wx 开头的 AppID')
    .optional(),
  /** The merchant's API private key (apiclient_key.pem); or WECHATPAY_PRIVATE_KEY_FILE. */
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  WECHATPAY_PRIVATE_KEY_FILE: z.string().optional(),
  /** The serial number of the merchant's API certificate. */
  WECHATPAY_SERIAL_NO: z
    .string()
    .regex(/^[0-9A-Fa-f]{8,64}$/, 'WECHATPAY_SERIAL_NO 应为证书序列号（十六进制）')
    .optional(),
  /** The API v3 key (32 characters) that encrypts notifies. */
  WECHATPAY_APIV3_KEY: z.string().length(32, 'WECHATPAY_APIV3_KEY 应为 32 个字符').optional(),
  /** WeChat Pay's public key (微信支付公钥) or platform certificate key; or WECHATPAY_PLATFORM_PUBLIC_KEY_FILE. */
  WECHATPAY_PLATFORM_PUBLIC_KEY: z.string().optional(),
  WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: z.string().optional(),
  /** The id of that key (PUB_KEY_ID_… or the platform certificate's serial), as `Wechatpay-Serial` names it. */
  WECHATPAY_PLATFORM_SERIAL: z.string().min(8).max(64).optional(),
  WECHATPAY_BASE_URL: z.url().default('https://api.mch.weixin.qq.com'),
  /**
   * How often each instance asks the gateways about online payments left unpaid for 2 minutes, closes
   * at the gateway the payments cancelled here and sends the refunds still to send (0 turns it off).
   */
  PAY_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** SMS (DESIGN-OPERATE §D): `outbox` writes a file (development); `aliyun` and `tencent` send. */
  SMS_PROVIDER: z.enum(['outbox', 'aliyun', 'tencent']).default('outbox'),
  /** A staging machine may keep the outbox with NODE_ENV=production. */
  SMS_OUTBOX_IN_PRODUCTION: zBool.default(false),
  /** The sign name (签名) approved for the account, without 【】. */
  SMS_SIGN_NAME: z.string().min(2).max(20).optional(),
  /** Template ids (模板 CODE / ID) per scene; the variables each takes are listed in docs/DEPLOY.md. */
  SMS_TEMPLATE_REGISTER: z.string().optional(),
  SMS_TEMPLATE_RESET: z.string().optional(),
  SMS_TEMPLATE_DELETE: z.string().optional(),
  SMS_TEMPLATE_APPLY: z.string().optional(),
  SMS_TEMPLATE_REGISTERED: z.string().optional(),
  SMS_TEMPLATE_SELLER_APPROVED: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  /** Host (or http(s)://host:port for a local fake) of the Dysms API. */
  ALIYUN_SMS_ENDPOINT: z.string().default('dysmsapi.aliyuncs.com'),
  TENCENT_SMS_SECRET_ID: z.string().optional(),
  TENCENT_SMS_SECRET_KEY: z.string().optional(),
  /** The SMS application's SdkAppId (1400…). */
  TENCENT_SMS_SDK_APP_ID: z.string().regex(/^\d+$/, 'TENCENT_SMS_SDK_APP_ID 应为数字').optional(),
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
  /** Host (or http(s)://host:port for a local fake) of the SMS API. */
  TENCENT_SMS_ENDPOINT: z.string().default('sms.tencentcloudapi.com'),
  /** Parcel traces (DESIGN-OPERATE §D): `kuaidi100`, or `none` (the page links the carrier's own tracking). */
  LOGISTICS_PROVIDER: z.enum(['none', 'kuaidi100']).default('none'),
  KUAIDI100_CUSTOMER: z.string().optional(),
  KUAIDI100_KEY: z.string().optional(),
  KUAIDI100_ENDPOINT: z.url().default('https://poll.kuaidi100.com/poll/query.do'),
  /** How long a parcel's fetched trace is kept before the order page asks the provider again. */
  LOGISTICS_CACHE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
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
  /**
   * Where uploads live (DESIGN-OPERATE §E): `local` keeps them under DATA_DIR/uploads (one machine, or a
   * folder every instance mounts); `s3` keeps them in an S3-compatible bucket (AWS S3, Aliyun OSS,
   * Tencent COS, MinIO), so any instance serves any upload.
   */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The S3-compatible endpoint (https://oss-cn-hangzhou.aliyuncs.com, https://cos.ap-guangzhou.myqcloud.com, http://minio:9000). */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (MinIO, local servers) instead of the host name (OSS and COS want false). */
  S3_FORCE_PATH_STYLE: zBool.default(false),
  /** Prometheus metrics at /metrics (off by default). */
  METRICS: zBool.default(false),
  /** Serve /metrics on this port only (never on the public PORT); unset: on the public port under /metrics. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The address the metrics port listens on (a private network's, or 127.0.0.1 for a local scraper). */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** OpenTelemetry traces (with database spans) go to this OTLP/HTTP collector when set. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('zhilian-mall'),
});

/** Every setting's name, in the schema's order (docs/DEPLOY.md's settings table is checked against it). */
export const SETTING_NAMES = Object.keys(ZEnv.shape) as readonly (keyof z.infer<typeof ZEnv>)[];

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
  for (const name of KEY_FILE_SETTINGS) {
    const file = cfg[`${name}_FILE`];
    if (config[name] === undefined && file) config[name] = readKeyFile(name, file);
  }
  const problems = providerProblems(config, isProduction);
  if (problems.length) throw new Error(`配置错误 (environment):\n${problems.map((p) => `  ${p}`).join('\n')}`);
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

/** Settings that may name a file holding a key instead (`<NAME>_FILE`), read once at start. */
const KEY_FILE_SETTINGS = [
  'ALIPAY_PRIVATE_KEY',
  'ALIPAY_PUBLIC_KEY',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY',
] as const;

function readKeyFile(name: string, file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    throw new Error(`配置错误 (environment):\n  ${name}_FILE: 无法读取 ${file}（${(err as Error).message}）`);
  }
}

/** Each provider's settings: all of them, or none (a half-configured provider is a mistake, never "off"). */
export const PROVIDER_SETTINGS = {
  alipay: ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'],
  wechat: [
    'WECHATPAY_MCH_ID',
    'WECHATPAY_APP_ID',
    'WECHATPAY_PRIVATE_KEY',
    'WECHATPAY_SERIAL_NO',
    'WECHATPAY_APIV3_KEY',
    'WECHATPAY_PLATFORM_PUBLIC_KEY',
    'WECHATPAY_PLATFORM_SERIAL',
  ],
  aliyun: ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME'],
  tencent: ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'SMS_SIGN_NAME'],
  kuaidi100: ['KUAIDI100_CUSTOMER', 'KUAIDI100_KEY'],
  s3: ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
} as const satisfies Record<string, readonly (keyof TConfig)[]>;

/** The SMS template settings, one per scene a text is sent for. */
export const SMS_TEMPLATE_SETTINGS = [
  'SMS_TEMPLATE_REGISTER',
  'SMS_TEMPLATE_RESET',
  'SMS_TEMPLATE_DELETE',
  'SMS_TEMPLATE_APPLY',
  'SMS_TEMPLATE_REGISTERED',
  'SMS_TEMPLATE_SELLER_APPROVED',
] as const satisfies readonly (keyof TConfig)[];

const missingOf = (config: TConfig, names: readonly (keyof TConfig)[]) => names.filter((n) => !config[n]);

/** Whether a payment provider's settings are all there (DESIGN-OPERATE §C: on when complete). */
export function isProviderOn(config: TConfig, provider: 'alipay' | 'wechat'): boolean {
  return missingOf(config, PROVIDER_SETTINGS[provider]).length === 0;
}

/** What is wrong with the providers' settings, one line each, naming the setting. */
function providerProblems(config: TConfig, isProduction: boolean): string[] {
  const problems: string[] = [];
  const partial = (provider: keyof typeof PROVIDER_SETTINGS, label: string) => {
    const names = PROVIDER_SETTINGS[provider];
    const missing = missingOf(config, names);
    if (missing.length > 0 && missing.length < names.length) {
      problems.push(`${missing.join(', ')}: ${label}的设置不完整（要么全部设置，要么全部不设）`);
    }
  };
  partial('alipay', '支付宝');
  partial('wechat', '微信支付');
  if ((isProviderOn(config, 'alipay') || isProviderOn(config, 'wechat')) && !config.PUBLIC_URL) {
    problems.push('PUBLIC_URL: 开通支付宝或微信支付时必须设置商城的公网地址（用于支付通知和支付后返回）');
  }
  if (config.SMS_PROVIDER !== 'outbox') {
    const names = [...PROVIDER_SETTINGS[config.SMS_PROVIDER], ...SMS_TEMPLATE_SETTINGS];
    const missing = missingOf(config, names);
    if (missing.length) problems.push(`${missing.join(', ')}: SMS_PROVIDER=${config.SMS_PROVIDER} 需要这些设置`);
  } else if (isProduction && !config.SMS_OUTBOX_IN_PRODUCTION) {
    problems.push(
      'SMS_PROVIDER: 生产环境不能使用 outbox（验证码只写入文件，用户收不到），请设为 aliyun 或 tencent；预发环境可设 SMS_OUTBOX_IN_PRODUCTION=true',
    );
  }
  if (config.STORAGE === 's3') {
    const missing = missingOf(config, PROVIDER_SETTINGS.s3);
    if (missing.length) problems.push(`${missing.join(', ')}: STORAGE=s3 需要这些设置`);
  }
  if (config.LOGISTICS_PROVIDER === 'kuaidi100') {
    const missing = missingOf(config, PROVIDER_SETTINGS.kuaidi100);
    if (missing.length) problems.push(`${missing.join(', ')}: LOGISTICS_PROVIDER=kuaidi100 需要这些设置`);
  }
  return problems;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}
