/**
 * A fake WeChat Pay API v3 for tests and browser journeys: a real HTTP server on 127.0.0.1 that speaks
 * the documented protocol byte for byte. It checks every request's `Authorization` signature with the
 * merchant's public key (401 SIGN_ERROR otherwise), signs every answer with a platform key pair of its
 * own (what the shop configures as WECHATPAY_PLATFORM_PUBLIC_KEY / _SERIAL), keeps trades and refunds
 * in memory, and sends notifies encrypted with the API v3 key. Two small pages play the buyer: the H5
 * cashier (`/h5pay`) and the phone that scans a Native QR (`/scan`).
 */

import {
  createCipheriv,
  createPublicKey,
  createSign,
  createVerify,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TFakeWechatPayOptions {
  mchId: string;
  appId: string;
  /** The 32-character API v3 key notifies are encrypted with. */
  apiV3Key: string;
  /** The merchant's API public key (PEM or KeyObject): requests are verified with it. */
  merchantPublicKey: string | KeyObject;
  /** The merchant certificate serial requests must name. */
  merchantSerial: string;
  /** Refunds answer PROCESSING and notify only when `completeRefund` is called. */
  refundsProcessing?: boolean;
  /** Paying marks the trade paid but sends no notify (the shop must find it by query). */
  dropNotifies?: boolean;
  /** The fake's clock (epoch ms). */
  now?: () => number;
}

export type TFakeTradeState = 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
export type TFakeRefundStatus = 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED';

export interface TFakeTrade {
  appid: string;
  mchid: string;
  outTradeNo: string;
  description: string;
  totalFen: number;
  notifyUrl: string;
  timeExpire: string;
  tradeType: 'NATIVE' | 'MWEB';
  state: TFakeTradeState;
  transactionId: string;
  successTime?: string;
  codeUrl?: string;
  prepayId?: string;
}

export interface TFakeRefund {
  outRefundNo: string;
  outTradeNo: string;
  refundId: string;
  refundFen: number;
  totalFen: number;
  status: TFakeRefundStatus;
  notifyUrl?: string;
  createTime: string;
  successTime?: string;
}

/** A notify as it goes over the wire: its headers (lower-case names) and its body exactly as signed. */
export interface TFakeNotify {
  headers: Record<string, string>;
  rawBody: string;
}

export interface TBuildNotifyOptions {
  /** Seconds since the epoch (default: the fake's now). */
  timestamp?: number;
  /** `Wechatpay-Serial` (default: the fake's platform serial). */
  serial?: string;
  /** Break the signature (the body no longer matches) or the ciphertext (the GCM tag fails). */
  tamper?: 'signature' | 'ciphertext';
  /** Sign with this private key instead of the platform's (a forger's key). */
  signingKey?: KeyObject;
}

/** What a handler answers with: the response it ended (so a branch can `return answer(…)`). */
type TAnswered = http.ServerResponse;

/** An error the next API calls answer instead of their real answer. */
interface TInjectedFailure {
  status: number;
  code: string;
  message: string;
  remaining: number;
}

export interface FakeWechatPay {
  baseUrl: string;
  platformPublicKey: string;
  platformSerial: string;
  trades: Map<string, TFakeTrade>;
  refunds: Map<string, TFakeRefund>;
  /** How many refund calls came for each out_refund_no (a retried refund counts each time). */
  refundCalls: Map<string, number>;
  /** How many close calls came for each out_trade_no. */
  closeCalls: Map<string, number>;
  /** Every notify sent, with the shop's HTTP answer (0 when the shop could not be reached). */
  notifies: { url: string; event: string; status: number }[];
  /** Switches tests flip while running. */
  settings: {
    dropNotifies: boolean;
    refundsProcessing: boolean;
    /** Answers carry a signature that does not match their body. */
    tamperAnswers: boolean;
    /** API calls never answer (a hung gateway). */
    hang: boolean;
  };
  /** The next `times` API calls answer this error (signed, as WeChat does). */
  failNext(status: number, code: string, message: string, times?: number): void;
  /** The page where a journey plays the phone scanning a Native QR (`code_url`). */
  scanUrlOf(codeUrl: string): string;
  /** Marks the trade paid as the buyer would and sends its notify; the shop's HTTP status, or null when dropped. */
  payTrade(paymentNo: string): Promise<number | null>;
  /** Finishes a PROCESSING refund and sends its notify; the shop's HTTP status, or null without one. */
  completeRefund(refundNo: string, status?: 'SUCCESS' | 'ABNORMAL' | 'CLOSED'): Promise<number | null>;
  /** WeChat's transaction object of a trade, as the query answers and the notify carries it. */
  transactionOf(paymentNo: string): Record<string, unknown>;
  /** Encrypts a resource and signs the notify body; options craft forged and stale ones. */
  buildNotify(event: string, resource: Record<string, unknown>, options?: TBuildNotifyOptions): TFakeNotify;
  /** POSTs a notify to a URL; answers the HTTP status. */
  sendNotify(url: string, notify: TFakeNotify): Promise<number>;
  close(): Promise<void>;
}

function randomDigits(count: number): string {
  let out = '';
  while (out.length < count) out += randomBytes(8).readBigUInt64BE().toString().slice(1);
  return out.slice(0, count);
}

function rfc3339(epochMs: number): string {
  const shifted = new Date(Math.floor(epochMs / 1000) * 1000 + 8 * 3600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}

function yuanOf(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** `WECHATPAY2-SHA256-RSA2048 k="v",…` → its fields; undefined when the scheme is not WeChat's. */
function parseAuthorization(header: string | undefined): Record<string, string> | undefined {
  const prefix = 'WECHATPAY2-SHA256-RSA2048 ';
  if (!header?.startsWith(prefix)) return undefined;
  const fields: Record<string, string> = {};
  for (const m of header.slice(prefix.length).matchAll(/(\w+)="([^"]*)"/g)) fields[m[1]] = m[2];
  return fields;
}

/** A page of the fake cashier: the trade, its amount and the confirm button the journeys press. */
function cashierPage(trade: TFakeTrade, action: string, hidden: Record<string, string>): string {
  const inputs = Object.entries(hidden)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
    .join('');
  const payable = trade.state === 'NOTPAY';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>微信支付（测试）</title></head><body>
<h1>微信支付（测试）</h1>
<p data-testid="fake-wechat-description">${escapeHtml(trade.description)}</p>
<p>金额 <strong data-testid="fake-wechat-amount">¥${yuanOf(trade.totalFen)}</strong></p>
<p>商户订单号 ${escapeHtml(trade.outTradeNo)}</p>
${
  payable
    ? `<form method="post" action="${action}">${inputs}<button type="submit" data-testid="fake-wechat-confirm">确认支付</button></form>`
    : `<p data-testid="fake-wechat-state">${trade.state === 'CLOSED' ? '订单已关闭' : '订单已支付'}</p>`
}
</body></html>`;
}

function donePage(text: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>微信支付（测试）</title></head><body><h1 data-testid="fake-wechat-done">${escapeHtml(text)}</h1></body></html>`;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeWechatPay(options: TFakeWechatPayOptions): Promise<FakeWechatPay> {
  const now = options.now ?? Date.now;
  const merchantKey =
    typeof options.merchantPublicKey === 'string'
      ? createPublicKey(options.merchantPublicKey)
      : options.merchantPublicKey;
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platformSerial = randomBytes(20).toString('hex').toUpperCase();
  const trades = new Map<string, TFakeTrade>();
  const refunds = new Map<string, TFakeRefund>();
  const refundCalls = new Map<string, number>();
  const closeCalls = new Map<string, number>();
  const notifies: FakeWechatPay['notifies'] = [];
  const settings = {
    dropNotifies: options.dropNotifies ?? false,
    refundsProcessing: options.refundsProcessing ?? false,
    tamperAnswers: false,
    hang: false,
  };
  let failure: TInjectedFailure | undefined;
  let baseUrl = '';

  function sign(parts: string[], key: KeyObject = platform.privateKey): string {
    return createSign('RSA-SHA256')
      .update(`${parts.join('\n')}\n`)
      .sign(key, 'base64');
  }

  /** Answers an API call, signed with the platform key over `timestamp\nnonce\nbody\n`. */
  function answer(res: http.ServerResponse, status: number, body?: unknown): TAnswered {
    const text = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(Math.floor(now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signed = settings.tamperAnswers ? `${text} ` : text;
    res.writeHead(status, {
      ...(text ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
      'Request-ID': randomUUID(),
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Serial': platformSerial,
      'Wechatpay-Signature': sign([timestamp, nonce, signed]),
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    });
    return res.end(text);
  }

  function error(res: http.ServerResponse, status: number, code: string, message: string): TAnswered {
    return answer(res, status, { code, message });
  }

  /** Checks a request as WeChat does: scheme, merchant, serial, a fresh timestamp, the signature. */
  function isSigned(req: http.IncomingMessage, body: string): boolean {
    const auth = parseAuthorization(req.headers.authorization);
    if (!auth || auth.mchid !== options.mchId || auth.serial_no !== options.merchantSerial) return false;
    if (Math.abs(now() / 1000 - Number(auth.timestamp)) > 300) return false;
    const message = `${[req.method ?? '', req.url ?? '', auth.timestamp, auth.nonce_str, body].join('\n')}\n`;
    try {
      return createVerify('RSA-SHA256')
        .update(message)
        .verify(merchantKey, auth.signature ?? '', 'base64');
    } catch {
      return false;
    }
  }

  function transactionOf(paymentNo: string): Record<string, unknown> {
    const t = trades.get(paymentNo);
    if (!t) throw new Error(`fake-wechatpay: no trade ${paymentNo}`);
    const isPaid = t.state === 'SUCCESS' || t.state === 'REFUND';
    return {
      appid: t.appid,
      mchid: t.mchid,
      out_trade_no: t.outTradeNo,
      ...(isPaid ? { transaction_id: t.transactionId, bank_type: 'OTHERS', success_time: t.successTime } : {}),
      trade_type: t.tradeType,
      trade_state: t.state,
      trade_state_desc: { NOTPAY: '订单未支付', SUCCESS: '支付成功', CLOSED: '订单已关闭', REFUND: '转入退款' }[
        t.state
      ],
      attach: '',
      payer: isPaid ? { openid: 'oFakeBuyerOpenid000000000001' } : {},
      amount: isPaid
        ? { total: t.totalFen, payer_total: t.totalFen, currency: 'CNY', payer_currency: 'CNY' }
        : { payer_currency: 'CNY' },
    };
  }

  function refundOf(r: TFakeRefund): Record<string, unknown> {
    return {
      refund_id: r.refundId,
      out_refund_no: r.outRefundNo,
      transaction_id: trades.get(r.outTradeNo)?.transactionId,
      out_trade_no: r.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      ...(r.successTime ? { success_time: r.successTime } : {}),
      create_time: r.createTime,
      status: r.status,
      funds_account: 'AVAILABLE',
      amount: {
        total: r.totalFen,
        refund: r.refundFen,
        payer_total: r.totalFen,
        payer_refund: r.refundFen,
        settlement_total: r.totalFen,
        settlement_refund: r.refundFen,
        discount_refund: 0,
        currency: 'CNY',
      },
    };
  }

  function refundResourceOf(r: TFakeRefund): Record<string, unknown> {
    const t = trades.get(r.outTradeNo);
    return {
      mchid: options.mchId,
      out_trade_no: r.outTradeNo,
      transaction_id: t?.transactionId,
      out_refund_no: r.outRefundNo,
      refund_id: r.refundId,
      refund_status: r.status,
      ...(r.successTime ? { success_time: r.successTime } : {}),
      user_received_account: '支付用户零钱',
      amount: { total: r.totalFen, refund: r.refundFen, payer_total: r.totalFen, payer_refund: r.refundFen },
    };
  }

  function encrypt(plain: string, associatedData: string, nonce: string, key: string): string {
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return data.toString('base64');
  }

  function buildNotify(event: string, resource: Record<string, unknown>, opts: TBuildNotifyOptions = {}): TFakeNotify {
    const isRefund = event.startsWith('REFUND.');
    const kind = isRefund ? 'refund' : 'transaction';
    const nonce = randomBytes(6).toString('hex');
    let ciphertext = encrypt(JSON.stringify(resource), kind, nonce, options.apiV3Key);
    if (opts.tamper === 'ciphertext') {
      const bytes = Buffer.from(ciphertext, 'base64');
      bytes[0] ^= 0xff;
      ciphertext = bytes.toString('base64');
    }
    const rawBody = JSON.stringify({
      id: randomUUID(),
      create_time: rfc3339(now()),
      resource_type: 'encrypt-resource',
      event_type: event,
      summary: isRefund ? '退款成功' : '支付成功',
      resource: { original_type: kind, algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: kind, nonce },
    });
    const timestamp = String(opts.timestamp ?? Math.floor(now() / 1000));
    const headerNonce = randomBytes(16).toString('hex');
    const signedBody = opts.tamper === 'signature' ? rawBody.replace('"id":"', '"id":"X') : rawBody;
    return {
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': headerNonce,
        'wechatpay-serial': opts.serial ?? platformSerial,
        'wechatpay-signature': sign([timestamp, headerNonce, signedBody], opts.signingKey),
        'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
      },
      rawBody,
    };
  }

  async function sendNotify(url: string, notify: TFakeNotify): Promise<number> {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: notify.headers,
        body: notify.rawBody,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 0;
    }
  }

  async function deliver(url: string, event: string, resource: Record<string, unknown>): Promise<number | null> {
    if (settings.dropNotifies) return null;
    const status = await sendNotify(url, buildNotify(event, resource));
    notifies.push({ url, event, status });
    return status;
  }

  /** The buyer pays: NOTPAY → SUCCESS once; a closed trade cannot be paid. */
  function markPaid(trade: TFakeTrade): void {
    if (trade.state === 'CLOSED') throw new Error(`fake-wechatpay: trade ${trade.outTradeNo} is closed`);
    if (trade.state !== 'NOTPAY') return;
    trade.state = 'SUCCESS';
    trade.successTime = rfc3339(now());
  }

  async function payTrade(paymentNo: string): Promise<number | null> {
    const trade = trades.get(paymentNo);
    if (!trade) throw new Error(`fake-wechatpay: no trade ${paymentNo}`);
    markPaid(trade);
    return deliver(trade.notifyUrl, 'TRANSACTION.SUCCESS', transactionOf(paymentNo));
  }

  async function completeRefund(refundNo: string, status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED' = 'SUCCESS') {
    const r = refunds.get(refundNo);
    if (!r) throw new Error(`fake-wechatpay: no refund ${refundNo}`);
    r.status = status;
    if (status === 'SUCCESS') r.successTime = rfc3339(now());
    if (!r.notifyUrl) return null;
    return deliver(r.notifyUrl, `REFUND.${status}`, refundResourceOf(r));
  }

  /** Native and H5 orders: a repeated out_trade_no with the same terms answers again, else it is refused. */
  function createTrade(res: http.ServerResponse, kind: 'native' | 'h5', body: Record<string, unknown>): TAnswered {
    const amount = body.amount as { total?: unknown; currency?: unknown } | undefined;
    const description = typeof body.description === 'string' ? body.description : '';
    const sceneInfo = body.scene_info as { payer_client_ip?: unknown; h5_info?: { type?: unknown } } | undefined;
    if (body.appid !== options.appId || body.mchid !== options.mchId) {
      return error(res, 400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    }
    if (!description || Buffer.byteLength(description, 'utf8') > 127) {
      return error(res, 400, 'PARAM_ERROR', '输入源“/body/description”映射到字段“商品描述”长度不符合要求');
    }
    if (!Number.isInteger(amount?.total) || (amount?.total as number) < 1 || amount?.currency !== 'CNY') {
      return error(res, 400, 'PARAM_ERROR', '输入源“/body/amount/total”映射到值字段“总金额”格式错误');
    }
    if (typeof body.out_trade_no !== 'string' || typeof body.notify_url !== 'string') {
      return error(res, 400, 'PARAM_ERROR', '缺少参数 out_trade_no 或 notify_url');
    }
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/.test(String(body.time_expire))) {
      return error(res, 400, 'PARAM_ERROR', '输入源“/body/time_expire”映射到值字段“交易结束时间”格式错误');
    }
    if (kind === 'h5' && (typeof sceneInfo?.payer_client_ip !== 'string' || sceneInfo.h5_info?.type !== 'Wap')) {
      return error(res, 400, 'PARAM_ERROR', '缺少参数 scene_info');
    }
    const existing = trades.get(body.out_trade_no);
    if (existing) {
      if (existing.state === 'SUCCESS' || existing.state === 'REFUND')
        return error(res, 400, 'ORDERPAID', '该订单已支付');
      if (existing.state === 'CLOSED') return error(res, 400, 'ORDER_CLOSED', '订单已关闭');
      if (existing.totalFen !== amount?.total || existing.description !== description) {
        return error(res, 400, 'INVALID_REQUEST', '201 商户订单号重复');
      }
    }
    const trade: TFakeTrade = existing ?? {
      appid: options.appId,
      mchid: options.mchId,
      outTradeNo: body.out_trade_no,
      description,
      totalFen: amount?.total as number,
      notifyUrl: body.notify_url,
      timeExpire: String(body.time_expire),
      tradeType: kind === 'native' ? 'NATIVE' : 'MWEB',
      state: 'NOTPAY',
      transactionId: `4200${randomDigits(24)}`,
    };
    trades.set(trade.outTradeNo, trade);
    if (kind === 'native') {
      trade.codeUrl ??= `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('hex')}`;
      return answer(res, 200, { code_url: trade.codeUrl });
    }
    trade.prepayId = `wx${randomDigits(14)}${randomBytes(8).toString('hex')}`;
    return answer(res, 200, { h5_url: `${baseUrl}/h5pay?prepay_id=${trade.prepayId}&package=${randomDigits(10)}` });
  }

  function closeTrade(res: http.ServerResponse, paymentNo: string, body: Record<string, unknown>): TAnswered {
    closeCalls.set(paymentNo, (closeCalls.get(paymentNo) ?? 0) + 1);
    if (body.mchid !== options.mchId) return error(res, 400, 'PARAM_ERROR', 'mchid 不正确');
    const trade = trades.get(paymentNo);
    if (!trade) return error(res, 404, 'ORDER_NOT_EXIST', '订单不存在');
    if (trade.state === 'SUCCESS' || trade.state === 'REFUND') return error(res, 400, 'ORDERPAID', '订单已支付');
    trade.state = 'CLOSED';
    return answer(res, 204);
  }

  function createRefund(res: http.ServerResponse, body: Record<string, unknown>): TAnswered {
    const refundNo = String(body.out_refund_no ?? '');
    refundCalls.set(refundNo, (refundCalls.get(refundNo) ?? 0) + 1);
    const amount = body.amount as { refund?: unknown; total?: unknown; currency?: unknown } | undefined;
    const existing = refunds.get(refundNo);
    if (existing) return answer(res, 200, refundOf(existing));
    const trade = trades.get(String(body.out_trade_no ?? ''));
    if (!trade || (trade.state !== 'SUCCESS' && trade.state !== 'REFUND')) {
      return error(res, 404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    }
    const refundFen = amount?.refund;
    if (
      !Number.isInteger(refundFen) ||
      (refundFen as number) < 1 ||
      amount?.total !== trade.totalFen ||
      amount?.currency !== 'CNY'
    ) {
      return error(res, 400, 'PARAM_ERROR', '订单金额或退款金额与之前请求不一致，请核实后再试');
    }
    const refunded = [...refunds.values()]
      .filter((r) => r.outTradeNo === trade.outTradeNo && r.status !== 'CLOSED' && r.status !== 'ABNORMAL')
      .reduce((sum, r) => sum + r.refundFen, 0);
    if (refunded + (refundFen as number) > trade.totalFen) {
      return error(res, 403, 'NOT_ENOUGH', '申请退款金额超过订单可退金额，请核实后再试');
    }
    const refund: TFakeRefund = {
      outRefundNo: refundNo,
      outTradeNo: trade.outTradeNo,
      refundId: `50${randomDigits(30)}`,
      refundFen: refundFen as number,
      totalFen: trade.totalFen,
      status: settings.refundsProcessing ? 'PROCESSING' : 'SUCCESS',
      notifyUrl: typeof body.notify_url === 'string' ? body.notify_url : undefined,
      createTime: rfc3339(now()),
      ...(settings.refundsProcessing ? {} : { successTime: rfc3339(now()) }),
    };
    refunds.set(refundNo, refund);
    trade.state = 'REFUND';
    const answered = answer(res, 200, refundOf(refund));
    // WeChat notifies a refund that went through at once after answering, not before.
    if (refund.status === 'SUCCESS' && refund.notifyUrl) {
      setImmediate(() => void deliver(refund.notifyUrl as string, 'REFUND.SUCCESS', refundResourceOf(refund)));
    }
    return answered;
  }

  async function handleApi(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
    body: string,
  ): Promise<TAnswered | undefined> {
    if (settings.hang) return; // Never answers; the socket is destroyed on close.
    if (!isSigned(req, body)) return error(res, 401, 'SIGN_ERROR', '签名错误，请检查后再试');
    if (failure && failure.remaining > 0) {
      failure.remaining -= 1;
      return error(res, failure.status, failure.code, failure.message);
    }
    let json: Record<string, unknown> = {};
    if (body) {
      try {
        json = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return error(res, 400, 'PARAM_ERROR', '请求体不是合法的 JSON');
      }
    }
    const path = url.pathname;
    const tradeMatch = path.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/);
    const refundMatch = path.match(/^\/v3\/refund\/domestic\/refunds\/([^/]+)$/);
    if (req.method === 'POST' && path === '/v3/pay/transactions/native') return createTrade(res, 'native', json);
    if (req.method === 'POST' && path === '/v3/pay/transactions/h5') return createTrade(res, 'h5', json);
    if (req.method === 'POST' && tradeMatch?.[2]) return closeTrade(res, decodeURIComponent(tradeMatch[1]), json);
    if (req.method === 'GET' && tradeMatch && !tradeMatch[2]) {
      if (url.searchParams.get('mchid') !== options.mchId) return error(res, 400, 'PARAM_ERROR', 'mchid 不正确');
      const no = decodeURIComponent(tradeMatch[1]);
      return trades.has(no) ? answer(res, 200, transactionOf(no)) : error(res, 404, 'ORDER_NOT_EXIST', '订单不存在');
    }
    if (req.method === 'POST' && path === '/v3/refund/domestic/refunds') return createRefund(res, json);
    if (req.method === 'GET' && refundMatch) {
      const r = refunds.get(decodeURIComponent(refundMatch[1]));
      return r ? answer(res, 200, refundOf(r)) : error(res, 404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
    }
    return error(res, 404, 'NOT_FOUND', '接口不存在');
  }

  function html(res: http.ServerResponse, status: number, page: string): TAnswered {
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
    return res.end(page);
  }

  function isExpired(trade: TFakeTrade): boolean {
    return Date.parse(trade.timeExpire) < now();
  }

  /** The buyer's pages: H5 cashier and the phone that scanned the Native QR. */
  async function handlePage(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
    body: string,
  ): Promise<TAnswered> {
    const form = new URLSearchParams(body);
    const findBy = (key: 'prepayId' | 'codeUrl', value: string | null) =>
      [...trades.values()].find((t) => value && t[key] === value);
    if (req.method === 'GET' && (url.pathname === '/h5pay' || url.pathname === '/scan')) {
      const isH5 = url.pathname === '/h5pay';
      const trade = isH5
        ? findBy('prepayId', url.searchParams.get('prepay_id'))
        : findBy('codeUrl', url.searchParams.get('code'));
      if (!trade) return html(res, 404, donePage('订单不存在'));
      const hidden: Record<string, string> = isH5
        ? { prepay_id: trade.prepayId ?? '', redirect_url: url.searchParams.get('redirect_url') ?? '' }
        : { code: trade.codeUrl ?? '' };
      return html(res, 200, cashierPage(trade, isH5 ? '/h5pay/confirm' : '/scan/confirm', hidden));
    }
    if (req.method === 'POST' && (url.pathname === '/h5pay/confirm' || url.pathname === '/scan/confirm')) {
      const isH5 = url.pathname === '/h5pay/confirm';
      const trade = isH5 ? findBy('prepayId', form.get('prepay_id')) : findBy('codeUrl', form.get('code'));
      if (!trade) return html(res, 404, donePage('订单不存在'));
      if (trade.state === 'CLOSED' || (trade.state === 'NOTPAY' && isExpired(trade))) {
        return html(res, 409, donePage('订单已关闭'));
      }
      await payTrade(trade.outTradeNo);
      const redirect = form.get('redirect_url');
      if (isH5 && redirect) {
        return res.writeHead(302, { Location: redirect }).end();
      }
      return html(res, 200, donePage('支付成功'));
    }
    return html(res, 404, donePage('页面不存在'));
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      try {
        const body = await readBody(req);
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        if (url.pathname.startsWith('/v3/')) await handleApi(req, res, url, body);
        else await handlePage(req, res, url, body);
      } catch (err) {
        if (!res.headersSent) error(res, 500, 'SYSTEM_ERROR', `系统错误：${(err as Error).message}`);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    platformPublicKey: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    platformSerial,
    trades,
    refunds,
    refundCalls,
    closeCalls,
    notifies,
    settings,
    failNext(status, code, message, times = 1) {
      failure = { status, code, message, remaining: times };
    },
    scanUrlOf: (codeUrl) => `${baseUrl}/scan?code=${encodeURIComponent(codeUrl)}`,
    payTrade,
    completeRefund,
    transactionOf,
    buildNotify,
    sendNotify,
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
