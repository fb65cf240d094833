import { describe, expect, it } from 'vitest';
import { deliveryPromise, sellerOrderFreightFen, type TFreightRule, transitDays } from './freight.rules.js';

const MAIN: TFreightRule = {
  freeAboveFen: 9_900,
  defaultFeeFen: 1_000,
  regions: [
    { provinces: ['310000'], feeFen: 0 },
    { provinces: ['650000', '540000'], feeFen: 2_000 },
  ],
};
const BULKY: TFreightRule = { freeAboveFen: null, defaultFeeFen: 1_500, regions: [] };

describe('sellerOrderFreightFen', () => {
  it('charges the province group’s fee, else the default', () => {
    expect(sellerOrderFreightFen([MAIN], '650000', 5_000)).toBe(2_000);
    expect(sellerOrderFreightFen([MAIN], '110000', 5_000)).toBe(1_000);
    expect(sellerOrderFreightFen([MAIN], '310000', 5_000)).toBe(0);
  });

  it('waives a template once the goods reach its 满N包邮, and takes the highest remaining fee once', () => {
    expect(sellerOrderFreightFen([MAIN], '650000', 9_900)).toBe(0);
    expect(sellerOrderFreightFen([MAIN, BULKY], '110000', 5_000)).toBe(1_500);
    expect(sellerOrderFreightFen([MAIN, BULKY], '650000', 5_000)).toBe(2_000);
    expect(sellerOrderFreightFen([MAIN, null], '110000', 10_000)).toBe(0);
    expect(sellerOrderFreightFen([null, null], '650000', 100)).toBe(0);
  });
});

describe('deliveryPromise', () => {
  it('counts transit by same province, macro-region and across, remote provinces two days more', () => {
    expect(transitDays('310000', '310000')).toBe(1);
    expect(transitDays('310000', '330000')).toBe(2);
    expect(transitDays('310000', '110000')).toBe(3);
    expect(transitDays('310000', '650000')).toBe(5);
    expect(transitDays('', '110000')).toBe(3);
  });

  it('ships the same China day before 16:00, the next day after, and says the date with its weekday', () => {
    // 2026-11-27 (周五) 10:00 China time = 02:00 UTC.
    const morning = Date.UTC(2026, 10, 27, 2, 0);
    expect(deliveryPromise('310000', '310000', morning)).toEqual({
      date: '2026-11-28',
      text: '现在下单，预计11月28日(周六)送达',
    });
    // 17:00 China time ships on the 28th: across regions, three days later.
    const evening = Date.UTC(2026, 10, 27, 9, 0);
    expect(deliveryPromise('310000', '110000', evening)).toEqual({
      date: '2026-12-01',
      text: '现在下单，预计12月1日(周二)送达',
    });
  });
});
