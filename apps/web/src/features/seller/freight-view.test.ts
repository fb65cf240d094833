import { describe, expect, it } from 'vitest';
import { freightFormOf, freightPayload, PROVINCES, shortProvince, templateRules } from './freight-view';

describe('freight view', () => {
  it('lists the 34 provinces and shortens their names', () => {
    expect(PROVINCES).toHaveLength(34);
    expect(shortProvince('650000')).toBe('新疆');
    expect(shortProvince('110000')).toBe('北京');
    expect(shortProvince('440000')).toBe('广东');
  });

  it('reads a template as one line per rule', () => {
    expect(
      templateRules({ freeAbove: 99, defaultFee: 10, regions: [{ provinces: ['650000', '540000'], fee: 20 }] }),
    ).toEqual(['满¥99.00包邮', '其他地区 ¥10.00', '新疆、西藏 ¥20.00']);
    expect(templateRules({ freeAbove: null, defaultFee: 0, regions: [] })).toEqual(['其他地区 包邮']);
  });

  it('turns the form into the payload and back', () => {
    const t = {
      id: 1,
      name: '满99包邮',
      freeAbove: 99,
      defaultFee: 10,
      regions: [{ provinces: ['650000'], fee: 20 }],
      productCount: 0,
      updatedAt: 0,
    };
    expect(freightPayload(freightFormOf(t))).toEqual({
      name: '满99包邮',
      freeAbove: 99,
      defaultFee: 10,
      regions: [{ provinces: ['650000'], fee: 20 }],
    });
    expect(freightPayload({ ...freightFormOf(t), hasFreeAbove: false }).freeAbove).toBeNull();
  });
});
