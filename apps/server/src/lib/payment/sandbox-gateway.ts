import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type TPayNotify, ZPayNotify } from '@mall/contract';
import { NotifyRefused, type PaymentGateway, type TRefundState } from './gateway.js';

/**
 * The built-in sandbox gateway: a cashier page and a signed asynchronous notify, the way a real
 * gateway (Alipay, WeChat Pay) talks to a shop. Real gateways plug in behind the same few functions.
 */

export function newPaymentNo(): string {
  return `PAY${randomBytes(16).toString('hex')}`;
}

export function cashierUrl(paymentNo: string): string {
  return `/pay/sandbox?paymentNo=${paymentNo}`;
}

function signedText(n: Omit<TPayNotify, 'sign'>): string {
  return `amountFen=${n.amountFen}&paidAt=${n.paidAt}&paymentNo=${n.paymentNo}&tradeNo=${n.tradeNo}`;
}

export function signNotify(secret: string, n: Omit<TPayNotify, 'sign'>): TPayNotify {
  return { ...n, sign: createHmac('sha256', secret).update(signedText(n)).digest('hex') };
}

export function verifyNotify(secret: string, n: TPayNotify): boolean {
  const expected = createHmac('sha256', secret).update(signedText(n)).digest();
  const given = Buffer.from(n.sign, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The gateway's trade number for a payment: the same on every confirm, so a double confirm is a replay. */
export function tradeNoFor(secret: string, paymentNo: string): string {
  return `SBX${createHmac('sha256', secret).update(`trade:${paymentNo}`).digest('hex').slice(0, 24)}`;
}

/** The gateway's trade number for a refund: derived from the refund number, so a replay names the same refund. */
export function refundTradeNoFor(secret: string, refundNo: string): string {
  return `SBXR${createHmac('sha256', secret).update(`refund:${refundNo}`).digest('hex').slice(0, 24)}`;
}

/**
 * The sandbox as a PaymentGateway, beside the real ones: its cashier is the mall's own page, it
 * settles refunds at once and never needs asking (its notify comes through its own outbox).
 */
export function sandboxGateway(secret: string): PaymentGateway {
  const refunded = (refundNo: string): TRefundState => ({
    state: 'succeeded',
    tradeNo: refundTradeNoFor(secret, refundNo),
  });
  return {
    channel: 'sandbox',
    async start(input) {
      return { payUrl: cashierUrl(input.paymentNo) };
    },
    async readNotify(request) {
      const parsed = ZPayNotify.safeParse(JSON.parse(request.rawBody));
      if (!parsed.success || !verifyNotify(secret, parsed.data)) throw new NotifyRefused('签名无效');
      const { paymentNo, tradeNo, amountFen, paidAt } = parsed.data;
      return { kind: 'paid', paymentNo, tradeNo, amountFen, paidAt };
    },
    replyOk: () => ({ status: 200, contentType: 'text/plain', body: 'success' }),
    replyFail: (message) => ({ status: 400, contentType: 'text/plain', body: message }),
    async query() {
      return { state: 'waiting' };
    },
    async close() {},
    async refund(input) {
      return refunded(input.refundNo);
    },
    async queryRefund(_paymentNo, refundNo) {
      return refunded(refundNo);
    },
  };
}
