import { createHash } from 'node:crypto';
import type { TLogisticsTrace } from '@mall/contract';
import type { TConfig } from '../config/env.js';

/**
 * Parcel traces from a logistics provider (DESIGN-OPERATE §D). Outside the demo the mall never invents
 * a trace: it shows what a provider answered, or nothing and a link to the carrier's own tracking page.
 */

/** Asks a provider for a parcel's journey. */
export interface LogisticsProvider {
  /**
   * The parcel's steps, newest first; empty when the carrier has none yet. `phone` is the receiver's
   * (SF and ZTO refuse a query without it). Throws `LogisticsProviderError` when the provider fails.
   */
  traces(company: string, number: string, phone: string): Promise<TLogisticsTrace[]>;
}

/** The provider could not answer (unreachable, timed out, refused the query); the caller keeps what it had. */
export class LogisticsProviderError extends Error {
  override readonly name = 'LogisticsProviderError';
  constructor(
    message: string,
    /** The provider's own code (快递100 `returnCode`), or `HTTP <status>`, `TIMEOUT`, `NETWORK`, `UNKNOWN_CARRIER`. */
    readonly code: string,
  ) {
    super(message);
  }
}

interface TCarrier {
  /** 快递100's company code. */
  kuaidi100: string;
  /** The carrier's own public tracking page for a number. */
  page: (number: string) => string;
}

const enc = encodeURIComponent;

/**
 * The mall's logistics companies (LOGISTICS_COMPANIES in the contract, and a few names sellers and
 * buyers write for return parcels) with 快递100's codes and the carrier's own tracking page: the page
 * with the number where the carrier's site takes one in its address, else its query page.
 */
const CARRIERS: Record<string, TCarrier> = {
  顺丰速运: {
    kuaidi100: 'shunfeng',
    page: (n) => `https://www.sf-express.com/chn/sc/waybill/waybill-detail/${enc(n)}`,
  },
  京东物流: { kuaidi100: 'jd', page: () => 'https://www.jdl.com/orderSearch' },
  中通快递: { kuaidi100: 'zhongtong', page: (n) => `https://www.zto.com/express/expressCheck.html?txtBill=${enc(n)}` },
  圆通速递: { kuaidi100: 'yuantong', page: () => 'https://www.yto.net.cn/' },
  韵达快递: { kuaidi100: 'yunda', page: () => 'https://www.yundaex.com/' },
  申通快递: { kuaidi100: 'shentong', page: () => 'https://www.sto.cn/' },
  EMS: { kuaidi100: 'ems', page: () => 'https://www.ems.com.cn/queryList' },
  中国邮政: { kuaidi100: 'youzhengguonei', page: () => 'https://yjcx.ems.com.cn/' },
  德邦快递: { kuaidi100: 'debangkuaidi', page: () => 'https://www.deppon.com/' },
  极兔速递: { kuaidi100: 'jtexpress', page: () => 'https://www.jtexpress.com.cn/' },
};

/** Other spellings of the same carriers (a return parcel's company is typed by the buyer). */
const ALIASES: Record<string, string> = {
  顺丰: '顺丰速运',
  顺丰快递: '顺丰速运',
  京东: '京东物流',
  京东快递: '京东物流',
  中通: '中通快递',
  圆通: '圆通速递',
  圆通快递: '圆通速递',
  韵达: '韵达快递',
  申通: '申通快递',
  邮政EMS: 'EMS',
  邮政快递包裹: '中国邮政',
  德邦: '德邦快递',
  德邦物流: '德邦快递',
  极兔: '极兔速递',
  极兔快递: '极兔速递',
};

function carrierOf(company: string): TCarrier | undefined {
  const name = company.trim();
  return CARRIERS[name] ?? CARRIERS[ALIASES[name] ?? ''];
}

/** 快递100's code for a company the mall names, or null for a carrier it does not know. */
export function kuaidi100CodeOf(company: string): string | null {
  return carrierOf(company)?.kuaidi100 ?? null;
}

/**
 * Where the buyer follows the parcel on the carrier's own site; an unknown carrier falls back to
 * 快递100's public query page with the number (it guesses the carrier from the number).
 */
export function trackingUrlOf(company: string, number: string): string {
  const carrier = carrierOf(company);
  if (carrier) return carrier.page(number);
  return `https://www.kuaidi100.com/chaxun?com=&nu=${enc(number)}`;
}

/** 快递100's signature: MD5 of param + key + customer, upper-case hex. */
export function kuaidi100Sign(param: string, key: string, customer: string): string {
  return createHash('md5')
    .update(param + key + customer, 'utf8')
    .digest('hex')
    .toUpperCase();
}

const CHINA_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/** 'yyyy-MM-dd HH:mm:ss' in China time (UTC+8, no daylight saving) → epoch ms, or null when unreadable. */
export function parseChinaTime(text: string): number | null {
  const m = CHINA_TIME.exec(text.trim());
  if (!m) return null;
  const ms = Date.parse(`${m[1]}T${m[2]}+08:00`);
  return Number.isNaN(ms) ? null : ms;
}

/** 快递100's "no result yet" (a parcel just handed over): an empty trace, not a failure. */
const KUAIDI100_NO_RESULT = '500';

interface TKuaidi100Answer {
  message?: unknown;
  result?: unknown;
  returnCode?: unknown;
  data?: unknown;
}

/** The steps of an answer that reads as one (time and context); others are dropped, newest first. */
function tracesOfAnswer(data: unknown): TLogisticsTrace[] {
  if (!Array.isArray(data)) return [];
  const traces: TLogisticsTrace[] = [];
  for (const step of data as { time?: unknown; context?: unknown }[]) {
    const time = typeof step?.time === 'string' ? parseChinaTime(step.time) : null;
    const text = typeof step?.context === 'string' ? step.context.trim() : '';
    if (time !== null && text) traces.push({ time, text });
  }
  return traces.sort((a, b) => b.time - a.time);
}

/** Reads 快递100's JSON answer: the trace, an empty one for 查询无结果, or a named error. */
function readKuaidi100Answer(body: TKuaidi100Answer): TLogisticsTrace[] {
  if (body.message === 'ok') return tracesOfAnswer(body.data);
  const code = String(body.returnCode ?? 'UNKNOWN');
  if (body.result === false && code === KUAIDI100_NO_RESULT) return [];
  throw new LogisticsProviderError(`快递100 查询失败：${String(body.message ?? '未知错误')}`, code);
}

export interface TKuaidi100Options {
  customer: string;
  key: string;
  endpoint: string;
  /** How long one query may take before it counts as failed (the buyer's page waits for it). */
  timeoutMs?: number;
}

/** Default bound of one query: long enough for 快递100's usual second, short enough for a page. */
const KUAIDI100_TIMEOUT_MS = 5000;

/** POSTs one signed query to 快递100 and answers its JSON, or throws a named error. */
async function postKuaidi100(options: TKuaidi100Options, param: string): Promise<TKuaidi100Answer> {
  const form = new URLSearchParams({
    customer: options.customer,
    sign: kuaidi100Sign(param, options.key, options.customer),
    param,
  });
  let res: Response;
  try {
    res = await fetch(options.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? KUAIDI100_TIMEOUT_MS),
    });
  } catch (err) {
    const isTimeout = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new LogisticsProviderError(
      isTimeout ? '快递100 查询超时' : `快递100 无法连接：${(err as Error).message}`,
      isTimeout ? 'TIMEOUT' : 'NETWORK',
    );
  }
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new LogisticsProviderError(`快递100 回应 HTTP ${res.status}`, `HTTP ${res.status}`);
  try {
    return JSON.parse(text) as TKuaidi100Answer;
  } catch {
    throw new LogisticsProviderError('快递100 的回应不是 JSON', 'BAD_ANSWER');
  }
}

/** 快递100's real-time query (实时快递查询, poll/query.do). */
export function kuaidi100Provider(options: TKuaidi100Options): LogisticsProvider {
  return {
    async traces(company, number, phone) {
      const com = kuaidi100CodeOf(company);
      if (!com) throw new LogisticsProviderError(`快递100 不认识物流公司「${company}」`, 'UNKNOWN_CARRIER');
      // Field order as 快递100's own samples send it; the sign covers these exact bytes.
      const param = JSON.stringify({ com, num: number, phone, resultv2: '0', order: 'desc' });
      return readKuaidi100Answer(await postKuaidi100(options, param));
    },
  };
}

const providers = new WeakMap<object, LogisticsProvider | null>();

/** The provider LOGISTICS_PROVIDER names (one per configuration), or null for `none`. */
export function logisticsProviderOf(
  config: Pick<TConfig, 'LOGISTICS_PROVIDER' | 'KUAIDI100_CUSTOMER' | 'KUAIDI100_KEY' | 'KUAIDI100_ENDPOINT'>,
): LogisticsProvider | null {
  const known = providers.get(config);
  if (known !== undefined) return known;
  const provider =
    config.LOGISTICS_PROVIDER === 'kuaidi100' && config.KUAIDI100_CUSTOMER && config.KUAIDI100_KEY
      ? kuaidi100Provider({
          customer: config.KUAIDI100_CUSTOMER,
          key: config.KUAIDI100_KEY,
          endpoint: config.KUAIDI100_ENDPOINT,
        })
      : null;
  providers.set(config, provider);
  return provider;
}
