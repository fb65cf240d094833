import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for 快递100's real-time query (POST poll/query.do, form `customer`, `sign`,
 * `param`), for tests: it checks the signature as the real one does (MD5 of param + key + customer,
 * upper-case hex, computed here on its own, not with the code under test) and answers the JSON the
 * real one answers, byte-shaped alike. Parcels are registered by the test; it can be told to fail.
 */

/** One step as 快递100 writes it: China time 'yyyy-MM-dd HH:mm:ss' and the carrier's words. */
export interface TFakeStep {
  time: string;
  context: string;
}

/** How the fake misbehaves: a 快递100 error answer, an HTTP 502 page, or no answer in time. */
export type TFakeFailure = 'error' | 'http' | 'hang' | null;

export interface TFakeKuaidi100 {
  /** The endpoint to give as KUAIDI100_ENDPOINT. */
  url: string;
  customer: string;
  key: string;
  /** Every query that passed the signature check, in order: the parsed param. */
  queries: Record<string, unknown>[];
  /** Registers (or replaces) a parcel's steps, newest first as 快递100 answers with order desc; `phone` is required for SF. */
  addParcel(com: string, num: string, steps: TFakeStep[], phone?: string): void;
  /** From now on every query fails this way (null: answers again). */
  failWith(failure: TFakeFailure): void;
  close(): Promise<void>;
}

interface TParcel {
  steps: TFakeStep[];
  phone: string | undefined;
}

const md5Upper = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const refusal = (returnCode: string, message: string) => ({ result: false, returnCode, message });

/** 快递100's answer to one signed query of a parcel it may or may not know. */
function answerQuery(parcels: Map<string, TParcel>, param: Record<string, unknown>): object {
  const com = String(param.com ?? '');
  const num = String(param.num ?? '');
  if (!com || !num) return refusal('400', '找不到对应公司');
  const parcel = parcels.get(`${com}:${num}`);
  // SF answers only to the receiver's or sender's phone (快递100 passes the check on to the carrier).
  if (parcel?.phone && String(param.phone ?? '') !== parcel.phone) return refusal('408', '您的手机号码不正确');
  if (!parcel || parcel.steps.length === 0) return refusal('500', '查询无结果，请隔段时间再查');
  const steps = param.order === 'asc' ? [...parcel.steps].reverse() : parcel.steps;
  return {
    message: 'ok',
    nu: num,
    ischeck: steps[0]?.context.includes('签收') ? '1' : '0',
    condition: 'F00',
    com,
    status: '200',
    state: steps[0]?.context.includes('签收') ? '3' : '0',
    data: steps.map((s) => ({ time: s.time, ftime: s.time, context: s.context, location: '' })),
  };
}

/** Starts the fake on 127.0.0.1, a free port; keys are made up per fake. */
export async function startFakeKuaidi100(
  customer = 'FAKECUSTOMER0001',
  key = `fakekey${Math.random().toString(36).slice(2, 10)}`,
): Promise<TFakeKuaidi100> {
  const parcels = new Map<string, TParcel>();
  const queries: Record<string, unknown>[] = [];
  let failure: TFakeFailure = null;

  const server = http.createServer(async (req, res) => {
    const send = (status: number, body: string, type = 'application/json;charset=UTF-8') => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    if (req.method !== 'POST' || !req.url?.startsWith('/poll/query.do')) return send(404, 'Not Found', 'text/html');
    const form = new URLSearchParams(await readBody(req));
    if (failure === 'hang') return; // never answers: the client's timeout must end it
    if (failure === 'http') return send(502, '<html><body>502 Bad Gateway</body></html>', 'text/html');
    if (failure === 'error') return send(200, JSON.stringify(refusal('501', '服务器错误')));
    const param = form.get('param') ?? '';
    if (form.get('customer') !== customer) return send(200, JSON.stringify(refusal('503', '验证签名失败')));
    if (form.get('sign') !== md5Upper(param + key + customer)) {
      return send(200, JSON.stringify(refusal('503', '验证签名失败')));
    }
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(param) as Record<string, unknown>;
    } catch {
      return send(200, JSON.stringify(refusal('400', '参数错误')));
    }
    queries.push(parsed);
    send(200, JSON.stringify(answerQuery(parcels, parsed)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/poll/query.do`,
    customer,
    key,
    queries,
    addParcel(com, num, steps, phone) {
      parcels.set(`${com}:${num}`, { steps, phone });
    },
    failWith(next) {
      failure = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
