import { LOGISTICS_COMPANIES } from '@mall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { startFakeKuaidi100, type TFakeKuaidi100 } from '../test/fakes/fake-kuaidi100.js';
import {
  kuaidi100CodeOf,
  kuaidi100Provider,
  kuaidi100Sign,
  LogisticsProviderError,
  logisticsProviderOf,
  parseChinaTime,
  trackingUrlOf,
} from './logistics.js';

describe('carriers', () => {
  it('knows 快递100’s code and a tracking page of every company a seller can ship with', () => {
    for (const company of LOGISTICS_COMPANIES) {
      expect(kuaidi100CodeOf(company), company).toMatch(/^[a-z]+$/);
      expect(trackingUrlOf(company, 'X1234567'), company).toMatch(/^https:\/\/[^/]+\.(com|cn|net\.cn)/);
    }
    expect(kuaidi100CodeOf('顺丰速运')).toBe('shunfeng');
    expect(kuaidi100CodeOf('极兔')).toBe('jtexpress');
  });

  it('puts the number in the carrier’s page where it takes one, else falls back to 快递100’s query page', () => {
    expect(trackingUrlOf('顺丰速运', 'SF1234567890')).toBe(
      'https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF1234567890',
    );
    expect(trackingUrlOf('中通快递', 'ZT123456')).toContain('txtBill=ZT123456');
    expect(trackingUrlOf('某某快运', 'AB 12&3')).toBe('https://www.kuaidi100.com/chaxun?com=&nu=AB%2012%263');
  });

  it('reads China time without daylight saving', () => {
    expect(parseChinaTime('2026-12-12 08:00:00')).toBe(Date.UTC(2026, 11, 12, 0, 0, 0));
    expect(parseChinaTime('2026-12-12T08:00:00')).toBeNull();
  });

  it('signs as 快递100 documents: MD5(param + key + customer), upper-case hex', () => {
    // md5("abc") is the RFC 1321 test vector.
    expect(kuaidi100Sign('a', 'b', 'c')).toBe('900150983CD24FB0D6963F7D28E17F72');
  });
});

describe('kuaidi100Provider against a fake 快递100', () => {
  let fake: TFakeKuaidi100;
  beforeAll(async () => {
    fake = await startFakeKuaidi100();
  });
  afterAll(() => fake.close());
  const provider = (timeoutMs = 2000) =>
    kuaidi100Provider({ customer: fake.customer, key: fake.key, endpoint: fake.url, timeoutMs });

  it('answers the parcel’s steps newest first, sending com, num, phone, resultv2 and order', async () => {
    fake.addParcel(
      'shunfeng',
      'SF1000000001',
      [
        { time: '2026-12-12 18:30:00', context: '快件已签收，签收人：本人' },
        { time: '2026-12-11 09:05:12', context: '顺丰速运 已收取快件' },
      ],
      '13800001111',
    );
    const traces = await provider().traces('顺丰速运', 'SF1000000001', '13800001111');
    expect(traces).toEqual([
      { time: Date.UTC(2026, 11, 12, 10, 30, 0), text: '快件已签收，签收人：本人' },
      { time: Date.UTC(2026, 11, 11, 1, 5, 12), text: '顺丰速运 已收取快件' },
    ]);
    expect(fake.queries.at(-1)).toEqual({
      com: 'shunfeng',
      num: 'SF1000000001',
      phone: '13800001111',
      resultv2: '0',
      order: 'desc',
    });
  });

  it('answers an empty trace while 快递100 has no result yet', async () => {
    expect(await provider().traces('圆通速递', 'YT0000000404', '13800001111')).toEqual([]);
  });

  it('throws a named error on a refusal, a wrong key, an HTTP error and a timeout', async () => {
    const failure = (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => e);
    fake.addParcel('shunfeng', 'SF1000000002', [{ time: '2026-12-11 09:00:00', context: '已揽收' }], '13900002222');
    const wrongPhone = await failure(provider().traces('顺丰速运', 'SF1000000002', '13800001111'));
    expect(wrongPhone).toBeInstanceOf(LogisticsProviderError);
    expect(wrongPhone).toMatchObject({ code: '408' });

    const forged = kuaidi100Provider({ customer: fake.customer, key: 'not-the-key', endpoint: fake.url });
    expect(await failure(forged.traces('顺丰速运', 'SF1000000002', '13900002222'))).toMatchObject({ code: '503' });
    expect(await failure(provider().traces('某某快运', 'AB123456', ''))).toMatchObject({ code: 'UNKNOWN_CARRIER' });

    fake.failWith('http');
    expect(await failure(provider().traces('顺丰速运', 'SF1000000002', '13900002222'))).toMatchObject({
      code: 'HTTP 502',
    });
    fake.failWith('error');
    expect(await failure(provider().traces('顺丰速运', 'SF1000000002', '13900002222'))).toMatchObject({ code: '501' });
    fake.failWith('hang');
    const started = Date.now();
    expect(await failure(provider(200).traces('顺丰速运', 'SF1000000002', '13900002222'))).toMatchObject({
      name: 'LogisticsProviderError',
      code: 'TIMEOUT',
    });
    expect(Date.now() - started).toBeLessThan(1500);
    fake.failWith(null);
    expect(await provider().traces('顺丰速运', 'SF1000000002', '13900002222')).toHaveLength(1);
  });
});

describe('logisticsProviderOf', () => {
  it('is null unless LOGISTICS_PROVIDER names a provider', () => {
    expect(logisticsProviderOf(loadConfig({ SEED_DEMO: 'false' }))).toBeNull();
    const config = loadConfig({ LOGISTICS_PROVIDER: 'kuaidi100', KUAIDI100_CUSTOMER: 'C', KUAIDI100_KEY: 'K' });
    expect(logisticsProviderOf(config)).not.toBeNull();
    expect(logisticsProviderOf(config)).toBe(logisticsProviderOf(config));
  });
});
