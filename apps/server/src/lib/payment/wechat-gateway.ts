/**
 * WeChat Pay API v3 (DESIGN-OPERATE §C) over node's crypto and the global fetch: no SDK, the documented
 * protocol only. Every request is signed with the merchant's API key (SHA256withRSA), every answer and
 * notify is verified with WeChat Pay's platform key, notify resources are decrypted with the API v3 key
 * (AEAD_AES_256_GCM). Money is fen on both sides (`amount.total` is already fen).
 */

import {
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { isProviderOn, type TConfig } from '../../config/env.js';
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
  type TPaidTrade,
  type TRefundState,
  type TTradeState,
} from './gateway.js';

export interface TWechatSettings {
  mchId: string;
  appId: string;
  /** The merchant's API private key (apiclient_key.pem, PKCS#8 or PKCS#1 PEM). */
  privateKey: string;
  /** The serial number of the merchant's API certificate (`serial_no` of every request). */
  serialNo: string;
  /** The 32-character API v3 key that encrypts notify resources. */
  apiV3Key: string;
  /** WeChat Pay's public key (微信支付公钥) or platform certificate, PEM. */
  platformPublicKey: string;
  /** What `Wechatpay-Serial` names for that key (PUB_KEY_ID_… or the certificate serial). */
  platformSerial: string;
  /** `https://api.mch.weixin.qq.com`, or a fake in tests. */
  baseUrl: string;
  /** Bound of every call in ms (default 10 s): a hung gateway must not hold a request or a job. */
  timeoutMs?: number;
}

/** WeChat refuses a notify (and we refuse an answer) whose timestamp is further than this from our clock. */
const CLOCK_SKEW_MS = 5 * 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;
/** `description` is at most 127 bytes of UTF-8 (WeChat counts bytes, not characters). */
const DESCRIPTION_MAX_BYTES = 127;
const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
/** WeChat's error codes that say "ask again later" even though the HTTP status may be 4xx. */
const RETRYABLE_CODES = new Set(['SYSTEM_ERROR', 'FREQUENCY_LIMITED', 'BANK_ERROR']);

/** The part of WeChat's transaction object the shop reads (query answer and decrypted notify). */
interface TWechatTransaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number };
}

/** The part of WeChat's refund object the shop reads (refund answer, refund query, decrypted notify). */
interface TWechatRefund {
  mchid?: string;
  out_trade_no?: string;
  out_refund_no?: string;
  refund_id?: string;
  status?: string;
  refund_status?: string;
}

interface TWechatNotifyBody {
  id?: string;
  event_type?: string;
  resource_type?: string;
  resource?: {
    algorithm?: string;
    ciphertext?: string;
    associated_data?: string;
    nonce?: string;
    original_type?: string;
  };
}

/** An answer whose signature checked out, with WeChat's error code when it is an error. */
interface TVerifiedAnswer {
  status: number;
  text: string;
  json: unknown;
}

/**
 * Env files often carry a PEM on one line with literal `\n`, or the bare base64 body of the key file;
 * node wants a PEM with real line breaks.
 */
function pemOf(value: string, label: 'PRIVATE KEY' | 'PUBLIC KEY'): string {
  const text = value.includes('\n') ? value.trim() : value.replace(/\\n/g, '\n').trim();
  if (text.startsWith('-----BEGIN')) return text;
  const body = text.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN ${label}-----\n${body.trim()}\n-----END ${label}-----\n`;
}

function nonceStr(): string {
  return randomBytes(16).toString('hex');
}

/** Epoch ms → `2024-05-20T13:29:35+08:00`: WeChat wants RFC 3339 and Beijing time is what its console shows. */
export function rfc3339Beijing(epochMs: number): string {
  const shifted = new Date(Math.floor(epochMs / 1000) * 1000 + 8 * 3600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}

/** Cuts a text to at most `maxBytes` of UTF-8 without splitting a character (surrogate pairs included). */
export function cutUtf8(text: string, maxBytes = DESCRIPTION_MAX_BYTES): string {
  let out = '';
  let bytes = 0;
  for (const ch of text) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (bytes + size > maxBytes) break;
    out += ch;
    bytes += size;
  }
  return out;
}

/** The first value of a header that node may hand over as a list. */
function headerOf(headers: TNotifyRequest['headers'], name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** SHA256withRSA over WeChat's message (`a\nb\n…\n`), base64. */
function signMessage(key: KeyObject, parts: string[]): string {
  return createSign('RSA-SHA256')
    .update(`${parts.join('\n')}\n`)
    .sign(key, 'base64');
}

function verifyMessage(key: KeyObject, parts: string[], signature: string): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(`${parts.join('\n')}\n`)
      .verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** Serials are hex (any case) or `PUB_KEY_ID_…`; compare them the way WeChat prints either. */
function sameSerial(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toUpperCase() === b.toUpperCase();
}

/**
 * Decrypts a notify `resource`: AES-256-GCM keyed by the API v3 key, the 16-byte tag at the end of the
 * ciphertext, `associated_data` authenticated. A wrong key or a tampered byte fails the tag check.
 */
export function decryptResource(apiV3Key: string, resource: NonNullable<TWechatNotifyBody['resource']>): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM' || !resource.ciphertext || resource.nonce === undefined) {
    throw new NotifyRefused('通知资源格式不正确');
  }
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= 16) throw new NotifyRefused('通知资源密文过短');
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(apiV3Key, 'utf8'),
      Buffer.from(resource.nonce, 'utf8'),
    );
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    throw new NotifyRefused('通知资源解密失败');
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** WeChat's error body `{code, message}`, or what the HTTP status says when the body is not one. */
function errorOf(answer: TVerifiedAnswer): { code: string; message: string } {
  const body = answer.json as { code?: unknown; message?: unknown } | undefined;
  const code = typeof body?.code === 'string' ? body.code : `HTTP_${answer.status}`;
  const message = typeof body?.message === 'string' ? body.message : `微信支付返回 HTTP ${answer.status}`;
  return { code, message };
}

function paidTradeOf(t: TWechatTransaction, now: () => number): TPaidTrade {
  return {
    paymentNo: String(t.out_trade_no ?? ''),
    tradeNo: String(t.transaction_id ?? ''),
    amountFen: Number(t.amount?.total ?? 0),
    paidAt: t.success_time ? Date.parse(t.success_time) : now(),
  };
}

/** A refund's status (the answer's `status`, the notify's `refund_status`) in the shop's terms. */
function refundStateOf(r: TWechatRefund): TRefundState {
  const status = r.status ?? r.refund_status;
  const tradeNo = String(r.refund_id ?? '');
  if (status === 'SUCCESS') return { state: 'succeeded', tradeNo };
  if (status === 'PROCESSING') return { state: 'processing', tradeNo };
  return { state: 'failed', reason: status === 'CLOSED' ? '退款已关闭' : `退款异常（${status ?? '未知状态'}）` };
}

/** The trade_state of a query in the shop's terms; REFUND means it was paid (and since refunded, in part or whole). */
function tradeStateOf(t: TWechatTransaction, now: () => number): TTradeState {
  switch (t.trade_state) {
    case 'SUCCESS':
    case 'REFUND':
      return { state: 'paid', ...paidTradeOf(t, now) };
    case 'NOTPAY':
    case 'USERPAYING':
      return { state: 'waiting' };
    default:
      // CLOSED, REVOKED, PAYERROR: the buyer can no longer pay this trade.
      return { state: 'closed' };
  }
}

/**
 * The gateway's settings from the server's configuration, or undefined while WeChat Pay is off (its
 * settings are all set or none: env.ts refuses a half-configured provider). `_FILE` keys are already read.
 */
export function wechatSettingsFromConfig(config: TConfig): TWechatSettings | undefined {
  if (!isProviderOn(config, 'wechat')) return undefined;
  return {
    mchId: config.WECHATPAY_MCH_ID as string,
    appId: config.WECHATPAY_APP_ID as string,
    privateKey: config.WECHATPAY_PRIVATE_KEY as string,
    serialNo: config.WECHATPAY_SERIAL_NO as string,
    apiV3Key: config.WECHATPAY_APIV3_KEY as string,
    platformPublicKey: config.WECHATPAY_PLATFORM_PUBLIC_KEY as string,
    platformSerial: config.WECHATPAY_PLATFORM_SERIAL as string,
    baseUrl: config.WECHATPAY_BASE_URL,
  };
}

/** Builds the WeChat Pay v3 gateway; `now` is the clock the notify and answer timestamps are checked against. */
export function wechatGateway(settings: TWechatSettings, now: () => number = Date.now): PaymentGateway {
  const merchantKey = createPrivateKey(pemOf(settings.privateKey, 'PRIVATE KEY'));
  const platformKey = createPublicKey(pemOf(settings.platformPublicKey, 'PUBLIC KEY'));
  const baseUrl = settings.baseUrl.replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  function fail(code: string, message: string, retryable: boolean): GatewayError {
    return new GatewayError('wechat', code, message, retryable);
  }

  function authorization(method: string, pathWithQuery: string, body: string): string {
    const timestamp = String(Math.floor(now() / 1000));
    const nonce = nonceStr();
    const signature = signMessage(merchantKey, [method, pathWithQuery, timestamp, nonce, body]);
    return `${AUTH_SCHEME} mchid="${settings.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${settings.serialNo}"`;
  }

  /** What is wrong with an answer's signature headers, or undefined when they prove WeChat sent it. */
  function answerProblem(
    h: { signature: string | null; timestamp: string | null; nonce: string | null; serial: string | null },
    text: string,
  ): string | undefined {
    if (!h.signature || !h.timestamp || h.nonce === null) return '缺少签名';
    if (!sameSerial(h.serial ?? undefined, settings.platformSerial)) return `平台证书序列号不符（${h.serial ?? '无'}）`;
    if (!verifyMessage(platformKey, [h.timestamp, h.nonce, text], h.signature)) return '签名不正确';
    if (Math.abs(now() - Number(h.timestamp) * 1000) > CLOCK_SKEW_MS) return '时间戳过期';
    return undefined;
  }

  /**
   * Checks an answer's signature. A signed answer must verify (serial, signature, timestamp). A 2xx
   * must be signed: it is what the shop acts on. An unsigned error is taken as the error it says, as
   * WeChat's own SDKs do: a load balancer's 502 carries no signature.
   */
  function verifyAnswer(res: Response, text: string): void {
    const signature = res.headers.get('wechatpay-signature');
    const timestamp = res.headers.get('wechatpay-timestamp');
    const nonce = res.headers.get('wechatpay-nonce');
    const serial = res.headers.get('wechatpay-serial');
    const isSuccess = res.status >= 200 && res.status < 300;
    if (!signature && !isSuccess) return;
    const problem = answerProblem({ signature, timestamp, nonce, serial }, text);
    if (problem) throw fail('ANSWER_NOT_VERIFIED', `微信支付应答验签失败：${problem}`, true);
  }

  /** One signed call, bounded by the timeout, its answer verified; network trouble is retryable. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<TVerifiedAnswer> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const url = new URL(baseUrl + path);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': 'zhilian-mall/1.0 (node)',
      authorization: authorization(method, url.pathname + url.search, text),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    let answerText: string;
    try {
      res = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : text,
        signal: AbortSignal.timeout(timeoutMs),
      });
      answerText = await res.text();
    } catch (err) {
      const isTimeout = (err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError';
      throw isTimeout
        ? fail('TIMEOUT', `微信支付 ${timeoutMs / 1000} 秒内未应答`, true)
        : fail('NETWORK', `无法连接微信支付：${(err as Error).message}`, true);
    }
    verifyAnswer(res, answerText);
    return { status: res.status, text: answerText, json: parseJson(answerText) };
  }

  /** Turns an error answer into a GatewayError: 5xx and WeChat's "busy" codes may be asked again. */
  function refusal(answer: TVerifiedAnswer): GatewayError {
    const { code, message } = errorOf(answer);
    const retryable = answer.status >= 500 || answer.status === 429 || RETRYABLE_CODES.has(code);
    return fail(code, message, retryable);
  }

  async function callOk(method: 'GET' | 'POST', path: string, body?: unknown): Promise<TVerifiedAnswer> {
    const answer = await call(method, path, body);
    if (answer.status < 200 || answer.status >= 300) throw refusal(answer);
    return answer;
  }

  function tradePath(paymentNo: string): string {
    return `/v3/pay/transactions/out-trade-no/${encodeURIComponent(paymentNo)}`;
  }

  async function start(input: TGatewayStartInput): Promise<TGatewayStart> {
    const order = {
      appid: settings.appId,
      mchid: settings.mchId,
      description: cutUtf8(input.subject),
      out_trade_no: input.paymentNo,
      time_expire: rfc3339Beijing(input.expiresAt),
      notify_url: input.notifyUrl,
      amount: { total: input.amountFen, currency: 'CNY' },
    };
    if (input.device === 'pc') {
      const answer = await callOk('POST', '/v3/pay/transactions/native', order);
      const codeUrl = (answer.json as { code_url?: unknown } | undefined)?.code_url;
      if (typeof codeUrl !== 'string') throw fail('BAD_ANSWER', '微信支付未返回二维码链接', true);
      return { codeUrl };
    }
    const h5 = {
      ...order,
      scene_info: { payer_client_ip: input.clientIp, h5_info: { type: 'Wap' } },
    };
    const answer = await callOk('POST', '/v3/pay/transactions/h5', h5);
    const h5Url = (answer.json as { h5_url?: unknown } | undefined)?.h5_url;
    if (typeof h5Url !== 'string') throw fail('BAD_ANSWER', '微信支付未返回支付链接', true);
    return { payUrl: `${h5Url}&redirect_url=${encodeURIComponent(input.returnUrl)}` };
  }

  /** Signature, serial and timestamp of a notify, before anything in it is believed. */
  function verifyNotify(request: TNotifyRequest): void {
    const timestamp = headerOf(request.headers, 'wechatpay-timestamp');
    const nonce = headerOf(request.headers, 'wechatpay-nonce');
    const signature = headerOf(request.headers, 'wechatpay-signature');
    const serial = headerOf(request.headers, 'wechatpay-serial');
    if (!timestamp || nonce === undefined || !signature || !serial) throw new NotifyRefused('缺少微信支付签名头');
    if (!sameSerial(serial, settings.platformSerial)) throw new NotifyRefused(`平台证书序列号不符：${serial}`);
    if (!verifyMessage(platformKey, [timestamp, nonce, request.rawBody], signature)) {
      throw new NotifyRefused('通知签名不正确');
    }
    const seconds = Number(timestamp);
    if (!Number.isFinite(seconds) || Math.abs(now() - seconds * 1000) > CLOCK_SKEW_MS) {
      throw new NotifyRefused('通知时间戳与当前时间相差超过 5 分钟');
    }
  }

  function paidEventOf(t: TWechatTransaction): TGatewayEvent {
    if (t.mchid !== settings.mchId) throw new NotifyRefused(`商户号不符：${t.mchid ?? '无'}`);
    if (t.appid !== settings.appId) throw new NotifyRefused(`AppID 不符：${t.appid ?? '无'}`);
    const paymentNo = String(t.out_trade_no ?? '');
    if (t.trade_state !== 'SUCCESS') return { kind: 'ignored', paymentNo, reason: `交易状态 ${t.trade_state}` };
    return { kind: 'paid', ...paidTradeOf(t, now) };
  }

  function refundEventOf(r: TWechatRefund): TGatewayEvent {
    if (r.mchid !== undefined && r.mchid !== settings.mchId) throw new NotifyRefused(`商户号不符：${r.mchid}`);
    const paymentNo = String(r.out_trade_no ?? '');
    const refundNo = String(r.out_refund_no ?? '');
    const tradeNo = String(r.refund_id ?? '');
    const status = r.refund_status ?? r.status;
    if (status === 'SUCCESS') return { kind: 'refund', refundNo, paymentNo, state: 'succeeded', tradeNo };
    if (status === 'ABNORMAL' || status === 'CLOSED')
      return { kind: 'refund', refundNo, paymentNo, state: 'failed', tradeNo };
    return { kind: 'ignored', paymentNo, reason: `退款状态 ${status}` };
  }

  async function readNotify(request: TNotifyRequest): Promise<TGatewayEvent> {
    verifyNotify(request);
    const body = parseJson(request.rawBody) as TWechatNotifyBody | undefined;
    if (!body?.resource) throw new NotifyRefused('通知内容不是微信支付的格式');
    const resource = parseJson(decryptResource(settings.apiV3Key, body.resource));
    if (typeof resource !== 'object' || resource === null) throw new NotifyRefused('通知资源不是 JSON');
    const event = body.event_type ?? '';
    if (event === 'TRANSACTION.SUCCESS') return paidEventOf(resource as TWechatTransaction);
    if (event.startsWith('REFUND.')) return refundEventOf(resource as TWechatRefund);
    const paymentNo = String((resource as { out_trade_no?: unknown }).out_trade_no ?? '');
    return { kind: 'ignored', paymentNo, reason: `事件 ${event}` };
  }

  function replyOk(): TNotifyReply {
    return { status: 204, contentType: 'text/plain', body: '' };
  }

  function replyFail(message: string): TNotifyReply {
    return { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message }) };
  }

  async function query(paymentNo: string): Promise<TTradeState> {
    const answer = await call('GET', `${tradePath(paymentNo)}?mchid=${encodeURIComponent(settings.mchId)}`);
    if (answer.status === 404 && errorOf(answer).code === 'ORDER_NOT_EXIST') return { state: 'missing' };
    if (answer.status !== 200) throw refusal(answer);
    return tradeStateOf(answer.json as TWechatTransaction, now);
  }

  async function close(paymentNo: string): Promise<void> {
    const answer = await call('POST', `${tradePath(paymentNo)}/close`, { mchid: settings.mchId });
    if (answer.status >= 200 && answer.status < 300) return;
    // A trade WeChat never saw, or already closed, is as closed as the shop needs it.
    const { code } = errorOf(answer);
    if (code === 'ORDER_NOT_EXIST' || code === 'ORDER_CLOSED' || code === 'ORDERCLOSED') return;
    throw refusal(answer);
  }

  async function refund(input: TGatewayRefundInput): Promise<TRefundState> {
    const answer = await callOk('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: input.paymentNo,
      out_refund_no: input.refundNo,
      // WeChat takes at most 80 characters and refuses an empty reason: leave it out then.
      reason: input.reason ? cutUtf8(input.reason, 80) : undefined,
      notify_url: input.notifyUrl,
      amount: { refund: input.amountFen, total: input.totalFen, currency: 'CNY' },
    });
    return refundStateOf(answer.json as TWechatRefund);
  }

  async function queryRefund(_paymentNo: string, refundNo: string): Promise<TRefundState> {
    const answer = await callOk('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`);
    return refundStateOf(answer.json as TWechatRefund);
  }

  return { channel: 'wechat', start, readNotify, replyOk, replyFail, query, close, refund, queryRefund };
}
