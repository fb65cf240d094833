import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type TConfig } from '../config/env.js';
import { startFakeAliyunSms, type TFakeAliyunSms } from '../test/fakes/fake-aliyun-sms.js';
import { startFakeTencentSms, type TFakeTencentSms } from '../test/fakes/fake-tencent-sms.js';
import { freePort } from '../test/http-server.js';
import type { TSmsMessage } from './sms.js';
import {
  aliyunSmsProvider,
  loggedSmsProvider,
  parseSmsEndpoint,
  SmsSendError,
  smsProviderFrom,
  tencentSmsProvider,
} from './sms-providers.js';

const SIGN = '智联商城';
/** Template ids per scene, the same for both providers in these tests. */
const TEMPLATES = {
  SMS_TEMPLATE_REGISTER: 'SMS_1001',
  SMS_TEMPLATE_RESET: 'SMS_1002',
  SMS_TEMPLATE_DELETE: 'SMS_1003',
  SMS_TEMPLATE_APPLY: 'SMS_1004',
  SMS_TEMPLATE_REGISTERED: 'SMS_1005',
  SMS_TEMPLATE_SELLER_APPROVED: 'SMS_1006',
};
const ALIYUN_KEYS = {
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tFakeKeyId0001',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'fake-aliyun-secret-0123456789',
};
const TENCENT_KEYS = {
  TENCENT_SMS_SECRET_ID: 'AKIDfakeSecretId0001',
  TENCENT_SMS_SECRET_KEY: 'fake-tencent-secret-0123456789',
  TENCENT_SMS_SDK_APP_ID: '1400000001',
};

const codeMessage = (scene: string, code: string): TSmsMessage => ({
  phone: '13800000001',
  scene,
  code,
  text: `验证码${code}`,
});
const REGISTERED_NOTICE: TSmsMessage = { phone: '13800000002', scene: 'register', code: '', text: '该手机号已注册' };
const SELLER_APPROVED: TSmsMessage = {
  phone: '13800000003',
  scene: 'seller-approved',
  code: '',
  text: '入驻通过',
  vars: { username: 'seller_1', password: 'Aa1!one-time' },
};

const configWith = (env: Record<string, string>): TConfig =>
  loadConfig({ DATABASE_URL: ':memory:', SMS_SIGN_NAME: SIGN, ...TEMPLATES, ...env });

describe('parseSmsEndpoint', () => {
  it('reads a bare host as HTTPS and a local fake with its scheme and port', () => {
    expect(parseSmsEndpoint('dysmsapi.aliyuncs.com')).toEqual({ protocol: 'https', host: 'dysmsapi.aliyuncs.com' });
    expect(parseSmsEndpoint('http://127.0.0.1:4567')).toEqual({ protocol: 'http', host: '127.0.0.1:4567' });
  });
});

describe('aliyunSmsProvider against a fake Dysms API', () => {
  let fake: TFakeAliyunSms;
  let config: TConfig;
  beforeAll(async () => {
    fake = await startFakeAliyunSms({
      accessKeyId: ALIYUN_KEYS.ALIYUN_SMS_ACCESS_KEY_ID,
      accessKeySecret: ALIYUN_KEYS.ALIYUN_SMS_ACCESS_KEY_SECRET,
      signName: SIGN,
      templates: {
        SMS_1001: ['code'],
        SMS_1002: ['code'],
        SMS_1003: ['code'],
        SMS_1004: ['code'],
        SMS_1005: [],
        SMS_1006: ['username', 'password'],
      },
    });
    config = configWith({ SMS_PROVIDER: 'aliyun', ...ALIYUN_KEYS, ALIYUN_SMS_ENDPOINT: fake.endpoint });
  });
  afterAll(() => fake.close());

  it('sends each code scene with its template, the sign name and the code as TemplateParam, correctly signed', async () => {
    const provider = aliyunSmsProvider(config);
    for (const [scene, id] of [
      ['register', 'SMS_1001'],
      ['reset', 'SMS_1002'],
      ['delete', 'SMS_1003'],
      ['apply', 'SMS_1004'],
    ]) {
      await provider.send(codeMessage(scene, '123456'));
      expect(fake.sent.at(-1)).toEqual({
        phone: '13800000001',
        signName: SIGN,
        templateCode: id,
        params: { code: '123456' },
      });
    }
    expect(fake.refusals).toEqual([]);
  });

  it('sends the notice to a registered phone without variables, and the seller login with its two', async () => {
    const provider = aliyunSmsProvider(config);
    await provider.send(REGISTERED_NOTICE);
    expect(fake.sent.at(-1)).toMatchObject({ phone: '13800000002', templateCode: 'SMS_1005', params: {} });
    await provider.send(SELLER_APPROVED);
    expect(fake.sent.at(-1)).toMatchObject({
      templateCode: 'SMS_1006',
      params: { username: 'seller_1', password: 'Aa1!one-time' },
    });
  });

  it('throws SmsSendError with the business code when the API answers anything but OK', async () => {
    const provider = aliyunSmsProvider(config);
    fake.failWith('isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1');
    const before = fake.sent.length;
    try {
      const err = await provider.send(codeMessage('register', '654321')).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SmsSendError);
      expect(err).toMatchObject({
        provider: 'aliyun',
        code: 'isv.BUSINESS_LIMIT_CONTROL',
        message: '触发分钟级流控Permits:1',
      });
      expect(fake.sent.length).toBe(before);
    } finally {
      fake.recover();
    }
  });

  it('is refused with SignatureDoesNotMatch under a wrong secret, and the error leaks no key nor code', async () => {
    const provider = aliyunSmsProvider({ ...config, ALIYUN_SMS_ACCESS_KEY_SECRET: 'not-the-secret-0000000' });
    const err = await provider.send(codeMessage('register', '777888')).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'SmsSendError', provider: 'aliyun', code: 'SignatureDoesNotMatch' });
    const text = `${(err as Error).message} ${JSON.stringify(err)}`;
    expect(text).not.toContain('not-the-secret');
    expect(text).not.toContain('777888');
    expect(fake.refusals.at(-1)).toEqual({ http: 400, code: 'SignatureDoesNotMatch' });
  });

  it('reports an unreachable endpoint as SmsSendError without the request URL (which carries the code)', async () => {
    const port = await freePort();
    const provider = aliyunSmsProvider({ ...config, ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${port}` });
    const err = await provider.send(codeMessage('register', '246810')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsSendError);
    expect((err as SmsSendError).code).toMatch(/ECONNREFUSED|Error/);
    expect((err as Error).message).not.toContain('246810');
  });
});

describe('tencentSmsProvider against a fake SMS API', () => {
  let fake: TFakeTencentSms;
  let config: TConfig;
  beforeAll(async () => {
    fake = await startFakeTencentSms({
      secretId: TENCENT_KEYS.TENCENT_SMS_SECRET_ID,
      secretKey: TENCENT_KEYS.TENCENT_SMS_SECRET_KEY,
      sdkAppId: TENCENT_KEYS.TENCENT_SMS_SDK_APP_ID,
      signName: SIGN,
      templates: { SMS_1001: 1, SMS_1002: 1, SMS_1003: 1, SMS_1004: 1, SMS_1005: 0, SMS_1006: 2 },
    });
    config = configWith({ SMS_PROVIDER: 'tencent', ...TENCENT_KEYS, TENCENT_SMS_ENDPOINT: fake.endpoint });
  });
  afterAll(() => fake.close());

  it('sends each scene to +86… with the app id, sign, template and its ordered values, correctly signed', async () => {
    const provider = tencentSmsProvider(config);
    await provider.send(codeMessage('reset', '112233'));
    expect(fake.sent.at(-1)).toEqual({
      phone: '+8613800000001',
      sdkAppId: '1400000001',
      signName: SIGN,
      templateId: 'SMS_1002',
      params: ['112233'],
    });
    await provider.send(codeMessage('apply', '445566'));
    expect(fake.sent.at(-1)).toMatchObject({ templateId: 'SMS_1004', params: ['445566'] });
    await provider.send(REGISTERED_NOTICE);
    expect(fake.sent.at(-1)).toMatchObject({ templateId: 'SMS_1005', params: [] });
    await provider.send(SELLER_APPROVED);
    expect(fake.sent.at(-1)).toMatchObject({ templateId: 'SMS_1006', params: ['seller_1', 'Aa1!one-time'] });
    expect(fake.refusals).toEqual([]);
  });

  it('throws SmsSendError when the number’s send status is not Ok', async () => {
    const provider = tencentSmsProvider(config);
    fake.failWith(
      'LimitExceeded.PhoneNumberDailyLimit',
      'the number of sms messages sent from a single mobile number every day exceeds the upper limit',
    );
    try {
      const err = await provider.send(codeMessage('register', '135790')).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SmsSendError);
      expect(err).toMatchObject({ provider: 'tencent', code: 'LimitExceeded.PhoneNumberDailyLimit' });
    } finally {
      fake.recover();
    }
  });

  it('is refused with AuthFailure.SignatureFailure under a wrong SecretKey, leaking no key', async () => {
    const provider = tencentSmsProvider({ ...config, TENCENT_SMS_SECRET_KEY: 'not-the-secret-key-000' });
    const err = await provider.send(codeMessage('register', '999000')).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'SmsSendError', provider: 'tencent', code: 'AuthFailure.SignatureFailure' });
    expect(`${(err as Error).message} ${JSON.stringify(err)}`).not.toContain('not-the-secret-key');
    expect(fake.refusals.at(-1)).toBe('AuthFailure.SignatureFailure');
  });

  it('names a template mismatch as the API does', async () => {
    const provider = tencentSmsProvider({ ...config, SMS_TEMPLATE_RESET: 'SMS_9999' });
    const err = await provider.send(codeMessage('reset', '123123')).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'FailedOperation.TemplateIncorrectOrUnapproved' });
  });
});

describe('smsProviderFrom', () => {
  it('logs a failed send with the provider and its code, never the code sent, and passes the error on', async () => {
    const fake = await startFakeAliyunSms({
      accessKeyId: ALIYUN_KEYS.ALIYUN_SMS_ACCESS_KEY_ID,
      accessKeySecret: ALIYUN_KEYS.ALIYUN_SMS_ACCESS_KEY_SECRET,
      signName: SIGN,
      templates: { SMS_1001: ['code'] },
    });
    try {
      fake.failWith('isv.AMOUNT_NOT_ENOUGH', '账户余额不足');
      const lines: { details: Record<string, unknown>; message: string }[] = [];
      const config = configWith({ SMS_PROVIDER: 'aliyun', ...ALIYUN_KEYS, ALIYUN_SMS_ENDPOINT: fake.endpoint });
      const provider = smsProviderFrom(config, { warn: (details, message) => lines.push({ details, message }) });
      await expect(provider.send(codeMessage('register', '808080'))).rejects.toBeInstanceOf(SmsSendError);
      expect(lines).toEqual([
        {
          details: { provider: 'aliyun', code: 'isv.AMOUNT_NOT_ENOUGH', reason: '账户余额不足', scene: 'register' },
          message: '短信发送失败',
        },
      ]);
      expect(JSON.stringify(lines)).not.toContain('808080');
    } finally {
      await fake.close();
    }
  });

  it('keeps the outbox for SMS_PROVIDER=outbox, and a logged provider sends as the inner one does', async () => {
    const sent: TSmsMessage[] = [];
    const provider = loggedSmsProvider({ send: async (m) => void sent.push(m) }, { warn: () => {} });
    await provider.send(codeMessage('register', '111111'));
    expect(sent).toHaveLength(1);
    expect(typeof smsProviderFrom(loadConfig({ DATABASE_URL: ':memory:' })).send).toBe('function');
  });
});
