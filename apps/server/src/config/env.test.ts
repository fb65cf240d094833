import { describe, expect, it } from 'vitest';
import { DEV_SECRETS, loadConfig } from './env.js';

const SECRET = 'a-long-random-production-secret-0123456789';
/** A production start that keeps the SMS outbox, as a staging machine may (DESIGN-OPERATE §D). */
const STAGING = { NODE_ENV: 'production', SMS_OUTBOX_IN_PRODUCTION: 'true' };
/** Every template setting, for a provider that really sends. */
const TEMPLATES = {
  SMS_TEMPLATE_REGISTER: 'SMS_1',
  SMS_TEMPLATE_RESET: 'SMS_2',
  SMS_TEMPLATE_DELETE: 'SMS_3',
  SMS_TEMPLATE_APPLY: 'SMS_4',
  SMS_TEMPLATE_REGISTERED: 'SMS_5',
  SMS_TEMPLATE_SELLER_APPROVED: 'SMS_6',
};

describe('loadConfig', () => {
  it('keeps development defaults outside production: sandbox and demo data on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ NODE_ENV: 'development', PAY_SANDBOX: true, SEED_DEMO: true });
    expect(config.PAY_SANDBOX_SECRET).toBe(DEV_SECRETS.PAY_SANDBOX_SECRET);
    expect(config.MAX_UNPAID_ORDERS).toBe(10);
  });

  it('holds an unpaid order (and its stock) 15 minutes by default, configurable (DESIGN-OPERATE §G)', () => {
    expect(loadConfig({}).ORDER_PAY_MINUTES).toBe(15);
    expect(loadConfig({ ORDER_PAY_MINUTES: '30' }).ORDER_PAY_MINUTES).toBe(30);
    expect(() => loadConfig({ ORDER_PAY_MINUTES: '0' })).toThrow(/ORDER_PAY_MINUTES/);
  });

  it('refuses a production start with the development sandbox secret, naming the variable', () => {
    expect(() => loadConfig({ ...STAGING, PAY_SANDBOX: 'true' })).toThrow(/PAY_SANDBOX_SECRET/);
    expect(() =>
      loadConfig({ ...STAGING, PAY_SANDBOX: 'true', PAY_SANDBOX_SECRET: DEV_SECRETS.PAY_SANDBOX_SECRET }),
    ).toThrow(/PAY_SANDBOX_SECRET/);
  });

  it('turns the sandbox gateway and demo data off in production unless asked for', () => {
    const config = loadConfig(STAGING);
    expect(config).toMatchObject({ PAY_SANDBOX: false, SEED_DEMO: false });
    const asked = loadConfig({
      ...STAGING,
      PAY_SANDBOX: 'true',
      PAY_SANDBOX_SECRET: SECRET,
      SEED_DEMO: 'true',
    });
    expect(asked).toMatchObject({ PAY_SANDBOX: true, SEED_DEMO: true, PAY_SANDBOX_SECRET: SECRET });
  });

  it('refuses a production start with the SMS outbox, naming SMS_PROVIDER; a staging machine may keep it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER: 生产环境不能使用 outbox/);
    expect(loadConfig(STAGING)).toMatchObject({ SMS_PROVIDER: 'outbox', SMS_OUTBOX_IN_PRODUCTION: true });
    // Outside production the outbox needs no permission.
    expect(loadConfig({}).SMS_PROVIDER).toBe('outbox');
  });

  it('names every missing setting of the SMS provider asked for', () => {
    const missing = () =>
      loadConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tKeyId', SMS_SIGN_NAME: '智联商城' });
    expect(missing).toThrow(/ALIYUN_SMS_ACCESS_KEY_SECRET/);
    expect(missing).toThrow(/SMS_TEMPLATE_REGISTER, SMS_TEMPLATE_RESET/);
    expect(missing).toThrow(/SMS_PROVIDER=aliyun 需要这些设置/);
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent', ...TEMPLATES, SMS_SIGN_NAME: '智联商城' })).toThrow(
      /TENCENT_SMS_SECRET_ID, TENCENT_SMS_SECRET_KEY, TENCENT_SMS_SDK_APP_ID: SMS_PROVIDER=tencent/,
    );
  });

  it('starts production with a complete provider, on its default endpoint', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tKeyId',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      SMS_SIGN_NAME: '智联商城',
      ...TEMPLATES,
    });
    expect(config).toMatchObject({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ENDPOINT: 'dysmsapi.aliyuncs.com' });
  });

  it('names a bad value', () => {
    expect(() => loadConfig({ MAX_UNPAID_ORDERS: '0' })).toThrow(/MAX_UNPAID_ORDERS/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });
});
