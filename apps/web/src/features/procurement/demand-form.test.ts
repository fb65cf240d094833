import { chinaDate, type TDemandDetail, ZDemandInput } from '@mall/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  demandFormValues,
  demandPayload,
  detailPayload,
  isDeliveryDateOff,
  isQuoteDeadlineOff,
  issuesToFields,
  type TDemandFormValues,
} from './demand-form';

const now = Date.now();
const values = (): TDemandFormValues => ({
  title: '  智能门锁批量采购 ',
  category: [1, 12],
  items: [
    { name: ' 智能门锁 ', spec: '', quantity: 20, unit: '把', targetPrice: 899 },
    { name: '网关', spec: 'Zigbee 3.0', quantity: 2, unit: '台', targetPrice: null },
  ],
  budget: null,
  region: ['440000', '440300', '440305'],
  quoteDeadline: dayjs(chinaDate(now, 3)),
  deliveryDate: dayjs(chinaDate(now, 20)),
  contactName: '王经理',
  contactPhone: '13800138000',
  description: '  ',
  attachments: [{ url: '/files/2026/11/0123456789abcdef01234567.pdf', name: '清单.pdf', kind: 'pdf' }],
});

describe('the demand form → payload', () => {
  it('trims, leaves out empty optional fields and takes the last category', () => {
    const payload = demandPayload(values(), false);
    expect(payload).toEqual({
      title: '智能门锁批量采购',
      categoryId: 12,
      items: [
        { name: '智能门锁', spec: undefined, quantity: 20, unit: '把', targetPrice: 899 },
        { name: '网关', spec: 'Zigbee 3.0', quantity: 2, unit: '台', targetPrice: undefined },
      ],
      budget: undefined,
      province: '440000',
      city: '440300',
      area: '440305',
      quoteDeadline: chinaDate(now, 3),
      deliveryDate: chinaDate(now, 20),
      contactName: '王经理',
      contactPhone: '13800138000',
      description: undefined,
      attachments: [{ url: '/files/2026/11/0123456789abcdef01234567.pdf', name: '清单.pdf' }],
      draft: false,
    });
    expect(ZDemandInput.safeParse(payload).success).toBe(true);
    expect(demandPayload(values(), true).draft).toBe(true);
  });

  it('lets the schema say what is missing, on the right fields', () => {
    const payload = demandPayload({ items: [{ name: '', quantity: null, unit: '台' }] }, false);
    const result = ZDemandInput.safeParse(payload);
    expect(result.success).toBe(false);
    const fields = issuesToFields(result.error?.issues ?? []);
    const byName = Object.fromEntries(fields.map((f) => [f.name.join('.'), f.errors[0]]));
    expect(byName.title).toBe('采购标题至少4个字');
    expect(byName['items.0.name']).toBe('请填写物品名称');
    expect(byName['items.0.quantity']).toBe('采购数量须为数字');
    expect(byName.region).toBe('请选择交货地区');
    expect(byName.contactName).toBe('请填写联系人');
  });

  it('reads the list-level and cross-field issues onto their fields', () => {
    const fields = issuesToFields([
      { path: ['items'], message: '请至少添加一项采购物品' },
      { path: ['area'], message: '请选择完整的交货地区' },
      { path: ['province'], message: '请选择交货地区' },
      { path: ['categoryId'], message: 'x' },
      { path: ['attachments', 0, 'url'], message: '附件地址无效' },
    ]);
    expect(fields).toEqual([
      { name: ['items'], errors: ['请至少添加一项采购物品'] },
      { name: ['region'], errors: ['请选择完整的交货地区'] },
      { name: ['category'], errors: ['x'] },
      { name: ['attachments'], errors: ['附件地址无效'] },
    ]);
  });
});

describe('a saved demand ↔ the form', () => {
  const detail = {
    id: 7,
    title: '网关采购',
    categoryId: 12,
    items: [{ id: 1, name: '网关', spec: '', quantity: 3, unit: '台', targetPrice: null }],
    budget: 5000,
    province: '440000',
    city: '440300',
    area: '440305',
    deliveryDate: chinaDate(now, 30),
    quoteDeadline: chinaDate(now, 5),
    contactName: '李',
    contactPhone: '13900001111',
    description: '',
    attachments: [],
  } as unknown as TDemandDetail;

  it('publishes a draft as it stands', () => {
    const payload = detailPayload(detail, false);
    expect(payload).toMatchObject({ id: 7, categoryId: 12, budget: 5000, draft: false, attachments: undefined });
    expect(payload.items[0]).toEqual({
      name: '网关',
      spec: undefined,
      quantity: 3,
      unit: '台',
      targetPrice: undefined,
    });
    expect(ZDemandInput.safeParse(payload).success).toBe(true);
  });

  it('fills the form for editing and maps back', () => {
    const form = demandFormValues(detail, [1, 12], (d) => dayjs(d));
    expect(form.region).toEqual(['440000', '440300', '440305']);
    expect(form.category).toEqual([1, 12]);
    const { id: _id, ...again } = detailPayload(detail, true);
    expect(demandPayload(form, true)).toEqual(again);
  });
});

describe('the date pickers', () => {
  it('offer the quote deadline from today to 90 days ahead', () => {
    expect(isQuoteDeadlineOff(chinaDate(now, -1), now)).toBe(true);
    expect(isQuoteDeadlineOff(chinaDate(now), now)).toBe(false);
    expect(isQuoteDeadlineOff(chinaDate(now, 90), now)).toBe(false);
    expect(isQuoteDeadlineOff(chinaDate(now, 91), now)).toBe(true);
  });
  it('offer delivery after the quote deadline, within a year', () => {
    const deadline = chinaDate(now, 10);
    expect(isDeliveryDateOff(deadline, deadline, now)).toBe(true);
    expect(isDeliveryDateOff(chinaDate(now, 11), deadline, now)).toBe(false);
    expect(isDeliveryDateOff(chinaDate(now), undefined, now)).toBe(true);
    expect(isDeliveryDateOff(chinaDate(now, 1), undefined, now)).toBe(false);
    expect(isDeliveryDateOff(chinaDate(now, 366), undefined, now)).toBe(true);
  });
});
