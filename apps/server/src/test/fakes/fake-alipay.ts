import { createSign, createVerify, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Alipay openapi gateway for tests and browser journeys: a real HTTP server on 127.0.0.1 with a
 * key pair of its own, speaking the protocol the shop's `alipay-sdk` speaks. It verifies the RSA2
 * `sign` of every request with the app's public key (refusing a bad one the way Alipay does), keeps
 * trades in memory, plays the buyer on a small cashier page, sends signed notifies, and answers
 * query / close / refund / refund query as `{<method>_response: {...}, sign}` signed with its key.
 */

export interface TFakeAlipayOptions {
  /** The app id the shop is configured with (ALIPAY_APP_ID). */
  appId: string;
  /** The app's public key (PEM): what a merchant uploads to Alipay, used to verify requests. */
  appPublicKey: string | KeyObject;
  /** Pays without sending the notify (a lost notify), so the query job has something to find. */
  dropNotifies?: boolean;
  /** Sends the trade notify Alipay sends after a refund (refund_fee, gmt_refund, out_biz_no). Default true. */
  refundNotifies?: boolean;
}

/** A notify sent to the shop and what the shop answered (status 0: no answer, body holds the error). */
export interface TNotifyDelivery {
  url: string;
  body: string;
  status: number;
  answer: string;
}

export type TFakeTradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'TRADE_FINISHED';

export interface TFakeTrade {
  outTradeNo: string;
  tradeNo: string;
  method: 'alipay.trade.page.pay' | 'alipay.trade.wap.pay';
  totalFen: number;
  subject: string;
  status: TFakeTradeStatus;
  notifyUrl: string;
  returnUrl: string;
  /** Epoch ms after which the buyer can no longer pay (time_expire), or null. */
  expiresAt: number | null;
  createdAt: number;
  paidAt: number | null;
  refundedFen: number;
  /** Refunds by out_request_no, in fen. */
  refunds: Map<string, { fen: number; at: number }>;
  /** The paid notify's fields, kept so a test can replay the very same notify. */
  paidNotify: Record<string, string> | null;
}

export interface TFakeAlipay {
  /** The gateway URL the shop configures as ALIPAY_GATEWAY. */
  url: string;
  /** Alipay's public key (SPKI PEM): the shop's ALIPAY_PUBLIC_KEY. */
  alipayPublicKey: string;
  /** The same key as bare base64, the way Alipay's console shows it. */
  alipayPublicKeyBase64: string;
  /** The merchant's Alipay user id (seller_id in notifies). */
  sellerId: string;
  /** Settable while running: pay without notifying. */
  dropNotifies: boolean;
  /** Every notify sent, oldest first. */
  notifies: TNotifyDelivery[];
  /** The buyer pays a trade opened by its pay URL, without a browser; answers the notify's delivery (null when dropped). */
  payTrade(paymentNo: string): Promise<TNotifyDelivery | null>;
  /** The fields of the paid notify Alipay would send for a trade now (unsigned); overrides last. */
  notifyFields(paymentNo: string, overrides?: Record<string, string>): Record<string, string>;
  /** A genuine form-urlencoded notify body signed with Alipay's key, for tests to forge variants of. */
  signedNotify(fields: Record<string, string>): string;
  /** POSTs a notify body to a notify URL (by default that of the trade named by its out_trade_no). */
  sendNotify(body: string, notifyUrl?: string): Promise<TNotifyDelivery>;
  /** Sends a paid trade's notify again, byte for byte (Alipay retries until it reads `success`). */
  resendNotify(paymentNo: string): Promise<TNotifyDelivery>;
  /** Makes the next call of `method` answer a refusal with this sub_code (default ACQ.SYSTEM_ERROR). */
  failNext(method: string, subCode?: string): void;
  trade(paymentNo: string): TFakeTrade | undefined;
  /** How many `alipay.trade.refund` calls named this out_request_no (repeats included). */
  refundCalls(outRequestNo: string): number;
  /** How many `alipay.trade.close` calls named this out_trade_no. */
  closeCalls(paymentNo: string): number;
  /** How many `alipay.trade.query` calls named this out_trade_no. */
  queryCalls(paymentNo: string): number;
  /** Stops the server, its connections and any notify still on its way. */
  closeAll(): Promise<void>;
}

const CHINA_OFFSET_MS = 8 * 3600_000;
const TIMESTAMP_WINDOW_MS = 15 * 60_000;
const PRODUCT_CODES = {
  'alipay.trade.page.pay': 'FAST_INSTANT_TRADE_PAY',
  'alipay.trade.wap.pay': 'QUICK_WAP_WAY',
} as const;
type TPayMethod = keyof typeof PRODUCT_CODES;

/** What an openapi call answers inside `<method>_response`. */
type TAnswer = Record<string, unknown>;

/** Alipay's time format, in China time. */
function chinaTime(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

function parseChinaTime(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(ms) ? null : ms;
}

function yuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** Alipay accepts 0.01 to 100000000.00 with at most two decimals. */
function fenOf(text: unknown): number | null {
  const match = typeof text === 'string' ? /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text) : null;
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return fen >= 1 && fen <= 10_000_000_000 ? fen : null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A 28-digit trade number shaped like Alipay's (date, then digits). */
function newTradeNo(now: number): string {
  const digits = BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString()
    .padStart(20, '0')
    .slice(0, 20);
  return `${chinaTime(now).slice(0, 10).replaceAll('-', '')}${digits}`;
}

/** The string Alipay verifies a request's sign over: every non-empty parameter but `sign`, sorted. */
function requestSignContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

/** The string a notify or a return is signed over: every parameter but `sign` and `sign_type`, sorted. */
function notifySignContent(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && k !== 'sign_type')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function formFields(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

/** Alipay's page when a pay request is refused: its error code and reason, answered with 200 as Alipay does. */
function errorPage(code: string, reason: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>支付宝 - 网上支付 安全快速！</title></head>
<body><h1>支付宝收银台（测试）</h1><div data-testid="fake-alipay-error"><p>错误代码 ${escapeHtml(code)}</p>
<p>错误原因: ${escapeHtml(reason)}</p></div></body></html>`;
}

/** Alipay answers its pages with 200, errors included. */
function sendHtml(res: http.ServerResponse, html: string): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}

function cashierPage(trade: TFakeTrade): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>支付宝收银台（测试）</title></head>
<body><main><h1>支付宝收银台（测试）</h1>
<p>商品：<span data-testid="fake-alipay-subject">${escapeHtml(trade.subject)}</span></p>
<p>应付金额：<strong data-testid="fake-alipay-amount">¥${yuan(trade.totalFen)}</strong></p>
<form method="post" action="/cashier/confirm">
<input type="hidden" name="out_trade_no" value="${escapeHtml(trade.outTradeNo)}">
<button type="submit" data-testid="fake-alipay-confirm">确认付款</button>
</form></main></body></html>`;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeAlipay(options: TFakeAlipayOptions): Promise<TFakeAlipay> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipayPublicKey = publicKey.export({ format: 'pem', type: 'spki' }).toString();
  const sellerId = `2088${randomBytes(6).readUIntBE(0, 6).toString().padStart(12, '0').slice(0, 12)}`;
  const trades = new Map<string, TFakeTrade>();
  const refundCalls = new Map<string, number>();
  const closeCalls = new Map<string, number>();
  const queryCalls = new Map<string, number>();
  const failures = new Map<string, string>();
  const pending = new Set<Promise<unknown>>();
  const refundNotifies = options.refundNotifies ?? true;
  let base = '';

  const sign = (content: string): string => createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');

  function isGenuineRequest(params: Record<string, string>): boolean {
    if (!params.sign) return false;
    try {
      return createVerify('RSA-SHA256')
        .update(requestSignContent(params), 'utf8')
        .verify(options.appPublicKey, params.sign, 'base64');
    } catch {
      return false;
    }
  }

  /** Checks what every request carries; answers [sub_code, reason] of the first problem, or null. */
  function requestProblem(params: Record<string, string>): [string, string] | null {
    if (params.app_id !== options.appId) return ['isv.invalid-app-id', '无效的AppID参数'];
    if (params.sign_type !== 'RSA2') return ['isv.invalid-signature-type', '无效的签名类型'];
    // Alipay reads timestamp as China time and refuses one more than 15 minutes off.
    const sentAt = parseChinaTime(params.timestamp ?? '');
    if (sentAt === null || Math.abs(Date.now() - sentAt) > TIMESTAMP_WINDOW_MS) {
      return ['isv.invalid-timestamp', '非法的时间戳参数'];
    }
    if (!isGenuineRequest(params)) {
      return [
        'isv.invalid-signature',
        `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${requestSignContent(params)}`,
      ];
    }
    return null;
  }

  function bizContentOf(params: Record<string, string>): Record<string, unknown> | null {
    try {
      const value: unknown = JSON.parse(params.biz_content ?? '');
      return value !== null && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }

  // ------------------------------------------------------------------------------------------
  // Notifies
  // ------------------------------------------------------------------------------------------

  function signedNotify(fields: Record<string, string>): string {
    const { sign: _ignored, ...rest } = fields;
    const signed = { ...rest, sign_type: rest.sign_type ?? 'RSA2' };
    return new URLSearchParams({ ...signed, sign: sign(notifySignContent(signed)) }).toString();
  }

  function baseNotifyFields(trade: TFakeTrade, now: number): Record<string, string> {
    return {
      notify_time: chinaTime(now),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      app_id: options.appId,
      auth_app_id: options.appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      buyer_id: '2088102177846880',
      buyer_logon_id: '159****5620',
      seller_id: sellerId,
      total_amount: yuan(trade.totalFen),
      subject: trade.subject,
      gmt_create: chinaTime(trade.createdAt),
    };
  }

  function notifyFields(paymentNo: string, overrides: Record<string, string> = {}): Record<string, string> {
    const trade = trades.get(paymentNo);
    if (!trade) throw new Error(`fake alipay: no trade ${paymentNo}`);
    const now = Date.now();
    const paidAt = trade.paidAt ?? now;
    return {
      ...baseNotifyFields(trade, now),
      trade_status: 'TRADE_SUCCESS',
      receipt_amount: yuan(trade.totalFen),
      invoice_amount: yuan(trade.totalFen),
      buyer_pay_amount: yuan(trade.totalFen),
      point_amount: '0.00',
      gmt_payment: chinaTime(paidAt),
      fund_bill_list: JSON.stringify([{ amount: yuan(trade.totalFen), fundChannel: 'ALIPAYACCOUNT' }]),
      ...overrides,
    };
  }

  async function sendNotify(body: string, notifyUrl?: string): Promise<TNotifyDelivery> {
    const outTradeNo = new URLSearchParams(body).get('out_trade_no') ?? '';
    const url = notifyUrl ?? trades.get(outTradeNo)?.notifyUrl;
    if (!url) throw new Error(`fake alipay: no notify_url for ${outTradeNo}`);
    let delivery: TNotifyDelivery;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body,
        signal: AbortSignal.timeout(5000),
      });
      delivery = { url, body, status: res.status, answer: await res.text() };
    } catch (error) {
      delivery = { url, body, status: 0, answer: error instanceof Error ? error.message : String(error) };
    }
    fake.notifies.push(delivery);
    return delivery;
  }

  /** Sends in the background (a refund's notice), tracked so closeAll waits for it. */
  function sendLater(body: string, url: string): void {
    const p = sendNotify(body, url).finally(() => pending.delete(p));
    pending.add(p);
  }

  // ------------------------------------------------------------------------------------------
  // The buyer
  // ------------------------------------------------------------------------------------------

  function isExpired(trade: TFakeTrade, now: number): boolean {
    return trade.expiresAt !== null && now > trade.expiresAt;
  }

  /** Marks a waiting trade paid; refuses one that is not payable any more. */
  function markPaid(trade: TFakeTrade, now: number): void {
    if (trade.status === 'WAIT_BUYER_PAY' && isExpired(trade, now)) trade.status = 'TRADE_CLOSED';
    if (trade.status !== 'WAIT_BUYER_PAY') throw new Error(`fake alipay: trade ${trade.outTradeNo} is ${trade.status}`);
    trade.status = 'TRADE_SUCCESS';
    trade.paidAt = now;
    trade.paidNotify = notifyFields(trade.outTradeNo);
  }

  async function notifyPaid(trade: TFakeTrade): Promise<TNotifyDelivery | null> {
    if (fake.dropNotifies || !trade.paidNotify) return null;
    return sendNotify(signedNotify(trade.paidNotify), trade.notifyUrl);
  }

  async function payTrade(paymentNo: string): Promise<TNotifyDelivery | null> {
    const trade = trades.get(paymentNo);
    if (!trade) throw new Error(`fake alipay: no trade ${paymentNo} (was its pay URL opened?)`);
    markPaid(trade, Date.now());
    return notifyPaid(trade);
  }

  /** The synchronous return: what Alipay appends to return_url when it sends the buyer back. */
  function returnLocation(trade: TFakeTrade): string {
    const fields: Record<string, string> = {
      charset: 'utf-8',
      out_trade_no: trade.outTradeNo,
      method: `${trade.method}.return`,
      total_amount: yuan(trade.totalFen),
      trade_no: trade.tradeNo,
      auth_app_id: options.appId,
      version: '1.0',
      app_id: options.appId,
      sign_type: 'RSA2',
      seller_id: sellerId,
      timestamp: chinaTime(Date.now()),
    };
    const query = new URLSearchParams({ ...fields, sign: sign(notifySignContent(fields)) }).toString();
    return `${trade.returnUrl}${trade.returnUrl.includes('?') ? '&' : '?'}${query}`;
  }

  // ------------------------------------------------------------------------------------------
  // Page pay (GET /gateway.do)
  // ------------------------------------------------------------------------------------------

  /** Opens (or reopens) the trade a signed pay URL describes; answers the cashier page or Alipay's error page. */
  function openPayPage(params: Record<string, string>): string {
    const problem = requestProblem(params);
    if (problem) return errorPage(problem[0], problem[1]);
    const method = params.method;
    if (method !== 'alipay.trade.page.pay' && method !== 'alipay.trade.wap.pay') {
      return errorPage('isv.invalid-method', '不存在的方法名');
    }
    const biz = bizContentOf(params);
    const outTradeNo = typeof biz?.out_trade_no === 'string' ? biz.out_trade_no : '';
    const totalFen = fenOf(biz?.total_amount);
    const subject = typeof biz?.subject === 'string' ? biz.subject : '';
    if (!biz || !outTradeNo || totalFen === null || !subject) {
      return errorPage('isv.invalid-parameter', 'out_trade_no、total_amount 或 subject 无效');
    }
    if (biz.product_code !== PRODUCT_CODES[method as TPayMethod]) {
      return errorPage('isv.invalid-parameter', `product_code 应为 ${PRODUCT_CODES[method as TPayMethod]}`);
    }
    const now = Date.now();
    const expiresAt = typeof biz.time_expire === 'string' ? parseChinaTime(biz.time_expire) : null;
    if (typeof biz.time_expire === 'string' && expiresAt === null)
      return errorPage('isv.invalid-parameter', 'time_expire 格式错误');
    let trade = trades.get(outTradeNo);
    if (trade && trade.totalFen !== totalFen) return errorPage('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
    if (!trade) {
      trade = {
        outTradeNo,
        tradeNo: newTradeNo(now),
        method,
        totalFen,
        subject,
        status: 'WAIT_BUYER_PAY',
        notifyUrl: params.notify_url ?? '',
        returnUrl: params.return_url ?? '',
        expiresAt,
        createdAt: now,
        paidAt: null,
        refundedFen: 0,
        refunds: new Map(),
        paidNotify: null,
      };
      trades.set(outTradeNo, trade);
    }
    if (trade.status === 'WAIT_BUYER_PAY' && isExpired(trade, now)) trade.status = 'TRADE_CLOSED';
    if (trade.status === 'TRADE_CLOSED') return errorPage('ACQ.TRADE_HAS_CLOSE', '交易已关闭');
    if (trade.status !== 'WAIT_BUYER_PAY') return errorPage('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
    return cashierPage(trade);
  }

  // ------------------------------------------------------------------------------------------
  // Openapi calls (POST /gateway.do)
  // ------------------------------------------------------------------------------------------

  const ok = (fields: TAnswer): TAnswer => ({ code: '10000', msg: 'Success', ...fields });
  const refused = (subCode: string, subMsg: string): TAnswer => ({
    code: '40004',
    msg: 'Business Failed',
    sub_code: subCode,
    sub_msg: subMsg,
  });
  const notExist = (): TAnswer => refused('ACQ.TRADE_NOT_EXIST', '交易不存在');

  function tradeQuery(biz: Record<string, unknown>): TAnswer {
    const outTradeNo = String(biz.out_trade_no ?? '');
    queryCalls.set(outTradeNo, (queryCalls.get(outTradeNo) ?? 0) + 1);
    const trade = trades.get(outTradeNo);
    if (!trade) return notExist();
    if (trade.status === 'WAIT_BUYER_PAY' && isExpired(trade, Date.now())) trade.status = 'TRADE_CLOSED';
    const paid = trade.paidAt !== null;
    return ok({
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      buyer_logon_id: '159****5620',
      trade_status: trade.status,
      total_amount: yuan(trade.totalFen),
      buyer_pay_amount: paid ? yuan(trade.totalFen) : '0.00',
      point_amount: '0.00',
      invoice_amount: paid ? yuan(trade.totalFen) : '0.00',
      receipt_amount: paid ? yuan(trade.totalFen) : '0.00',
      ...(trade.paidAt !== null ? { send_pay_date: chinaTime(trade.paidAt), buyer_user_id: '2088102177846880' } : {}),
    });
  }

  function tradeClose(biz: Record<string, unknown>): TAnswer {
    const outTradeNo = String(biz.out_trade_no ?? '');
    closeCalls.set(outTradeNo, (closeCalls.get(outTradeNo) ?? 0) + 1);
    const trade = trades.get(outTradeNo);
    if (!trade) return notExist();
    if (trade.status !== 'WAIT_BUYER_PAY') return refused('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    trade.status = 'TRADE_CLOSED';
    return ok({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo });
  }

  function refundAnswer(trade: TFakeTrade, fundChange: 'Y' | 'N', at: number): TAnswer {
    return ok({
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      buyer_logon_id: '159****5620',
      fund_change: fundChange,
      refund_fee: yuan(trade.refundedFen),
      gmt_refund_pay: chinaTime(at),
      buyer_user_id: '2088102177846880',
    });
  }

  /** Alipay tells the trade's notify_url about a refund: refund_fee is the total refunded so far. */
  function noticeRefund(trade: TFakeTrade, outRequestNo: string, at: number): void {
    if (!refundNotifies || !trade.notifyUrl) return;
    const fields = notifyFields(trade.outTradeNo, {
      trade_status: trade.status,
      refund_fee: yuan(trade.refundedFen),
      gmt_refund: `${chinaTime(at)}.000`,
      out_biz_no: outRequestNo,
    });
    sendLater(signedNotify(fields), trade.notifyUrl);
  }

  function tradeRefund(biz: Record<string, unknown>): TAnswer {
    const outTradeNo = String(biz.out_trade_no ?? '');
    const outRequestNo = String(biz.out_request_no ?? outTradeNo);
    refundCalls.set(outRequestNo, (refundCalls.get(outRequestNo) ?? 0) + 1);
    const fen = fenOf(biz.refund_amount);
    if (fen === null)
      return {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-parameter',
        sub_msg: 'refund_amount 无效',
      };
    const trade = trades.get(outTradeNo);
    if (!trade) return notExist();
    const before = trade.refunds.get(outRequestNo);
    if (before) {
      // The same out_request_no again: Alipay answers the first refund, moving no money.
      if (before.fen !== fen) return refused('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额与原退款请求不一致');
      return refundAnswer(trade, 'N', before.at);
    }
    if (trade.paidAt === null || trade.status === 'WAIT_BUYER_PAY')
      return refused('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    if (trade.status === 'TRADE_CLOSED' && trade.refundedFen >= trade.totalFen) {
      return refused('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
    }
    if (trade.refundedFen + fen > trade.totalFen) return refused('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
    const now = Date.now();
    trade.refunds.set(outRequestNo, { fen, at: now });
    trade.refundedFen += fen;
    if (trade.refundedFen === trade.totalFen) trade.status = 'TRADE_CLOSED';
    noticeRefund(trade, outRequestNo, now);
    return refundAnswer(trade, 'Y', now);
  }

  function refundQuery(biz: Record<string, unknown>): TAnswer {
    const outTradeNo = String(biz.out_trade_no ?? '');
    const outRequestNo = String(biz.out_request_no ?? outTradeNo);
    const trade = trades.get(outTradeNo);
    if (!trade) return notExist();
    const refund = trade.refunds.get(outRequestNo);
    // An unknown out_request_no still answers Success, without refund_status (Alipay's "not received").
    if (!refund) return ok({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, out_request_no: outRequestNo });
    return ok({
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      out_request_no: outRequestNo,
      total_amount: yuan(trade.totalFen),
      refund_amount: yuan(refund.fen),
      refund_status: 'REFUND_SUCCESS',
      gmt_refund_pay: chinaTime(refund.at),
    });
  }

  const HANDLERS = new Map<string, (biz: Record<string, unknown>) => TAnswer>([
    ['alipay.trade.query', tradeQuery],
    ['alipay.trade.close', tradeClose],
    ['alipay.trade.refund', tradeRefund],
    ['alipay.trade.fastpay.refund.query', refundQuery],
  ]);

  /** One openapi call: `{<method>_response: {...}, sign}` where sign covers the response object's JSON text. */
  function execute(params: Record<string, string>): string {
    const method = params.method ?? '';
    const handler = HANDLERS.get(method);
    const responseKey = handler ? `${method.replaceAll('.', '_')}_response` : 'error_response';
    let answer: TAnswer;
    const problem = requestProblem(params);
    const biz = bizContentOf(params);
    const failure = failures.get(method);
    if (problem) {
      answer = { code: '40002', msg: 'Invalid Arguments', sub_code: problem[0], sub_msg: problem[1] };
    } else if (!handler) {
      answer = { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' };
    } else if (!biz) {
      answer = {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.missing-biz-content',
        sub_msg: '缺少业务参数',
      };
    } else if (failure) {
      failures.delete(method);
      answer = { code: '20000', msg: 'Service Currently Unavailable', sub_code: failure, sub_msg: '系统繁忙' };
    } else {
      answer = handler(biz);
    }
    const json = JSON.stringify(answer);
    return `{"${responseKey}":${json},"sign":"${sign(json)}"}`;
  }

  // ------------------------------------------------------------------------------------------
  // HTTP
  // ------------------------------------------------------------------------------------------

  async function confirm(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const outTradeNo = formFields(await readBody(req)).out_trade_no ?? '';
    const trade = trades.get(outTradeNo);
    if (!trade) {
      sendHtml(res, errorPage('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      return;
    }
    if (trade.status === 'WAIT_BUYER_PAY') {
      try {
        markPaid(trade, Date.now());
      } catch {
        sendHtml(res, errorPage('ACQ.TRADE_HAS_CLOSE', '交易已关闭'));
        return;
      }
      // Alipay's notify is asynchronous; the fake sends it before the redirect so a journey's result
      // page finds the payment settled (a late notify has tests of its own).
      await notifyPaid(trade);
    }
    if (trade.status === 'TRADE_CLOSED' && trade.paidAt === null) {
      sendHtml(res, errorPage('ACQ.TRADE_HAS_CLOSE', '交易已关闭'));
      return;
    }
    res.writeHead(302, { location: returnLocation(trade) }).end();
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', base);
    if (url.pathname === '/gateway.do' && req.method === 'GET') {
      sendHtml(res, openPayPage(Object.fromEntries(url.searchParams)));
      return;
    }
    if (url.pathname === '/gateway.do' && req.method === 'POST') {
      const params = { ...formFields(await readBody(req)), ...Object.fromEntries(url.searchParams) };
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(execute(params));
      return;
    }
    if (url.pathname === '/cashier/confirm' && req.method === 'POST') {
      await confirm(req, res);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(error instanceof Error ? error.message : 'error');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: TFakeAlipay = {
    url: `${base}/gateway.do`,
    alipayPublicKey,
    alipayPublicKeyBase64: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    sellerId,
    dropNotifies: options.dropNotifies ?? false,
    notifies: [],
    payTrade,
    notifyFields,
    signedNotify,
    sendNotify,
    async resendNotify(paymentNo) {
      const trade = trades.get(paymentNo);
      if (!trade?.paidNotify) throw new Error(`fake alipay: trade ${paymentNo} was not paid`);
      return sendNotify(signedNotify(trade.paidNotify), trade.notifyUrl);
    },
    failNext(method, subCode = 'ACQ.SYSTEM_ERROR') {
      failures.set(method, subCode);
    },
    trade: (paymentNo) => trades.get(paymentNo),
    refundCalls: (outRequestNo) => refundCalls.get(outRequestNo) ?? 0,
    closeCalls: (paymentNo) => closeCalls.get(paymentNo) ?? 0,
    queryCalls: (paymentNo) => queryCalls.get(paymentNo) ?? 0,
    async closeAll() {
      await Promise.allSettled([...pending]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
