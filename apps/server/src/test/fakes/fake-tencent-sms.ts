import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the fake accepted, as the SMS API read it. */
export interface TTencentSmsSent {
  /** E.164, as sent: `+86…`. */
  phone: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  params: string[];
}

export interface TFakeTencentSmsOptions {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  /** The approved sign name; another one is refused. */
  signName: string;
  /** The approved templates: id → how many values (`{1}`…`{n}`) each takes. */
  templates: Record<string, number>;
}

export interface TFakeTencentSms {
  /** `http://127.0.0.1:port`, for TENCENT_SMS_ENDPOINT. */
  endpoint: string;
  sent: TTencentSmsSent[];
  /** Every request-level error answered (signature errors included), newest last. */
  refusals: string[];
  /** From now on each number gets this SendStatusSet Code (e.g. LimitExceeded.PhoneNumberDailyLimit). */
  failWith(code: string, message: string): void;
  /** Answers `Ok` again. */
  recover(): void;
  close(): Promise<void>;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

const AUTHORIZATION_RE =
  /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;
/** The real API refuses a request stamped more than 5 minutes away from its clock. */
const MAX_SKEW_S = 300;

type TError = { Code: string; Message: string };
const SIGNATURE_FAILURE: TError = {
  Code: 'AuthFailure.SignatureFailure',
  Message: 'The provided credentials could not be validated. Please check your signature is correct.',
};

/**
 * A header's canonical value (TC3: trimmed, lower case). The SDK signs the host without its port
 * (it only ever talks to port 443 of *.tencentcloudapi.com), so the port of a local fake is left out.
 */
function canonicalValue(req: http.IncomingMessage, name: string): string {
  const value = String(req.headers[name] ?? '')
    .trim()
    .toLowerCase();
  return name === 'host' ? value.replace(/:\d+$/, '') : value;
}

/**
 * Checks the request the way the API does: the TC3-HMAC-SHA256 Authorization (key derived from the
 * SecretKey, the date and the service of the credential scope; canonical request of method, path,
 * query, the signed headers, which must include content-type and host, and the body's SHA-256),
 * the SecretId, the timestamp's skew and the scope's date. `service` is the first label of the host,
 * as the API's domain routing (sms.tencentcloudapi.com → sms) and the SDK derive it.
 */
function checkSignature(req: http.IncomingMessage, body: Buffer, options: TFakeTencentSmsOptions): TError | null {
  const auth = AUTHORIZATION_RE.exec(String(req.headers.authorization ?? ''));
  if (!auth) return { Code: 'AuthFailure.InvalidAuthorization', Message: 'Authorization header format error.' };
  const [, secretId, date, service, signedList, signature] = auth;
  if (secretId !== options.secretId)
    return { Code: 'AuthFailure.SecretIdNotFound', Message: 'The SecretId is not found.' };
  const signed = signedList.split(';');
  if (!signed.includes('content-type') || !signed.includes('host')) return SIGNATURE_FAILURE;
  const timestamp = Number(req.headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > MAX_SKEW_S) {
    return { Code: 'AuthFailure.SignatureExpire', Message: 'Signature expired.' };
  }
  const expectedService = canonicalValue(req, 'host').split('.')[0];
  if (date !== new Date(timestamp * 1000).toISOString().slice(0, 10) || service !== expectedService) {
    return { Code: 'AuthFailure.InvalidAuthorization', Message: 'Credential scope error.' };
  }
  const url = new URL(req.url ?? '/', 'http://fake');
  const headers = signed.map((h) => `${h}:${canonicalValue(req, h)}\n`).join('');
  const canonical = [req.method, url.pathname, url.search.slice(1), headers, signedList, sha256Hex(body)].join('\n');
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256Hex(canonical)}`;
  const key = hmac(hmac(hmac(`TC3${options.secretKey}`, date), service), 'tc3_request');
  const expected = hmac(key, stringToSign);
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : SIGNATURE_FAILURE;
}

interface TSendSmsBody {
  PhoneNumberSet?: unknown;
  SmsSdkAppId?: unknown;
  SignName?: unknown;
  TemplateId?: unknown;
  TemplateParamSet?: unknown;
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** SendSms's request-level checks: action, version, app, sign, template and its number of values. */
function checkSendSms(req: http.IncomingMessage, body: TSendSmsBody, options: TFakeTencentSmsOptions): TError | null {
  if (req.headers['x-tc-action'] !== 'SendSms' || req.headers['x-tc-version'] !== '2021-01-11') {
    return { Code: 'InvalidAction', Message: 'The action or version is not supported.' };
  }
  if (!isStringList(body.PhoneNumberSet) || body.PhoneNumberSet.length === 0) {
    return { Code: 'MissingParameter', Message: 'The request is missing a required parameter `PhoneNumberSet`.' };
  }
  if (body.SmsSdkAppId !== options.sdkAppId) {
    return { Code: 'InvalidParameterValue.SdkAppIdNotExist', Message: 'SdkAppId not exist.' };
  }
  if (body.SignName !== options.signName) {
    return {
      Code: 'FailedOperation.SignatureIncorrectOrUnapproved',
      Message: 'signature format is incorrect or signature is not approved',
    };
  }
  const count = typeof body.TemplateId === 'string' ? options.templates[body.TemplateId] : undefined;
  if (count === undefined) {
    return {
      Code: 'FailedOperation.TemplateIncorrectOrUnapproved',
      Message: 'template format error or template is not approved',
    };
  }
  const params = body.TemplateParamSet ?? [];
  if (!isStringList(params) || params.length !== count) {
    return {
      Code: 'FailedOperation.TemplateParamSetNotMatchApprovedTemplate',
      Message: 'request content does not match template content',
    };
  }
  return null;
}

/**
 * A local Tencent Cloud SMS API (node:http on 127.0.0.1, a free port) for the SDK pointed at it with
 * `TENCENT_SMS_ENDPOINT=http://127.0.0.1:port`: it verifies each request's TC3 signature with the
 * SecretKey and answers in the real shapes: `{Response: {Error, RequestId}}` for a refused request,
 * `{Response: {SendStatusSet, RequestId}}` with one status per number otherwise.
 */
export async function startFakeTencentSms(options: TFakeTencentSmsOptions): Promise<TFakeTencentSms> {
  const sent: TTencentSmsSent[] = [];
  const refusals: string[] = [];
  let failure: { code: string; message: string } | null = null;

  const answer = (res: http.ServerResponse, response: Record<string, unknown>) => {
    const requestId = randomUUID();
    res.writeHead(200, { 'content-type': 'application/json', 'x-tc-requestid': requestId });
    res.end(JSON.stringify({ Response: { ...response, RequestId: requestId } }));
  };
  const refuse = (res: http.ServerResponse, error: TError) => {
    refusals.push(error.Code);
    answer(res, { Error: error });
  };

  const statusOf = (phone: string, body: TSendSmsBody) => {
    const base = { SerialNo: '', PhoneNumber: phone, Fee: 0, SessionContext: '', IsoCode: 'CN' };
    if (!/^\+861\d{10}$/.test(phone)) {
      return { ...base, Code: 'InvalidParameterValue.IncorrectPhoneNumber', Message: 'incorrect phone number' };
    }
    if (failure) return { ...base, Code: failure.code, Message: failure.message };
    sent.push({
      phone,
      sdkAppId: String(body.SmsSdkAppId),
      signName: String(body.SignName),
      templateId: String(body.TemplateId),
      params: (body.TemplateParamSet as string[] | undefined) ?? [],
    });
    return { ...base, SerialNo: `2433:${randomUUID()}`, Fee: 1, Code: 'Ok', Message: 'send success' };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const signatureProblem = checkSignature(req, raw, options);
      if (signatureProblem) return refuse(res, signatureProblem);
      let body: TSendSmsBody;
      try {
        body = JSON.parse(raw.toString('utf8')) as TSendSmsBody;
      } catch {
        return refuse(res, { Code: 'InvalidParameter', Message: 'The request body is not valid JSON.' });
      }
      const problem = checkSendSms(req, body, options);
      if (problem) return refuse(res, problem);
      const phones = body.PhoneNumberSet as string[];
      answer(res, { SendStatusSet: phones.map((phone) => statusOf(phone, body)) });
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
