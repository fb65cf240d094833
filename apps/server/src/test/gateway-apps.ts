/**
 * Suites of the real payment channels (Alipay, WeChat Pay v3) against their fakes: each dialect gets
 * its own app on a real database, with the fakes started first (keys generated here) and the app's
 * settings pointing at them. The fakes post notifies to PUBLIC_URL, a tiny HTTP server on 127.0.0.1
 * that hands each request to the app through `inject`: its address is known before the app is built,
 * so the app never has to listen on a port chosen after its settings were read.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import type { TSmsMessage } from '../lib/sms.js';
import { startFakeAlipay, type TFakeAlipay, type TFakeAlipayOptions } from './fakes/fake-alipay.js';
import { type FakeWechatPay, startFakeWechatPay, type TFakeWechatPayOptions } from './fakes/fake-wechatpay.js';
import { dialects, freshIp, type TDialectName, type TTestContext } from './helper.js';

export const ALIPAY_APP_ID = '2021000123456789';
export const WECHAT_MCH_ID = '1900000109';
export const WECHAT_APP_ID = 'wxd678efh567hg6787';

/** The merchant's keys, generated once per file (RSA 2048 takes a moment on this machine). */
const alipayAppKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const wechatMerchantKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const WECHAT_SERIAL = randomBytes(20).toString('hex').toUpperCase();
const WECHAT_APIV3_KEY = randomBytes(16).toString('hex');

/** A suite's context: the app and the fakes it is configured with. */
export interface TGatewayContext extends TTestContext {
  /** Present when the suite turned Alipay on. */
  alipay: TFakeAlipay;
  /** Present when the suite turned WeChat Pay on. */
  wechat: FakeWechatPay;
  /** PUBLIC_URL: where the fakes send notifies (forwarded to `app`). */
  publicUrl: string;
  /** Another app on the same database (built on first use, closed with the suite). */
  secondApp(): Promise<FastifyInstance>;
}

export interface TGatewaySuiteOptions {
  alipay?: Partial<Omit<TFakeAlipayOptions, 'appId' | 'appPublicKey'>>;
  wechat?: Partial<Pick<TFakeWechatPayOptions, 'refundsProcessing' | 'dropNotifies'>>;
  env?: Record<string, string>;
}

/** Reads a request's body as text. */
function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Headers `inject` computes itself, or that belong to one connection only. */
const HOP_HEADERS = new Set(['connection', 'content-length', 'transfer-encoding', 'keep-alive']);

/**
 * The shop's public address for the fakes: every request is answered by `target()` through inject,
 * exactly as sent (the notify signatures cover the raw body).
 */
async function startForwarder(target: () => FastifyInstance): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    void (async () => {
      try {
        const body = await readBody(req);
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter(([k, v]) => v !== undefined && !HOP_HEADERS.has(k)),
        ) as Record<string, string | string[]>;
        const answer = await target().inject({
          method: (req.method ?? 'GET') as 'POST',
          url: req.url ?? '/',
          headers,
          payload: body,
          remoteAddress: '127.0.0.1',
        });
        const type = answer.headers['content-type'];
        res.writeHead(answer.statusCode, type ? { 'content-type': String(type) } : {}).end(answer.rawPayload);
      } catch (err) {
        res.writeHead(502).end(err instanceof Error ? err.message : 'forward failed');
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function alipayEnv(fake: TFakeAlipay): Record<string, string> {
  return {
    ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY: alipayAppKeys.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString(),
    ALIPAY_PUBLIC_KEY: fake.alipayPublicKey,
    ALIPAY_GATEWAY: fake.url,
  };
}

function wechatEnv(fake: FakeWechatPay): Record<string, string> {
  return {
    WECHATPAY_MCH_ID: WECHAT_MCH_ID,
    WECHATPAY_APP_ID: WECHAT_APP_ID,
    WECHATPAY_PRIVATE_KEY: wechatMerchantKeys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    WECHATPAY_SERIAL_NO: WECHAT_SERIAL,
    WECHATPAY_APIV3_KEY: WECHAT_APIV3_KEY,
    WECHATPAY_PLATFORM_PUBLIC_KEY: fake.platformPublicKey,
    WECHATPAY_PLATFORM_SERIAL: fake.platformSerial,
    WECHATPAY_BASE_URL: fake.baseUrl,
  };
}

/**
 * Runs a suite on every dialect with the channels `options` names turned on against their fakes
 * (no sandbox, no background jobs: tests run the sweeps themselves, with the `now` they mean).
 */
export function describeWithGateways(
  name: string,
  options: TGatewaySuiteOptions,
  suite: (ctx: TGatewayContext, dialect: TDialectName) => void,
) {
  for (const dialect of dialects()) {
    describe(`${name} [${dialect}]`, () => {
      const ctx = {} as TGatewayContext;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-pay-'));
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const pgUrl = inject('pgUrl');
      const closers: (() => Promise<unknown>)[] = [];
      beforeAll(async () => {
        const forwarder = await startForwarder(() => ctx.app);
        closers.push(forwarder.close);
        let env: Record<string, string> = {};
        if (options.alipay) {
          const fake = await startFakeAlipay({
            appId: ALIPAY_APP_ID,
            appPublicKey: alipayAppKeys.publicKey,
            ...options.alipay,
          });
          closers.push(fake.closeAll);
          ctx.alipay = fake;
          env = { ...env, ...alipayEnv(fake) };
        }
        if (options.wechat) {
          const fake = await startFakeWechatPay({
            mchId: WECHAT_MCH_ID,
            appId: WECHAT_APP_ID,
            apiV3Key: WECHAT_APIV3_KEY,
            merchantPublicKey: wechatMerchantKeys.publicKey,
            merchantSerial: WECHAT_SERIAL,
            ...options.wechat,
          });
          closers.push(fake.close);
          ctx.wechat = fake;
          env = { ...env, ...wechatEnv(fake) };
        }
        const config = loadConfig({
          DATABASE_URL: dialect === 'postgres' ? pgUrl : path.join(dir, 'test.db'),
          DATA_DIR: dir,
          SCRYPT_LOG_N: '10',
          CATALOGUE_CACHE_MS: '0',
          LOG_LEVEL: 'silent',
          SEED_DEMO: 'false',
          PAY_SANDBOX: 'false',
          PUBLIC_URL: forwarder.url,
          ...env,
          ...options.env,
        });
        const sms: TSmsMessage[] = [];
        const schemaName = dialect === 'postgres' ? schema : undefined;
        const app = await buildApp({
          config,
          schema: schemaName,
          sms: { send: async (m) => void sms.push(m) },
          logger: false,
        });
        let second: Promise<FastifyInstance> | undefined;
        Object.assign(ctx, {
          app,
          dialect,
          config,
          schema: schemaName,
          sms,
          publicUrl: forwarder.url,
          async call(urlPath: string, data?: unknown, token?: string, ip?: string) {
            const res = await app.inject({
              method: 'POST',
              url: urlPath,
              payload: { data, accessToken: token },
              remoteAddress: ip ?? freshIp(),
            });
            return res.json();
          },
          lastCode(phone: string) {
            const found = [...sms].reverse().find((m) => m.phone === phone);
            if (!found) throw new Error(`no SMS sent to ${phone}`);
            return found.code;
          },
          secondApp() {
            second ??= buildApp({ config, schema: schemaName, logger: false }).then((other) => {
              closers.unshift(() => other.close());
              return other;
            });
            return second;
          },
        });
      });
      afterAll(async () => {
        for (const close of closers) await close().catch(() => {});
        await ctx.app?.close();
        if (dialect === 'postgres') {
          const client = new pg.Client({ connectionString: pgUrl });
          await client.connect();
          await client.query(`drop schema if exists ${schema} cascade`);
          await client.end();
        }
        fs.rmSync(dir, { recursive: true, force: true });
      });
      suite(ctx, dialect);
    });
  }
}

/** A notify POSTed straight into one app instance (as a load balancer would hand it to that instance). */
export async function injectNotify(
  app: FastifyInstance,
  channel: 'alipay' | 'wechat',
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; body: string }> {
  const res = await app.inject({ method: 'POST', url: `/pay/notify/${channel}`, headers, payload: body });
  return { status: res.statusCode, body: res.body };
}

const FROM_DETAIL = '/order/order/addOrderFromDetail.json';
const PAY = '/order/pay/pay.json';

/** What the channel suites read and do again and again: orders, payments, refunds, the AI币 ledger. */
export function payKit(ctx: TTestContext) {
  const db = () => ctx.app.deps.db;

  /** An unpaid order of `number` units of a product's first standard; answers its id. */
  async function placeOrder(
    buyer: { token: string; address: { id: number } },
    product: { productId: number; standardIds: number[] },
    number = 1,
  ): Promise<number> {
    const made = await ctx.call<{ orderIds: number[] }>(
      FROM_DETAIL,
      { productId: product.productId, standardId: product.standardIds[0], number, addressId: buyer.address.id },
      buyer.token,
    );
    if (made.status !== 200) throw new Error(`order failed: ${JSON.stringify(made)}`);
    return made.data.orderIds[0] as number;
  }

  /** `/order/pay/pay.json` as the cashier calls it. */
  function pay(token: string, orderIds: number[], payType: string, device?: 'pc' | 'mobile') {
    return ctx.call<{ paid: boolean; payType: string; payUrl?: string; paymentNo?: string }>(
      PAY,
      { orderIds, payType, ...(device ? { device } : {}) },
      token,
    );
  }

  const order = (id: number) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const payment = (paymentNo: string) =>
    db().selectFrom('payments').selectAll().where('payment_no', '=', paymentNo).executeTakeFirstOrThrow();
  const refunds = (paymentNo: string) =>
    db().selectFrom('payment_refunds').selectAll().where('payment_no', '=', paymentNo).orderBy('id').execute();

  /** The buyer's AI币 balance and ledger entries. */
  async function coins(userId: number) {
    const account = await db()
      .selectFrom('ai_coin_accounts')
      .select('balance_fen')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const entries = await db()
      .selectFrom('ai_coin_ledger')
      .select(['kind', 'amount_fen'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return {
      balanceFen: Number(account?.balance_fen ?? 0),
      entries: entries.map((e) => [e.kind, Number(e.amount_fen)] as const),
    };
  }

  return { placeOrder, pay, order, payment, refunds, coins };
}
