import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPLICATION_STATUS, CALLS, PRIVACY_POLICY_VERSION, type TEnvelope } from '@mall/contract';
import { registerBuyer } from '@mall/contract/testing';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig, type TConfig } from '../../config/env.js';
import { smsProviderFrom } from '../../lib/sms-providers.js';
import { startFakeAliyunSms, type TFakeAliyunSms } from '../../test/fakes/fake-aliyun-sms.js';
import { addAdmin, uploadPng } from '../../test/fixtures.js';
import { dialects, freshIp, type TTestContext } from '../../test/helper.js';

const KEYS = { id: 'LTAI5tRoutesKeyId01', secret: 'routes-aliyun-secret-0123456789' };
const SMS_ENV = {
  SMS_PROVIDER: 'aliyun',
  SMS_SIGN_NAME: '智联商城',
  SMS_TEMPLATE_REGISTER: 'SMS_2001',
  SMS_TEMPLATE_RESET: 'SMS_2002',
  SMS_TEMPLATE_DELETE: 'SMS_2003',
  SMS_TEMPLATE_APPLY: 'SMS_2004',
  SMS_TEMPLATE_REGISTERED: 'SMS_2005',
  SMS_TEMPLATE_SELLER_APPROVED: 'SMS_2006',
  ALIYUN_SMS_ACCESS_KEY_ID: KEYS.id,
  ALIYUN_SMS_ACCESS_KEY_SECRET: KEYS.secret,
};
const TEMPLATES = {
  SMS_2001: ['code'],
  SMS_2002: ['code'],
  SMS_2003: ['code'],
  SMS_2004: ['code'],
  SMS_2005: [],
  SMS_2006: ['username', 'password'],
};

const freshPhone = () => `136${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

for (const dialect of dialects()) {
  describe(`SMS through Aliyun (a fake Dysms API) [${dialect}]`, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-sms-'));
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const pgUrl = inject('pgUrl');
    const logged: Record<string, unknown>[] = [];
    let fake: TFakeAliyunSms;
    let config: TConfig;
    let app: FastifyInstance;

    const call = async <T = unknown>(
      urlPath: string,
      data: unknown,
      ip = freshIp(),
      token?: string,
    ): Promise<TEnvelope<T>> =>
      (
        await app.inject({ method: 'POST', url: urlPath, payload: { data, accessToken: token }, remoteAddress: ip })
      ).json();
    const lastCode = (phone: string) => {
      const sent = [...fake.sent].reverse().find((m) => m.phone === phone);
      if (!sent) throw new Error(`no SMS sent to ${phone}`);
      return sent.params.code ?? '';
    };

    beforeAll(async () => {
      fake = await startFakeAliyunSms({
        accessKeyId: KEYS.id,
        accessKeySecret: KEYS.secret,
        signName: SMS_ENV.SMS_SIGN_NAME,
        templates: TEMPLATES,
      });
      config = loadConfig({
        DATABASE_URL: dialect === 'postgres' ? pgUrl : path.join(dir, 'test.db'),
        DATA_DIR: dir,
        SCRYPT_LOG_N: '10',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        ...SMS_ENV,
        ALIYUN_SMS_ENDPOINT: fake.endpoint,
      });
      // The provider app.ts builds, with a logger this test can read.
      const sms = smsProviderFrom(config, { warn: (details) => void logged.push(details) });
      app = await buildApp({ config, schema: dialect === 'postgres' ? schema : undefined, sms, logger: false });
    });
    afterAll(async () => {
      await app?.close();
      await fake?.close();
      if (dialect === 'postgres') {
        const client = new pg.Client({ connectionString: pgUrl });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('delivers a registration code by SMS that then registers the buyer', async () => {
      const buyer = await registerBuyer({
        call: (p, data) => call(p, data),
        smsCode: async (phone) => lastCode(phone),
      });
      expect(buyer.token).toEqual(expect.any(String));
      expect(fake.sent.at(-1)).toMatchObject({ phone: buyer.phone, templateCode: 'SMS_2001' });
      // The same phone registering again (past the cooldown) gets the notice, without variables.
      await app.deps.counters.reset(`sms:${buyer.phone}`);
      const again = await call(CALLS.account.sendCode.path, { phone: buyer.phone, scene: 'register' });
      expect(again).toMatchObject({ status: 200 });
      expect(fake.sent.at(-1)).toEqual({
        phone: buyer.phone,
        signName: '智联商城',
        templateCode: 'SMS_2005',
        params: {},
      });
    });

    it('answers 503 SMS_SEND_FAILED when the provider refuses, spends nothing, logs it, and a retry works once it recovers', async () => {
      const phone = freshPhone();
      const ip = freshIp();
      const counters = app.deps.counters;
      const slots = [`sms:ip:${ip}`, `sms:daily:register:${phone}:${ip}`, `sms:${phone}`, `sms:daily:${phone}`];
      fake.failWith('isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1');
      const sentBefore = fake.sent.length;
      const failed = await call(CALLS.account.sendCode.path, { phone, scene: 'register' }, ip);
      expect(failed).toMatchObject({ status: 503, code: 'SMS_SEND_FAILED', msg: '短信发送失败，请稍后重试' });
      expect(fake.sent.length).toBe(sentBefore);
      expect(await Promise.all(slots.map((k) => counters.get(k)))).toEqual([0, 0, 0, 0]);
      const rows = await app.deps.db.selectFrom('sms_codes').select('id').where('phone', '=', phone).execute();
      expect(rows).toEqual([]);
      expect(logged.at(-1)).toEqual({
        provider: 'aliyun',
        code: 'isv.BUSINESS_LIMIT_CONTROL',
        reason: '触发分钟级流控Permits:1',
        scene: 'register',
      });

      // An immediate retry is not held by the cooldown: it fails the same way while the provider does…
      const retried = await call(CALLS.account.sendCode.path, { phone, scene: 'register' }, ip);
      expect(retried).toMatchObject({ status: 503, code: 'SMS_SEND_FAILED' });
      // …and works once it is back, with a code that registers.
      fake.recover();
      expect(await call(CALLS.account.sendCode.path, { phone, scene: 'register' }, ip)).toMatchObject({
        status: 200,
        data: { cooldownSeconds: 60 },
      });
      const added = await call(CALLS.account.addUser.path, {
        username: `sms_${phone}`,
        password: 'Passw0rd!2345',
        phone,
        code: lastCode(phone),
        privacyVersion: PRIVACY_POLICY_VERSION,
      });
      expect(added).toMatchObject({ status: 200 });
      // That success used the slots as usual: the cooldown holds now.
      expect(await call(CALLS.account.sendCode.path, { phone, scene: 'register' }, ip)).toMatchObject({
        status: 429,
        code: 'SMS_COOLDOWN',
      });
    });

    it('keeps a 商家入驻 application pending when the seller’s login text fails, logs it, and approves on a retry', async () => {
      // The fixtures need only the app and its calls.
      const ctx = {
        app,
        call: (p: string, data?: unknown, token?: string, ip?: string) => call(p, data, ip, token),
      } as unknown as TTestContext;
      const buyer = await registerBuyer({
        call: (p, data, token) => call(p, data, undefined, token),
        smsCode: async (ph) => lastCode(ph),
      });
      const licenseImage = await uploadPng(ctx, buyer.token, '营业执照.png');
      const category = await app.deps.db
        .insertInto('sys_categories')
        .values({ name: '智能照明' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const phone = freshPhone();
      expect(await call(CALLS.account.sendCode.path, { phone, scene: 'apply' })).toMatchObject({ status: 200 });
      const submitted = await call<{ id: number }>(
        CALLS.merchantApply.submit.path,
        {
          phone,
          code: lastCode(phone),
          companyName: '杭州智联科技有限公司',
          uscc: '91350100M000100Y43',
          legalPerson: '张三',
          contactName: '李四',
          shopName: '智联官方旗舰店',
          categoryIds: [Number(category.id)],
          licenseImage,
          province: '330000',
          city: '330100',
          area: '330106',
          address: '西湖区文三路 100 号',
        },
        undefined,
        buyer.token,
      );
      expect(submitted).toMatchObject({ status: 200 });
      const id = submitted.data.id;
      const operator = (await addAdmin(ctx, 'operator')).token;
      const statusOf = async () =>
        Number(
          (
            await app.deps.db
              .selectFrom('seller_applications')
              .select('status')
              .where('id', '=', id)
              .executeTakeFirstOrThrow()
          ).status,
        );

      fake.failWith('isv.AMOUNT_NOT_ENOUGH', '账户余额不足');
      const failed = await call(CALLS.adminSeller.approve.path, { id }, undefined, operator);
      expect(failed).toMatchObject({ status: 503, code: 'SMS_SEND_FAILED' });
      expect(logged.at(-1)).toMatchObject({
        provider: 'aliyun',
        code: 'isv.AMOUNT_NOT_ENOUGH',
        scene: 'seller-approved',
      });
      expect(JSON.stringify(logged.at(-1))).not.toMatch(/password/i);
      expect(await statusOf()).toBe(APPLICATION_STATUS.PENDING);

      fake.recover();
      const approved = await call<{ username: string }>(CALLS.adminSeller.approve.path, { id }, undefined, operator);
      expect(approved).toMatchObject({ status: 200 });
      expect(await statusOf()).toBe(APPLICATION_STATUS.APPROVED);
      expect(fake.sent.at(-1)).toMatchObject({
        phone,
        templateCode: 'SMS_2006',
        params: { username: approved.data.username, password: expect.any(String) },
      });
    });
  });
}

describe('buildApp with SMS_PROVIDER=aliyun and no provider given', () => {
  it('sends through the Aliyun provider app.ts builds from the settings', async () => {
    const fake = await startFakeAliyunSms({
      accessKeyId: KEYS.id,
      accessKeySecret: KEYS.secret,
      signName: SMS_ENV.SMS_SIGN_NAME,
      templates: TEMPLATES,
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-sms-'));
    const config = loadConfig({
      DATABASE_URL: ':memory:',
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ...SMS_ENV,
      ALIYUN_SMS_ENDPOINT: fake.endpoint,
    });
    const app = await buildApp({ config, logger: false });
    try {
      const phone = freshPhone();
      const res = await app.inject({
        method: 'POST',
        url: CALLS.account.sendCode.path,
        payload: { data: { phone, scene: 'register' } },
        remoteAddress: freshIp(),
      });
      expect(res.json()).toMatchObject({ status: 200 });
      expect(fake.sent).toEqual([
        { phone, signName: '智联商城', templateCode: 'SMS_2001', params: { code: expect.stringMatching(/^\d{6}$/) } },
      ]);
      expect(fs.existsSync(config.SMS_OUTBOX)).toBe(false);
    } finally {
      await app.close();
      await fake.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
