import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAlipay, type TFakeAlipay } from '../../test/fakes/fake-alipay.js';
import {
  alipayGateway,
  fenToYuanText,
  formatChinaTime,
  parseChinaTime,
  readAppPrivateKey,
  yuanTextToFen,
} from './alipay-gateway.js';
import {
  GatewayError,
  NotifyRefused,
  type PaymentGateway,
  type TGatewayEvent,
  type TGatewayStartInput,
} from './gateway.js';

const APP_ID = '2021000123456789';

/** The app's key pair, as a merchant makes it with Alipay's key tool (PKCS#1 PEM here). */
const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APP_PRIVATE_PKCS1 = appKeys.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString();
const APP_PRIVATE_PKCS8_BASE64 = appKeys.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
const APP_PUBLIC = appKeys.publicKey.export({ format: 'pem', type: 'spki' }).toString();
/** A key pair neither side knows: what a forger signs with. */
const strangerKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** gmt_payment and send_pay_date carry whole seconds. */
function toSecond(ms: number | null | undefined): number {
  return Math.floor((ms ?? 0) / 1000) * 1000;
}

/** A shop's notify endpoint the way the lead's route uses the gateway: raw body in, reply out. */
interface TShop {
  notifyUrl: string;
  events: TGatewayEvent[];
  refusals: string[];
  close(): Promise<void>;
}

async function startShop(gateway: () => PaymentGateway): Promise<TShop> {
  const events: TGatewayEvent[] = [];
  const refusals: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      gateway()
        .readNotify({ headers: req.headers, rawBody })
        .then(
          (event) => {
            events.push(event);
            return gateway().replyOk();
          },
          (error: unknown) => {
            refusals.push(error instanceof NotifyRefused ? error.reason : String(error));
            return gateway().replyFail(String(error));
          },
        )
        .then((reply) => res.writeHead(reply.status, { 'content-type': reply.contentType }).end(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    notifyUrl: `http://127.0.0.1:${port}/pay/notify/alipay`,
    events,
    refusals,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let fake: TFakeAlipay;
let shop: TShop;
let gateway: PaymentGateway;

function newPaymentNo(): string {
  return `PAY${randomBytes(12).toString('hex')}`;
}

function startInput(overrides: Partial<TGatewayStartInput> = {}): TGatewayStartInput {
  return {
    paymentNo: newPaymentNo(),
    amountFen: 1230,
    subject: '智联商城订单 智能音箱 100%好评',
    expiresAt: Date.now() + 15 * 60_000,
    device: 'pc',
    clientIp: '127.0.0.1',
    returnUrl: 'http://127.0.0.1:1/pay/result',
    notifyUrl: shop.notifyUrl,
    ...overrides,
  };
}

/** Starts a payment and opens its pay URL as the buyer's browser would; answers the page. */
async function openPayment(input: TGatewayStartInput): Promise<string> {
  const { payUrl } = await gateway.start(input);
  if (!payUrl) throw new Error('no payUrl');
  return (await fetch(payUrl)).text();
}

async function expectGatewayError(
  work: Promise<unknown>,
  match: { code?: string; retryable: boolean },
): Promise<GatewayError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  const gatewayError = error as GatewayError;
  expect(gatewayError.retryable).toBe(match.retryable);
  if (match.code) expect(gatewayError.code).toBe(match.code);
  return gatewayError;
}

beforeAll(async () => {
  fake = await startFakeAlipay({ appId: APP_ID, appPublicKey: APP_PUBLIC });
  shop = await startShop(() => gateway);
  gateway = alipayGateway({
    appId: APP_ID,
    privateKey: APP_PRIVATE_PKCS1,
    alipayPublicKey: fake.alipayPublicKey,
    gateway: fake.url,
  });
});

afterAll(async () => {
  await fake?.closeAll();
  await shop?.close();
});

describe('Alipay at its edge', () => {
  it('writes fen as yuan strings and reads them back without floats', () => {
    expect(fenToYuanText(1230)).toBe('12.30');
    expect(fenToYuanText(5)).toBe('0.05');
    expect(fenToYuanText(100)).toBe('1.00');
    expect(yuanTextToFen('12.30')).toBe(1230);
    expect(yuanTextToFen('12.3')).toBe(1230);
    expect(yuanTextToFen('0.07')).toBe(7);
    expect(yuanTextToFen('1e3')).toBeNull();
    expect(yuanTextToFen('-1.00')).toBeNull();
    expect(yuanTextToFen('1.001')).toBeNull();
  });

  it('speaks China time whatever the server time zone', () => {
    const ms = Date.UTC(2025, 0, 31, 16, 30, 5);
    expect(formatChinaTime(ms)).toBe('2025-02-01 00:30:05');
    expect(parseChinaTime('2025-02-01 00:30:05')).toBe(ms);
    expect(parseChinaTime('2025-02-01T00:30:05')).toBeNull();
  });

  it('reads the app key as PEM or bare base64, PKCS#1 or PKCS#8, and refuses anything else', () => {
    expect(readAppPrivateKey(APP_PRIVATE_PKCS1).keyType).toBe('PKCS1');
    expect(readAppPrivateKey(APP_PRIVATE_PKCS8_BASE64).keyType).toBe('PKCS8');
    const pkcs1Bare = appKeys.privateKey.export({ format: 'der', type: 'pkcs1' }).toString('base64');
    expect(readAppPrivateKey(pkcs1Bare).keyType).toBe('PKCS1');
    expect(() => readAppPrivateKey('not a key')).toThrow(/ALIPAY_PRIVATE_KEY/);
    expect(() =>
      alipayGateway({ appId: APP_ID, privateKey: APP_PRIVATE_PKCS1, alipayPublicKey: 'garbage', gateway: fake.url }),
    ).toThrow(/ALIPAY_PUBLIC_KEY/);
  });
});

describe('start', () => {
  it('builds a signed page-pay URL the gateway accepts, in yuan, with the payment deadline', async () => {
    const input = startInput();
    const { payUrl } = await gateway.start(input);
    const url = new URL(payUrl ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(fake.url);
    expect(url.searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect(url.searchParams.get('notify_url')).toBe(shop.notifyUrl);
    const biz = JSON.parse(url.searchParams.get('biz_content') ?? '{}') as Record<string, string>;
    expect(biz).toMatchObject({
      out_trade_no: input.paymentNo,
      total_amount: '12.30',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      time_expire: formatChinaTime(input.expiresAt),
    });
    const page = await (await fetch(payUrl ?? '')).text();
    expect(page).toContain('支付宝收银台（测试）');
    expect(page).toContain('¥12.30');
    expect(page).toContain('data-testid="fake-alipay-confirm"');
    expect(fake.trade(input.paymentNo)).toMatchObject({ totalFen: 1230, status: 'WAIT_BUYER_PAY' });
  });

  it('gives Alipay the deadline: past it the buyer can no longer pay', async () => {
    const input = startInput({ expiresAt: Date.now() - 1000 });
    expect(await openPayment(input)).toContain('ACQ.TRADE_HAS_CLOSE');
    expect(await gateway.query(input.paymentNo)).toEqual({ state: 'closed' });
  });

  it('builds a wap-pay URL on a phone', async () => {
    const input = startInput({ device: 'mobile' });
    const { payUrl } = await gateway.start(input);
    const url = new URL(payUrl ?? '');
    expect(url.searchParams.get('method')).toBe('alipay.trade.wap.pay');
    expect(JSON.parse(url.searchParams.get('biz_content') ?? '{}')).toMatchObject({ product_code: 'QUICK_WAP_WAY' });
    expect(await (await fetch(payUrl ?? '')).text()).toContain('data-testid="fake-alipay-confirm"');
    expect(fake.trade(input.paymentNo)?.method).toBe('alipay.trade.wap.pay');
  });

  it('works with the keys as bare base64 (PKCS#8), the way the console shows them', async () => {
    const bare = alipayGateway({
      appId: APP_ID,
      privateKey: APP_PRIVATE_PKCS8_BASE64,
      alipayPublicKey: fake.alipayPublicKeyBase64,
      gateway: fake.url,
    });
    const input = startInput();
    const { payUrl } = await bare.start(input);
    expect(await (await fetch(payUrl ?? '')).text()).toContain('支付宝收银台（测试）');
    expect(await bare.query(input.paymentNo)).toEqual({ state: 'waiting' });
  });

  it('is refused by the gateway when signed with a key Alipay does not know', async () => {
    const stranger = strangerKeys.privateKey.export({ format: 'pem', type: 'pkcs8' });
    const forged = alipayGateway({
      appId: APP_ID,
      privateKey: stranger.toString(),
      alipayPublicKey: fake.alipayPublicKey,
      gateway: fake.url,
    });
    const input = startInput();
    const { payUrl } = await forged.start(input);
    const page = await (await fetch(payUrl ?? '')).text();
    expect(page).toContain('isv.invalid-signature');
    expect(fake.trade(input.paymentNo)).toBeUndefined();
    await expectGatewayError(forged.query(input.paymentNo), { code: 'isv.invalid-signature', retryable: false });
  });
});

describe('notify', () => {
  it('turns the buyer paying into a verified paid event with the amount in fen', async () => {
    const input = startInput();
    await openPayment(input);
    const delivery = await fake.payTrade(input.paymentNo);
    expect(delivery).toMatchObject({ status: 200, answer: 'success' });
    const trade = fake.trade(input.paymentNo);
    const event = shop.events.find((e) => e.paymentNo === input.paymentNo);
    expect(event).toEqual({
      kind: 'paid',
      paymentNo: input.paymentNo,
      tradeNo: trade?.tradeNo,
      amountFen: 1230,
      paidAt: toSecond(trade?.paidAt),
    });
  });

  it('reads a repeated notify the same way (the payment service pays once)', async () => {
    const input = startInput();
    await openPayment(input);
    await fake.payTrade(input.paymentNo);
    expect(await fake.resendNotify(input.paymentNo)).toMatchObject({ status: 200, answer: 'success' });
    const events = shop.events.filter((e) => e.paymentNo === input.paymentNo);
    expect(events).toHaveLength(2);
    expect(events[1]).toEqual(events[0]);
  });

  it('pays from the cashier page and brings the buyer back to return_url', async () => {
    const input = startInput({ returnUrl: 'http://127.0.0.1:1/pay/result?from=alipay' });
    await openPayment(input);
    const res = await fetch(new URL('/cashier/confirm', fake.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ out_trade_no: input.paymentNo }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location') ?? '');
    expect(back.pathname).toBe('/pay/result');
    expect(back.searchParams.get('from')).toBe('alipay');
    expect(back.searchParams.get('out_trade_no')).toBe(input.paymentNo);
    expect(back.searchParams.get('method')).toBe('alipay.trade.page.pay.return');
    expect(back.searchParams.get('total_amount')).toBe('12.30');
    expect(shop.events.some((e) => e.kind === 'paid' && e.paymentNo === input.paymentNo)).toBe(true);
  });

  it('refuses a forged signature, another app, and a tampered amount, answering failure', async () => {
    const input = startInput();
    await openPayment(input);
    const fields = fake.notifyFields(input.paymentNo);
    const genuine = fake.signedNotify(fields);

    const forgedSign = new URLSearchParams(genuine);
    forgedSign.set('sign', randomBytes(256).toString('base64'));
    const otherApp = fake.signedNotify({ ...fields, app_id: '2021000999999999' });
    const tampered = genuine.replace('total_amount=12.30', 'total_amount=0.01');
    expect(tampered).not.toBe(genuine);
    const unsigned = new URLSearchParams(genuine);
    unsigned.delete('sign');

    for (const body of [forgedSign.toString(), otherApp, tampered, unsigned.toString()]) {
      await expect(gateway.readNotify({ headers: {}, rawBody: body })).rejects.toBeInstanceOf(NotifyRefused);
      expect(await fake.sendNotify(body, shop.notifyUrl)).toMatchObject({ status: 200, answer: 'failure' });
    }
    expect(shop.events.some((e) => e.paymentNo === input.paymentNo)).toBe(false);
    await expect(gateway.readNotify({ headers: {}, rawBody: genuine })).resolves.toMatchObject({
      kind: 'paid',
      amountFen: 1230,
    });
  });

  it('ignores genuine notifies that pay nothing: waiting, closed, a refund notice', async () => {
    const input = startInput();
    await openPayment(input);
    const variants: Record<string, string>[] = [
      { trade_status: 'WAIT_BUYER_PAY' },
      { trade_status: 'TRADE_CLOSED' },
      { trade_status: 'TRADE_SUCCESS', refund_fee: '1.00', gmt_refund: '2025-01-01 10:00:00.000', out_biz_no: 'R1' },
    ];
    for (const overrides of variants) {
      const body = fake.signedNotify(fake.notifyFields(input.paymentNo, overrides));
      const event = await gateway.readNotify({ headers: {}, rawBody: body });
      expect(event).toMatchObject({ kind: 'ignored', paymentNo: input.paymentNo });
    }
  });

  it('answers Alipay in its own words', () => {
    expect(gateway.replyOk()).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' });
    expect(gateway.replyFail('bad')).toMatchObject({ status: 200, body: 'failure' });
  });
});

describe('query and close', () => {
  it('finds a payment whose notify never came', async () => {
    const input = startInput();
    expect(await gateway.query(input.paymentNo)).toEqual({ state: 'missing' });
    await openPayment(input);
    expect(await gateway.query(input.paymentNo)).toEqual({ state: 'waiting' });
    fake.dropNotifies = true;
    try {
      expect(await fake.payTrade(input.paymentNo)).toBeNull();
    } finally {
      fake.dropNotifies = false;
    }
    expect(shop.events.some((e) => e.paymentNo === input.paymentNo)).toBe(false);
    const state = await gateway.query(input.paymentNo);
    expect(state).toEqual({
      state: 'paid',
      paymentNo: input.paymentNo,
      tradeNo: fake.trade(input.paymentNo)?.tradeNo,
      amountFen: 1230,
      paidAt: toSecond(fake.trade(input.paymentNo)?.paidAt),
    });
  });

  it('closes a waiting trade so the buyer can no longer pay it; a trade Alipay never saw counts as closed', async () => {
    const input = startInput();
    await gateway.close(input.paymentNo);
    expect(fake.closeCalls(input.paymentNo)).toBe(1);

    const opened = startInput();
    await openPayment(opened);
    await gateway.close(opened.paymentNo);
    expect(fake.trade(opened.paymentNo)?.status).toBe('TRADE_CLOSED');
    expect(await gateway.query(opened.paymentNo)).toEqual({ state: 'closed' });
    await expect(fake.payTrade(opened.paymentNo)).rejects.toThrow(/TRADE_CLOSED/);
    // Closing again is harmless.
    await gateway.close(opened.paymentNo);
  });

  it('refuses to close a paid trade, for good', async () => {
    const input = startInput();
    await openPayment(input);
    await fake.payTrade(input.paymentNo);
    await expectGatewayError(gateway.close(input.paymentNo), { code: 'TRADE_PAID', retryable: false });
  });
});

describe('refund', () => {
  async function paidPayment(amountFen = 1230): Promise<string> {
    const input = startInput({ amountFen });
    await openPayment(input);
    await fake.payTrade(input.paymentNo);
    return input.paymentNo;
  }

  function refundInput(paymentNo: string, refundNo: string, amountFen: number) {
    return { paymentNo, refundNo, amountFen, totalFen: 1230, reason: '七天无理由退货', notifyUrl: shop.notifyUrl };
  }

  it('refunds once when the same refund number is asked twice', async () => {
    const paymentNo = await paidPayment();
    const refundNo = `AS${randomBytes(6).toString('hex')}`;
    const tradeNo = fake.trade(paymentNo)?.tradeNo;
    expect(await gateway.refund(refundInput(paymentNo, refundNo, 1230))).toEqual({ state: 'succeeded', tradeNo });
    expect(await gateway.refund(refundInput(paymentNo, refundNo, 1230))).toEqual({ state: 'succeeded', tradeNo });
    expect(fake.refundCalls(refundNo)).toBe(2);
    expect(fake.trade(paymentNo)?.refundedFen).toBe(1230);
    expect(fake.trade(paymentNo)?.status).toBe('TRADE_CLOSED');
  });

  it('refunds in parts up to what was paid, and no further', async () => {
    const paymentNo = await paidPayment();
    await gateway.refund(refundInput(paymentNo, 'R-part-1', 300));
    await gateway.refund(refundInput(paymentNo, 'R-part-2', 500));
    expect(fake.trade(paymentNo)?.refundedFen).toBe(800);
    expect(await gateway.queryRefund(paymentNo, 'R-part-1')).toMatchObject({ state: 'succeeded' });
    expect(await gateway.queryRefund(paymentNo, 'R-never-asked')).toMatchObject({ state: 'processing' });
    await expectGatewayError(gateway.refund(refundInput(paymentNo, 'R-part-3', 431)), {
      code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
      retryable: false,
    });
    expect(fake.trade(paymentNo)?.refundedFen).toBe(800);
  });

  it('says a refund may be asked again when Alipay answers SYSTEM_ERROR', async () => {
    const paymentNo = await paidPayment();
    fake.failNext('alipay.trade.refund');
    await expectGatewayError(gateway.refund(refundInput(paymentNo, 'R-busy', 100)), {
      code: 'ACQ.SYSTEM_ERROR',
      retryable: true,
    });
    expect(fake.trade(paymentNo)?.refundedFen).toBe(0);
    expect(await gateway.refund(refundInput(paymentNo, 'R-busy', 100))).toMatchObject({ state: 'succeeded' });
  });

  it('reads the notice Alipay sends after a refund as nothing to do', async () => {
    const paymentNo = await paidPayment();
    await gateway.refund(refundInput(paymentNo, 'R-notice', 200));
    await expect
      .poll(() => fake.notifies.filter((n) => n.body.includes('refund_fee')).some((n) => n.body.includes(paymentNo)))
      .toBe(true);
    expect(shop.events).toContainEqual({ kind: 'ignored', paymentNo, reason: 'refund notice' });
  });
});

describe('an unreachable or untrusted gateway', () => {
  it('makes every call a retryable GatewayError when Alipay is down', async () => {
    const down = await startFakeAlipay({ appId: APP_ID, appPublicKey: APP_PUBLIC });
    await down.closeAll();
    const offline = alipayGateway({
      appId: APP_ID,
      privateKey: APP_PRIVATE_PKCS1,
      alipayPublicKey: down.alipayPublicKey,
      gateway: down.url,
    });
    const input = startInput();
    // The pay URL is built locally: starting never needs the network.
    expect((await offline.start(input)).payUrl).toContain(down.url);
    await expectGatewayError(offline.query(input.paymentNo), { code: 'GATEWAY_UNREACHABLE', retryable: true });
    await expectGatewayError(offline.close(input.paymentNo), { retryable: true });
    await expectGatewayError(offline.refund(refundInputFor(input.paymentNo)), { retryable: true });
  });

  it('bounds a call to a gateway that never answers', async () => {
    const silent = http.createServer(() => {
      // Takes the request and never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/gateway.do`;
      const stuck = alipayGateway({
        appId: APP_ID,
        privateKey: APP_PRIVATE_PKCS1,
        alipayPublicKey: fake.alipayPublicKey,
        gateway: url,
        timeoutMs: 300,
      });
      const started = Date.now();
      await expectGatewayError(stuck.query(newPaymentNo()), { code: 'GATEWAY_UNREACHABLE', retryable: true });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('refuses an answer whose signature is not Alipay’s', async () => {
    const wrongKey = strangerKeys.publicKey.export({ format: 'pem', type: 'spki' });
    const mistrusting = alipayGateway({
      appId: APP_ID,
      privateKey: APP_PRIVATE_PKCS1,
      alipayPublicKey: wrongKey.toString(),
      gateway: fake.url,
    });
    await expectGatewayError(mistrusting.query(newPaymentNo()), {
      code: 'RESPONSE_SIGNATURE_INVALID',
      retryable: false,
    });
  });
});

function refundInputFor(paymentNo: string) {
  return {
    paymentNo,
    refundNo: 'R-down',
    amountFen: 100,
    totalFen: 1230,
    reason: '退款',
    notifyUrl: 'http://127.0.0.1:1/',
  };
}
