import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { AlipaySdk } from 'alipay-sdk';
import { loadOnce } from '../load-once.js';
import {
  GatewayError,
  NotifyRefused,
  type PaymentGateway,
  type TGatewayEvent,
  type TGatewayRefundInput,
  type TGatewayStart,
  type TGatewayStartInput,
  type TNotifyReply,
  type TNotifyRequest,
  type TRefundState,
  type TTradeState,
} from './gateway.js';

/**
 * Alipay (DESIGN-OPERATE §C) through the official `alipay-sdk`: page pay on a desktop, wap pay on a
 * phone, both as a signed GET URL; the asynchronous notify verified with Alipay's public key (RSA2);
 * query, close, refund and refund query through `exec` with every answer's signature verified.
 * Money is fen here and yuan strings ("12.30") only on Alipay's side of this file.
 */

export interface TAlipaySettings {
  /** ALIPAY_APP_ID: the app on Alipay's open platform. */
  appId: string;
  /** ALIPAY_PRIVATE_KEY: the app's RSA private key, PEM or bare base64, PKCS#1 or PKCS#8. */
  privateKey: string;
  /** ALIPAY_PUBLIC_KEY: Alipay's public key (not the app's), PEM or bare base64. */
  alipayPublicKey: string;
  /** ALIPAY_GATEWAY: https://openapi.alipay.com/gateway.do, the sandbox's, or a test's fake. */
  gateway: string;
  /** How long one call to Alipay may take before it counts as unreachable (default 10 s). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** Alipay keeps 64 characters of a subject on its page; 256 is its documented field limit. */
const SUBJECT_MAX = 128;
const CHINA_OFFSET_MS = 8 * 3600_000;
const SUCCESS_CODE = '10000';

/** A decoded `xxx_response` object: Alipay's fields by their own (snake_case) names. */
type TAlipayAnswer = Record<string, unknown> & { code?: string; msg?: string; sub_code?: string; sub_msg?: string };

// ---------------------------------------------------------------------------------------------
// Keys
// ---------------------------------------------------------------------------------------------

/** Bare base64 (what Alipay's key tool shows) as DER bytes; PEM text stays as it is. */
function isPem(text: string): boolean {
  return text.includes('-----BEGIN');
}

function derOf(text: string): Buffer {
  return Buffer.from(text.replace(/\s+/g, ''), 'base64');
}

/**
 * Reads the app's private key in any form Alipay's tools hand out and says which one it is: the SDK
 * rebuilds the PEM from the base64 body with the header `keyType` names, so a PKCS#8 key announced as
 * PKCS#1 (its default) would fail at the first signature instead of at start.
 */
export function readAppPrivateKey(text: string): { pem: string; keyType: 'PKCS1' | 'PKCS8' } {
  const trimmed = text.trim();
  let key: KeyObject;
  let keyType: 'PKCS1' | 'PKCS8';
  try {
    if (isPem(trimmed)) {
      key = createPrivateKey(trimmed);
      keyType = trimmed.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8';
    } else {
      const der = derOf(trimmed);
      try {
        key = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
        keyType = 'PKCS8';
      } catch {
        key = createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
        keyType = 'PKCS1';
      }
    }
  } catch {
    throw new Error('ALIPAY_PRIVATE_KEY 不是有效的 RSA 私钥（应为 PEM 或 base64，PKCS#1 或 PKCS#8）');
  }
  if (key.asymmetricKeyType !== 'rsa') throw new Error('ALIPAY_PRIVATE_KEY 必须是 RSA 私钥（RSA2 签名）');
  const pem = key.export({ format: 'pem', type: keyType === 'PKCS1' ? 'pkcs1' : 'pkcs8' }).toString();
  return { pem, keyType };
}

/** Reads Alipay's public key (SPKI or PKCS#1, PEM or bare base64) as the SPKI PEM the SDK expects. */
export function readAlipayPublicKey(text: string): string {
  const trimmed = text.trim();
  let key: KeyObject;
  try {
    if (isPem(trimmed)) {
      key = createPublicKey(trimmed);
    } else {
      const der = derOf(trimmed);
      try {
        key = createPublicKey({ key: der, format: 'der', type: 'spki' });
      } catch {
        key = createPublicKey({ key: der, format: 'der', type: 'pkcs1' });
      }
    }
  } catch {
    throw new Error('ALIPAY_PUBLIC_KEY 不是有效的支付宝公钥（应为 PEM 或 base64）');
  }
  if (key.asymmetricKeyType !== 'rsa') throw new Error('ALIPAY_PUBLIC_KEY 必须是 RSA 公钥');
  return key.export({ format: 'pem', type: 'spki' }).toString();
}

// ---------------------------------------------------------------------------------------------
// Money and time at Alipay's edge
// ---------------------------------------------------------------------------------------------

/** 1230 → "12.30": Alipay's amounts are yuan strings with two decimals, built from integers only. */
export function fenToYuanText(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`金额（分）无效：${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** "12.30" / "12.3" / "12" → fen; anything else (negative, three decimals, exponent) → null. */
export function yuanTextToFen(text: string | undefined): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Epoch ms → "yyyy-MM-dd HH:mm:ss" in China time, whatever the server's own time zone. */
export function formatChinaTime(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** "yyyy-MM-dd HH:mm:ss" in China time → epoch ms; null when it is not one. */
export function parseChinaTime(text: string | undefined): number | null {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(ms) ? null : ms;
}

// ---------------------------------------------------------------------------------------------
// Calls and their answers
// ---------------------------------------------------------------------------------------------

function text(answer: TAlipayAnswer, field: string): string | undefined {
  const value = answer[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function isSuccess(answer: TAlipayAnswer): boolean {
  return answer.code === SUCCESS_CODE;
}

/** Alipay writes the business code with or without an `aop.` prefix depending on the product. */
function subCode(answer: TAlipayAnswer): string {
  return (answer.sub_code ?? '').replace(/^aop\./, '');
}

/** 20000 (service unavailable) and SYSTEM_ERROR are Alipay's "ask again with the same parameters". */
function isRetryableRefusal(answer: TAlipayAnswer): boolean {
  return answer.code === '20000' || subCode(answer).endsWith('SYSTEM_ERROR');
}

/** A refusal in Alipay's own words, named by its sub_code (or code) for logs and the operator. */
function refusal(what: string, answer: TAlipayAnswer): GatewayError {
  const code = subCode(answer) || answer.code || 'UNKNOWN';
  const why = answer.sub_msg ?? answer.msg ?? '未知错误';
  return new GatewayError('alipay', code, `支付宝${what}失败：${why}（${code}）`, isRetryableRefusal(answer));
}

/**
 * Turns whatever a call threw into a GatewayError: an answer whose signature does not verify is not
 * Alipay's (or the configured key is wrong), and asking again will not fix it; everything else
 * (connection refused, timeout, a 5xx, a body that is not JSON) may well pass later.
 */
function failure(what: string, error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // The SDK's AlipayRequestError, told by name: the SDK is loaded only once a call needs it.
  if (error instanceof Error && error.name === 'AlipayRequestError' && message.includes('验签失败')) {
    return new GatewayError(
      'alipay',
      'RESPONSE_SIGNATURE_INVALID',
      `支付宝${what}的应答验签失败，请核对 ALIPAY_PUBLIC_KEY`,
      false,
    );
  }
  return new GatewayError('alipay', 'GATEWAY_UNREACHABLE', `支付宝${what}请求失败：${message}`, true);
}

/** Bounds a call even if the HTTP client's own timeout never fires (a stalled TLS handshake, a stuck socket). */
async function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}超时（${ms} ms）`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The request's `timestamp`, which Alipay reads as China time and refuses when it is 15 minutes off.
 * The SDK stamps the server's local time, 8 hours early on a UTC host; a parameter given to it wins.
 */
function requestTimestamp(): string {
  return formatChinaTime(Date.now());
}

/**
 * The SDK, configured so every `exec` answer's signature is checked against Alipay's public key. The
 * keys are read at once (a wrong key is said at start); the SDK itself, about 30 MB of RSS, loads with
 * the first call that needs it.
 */
function sdkLoader(settings: TAlipaySettings, timeoutMs: number): () => Promise<AlipaySdk> {
  const { pem, keyType } = readAppPrivateKey(settings.privateKey);
  const alipayPublicKey = readAlipayPublicKey(settings.alipayPublicKey);
  return loadOnce(async () => {
    const { AlipaySdk } = await import('alipay-sdk');
    return new AlipaySdk({
      appId: settings.appId,
      privateKey: pem,
      keyType,
      alipayPublicKey,
      gateway: settings.gateway,
      signType: 'RSA2',
      timeout: timeoutMs,
      // Keep Alipay's own field names: the code below reads them as the documentation spells them.
      camelcase: false,
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Notify
// ---------------------------------------------------------------------------------------------

/** The notify's form fields; a field sent twice makes it ambiguous, so it is refused. */
function parseNotifyForm(rawBody: string): Record<string, string> {
  const params = new URLSearchParams(rawBody);
  const fields: Record<string, string> = {};
  for (const [key, value] of params) {
    if (Object.hasOwn(fields, key)) throw new NotifyRefused(`通知字段重复：${key}`);
    fields[key] = value;
  }
  return fields;
}

/** What a genuine notify of ours says, once its signature and app id have been checked. */
function decodeNotify(fields: Record<string, string>): TGatewayEvent {
  const paymentNo = fields.out_trade_no;
  if (!paymentNo) throw new NotifyRefused('通知缺少 out_trade_no');
  // A refund changes the trade too, and Alipay tells the notify_url: the refund's outcome is the
  // refund call's answer, not this notify's.
  if (fields.refund_fee !== undefined) return { kind: 'ignored', paymentNo, reason: 'refund notice' };
  const status = fields.trade_status;
  if (status !== 'TRADE_SUCCESS' && status !== 'TRADE_FINISHED') {
    return { kind: 'ignored', paymentNo, reason: `trade_status ${status ?? '(none)'}` };
  }
  const amountFen = yuanTextToFen(fields.total_amount);
  const paidAt = parseChinaTime(fields.gmt_payment);
  if (!fields.trade_no || amountFen === null || paidAt === null) {
    throw new NotifyRefused('通知的 trade_no、total_amount 或 gmt_payment 无效');
  }
  return { kind: 'paid', paymentNo, tradeNo: fields.trade_no, amountFen, paidAt };
}

// ---------------------------------------------------------------------------------------------
// The gateway
// ---------------------------------------------------------------------------------------------

/** The trade a query answered, read as the shop's view of it. */
function tradeStateOf(answer: TAlipayAnswer, paymentNo: string): TTradeState {
  const status = text(answer, 'trade_status');
  if (status === 'WAIT_BUYER_PAY') return { state: 'waiting' };
  if (status === 'TRADE_CLOSED') return { state: 'closed' };
  if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') {
    const amountFen = yuanTextToFen(text(answer, 'total_amount'));
    const tradeNo = text(answer, 'trade_no');
    if (amountFen === null || !tradeNo) {
      throw new GatewayError('alipay', 'BAD_ANSWER', '支付宝查询应答缺少 trade_no 或 total_amount', true);
    }
    const paidAt = parseChinaTime(text(answer, 'send_pay_date')) ?? Date.now();
    return { state: 'paid', paymentNo, tradeNo, amountFen, paidAt };
  }
  throw new GatewayError('alipay', 'BAD_ANSWER', `支付宝查询应答的交易状态未知：${status ?? '(无)'}`, true);
}

/**
 * The Alipay gateway. Settings come from env (ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY,
 * ALIPAY_GATEWAY); a key that cannot be read throws here, at start, naming the setting.
 */
export function alipayGateway(settings: TAlipaySettings): PaymentGateway {
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const loadSdk = sdkLoader(settings, timeoutMs);

  /** One openapi call: bounded, its answer's signature verified, transport failures made GatewayErrors. */
  async function call(method: string, what: string, bizContent: Record<string, unknown>): Promise<TAlipayAnswer> {
    try {
      const sdk = await loadSdk();
      const work = sdk.exec(method, { bizContent, timestamp: requestTimestamp() }, { validateSign: true });
      // The SDK's own timeout covers the HTTP exchange; the extra second only catches what it misses.
      const answer: TAlipayAnswer = await withDeadline(work, timeoutMs + 1000, `支付宝${what}`);
      return answer;
    } catch (error) {
      throw failure(what, error);
    }
  }

  async function query(paymentNo: string): Promise<TTradeState> {
    const answer = await call('alipay.trade.query', '查询', { out_trade_no: paymentNo });
    if (isSuccess(answer)) return tradeStateOf(answer, paymentNo);
    if (subCode(answer) === 'ACQ.TRADE_NOT_EXIST') return { state: 'missing' };
    throw refusal('查询', answer);
  }

  async function queryRefund(paymentNo: string, refundNo: string): Promise<TRefundState> {
    const answer = await call('alipay.trade.fastpay.refund.query', '退款查询', {
      out_trade_no: paymentNo,
      out_request_no: refundNo,
      query_options: ['gmt_refund_pay'],
    });
    if (!isSuccess(answer)) throw refusal('退款查询', answer);
    const tradeNo = text(answer, 'trade_no') ?? '';
    // No refund_status: Alipay has not (yet) got the refund; asking refund again with the same
    // out_request_no is safe, it never pays twice.
    return text(answer, 'refund_status') === 'REFUND_SUCCESS'
      ? { state: 'succeeded', tradeNo }
      : { state: 'processing', tradeNo };
  }

  return {
    channel: 'alipay',

    async start(input: TGatewayStartInput): Promise<TGatewayStart> {
      const isPhone = input.device === 'mobile';
      const bizContent: Record<string, string> = {
        out_trade_no: input.paymentNo,
        total_amount: fenToYuanText(input.amountFen),
        subject: input.subject.slice(0, SUBJECT_MAX),
        product_code: isPhone ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
        // Alipay refuses the payment after this, so a closed or expired payment cannot be paid later.
        time_expire: formatChinaTime(input.expiresAt),
      };
      if (isPhone) bizContent.quit_url = input.returnUrl;
      const payUrl = (await loadSdk()).pageExecute(isPhone ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
        bizContent,
        returnUrl: input.returnUrl,
        notifyUrl: input.notifyUrl,
        timestamp: requestTimestamp(),
      });
      return { payUrl };
    },

    async readNotify(request: TNotifyRequest): Promise<TGatewayEvent> {
      const fields = parseNotifyForm(request.rawBody);
      if (!fields.sign) throw new NotifyRefused('通知缺少签名');
      if (fields.sign_type !== undefined && fields.sign_type !== 'RSA2')
        throw new NotifyRefused('通知签名类型不是 RSA2');
      // V2 verifies the values as received: a subject with a '%' must not be decoded a second time.
      if (!(await loadSdk()).checkNotifySignV2(fields)) throw new NotifyRefused('通知签名无效');
      if (fields.app_id !== settings.appId) throw new NotifyRefused('通知不属于本应用（app_id 不符）');
      return decodeNotify(fields);
    },

    replyOk(): TNotifyReply {
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' };
    },

    /** Alipay only looks at the body: anything but `success` makes it send the notify again later. */
    replyFail(): TNotifyReply {
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: 'failure' };
    },

    query,

    async close(paymentNo: string): Promise<void> {
      const answer = await call('alipay.trade.close', '关闭交易', { out_trade_no: paymentNo });
      if (isSuccess(answer)) return;
      const code = subCode(answer);
      if (code === 'ACQ.TRADE_NOT_EXIST') return;
      if (code === 'ACQ.TRADE_STATUS_ERROR') {
        // Closed already, or paid: only a query tells which, and a paid trade must not pass as closed.
        const state = await query(paymentNo);
        if (state.state === 'closed' || state.state === 'missing') return;
        if (state.state === 'paid') {
          throw new GatewayError('alipay', 'TRADE_PAID', '支付宝交易已支付，不能关闭（应走退款）', false);
        }
      }
      throw refusal('关闭交易', answer);
    },

    async refund(input: TGatewayRefundInput): Promise<TRefundState> {
      const answer = await call('alipay.trade.refund', '退款', {
        out_trade_no: input.paymentNo,
        out_request_no: input.refundNo,
        refund_amount: fenToYuanText(input.amountFen),
        refund_reason: input.reason.slice(0, 256),
      });
      if (!isSuccess(answer)) throw refusal('退款', answer);
      if (text(answer, 'fund_change') === 'Y') return { state: 'succeeded', tradeNo: text(answer, 'trade_no') ?? '' };
      // fund_change N: a repeated out_request_no (refunded before) or not settled yet; Alipay's
      // documentation says to confirm with the refund query.
      return queryRefund(input.paymentNo, input.refundNo);
    },

    queryRefund,
  };
}
