import type { TPlanLine } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import {
  cartOutcomeText,
  cartPlanOf,
  fileSizeText,
  isFiltered,
  planHomePath,
  readPlanQuery,
  shortLines,
  yuanText,
} from './plan-view';

const line = (over: Partial<TPlanLine>): TPlanLine => ({
  productId: 1,
  standardId: 11,
  quantity: 2,
  title: '智能灯泡',
  image: '',
  standardName: '白色',
  price: 49,
  stock: 10,
  purchaseLimit: 9999,
  subtotal: 98,
  isAvailable: true,
  issue: null,
  ...over,
});

describe('plan list query', () => {
  it('reads the address bar, dropping what the contract would refuse', () => {
    expect(readPlanQuery(new URLSearchParams('scene=酒店&keyword= 门锁 &sort=hot&page=3'))).toEqual({
      page: 3,
      keyword: '门锁',
      scene: '酒店',
      sort: 'hot',
    });
    expect(readPlanQuery(new URLSearchParams('scene=学校&sort=price&page=-1&keyword=%20'))).toEqual({
      page: 1,
      keyword: undefined,
      scene: undefined,
      sort: 'new',
    });
    expect(readPlanQuery(new URLSearchParams(`keyword=${'字'.repeat(40)}`)).keyword).toHaveLength(30);
  });

  it('writes paths without the defaults and round-trips', () => {
    expect(planHomePath()).toBe('/plan');
    expect(planHomePath({ sort: 'new', page: 1 })).toBe('/plan');
    const path = planHomePath({ scene: '养老', keyword: '跌倒', sort: 'hot', page: 2 });
    expect(readPlanQuery(new URLSearchParams(path.split('?')[1]))).toEqual({
      scene: '养老',
      keyword: '跌倒',
      sort: 'hot',
      page: 2,
    });
    expect(isFiltered({ page: 1, sort: 'hot' })).toBe(false);
    expect(isFiltered({ page: 1, sort: 'new', scene: '农业' })).toBe(true);
  });
});

describe('一键加购', () => {
  it('sends every available line, capped at its stock, and skips the others with a reason', () => {
    const lines = [
      line({ standardId: 1, quantity: 2, stock: 10 }),
      line({ standardId: 2, quantity: 5, stock: 3, title: '门锁' }),
      line({ standardId: 3, isAvailable: false, issue: 'soldOut', stock: 0, title: '网关' }),
      line({ standardId: 4, isAvailable: false, issue: 'offSale', title: '传感器' }),
      line({ standardId: 5, isAvailable: false, issue: 'gone', title: '' }),
    ];
    const { toAdd, skipped } = cartPlanOf(lines);
    expect(toAdd.map((a) => [a.line.standardId, a.number])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    // What the cart already holds takes from the stock: 9 of 10 held leave room for 1, 3 of 3 for none.
    const held = cartPlanOf(
      lines,
      new Map([
        [1, 9],
        [2, 3],
      ]),
    );
    expect(held.toAdd.map((a) => [a.line.standardId, a.number, a.held])).toEqual([[1, 1, 9]]);
    expect(held.skipped[0]).toMatchObject({ line: { standardId: 2 }, reason: '购物车中已有3件，已达库存' });
    expect(skipped.map((s) => [s.line.standardId, s.reason])).toEqual([
      [3, '已售罄'],
      [4, '已下架'],
      [5, '商品已不存在'],
    ]);
    expect(shortLines(lines).map((l) => l.standardId)).toEqual([2]);
  });

  it('caps a line at the 限购 as the cart does, and says so', () => {
    const lock = line({ standardId: 7, quantity: 8, stock: 30, purchaseLimit: 6, title: '门锁' });
    expect(cartPlanOf([lock]).toAdd.map((a) => a.number)).toEqual([6]);
    expect(cartPlanOf([lock], new Map([[7, 4]])).toAdd.map((a) => a.number)).toEqual([2]);
    expect(cartPlanOf([lock], new Map([[7, 6]])).skipped[0]?.reason).toBe('购物车中已有6件，已达每人限购6件');
    expect(cartOutcomeText({ added: [{ line: lock, number: 6, held: 0 }], failed: [] }).lines).toEqual([
      '「门锁」每人限购6件，已加入6件',
    ]);
    expect(cartOutcomeText({ added: [{ line: lock, number: 2, held: 4 }], failed: [] }).lines).toEqual([
      '「门锁」购物车中已有4件，每人限购6件，已加入2件',
    ]);
  });

  it('says what was added and what was not, in Chinese', () => {
    const a = line({ standardId: 1, quantity: 2 });
    const b = line({ standardId: 2, quantity: 5, stock: 3, title: '门锁' });
    const ok = cartOutcomeText({ added: [{ line: a, number: 2, held: 0 }], failed: [] });
    expect(ok).toEqual({ title: '已将1种商品共2件加入购物车', lines: [], kind: 'success' });
    const mixed = cartOutcomeText({
      added: [
        { line: a, number: 2, held: 0 },
        { line: b, number: 3, held: 0 },
      ],
      failed: [{ line: line({ title: '网关' }), reason: '已售罄' }],
    });
    expect(mixed.kind).toBe('warning');
    expect(mixed.title).toBe('已将2种商品共5件加入购物车');
    expect(mixed.lines).toEqual(['「门锁」库存仅剩3件，已加入3件', '「网关」未加入：已售罄']);
    const topped = cartOutcomeText({ added: [{ line: b, number: 1, held: 2 }], failed: [] });
    expect(topped.lines).toEqual(['「门锁」购物车中已有2件，库存3件，已加入1件']);
    const none = cartOutcomeText({ added: [], failed: [{ line: line({ title: '' }), reason: '商品已不存在' }] });
    expect(none).toEqual({
      title: '没有商品加入购物车',
      lines: ['「已删除的商品」未加入：商品已不存在'],
      kind: 'error',
    });
  });
});

describe('formatting', () => {
  it('shows money and file sizes', () => {
    expect(yuanText(1299)).toBe('¥1299.00');
    expect(yuanText(0.5)).toBe('¥0.50');
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(12_600)).toBe('12.3 KB');
    expect(fileSizeText(1_572_864)).toBe('1.5 MB');
  });
});
