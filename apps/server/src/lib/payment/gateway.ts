/**
 * What the shop asks of a payment gateway (DESIGN-OPERATE §C). Alipay, WeChat Pay v3 and the built-in
 * sandbox each implement it; the payment service never speaks a protocol itself. Money is in fen
 * end to end; a gateway converts at its own edge (Alipay's yuan strings).
 */

import type { TPayChannel, TPayDevice } from '@mall/contract';

export type { TPayChannel, TPayDevice };

export interface TGatewayStartInput {
  /** Our payment number: Alipay's and WeChat's `out_trade_no`. */
  paymentNo: string;
  amountFen: number;
  /** What the buyer sees at the gateway (≤ 128 characters). */
  subject: string;
  /** Epoch ms after which the gateway must refuse to take the money. */
  expiresAt: number;
  device: TPayDevice;
  /** The buyer's address (WeChat H5 requires it). */
  clientIp: string;
  /** Absolute URL the gateway brings the buyer back to (Alipay `return_url`, WeChat H5 `redirect_url`). */
  returnUrl: string;
  /** Absolute URL the gateway sends its notify to. */
  notifyUrl: string;
}

export interface TGatewayStart {
  /** Where the buyer's browser goes to pay (Alipay's signed gateway URL, WeChat's `h5_url`). */
  payUrl?: string;
  /** What the cashier draws as a QR code for the buyer's phone to scan (WeChat Native `code_url`). */
  codeUrl?: string;
}

/** A payment the gateway says it took. */
export interface TPaidTrade {
  paymentNo: string;
  /** The gateway's own number for the trade. */
  tradeNo: string;
  amountFen: number;
  paidAt: number;
}

/** What a verified notify tells. */
export type TGatewayEvent =
  | ({ kind: 'paid' } & TPaidTrade)
  /** A refund's own notify (WeChat `REFUND.*`): its final state. */
  | { kind: 'refund'; refundNo: string; paymentNo: string; state: 'succeeded' | 'failed'; tradeNo: string }
  /** Genuine, but nothing for the shop to do (Alipay's WAIT_BUYER_PAY, TRADE_CLOSED; a refund notice on the trade). */
  | { kind: 'ignored'; paymentNo: string; reason: string };

/** The HTTP request a notify came in as: headers (lower-case names) and the body exactly as sent. */
export interface TNotifyRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** The answer the gateway expects (Alipay: text `success` / `failure`; WeChat: 204 / 4xx JSON). */
export interface TNotifyReply {
  status: number;
  contentType: string;
  body: string;
}

/** The gateway's view of a trade, asked by the reconciliation job and the result page. */
export type TTradeState =
  | ({ state: 'paid' } & TPaidTrade)
  | { state: 'waiting' }
  | { state: 'closed' }
  /** The gateway has never seen it (the buyer never opened the payment page). */
  | { state: 'missing' };

export interface TGatewayRefundInput {
  paymentNo: string;
  /** Our refund number, the gateway's idempotency key (Alipay `out_request_no`, WeChat `out_refund_no`). */
  refundNo: string;
  amountFen: number;
  /** What the payment took in all (WeChat asks for it). */
  totalFen: number;
  reason: string;
  /** Absolute URL of the refund's own notify, where the gateway sends one (WeChat). */
  notifyUrl: string;
}

export type TRefundState =
  | { state: 'succeeded'; tradeNo: string }
  /** Accepted; the result comes by notify or by asking again (WeChat PROCESSING). */
  | { state: 'processing'; tradeNo: string }
  /** Refused for good (WeChat ABNORMAL/CLOSED): an operator has to look. */
  | { state: 'failed'; reason: string };

/**
 * A gateway refusal or an unreachable gateway. `retryable` says whether asking again later may work
 * (timeouts, 5xx, SYSTEM_ERROR); a business refusal (insufficient balance, bad parameters) is not.
 */
export class GatewayError extends Error {
  constructor(
    readonly channel: TPayChannel,
    readonly code: string,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** A notify that is not genuine or not ours: bad signature, another merchant or app, a stale timestamp. */
export class NotifyRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'NotifyRefused';
  }
}

export interface PaymentGateway {
  readonly channel: TPayChannel;
  /** Creates the trade at the gateway and answers where the buyer pays. */
  start(input: TGatewayStartInput): Promise<TGatewayStart>;
  /**
   * Verifies a notify (signature, app id or merchant id, timestamp) and decodes it; throws
   * NotifyRefused when it is not genuine or not ours. The payment service checks the rest (a known
   * payment, the amount, once).
   */
  readNotify(request: TNotifyRequest): Promise<TGatewayEvent>;
  replyOk(): TNotifyReply;
  replyFail(message: string): TNotifyReply;
  /** Asks the gateway about a trade (`alipay.trade.query`, `GET /v3/pay/transactions/out-trade-no/…`). */
  query(paymentNo: string): Promise<TTradeState>;
  /** Closes an unpaid trade so it can no longer be paid; a trade the gateway never saw counts as closed. */
  close(paymentNo: string): Promise<void>;
  /** Gives money back; the same refundNo asked twice refunds once. */
  refund(input: TGatewayRefundInput): Promise<TRefundState>;
  /** Asks about a refund left processing. */
  queryRefund(paymentNo: string, refundNo: string): Promise<TRefundState>;
}
