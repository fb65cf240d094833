import { describe, expect, it } from 'vitest';
import { DEV_SECRETS, loadConfig } from './env.js';

const SECRET = 'a-long-random-production-secret-0123456789';

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
    expect(() => loadConfig({ NODE_ENV: 'production', PAY_SANDBOX: 'true' })).toThrow(/PAY_SANDBOX_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PAY_SANDBOX: 'true', PAY_SANDBOX_SECRET: DEV_SECRETS.PAY_SANDBOX_SECRET }),
    ).toThrow(/PAY_SANDBOX_SECRET/);
  });

  it('turns the sandbox gateway and demo data off in production unless asked for', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config).toMatchObject({ PAY_SANDBOX: false, SEED_DEMO: false });
    const asked = loadConfig({
      NODE_ENV: 'production',
      PAY_SANDBOX: 'true',
      PAY_SANDBOX_SECRET: SECRET,
      SEED_DEMO: 'true',
    });
    expect(asked).toMatchObject({ PAY_SANDBOX: true, SEED_DEMO: true, PAY_SANDBOX_SECRET: SECRET });
  });

  it('names a bad value', () => {
    expect(() => loadConfig({ MAX_UNPAID_ORDERS: '0' })).toThrow(/MAX_UNPAID_ORDERS/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });
});
