import type { TConfig } from '../config/env.js';
import { loadOnce } from './load-once.js';
import { outboxSmsProvider, type SmsProvider, type TSmsMessage } from './sms.js';

/** The providers that really send (DESIGN-OPERATE §D); `outbox` only writes a file. */
export type TSmsProviderName = 'aliyun' | 'tencent';

/**
 * How long one send may take, connection included. A buyer waits on it (the web client gives up after
 * 20 s), and a provider that has not answered by then is treated as down: the caller gives the slots
 * back and the buyer may ask again.
 */
export const SMS_SEND_TIMEOUT_MS = 10_000;
const SMS_CONNECT_TIMEOUT_MS = 5_000;

/**
 * A provider refused a message or could not be reached. `code` is the provider's own error code
 * (`isv.BUSINESS_LIMIT_CONTROL`, `LimitExceeded.PhoneNumberDailyLimit`) or the transport's
 * (`ECONNREFUSED`, `Timeout`); the message never carries keys, the code sent, nor a request URL.
 */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
  constructor(
    readonly provider: TSmsProviderName,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What a provider's template needs: its id and its variables, in the template's order. */
export interface TSmsTemplate {
  id: string;
  params: { name: string; value: string }[];
}

type TTemplateSetting =
  | 'SMS_TEMPLATE_REGISTER'
  | 'SMS_TEMPLATE_RESET'
  | 'SMS_TEMPLATE_DELETE'
  | 'SMS_TEMPLATE_APPLY'
  | 'SMS_TEMPLATE_REGISTERED'
  | 'SMS_TEMPLATE_SELLER_APPROVED';

/** The code scenes: each template takes one variable, `code` (its `${code}` / `{1}`). */
const CODE_TEMPLATES: Record<string, TTemplateSetting> = {
  register: 'SMS_TEMPLATE_REGISTER',
  reset: 'SMS_TEMPLATE_RESET',
  delete: 'SMS_TEMPLATE_DELETE',
  apply: 'SMS_TEMPLATE_APPLY',
};

/**
 * The notices: their template and variables in order (Tencent's templates number them `{1}`, `{2}`;
 * Aliyun's name them). `registered` is the register scene's text to a phone that already has an
 * account (sms-code.service.ts sends it with an empty code).
 */
const NOTICE_TEMPLATES: Record<string, { setting: TTemplateSetting; vars: readonly string[] }> = {
  registered: { setting: 'SMS_TEMPLATE_REGISTERED', vars: [] },
  'seller-approved': { setting: 'SMS_TEMPLATE_SELLER_APPROVED', vars: ['username', 'password'] },
};

/** The template and variables of a message, from the scene's setting; a scene without one is a programming error. */
export function smsTemplateOf(config: Pick<TConfig, TTemplateSetting>, message: TSmsMessage): TSmsTemplate {
  const codeSetting = message.code ? CODE_TEMPLATES[message.scene] : undefined;
  const notice =
    message.scene === 'register' && !message.code ? NOTICE_TEMPLATES.registered : NOTICE_TEMPLATES[message.scene];
  const setting = codeSetting ?? notice?.setting;
  const id = setting ? config[setting] : undefined;
  if (!setting || !id) throw new Error(`no SMS template for scene ${message.scene}`);
  if (codeSetting) return { id, params: [{ name: 'code', value: message.code }] };
  const vars = notice?.vars ?? [];
  const params = vars.map((name) => {
    const value = message.vars?.[name];
    if (value === undefined) throw new Error(`SMS scene ${message.scene} needs the variable ${name}`);
    return { name, value };
  });
  return { id, params };
}

/** An endpoint setting: a bare host means HTTPS; `http://127.0.0.1:port` points at a local fake. */
export function parseSmsEndpoint(value: string): { protocol: 'http' | 'https'; host: string } {
  if (!/^https?:\/\//i.test(value)) return { protocol: 'https', host: value };
  const url = new URL(value);
  return { protocol: url.protocol === 'http:' ? 'http' : 'https', host: url.host };
}

function requireSettings<K extends keyof TConfig>(config: TConfig, names: readonly K[]): void {
  const missing = names.filter((n) => !config[n]);
  if (missing.length) throw new Error(`SMS provider settings missing: ${missing.join(', ')}`);
}

/**
 * The provider's own words, made safe for a log: request URLs (Aliyun's carry the phone and the
 * code in their query) are cut out, and the text is kept short.
 */
function safeMessage(text: unknown): string {
  return String(text ?? '')
    .replace(/https?:\/\/\S+/gi, '[url]')
    .slice(0, 200);
}

/** Any failure of a send as a `SmsSendError`, keeping only the code and a safe message. */
function toSmsSendError(provider: TSmsProviderName, err: unknown): SmsSendError {
  if (err instanceof SmsSendError) return err;
  const e = (err ?? {}) as { code?: unknown; name?: unknown; message?: unknown };
  const code = typeof e.code === 'string' && e.code ? e.code : typeof e.name === 'string' ? e.name : 'Unknown';
  return new SmsSendError(provider, code, safeMessage(e.message));
}

/** Bounds a send: past SMS_SEND_TIMEOUT_MS it fails, whatever the SDK's own timers do. */
async function bounded<T>(provider: TSmsProviderName, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SmsSendError(provider, 'Timeout', `no answer within ${SMS_SEND_TIMEOUT_MS} ms`)),
      SMS_SEND_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([work, late]);
  } catch (err) {
    throw toSmsSendError(provider, err);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Node's ESM loader hands a CommonJS module's `exports` as the default import (the SDK's class sits
 * at `exports.default`); a bundler may hand the class itself. Either way, the class.
 */
function interopDefault<T>(mod: T): T {
  const inner = (mod as unknown as { default?: T }).default;
  return typeof inner === 'function' ? inner : mod;
}

/**
 * Aliyun SMS (Dysms SendSms, signed ACS3-HMAC-SHA256 by the SDK): PhoneNumbers, SignName,
 * TemplateCode and TemplateParam as JSON of the template's named variables. Anything but Code `OK`
 * is an error. The SDK never retries: a paid message is not sent twice behind the caller's back.
 */
export function aliyunSmsProvider(config: TConfig): SmsProvider {
  requireSettings(config, ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME']);
  const { protocol, host } = parseSmsEndpoint(config.ALIYUN_SMS_ENDPOINT);
  // The SDK (about 35 MB of RSS with its OpenAPI core) loads with the first message.
  const connect = loadOnce(async () => {
    const [dysms, { $OpenApiUtil }] = await Promise.all([
      import('@alicloud/dysmsapi20170525'),
      import('@alicloud/openapi-core'),
    ]);
    const Dysmsapi = interopDefault(dysms.default);
    const client = new Dysmsapi(
      new $OpenApiUtil.Config({
        accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID,
        accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET,
        endpoint: host,
        protocol,
        connectTimeout: SMS_CONNECT_TIMEOUT_MS,
        readTimeout: SMS_SEND_TIMEOUT_MS,
      }),
    );
    return { client, SendSmsRequest: dysms.SendSmsRequest };
  });
  return {
    async send(message) {
      const template = smsTemplateOf(config, message);
      // One bound for the SDK's first load and the send together.
      const answer = await bounded(
        'aliyun',
        connect().then(({ client, SendSmsRequest }) =>
          client.sendSms(
            new SendSmsRequest({
              phoneNumbers: message.phone,
              signName: config.SMS_SIGN_NAME,
              templateCode: template.id,
              templateParam: template.params.length
                ? JSON.stringify(Object.fromEntries(template.params.map((p) => [p.name, p.value])))
                : undefined,
            }),
          ),
        ),
      );
      const code = answer.body?.code ?? '';
      if (code !== 'OK') throw new SmsSendError('aliyun', code || 'Unknown', safeMessage(answer.body?.message));
    },
  };
}

/**
 * Tencent Cloud SMS (SendSms 2021-01-11, signed TC3-HMAC-SHA256 by the SDK): the phone in E.164
 * (+86…), SmsSdkAppId, SignName, TemplateId and the template's values in order. A request-level
 * error comes back as the SDK's exception; a number refused inside a successful answer is a
 * SendStatusSet entry whose Code is not `Ok`.
 */
export function tencentSmsProvider(config: TConfig): SmsProvider {
  requireSettings(config, [
    'TENCENT_SMS_SECRET_ID',
    'TENCENT_SMS_SECRET_KEY',
    'TENCENT_SMS_SDK_APP_ID',
    'SMS_SIGN_NAME',
  ]);
  const { protocol, host } = parseSmsEndpoint(config.TENCENT_SMS_ENDPOINT);
  // The SDK (about 20 MB of RSS) loads with the first message.
  const connect = loadOnce(async () => {
    const { sms } = await import('tencentcloud-sdk-nodejs-sms');
    return new sms.v20210111.Client({
      credential: { secretId: config.TENCENT_SMS_SECRET_ID, secretKey: config.TENCENT_SMS_SECRET_KEY },
      region: config.TENCENT_SMS_REGION,
      profile: {
        httpProfile: { endpoint: host, protocol: `${protocol}://`, reqTimeout: SMS_SEND_TIMEOUT_MS / 1000 },
      },
    });
  });
  return {
    async send(message) {
      const template = smsTemplateOf(config, message);
      // One bound for the SDK's first load and the send together.
      const answer = await bounded(
        'tencent',
        connect().then((client) =>
          client.SendSms({
            PhoneNumberSet: [`+86${message.phone}`],
            SmsSdkAppId: config.TENCENT_SMS_SDK_APP_ID ?? '',
            SignName: config.SMS_SIGN_NAME,
            TemplateId: template.id,
            TemplateParamSet: template.params.map((p) => p.value),
          }),
        ),
      );
      const status = answer.SendStatusSet?.[0];
      if (status?.Code !== 'Ok') {
        throw new SmsSendError('tencent', status?.Code || 'Unknown', safeMessage(status?.Message ?? 'no send status'));
      }
    },
  };
}

/** Where a failed send is reported: the app's logger (pino's `warn(object, message)`). */
export interface TSmsFailureLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Reports each failed send (provider, its error code, the scene; never the phone's code nor the
 * text) and passes the error on, so every caller's failure reaches the log the same way.
 */
export function loggedSmsProvider(provider: SmsProvider, log: TSmsFailureLog): SmsProvider {
  return {
    async send(message) {
      try {
        await provider.send(message);
      } catch (err) {
        const details =
          err instanceof SmsSendError
            ? { provider: err.provider, code: err.code, reason: err.message }
            : { reason: safeMessage((err as Error | null)?.message) };
        log.warn({ ...details, scene: message.scene }, '短信发送失败');
        throw err;
      }
    },
  };
}

/** The provider SMS_PROVIDER names (the outbox file for `outbox`), its failures logged when `log` is given. */
export function smsProviderFrom(config: TConfig, log?: TSmsFailureLog): SmsProvider {
  const provider =
    config.SMS_PROVIDER === 'aliyun'
      ? aliyunSmsProvider(config)
      : config.SMS_PROVIDER === 'tencent'
        ? tencentSmsProvider(config)
        : outboxSmsProvider(config.SMS_OUTBOX);
  return log ? loggedSmsProvider(provider, log) : provider;
}
