import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { type FakeWechatPay, startFakeWechatPay } from '../../test/fakes/fake-wechatpay.js';
import {
  GatewayError,
  NotifyRefused,
  type PaymentGateway,
  type TGatewayEvent,
  type TGatewayStartInput,
} from './gateway.js';
import {
  cutUtf8,
  rfc3339Beijing,
  type TWechatSettings,
  wechatGateway,
  wechatSettingsFromConfig,
} from './wechat-gateway.js';

const MCH_ID = '1900000109';
const APP_ID = 'wxd678efh567hg6787';
const API_V3_KEY = randomBytes(16).toString('hex');
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const MERCHANT_SERIAL = randomBytes(20).toString('hex').toUpperCase();
const privateKeyPem = merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
/** A key pair that is nobody's: a forger's, another merchant's, a wrong platform key. */
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });

let fake: FakeWechatPay;
let gateway: PaymentGateway;
let settings: TWechatSettings;
/** The shop's notify endpoint: every notify goes through readNotify and is answered as the route will. */
let shop: http.Server;
let notifyUrl: string;
const events: TGatewayEvent[] = [];
const refusals: string[] = [];

function startShop(): Promise<void> {
  shop = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      try {
        events.push(
          await gateway.readNotify({ headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') }),
        );
        const reply = gateway.replyOk();
        res.writeHead(reply.status, { 'content-type': reply.contentType }).end(reply.body);
      } catch (err) {
        refusals.push((err as Error).message);
        const reply = gateway.replyFail((err as Error).message);
        res.writeHead(reply.status, { 'content-type': reply.contentType }).end(reply.body);
      }
    });
  });
  return new Promise((resolve) =>
    shop.listen(0, '127.0.0.1', () => {
      notifyUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/pay/notify/wechat`;
      resolve();
    }),
  );
}

async function waitFor<T>(find: () => T | undefined): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('timed out waiting');
}

let counter = 0;
function startInput(overrides: Partial<TGatewayStartInput> = {}): TGatewayStartInput {
  counter += 1;
  return {
    paymentNo: `PAY${Date.now()}${counter}`,
    amountFen: 12_345,
    subject: '智联商城订单',
    expiresAt: Date.now() + 15 * 60_000,
    device: 'pc',
    clientIp: '203.0.113.7',
    returnUrl: 'https://mall.example.com/pay/result?paymentNo=x&from=wechat',
    notifyUrl,
    ...overrides,
  };
}

async function paidTrade(): Promise<string> {
  const input = startInput();
  await gateway.start(input);
  await fake.payTrade(input.paymentNo);
  return input.paymentNo;
}

async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GatewayError);
  return err as GatewayError;
}

beforeAll(async () => {
  await startShop();
  fake = await startFakeWechatPay({
    mchId: MCH_ID,
    appId: APP_ID,
    apiV3Key: API_V3_KEY,
    merchantPublicKey: merchant.publicKey,
    merchantSerial: MERCHANT_SERIAL,
  });
  settings = {
    mchId: MCH_ID,
    appId: APP_ID,
    privateKey: privateKeyPem,
    serialNo: MERCHANT_SERIAL,
    apiV3Key: API_V3_KEY,
    platformPublicKey: fake.platformPublicKey,
    platformSerial: fake.platformSerial,
    baseUrl: fake.baseUrl,
  };
  gateway = wechatGateway(settings);
});

afterAll(async () => {
  await fake.close();
  await new Promise((r) => shop.close(r));
});

beforeEach(() => {
  Object.assign(fake.settings, { dropNotifies: false, refundsProcessing: false, tamperAnswers: false, hang: false });
  fake.failNext(200, '', '', 0);
});

describe('wechatGateway start', () => {
  it('answers a Native code for a desktop buyer, the amount in fen and the expiry in Beijing time', async () => {
    const input = startInput({ amountFen: 1 });
    const started = await gateway.start(input);
    expect(started.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=\w+$/);
    expect(started.payUrl).toBeUndefined();
    const trade = fake.trades.get(input.paymentNo);
    expect(trade).toMatchObject({ totalFen: 1, tradeType: 'NATIVE', notifyUrl, description: '智联商城订单' });
    expect(trade?.timeExpire).toBe(rfc3339Beijing(input.expiresAt));
  });

  it('answers an H5 URL carrying redirect_url for a phone, and its page pays and brings the buyer back', async () => {
    const input = startInput({ device: 'mobile' });
    const { payUrl } = await gateway.start(input);
    expect(payUrl).toContain(`${fake.baseUrl}/h5pay?prepay_id=`);
    expect(payUrl?.endsWith(`&redirect_url=${encodeURIComponent(input.returnUrl)}`)).toBe(true);
    expect(fake.trades.get(input.paymentNo)?.tradeType).toBe('MWEB');

    const page = await (await fetch(payUrl as string)).text();
    expect(page).toContain('微信支付（测试）');
    expect(page).toContain('¥123.45');
    expect(page).toContain('data-testid="fake-wechat-confirm"');
    const url = new URL(payUrl as string);
    const confirm = await fetch(`${fake.baseUrl}/h5pay/confirm`, {
      method: 'POST',
      body: new URLSearchParams({
        prepay_id: url.searchParams.get('prepay_id') ?? '',
        redirect_url: url.searchParams.get('redirect_url') ?? '',
      }),
      redirect: 'manual',
    });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe(input.returnUrl);
    const paid = await waitFor(() => events.find((e) => e.kind === 'paid' && e.paymentNo === input.paymentNo));
    expect(paid).toMatchObject({ amountFen: 12_345 });
  });

  it('cuts a long description to 127 bytes of UTF-8 without splitting a character', async () => {
    const input = startInput({ subject: `${'智'.repeat(42)}😀😀` });
    await gateway.start(input);
    expect(fake.trades.get(input.paymentNo)?.description).toBe('智'.repeat(42));
    expect(cutUtf8('ab😀c', 5)).toBe('ab');
    expect(cutUtf8('ab😀c', 6)).toBe('ab😀');
  });

  it('is refused by WeChat (401 SIGN_ERROR, not retryable) when signed with another merchant key', async () => {
    const forger = wechatGateway({
      ...settings,
      privateKey: stranger.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    });
    const err = await gatewayError(forger.start(startInput()));
    expect(err).toMatchObject({ code: 'SIGN_ERROR', retryable: false, channel: 'wechat' });
  });
});

describe('wechatGateway readNotify', () => {
  it('decodes a paid notify sent by the scan page into a paid event in fen, answered 204', async () => {
    const input = startInput({ amountFen: 9_999 });
    const { codeUrl } = await gateway.start(input);
    const page = await (await fetch(fake.scanUrlOf(codeUrl as string))).text();
    expect(page).toContain('确认支付');
    const done = await fetch(`${fake.baseUrl}/scan/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ code: codeUrl as string }),
    });
    expect(done.status).toBe(200);
    const trade = fake.trades.get(input.paymentNo);
    const paid = await waitFor(() => events.find((e) => e.kind === 'paid' && e.paymentNo === input.paymentNo));
    expect(paid).toEqual({
      kind: 'paid',
      paymentNo: input.paymentNo,
      tradeNo: trade?.transactionId,
      amountFen: 9_999,
      paidAt: Date.parse(trade?.successTime as string),
    });
    expect(fake.notifies.at(-1)).toMatchObject({ event: 'TRANSACTION.SUCCESS', status: 204 });
  });

  it('refuses forged, foreign, stale and undecryptable notifies', async () => {
    const paymentNo = await paidTrade();
    const genuine = fake.transactionOf(paymentNo);
    const cases = {
      'forged signature': fake.buildNotify('TRANSACTION.SUCCESS', genuine, { tamper: 'signature' }),
      "a forger's key": fake.buildNotify('TRANSACTION.SUCCESS', genuine, { signingKey: stranger.privateKey }),
      'another serial': fake.buildNotify('TRANSACTION.SUCCESS', genuine, { serial: 'PUB_KEY_ID_0000000000000001' }),
      '6 minutes old': fake.buildNotify('TRANSACTION.SUCCESS', genuine, {
        timestamp: Math.floor(Date.now() / 1000) - 360,
      }),
      '6 minutes ahead': fake.buildNotify('TRANSACTION.SUCCESS', genuine, {
        timestamp: Math.floor(Date.now() / 1000) + 360,
      }),
      'another mchid': fake.buildNotify('TRANSACTION.SUCCESS', { ...genuine, mchid: '1900000999' }),
      'another appid': fake.buildNotify('TRANSACTION.SUCCESS', { ...genuine, appid: 'wx0000000000000000' }),
      'bad ciphertext': fake.buildNotify('TRANSACTION.SUCCESS', genuine, { tamper: 'ciphertext' }),
    };
    for (const [name, notify] of Object.entries(cases)) {
      await expect(gateway.readNotify(notify), name).rejects.toBeInstanceOf(NotifyRefused);
    }
    const res = await fetch(notifyUrl, {
      method: 'POST',
      headers: cases['another mchid'].headers,
      body: cases['another mchid'].rawBody,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'FAIL', message: expect.stringContaining('商户号') });
    // Within 5 minutes is fine.
    const late = fake.buildNotify('TRANSACTION.SUCCESS', genuine, { timestamp: Math.floor(Date.now() / 1000) - 240 });
    await expect(gateway.readNotify(late)).resolves.toMatchObject({ kind: 'paid', paymentNo });
  });

  it('ignores genuine notifies the shop has nothing to do with', async () => {
    const paymentNo = await paidTrade();
    const notify = fake.buildNotify('TRANSACTION.CLOSED', { ...fake.transactionOf(paymentNo), trade_state: 'CLOSED' });
    await expect(gateway.readNotify(notify)).resolves.toMatchObject({ kind: 'ignored', paymentNo });
  });

  it('answers WeChat 204 empty or 400 JSON FAIL', () => {
    expect(gateway.replyOk()).toEqual({ status: 204, contentType: 'text/plain', body: '' });
    const fail = gateway.replyFail('验签失败');
    expect(fail.status).toBe(400);
    expect(JSON.parse(fail.body)).toEqual({ code: 'FAIL', message: '验签失败' });
  });
});

describe('wechatGateway query and close', () => {
  it('finds a paid trade whose notify was dropped; waiting and missing trades too', async () => {
    fake.settings.dropNotifies = true;
    const input = startInput({ amountFen: 500 });
    await gateway.start(input);
    await expect(gateway.query(input.paymentNo)).resolves.toEqual({ state: 'waiting' });
    expect(await fake.payTrade(input.paymentNo)).toBeNull();
    const trade = fake.trades.get(input.paymentNo);
    await expect(gateway.query(input.paymentNo)).resolves.toEqual({
      state: 'paid',
      paymentNo: input.paymentNo,
      tradeNo: trade?.transactionId,
      amountFen: 500,
      paidAt: Date.parse(trade?.successTime as string),
    });
    await expect(gateway.query('PAY-never-seen')).resolves.toEqual({ state: 'missing' });
  });

  it('closes an unpaid trade, takes a trade never seen as closed, and refuses to close a paid one', async () => {
    const input = startInput();
    await gateway.start(input);
    await gateway.close(input.paymentNo);
    expect(fake.closeCalls.get(input.paymentNo)).toBe(1);
    await expect(gateway.query(input.paymentNo)).resolves.toEqual({ state: 'closed' });
    await expect(gateway.close('PAY-never-opened')).resolves.toBeUndefined();
    const paymentNo = await paidTrade();
    const err = await gatewayError(gateway.close(paymentNo));
    expect(err).toMatchObject({ code: 'ORDERPAID', retryable: false, message: '订单已支付' });
  });
});

describe('wechatGateway refund', () => {
  it('refunds once when the same out_refund_no is sent twice, and decodes the refund notify', async () => {
    const paymentNo = await paidTrade();
    const refundNo = `RF${paymentNo}`;
    const input = { paymentNo, refundNo, amountFen: 2_000, totalFen: 12_345, reason: '七天无理由退货', notifyUrl };
    const [first, ...raced] = await Promise.all([gateway.refund(input), gateway.refund(input)]);
    const again = await gateway.refund(input);
    expect(first).toMatchObject({ state: 'succeeded' });
    expect([...raced, again]).toEqual([first, first]);
    expect(fake.refundCalls.get(refundNo)).toBe(3);
    expect([...fake.refunds.values()].filter((r) => r.outTradeNo === paymentNo)).toHaveLength(1);
    const event = await waitFor(() => events.find((e) => e.kind === 'refund' && e.refundNo === refundNo));
    expect(event).toEqual({
      kind: 'refund',
      refundNo,
      paymentNo,
      state: 'succeeded',
      tradeNo: fake.refunds.get(refundNo)?.refundId,
    });
    await expect(gateway.query(paymentNo)).resolves.toMatchObject({ state: 'paid', amountFen: 12_345 });
  });

  it('answers processing, then the refund notify and the refund query say succeeded', async () => {
    fake.settings.refundsProcessing = true;
    const paymentNo = await paidTrade();
    const refundNo = `RF${paymentNo}`;
    const started = await gateway.refund({
      paymentNo,
      refundNo,
      amountFen: 12_345,
      totalFen: 12_345,
      reason: '',
      notifyUrl,
    });
    const refundId = fake.refunds.get(refundNo)?.refundId;
    expect(started).toEqual({ state: 'processing', tradeNo: refundId });
    await expect(gateway.queryRefund(paymentNo, refundNo)).resolves.toEqual({ state: 'processing', tradeNo: refundId });
    expect(await fake.completeRefund(refundNo)).toBe(204);
    expect(events).toContainEqual({ kind: 'refund', refundNo, paymentNo, state: 'succeeded', tradeNo: refundId });
    await expect(gateway.queryRefund(paymentNo, refundNo)).resolves.toEqual({ state: 'succeeded', tradeNo: refundId });
  });

  it('reports an abnormal refund as failed, by notify and by query', async () => {
    fake.settings.refundsProcessing = true;
    const paymentNo = await paidTrade();
    const refundNo = `RF${paymentNo}`;
    await gateway.refund({ paymentNo, refundNo, amountFen: 100, totalFen: 12_345, reason: '质量问题', notifyUrl });
    await fake.completeRefund(refundNo, 'ABNORMAL');
    expect(events).toContainEqual(expect.objectContaining({ kind: 'refund', refundNo, state: 'failed' }));
    await expect(gateway.queryRefund(paymentNo, refundNo)).resolves.toMatchObject({ state: 'failed' });
  });

  it('passes on a business refusal with WeChat’s message, not retryable', async () => {
    const paymentNo = await paidTrade();
    const err = await gatewayError(
      gateway.refund({
        paymentNo,
        refundNo: `RF${paymentNo}`,
        amountFen: 99_999,
        totalFen: 12_345,
        reason: '',
        notifyUrl,
      }),
    );
    expect(err).toMatchObject({ code: 'NOT_ENOUGH', retryable: false });
    expect(err.message).toBe('申请退款金额超过订单可退金额，请核实后再试');
  });
});

describe('wechatGateway answers and failures', () => {
  it('refuses answers whose signature does not verify, or that another key signed', async () => {
    const paymentNo = await paidTrade();
    fake.settings.tamperAnswers = true;
    const err = await gatewayError(gateway.query(paymentNo));
    expect(err.code).toBe('ANSWER_NOT_VERIFIED');
    fake.settings.tamperAnswers = false;
    const misled = wechatGateway({
      ...settings,
      platformPublicKey: stranger.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    });
    expect((await gatewayError(misled.query(paymentNo))).code).toBe('ANSWER_NOT_VERIFIED');
    const wrongSerial = wechatGateway({ ...settings, platformSerial: 'PUB_KEY_ID_0000000000000001' });
    expect((await gatewayError(wrongSerial.query(paymentNo))).code).toBe('ANSWER_NOT_VERIFIED');
  });

  it('makes 5xx, SYSTEM_ERROR and FREQUENCY_LIMITED retryable', async () => {
    fake.failNext(500, 'SYSTEM_ERROR', '系统错误');
    expect(await gatewayError(gateway.query('PAY-x'))).toMatchObject({ code: 'SYSTEM_ERROR', retryable: true });
    fake.failNext(429, 'FREQUENCY_LIMITED', '频率超限');
    expect(await gatewayError(gateway.start(startInput()))).toMatchObject({
      code: 'FREQUENCY_LIMITED',
      retryable: true,
    });
    fake.failNext(400, 'INVALID_REQUEST', '201 商户订单号重复');
    expect(await gatewayError(gateway.start(startInput()))).toMatchObject({
      code: 'INVALID_REQUEST',
      retryable: false,
      message: '201 商户订单号重复',
    });
  });

  it('makes a gateway that is down or hung retryable, each call bounded', async () => {
    const down = wechatGateway({ ...settings, baseUrl: 'http://127.0.0.1:1' });
    expect(await gatewayError(down.query('PAY-x'))).toMatchObject({ code: 'NETWORK', retryable: true });
    fake.settings.hang = true;
    const impatient = wechatGateway({ ...settings, timeoutMs: 200 });
    const started = Date.now();
    expect(await gatewayError(impatient.query('PAY-x'))).toMatchObject({ code: 'TIMEOUT', retryable: true });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('wechatSettingsFromConfig', () => {
  it('is undefined while WeChat Pay is off', () => {
    expect(wechatSettingsFromConfig(loadConfig({}))).toBeUndefined();
  });

  it('builds a working gateway from the settings, keys on one line or as bare base64', async () => {
    const bareBase64 = fake.platformPublicKey.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    const config = loadConfig({
      PUBLIC_URL: 'https://mall.example.com',
      WECHATPAY_MCH_ID: MCH_ID,
      WECHATPAY_APP_ID: APP_ID,
      WECHATPAY_PRIVATE_KEY: privateKeyPem.trim().replace(/\n/g, '\\n'),
      WECHATPAY_SERIAL_NO: MERCHANT_SERIAL,
      WECHATPAY_APIV3_KEY: API_V3_KEY,
      WECHATPAY_PLATFORM_PUBLIC_KEY: bareBase64,
      WECHATPAY_PLATFORM_SERIAL: fake.platformSerial,
      WECHATPAY_BASE_URL: fake.baseUrl,
    });
    const fromConfig = wechatGateway(wechatSettingsFromConfig(config) as TWechatSettings);
    const paymentNo = await paidTrade();
    await expect(fromConfig.query(paymentNo)).resolves.toMatchObject({ state: 'paid', paymentNo });
  });
});
