import { describe, expect, it } from 'vitest';
import { fixQuantity } from './quantity';

describe('fixQuantity', () => {
  it('takes an amount within 1 … stock as typed', () => {
    expect(fixQuantity(3, 398)).toEqual({ value: 3, reason: null });
    expect(fixQuantity(398, 398)).toEqual({ value: 398, reason: null });
  });

  it('keeps the clamping but says why: the stock, at least one, whole numbers, the line maximum', () => {
    expect(fixQuantity(99999, 398)).toEqual({ value: 398, reason: '库存仅剩398件' });
    expect(fixQuantity(0, 398)).toEqual({ value: 1, reason: '至少购买1件' });
    expect(fixQuantity(-3, 398)).toEqual({ value: 1, reason: '至少购买1件' });
    expect(fixQuantity(2.5, 398)).toEqual({ value: 2, reason: '数量须为整数，已改为2件' });
    expect(fixQuantity(0.5, 398)).toEqual({ value: 1, reason: '至少购买1件' });
    expect(fixQuantity(12000, 20000, 9999)).toEqual({ value: 9999, reason: '每件商品最多购买9999件' });
    expect(fixQuantity(Number.NaN, 5)).toEqual({ value: 1, reason: '请输入购买数量' });
  });

  it('caps at the 限购 below the stock and says so; the stock still wins when it is lower', () => {
    expect(fixQuantity(60, 260, 9999, 52)).toEqual({ value: 52, reason: '每人限购52件' });
    expect(fixQuantity(52, 260, 9999, 52)).toEqual({ value: 52, reason: null });
    expect(fixQuantity(8, 3, 9999, 5)).toEqual({ value: 3, reason: '库存仅剩3件' });
    expect(fixQuantity(8, 5, 9999, 5)).toEqual({ value: 5, reason: '库存仅剩5件' });
  });
});
