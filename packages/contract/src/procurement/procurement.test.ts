import { describe, expect, it } from 'vitest';
import { ZDemandInput, ZQuoteInput } from './procurement.calls.js';
import { chinaDate, chinaDayEnd, DEMAND_STATUS, demandStatusAt, isCalendarDate } from './procurement.rules.js';

const valid = () => ({
  title: '智能门锁批量采购',
  items: [{ name: '智能门锁', spec: 'C级锁芯', quantity: 20, unit: '把', targetPrice: 899 }],
  province: '440000',
  city: '440300',
  area: '440305',
  quoteDeadline: chinaDate(Date.now(), 3),
  deliveryDate: chinaDate(Date.now(), 20),
  contactName: '王经理',
  contactPhone: '13800138000',
});

function messages(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('procurement dates', () => {
  it('reads calendar dates only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-1')).toBe(false);
  });
  it('ends a deadline day at midnight China time', () => {
    expect(new Date(chinaDayEnd('2026-12-01')).toISOString()).toBe('2026-12-01T15:59:59.999Z');
    // 2026-11-30 16:30 UTC is already 12-01 in China.
    expect(chinaDate(Date.parse('2026-11-30T16:30:00Z'))).toBe('2026-12-01');
  });
  it('shows 报价中 past its deadline as 已截止', () => {
    expect(demandStatusAt(DEMAND_STATUS.QUOTING, 1000, 2000)).toBe(DEMAND_STATUS.EXPIRED);
    expect(demandStatusAt(DEMAND_STATUS.QUOTING, 3000, 2000)).toBe(DEMAND_STATUS.QUOTING);
    expect(demandStatusAt(DEMAND_STATUS.SETTLED, 1000, 2000)).toBe(DEMAND_STATUS.SETTLED);
  });
});

describe('a demand as written', () => {
  it('takes a complete demand', () => {
    expect(messages(ZDemandInput.safeParse(valid()))).toEqual([]);
  });
  it.each([
    [{ items: [] }, 'items: 请至少添加一项采购物品'],
    [{ items: Array.from({ length: 51 }, () => valid().items[0]) }, 'items: 采购物品最多50项'],
    [{ items: [{ name: '网关', quantity: 0, unit: '台' }] }, 'items.0.quantity: 采购数量须大于0'],
    [{ items: [{ name: '网关', quantity: 1.5, unit: '台' }] }, 'items.0.quantity: 采购数量须为整数'],
    [{ quoteDeadline: chinaDate(Date.now(), -1) }, 'quoteDeadline: 报价截止日期不能早于今天'],
    [{ deliveryDate: chinaDate(Date.now(), 3) }, 'deliveryDate: 交货日期须晚于报价截止日期'],
    [{ area: '110101' }, 'area: 请选择完整的交货地区'],
    [{ budget: 10.001 }, 'budget: 预算最多两位小数'],
    [{ contactPhone: '12345' }, 'contactPhone: 请输入正确的手机号'],
  ])('refuses %j', (patch, message) => {
    expect(messages(ZDemandInput.safeParse({ ...valid(), ...patch }))).toContain(message);
  });
});

describe('a quote as written', () => {
  const quote = () => ({
    demandId: 1,
    items: [{ itemId: 1, unitPrice: 800 }],
    taxIncluded: true,
    leadDays: 7,
    warrantyMonths: 12,
    validUntil: chinaDate(Date.now(), 10),
  });
  it('takes a complete quote', () => {
    expect(messages(ZQuoteInput.safeParse(quote()))).toEqual([]);
  });
  it('prices each item once and stays valid from today', () => {
    expect(
      messages(ZQuoteInput.safeParse({ ...quote(), items: [...quote().items, { itemId: 1, unitPrice: 1 }] })),
    ).toContain('items: 每一项采购物品只能报一个价');
    expect(messages(ZQuoteInput.safeParse({ ...quote(), validUntil: chinaDate(Date.now(), -1) }))).toContain(
      'validUntil: 报价有效期不能早于今天',
    );
    expect(messages(ZQuoteInput.safeParse({ ...quote(), leadDays: 0 }))).toContain('leadDays: 交货周期至少1天');
  });
});
