import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import querystring from 'node:querystring';

/** A message the fake accepted, as the Dysms API read it. */
export interface TAliyunSmsSent {
  phone: string;
  signName: string;
  templateCode: string;
  /** TemplateParam, parsed; `{}` when the request had none. */
  params: Record<string, string>;
}

export interface TFakeAliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved sign name; another one is refused (isv.SMS_SIGNATURE_ILLEGAL). */
  signName: string;
  /** The approved templates: code → the names of their variables (TemplateParam must have exactly these). */
  templates: Record<string, readonly string[]>;
}

export interface TFakeAliyunSms {
  /** `http://127.0.0.1:port`, for ALIYUN_SMS_ENDPOINT. */
  endpoint: string;
  sent: TAliyunSmsSent[];
  /** Every refusal answered, newest last (signature errors included). */
  refusals: { http: number; code: string }[];
  /** From now on every SendSms answers this business error (HTTP 200, like the real API). */
  failWith(code: string, message: string): void;
  /** Answers OK again. */
  recover(): void;
  close(): Promise<void>;
}

/** Aliyun's ACS3 rule for the canonical query: RFC 3986, so `!'()*` are escaped too. */
function acsEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function canonicalQuery(search: string): string {
  const parsed = querystring.parse(search);
  return Object.keys(parsed)
    .sort()
    .map((key) => {
      const value = parsed[key];
      return `${acsEncode(key)}=${acsEncode(Array.isArray(value) ? value.join(',') : (value ?? ''))}`;
    })
    .join('&');
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

const AUTHORIZATION_RE = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/;
/** The real API refuses a request dated more than 15 minutes away from its clock. */
const MAX_SKEW_MS = 15 * 60_000;

type TRefusal = { http: number; code: string; message: string };

/**
 * Checks the request the way the Dysms API does for SDKs of the v3 signature: the Authorization
 * header (ACS3-HMAC-SHA256 over the canonical request: method, path, sorted RFC 3986 query, the
 * signed headers, which must include host and every x-acs-* header, and the body's SHA-256 as
 * x-acs-content-sha256), the key, the date's skew and a nonce used once. Answers null when it holds.
 */
function checkSignature(
  req: http.IncomingMessage,
  body: Buffer,
  options: TFakeAliyunSmsOptions,
  nonces: Set<string>,
): TRefusal | null {
  const auth = AUTHORIZATION_RE.exec(String(req.headers.authorization ?? ''));
  if (!auth)
    return {
      http: 400,
      code: 'IncompleteSignature',
      message: 'The request signature does not conform to Aliyun standards.',
    };
  const [, keyId, signedList, signature] = auth;
  if (keyId !== options.accessKeyId) {
    return { http: 404, code: 'InvalidAccessKeyId.NotFound', message: 'Specified access key is not found.' };
  }
  const signed = signedList.split(';');
  const mustSign = ['host', ...Object.keys(req.headers).filter((h) => h.startsWith('x-acs-'))];
  if (mustSign.some((h) => !signed.includes(h)) || signed.some((h) => req.headers[h] === undefined)) {
    return {
      http: 400,
      code: 'IncompleteSignature',
      message: 'The request signature does not conform to Aliyun standards.',
    };
  }
  const payloadHash = String(req.headers['x-acs-content-sha256'] ?? '');
  if (payloadHash !== sha256Hex(body)) {
    return {
      http: 400,
      code: 'InvalidParameter.ContentSHA256',
      message: 'The x-acs-content-sha256 does not match the body.',
    };
  }
  const url = new URL(req.url ?? '/', 'http://fake');
  const headers = signed.map((h) => `${h}:${String(req.headers[h]).trim()}\n`).join('');
  const canonical = [
    req.method,
    url.pathname,
    canonicalQuery(url.search.slice(1)),
    headers,
    signedList,
    payloadHash,
  ].join('\n');
  const stringToSign = `ACS3-HMAC-SHA256\n${sha256Hex(canonical)}`;
  const expected = createHmac('sha256', options.accessKeySecret).update(stringToSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return {
      http: 400,
      code: 'SignatureDoesNotMatch',
      message: `Specified signature does not match our calculation. server string to sign is:${stringToSign}`,
    };
  }
  const date = Date.parse(String(req.headers['x-acs-date'] ?? ''));
  if (!Number.isFinite(date) || Math.abs(Date.now() - date) > MAX_SKEW_MS) {
    return { http: 400, code: 'InvalidTimeStamp.Expired', message: 'Specified time stamp or date value is expired.' };
  }
  const nonce = String(req.headers['x-acs-signature-nonce'] ?? '');
  if (!nonce || nonces.has(nonce)) {
    return { http: 400, code: 'SignatureNonceUsed', message: 'Specified signature nonce was used already.' };
  }
  nonces.add(nonce);
  return null;
}

/** SendSms itself: the action, the mandatory parameters, the sign and the template's variables. */
function checkSendSms(
  req: http.IncomingMessage,
  options: TFakeAliyunSmsOptions,
): { refusal: TRefusal } | { sent: TAliyunSmsSent } {
  if (req.headers['x-acs-action'] !== 'SendSms' || req.headers['x-acs-version'] !== '2017-05-25') {
    return {
      refusal: {
        http: 404,
        code: 'InvalidAction.NotFound',
        message: 'Specified api is not found, please check your url and method.',
      },
    };
  }
  const query = new URL(req.url ?? '/', 'http://fake').searchParams;
  for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode']) {
    if (!query.get(name))
      return { refusal: { http: 400, code: `Missing${name}`, message: `${name} is mandatory for this action.` } };
  }
  const sent: TAliyunSmsSent = {
    phone: query.get('PhoneNumbers') ?? '',
    signName: query.get('SignName') ?? '',
    templateCode: query.get('TemplateCode') ?? '',
    params: {},
  };
  const business = (code: string, message: string) => ({ refusal: { http: 200, code, message } });
  if (!/^1\d{10}$/.test(sent.phone)) return business('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
  if (sent.signName !== options.signName) return business('isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
  const vars = options.templates[sent.templateCode];
  if (!vars) return business('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
  const raw = query.get('TemplateParam');
  if (raw) {
    try {
      sent.params = JSON.parse(raw) as Record<string, string>;
    } catch {
      return business('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
  }
  const given = Object.keys(sent.params).sort().join(',');
  if (given !== [...vars].sort().join(',') || Object.values(sent.params).some((v) => typeof v !== 'string')) {
    return business('isv.TEMPLATE_MISSING_PARAMETERS', '模版缺少变量');
  }
  return { sent };
}

/**
 * A local Dysms API (node:http on 127.0.0.1, a free port) for the SDK pointed at it with
 * `ALIYUN_SMS_ENDPOINT=http://127.0.0.1:port`: it verifies each request's v3 signature with the
 * AccessKey secret and answers in the real API's shapes (HTTP 4xx with Code/Message for a refused
 * request, HTTP 200 with Code `OK` or a business code for SendSms).
 */
export async function startFakeAliyunSms(options: TFakeAliyunSmsOptions): Promise<TFakeAliyunSms> {
  const sent: TAliyunSmsSent[] = [];
  const refusals: TFakeAliyunSms['refusals'] = [];
  const nonces = new Set<string>();
  let failure: { code: string; message: string } | null = null;

  const answer = (res: http.ServerResponse, status: number, body: Record<string, unknown>) => {
    res.writeHead(status, {
      'content-type': 'application/json;charset=utf-8',
      'x-acs-request-id': String(body.RequestId),
    });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: http.ServerResponse, refusal: TRefusal) => {
    refusals.push({ http: refusal.http, code: refusal.code });
    const requestId = randomUUID().toUpperCase();
    const extra =
      refusal.http === 200 ? {} : { HostId: 'dysmsapi.aliyuncs.com', Recommend: 'https://api.aliyun.com/troubleshoot' };
    answer(res, refusal.http, { RequestId: requestId, Code: refusal.code, Message: refusal.message, ...extra });
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const signatureProblem = checkSignature(req, Buffer.concat(chunks), options, nonces);
      if (signatureProblem) return refuse(res, signatureProblem);
      const checked = checkSendSms(req, options);
      if ('refusal' in checked) return refuse(res, checked.refusal);
      if (failure) return refuse(res, { http: 200, ...failure });
      sent.push(checked.sent);
      answer(res, 200, {
        RequestId: randomUUID().toUpperCase(),
        Code: 'OK',
        Message: 'OK',
        BizId: `${Date.now()}^0`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    sent,
    refusals,
    failWith(code, message) {
      failure = { code, message };
    },
    recover() {
      failure = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
