import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TPayNotify } from '@mall/contract';

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
