import { CART_ITEM_STATUS, type TCartGroup, type TCartItem, type TCartItemStatus } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import {
  allCheckState,
  cartItemIds,
  checkedItems,
  effectiveChecked,
  groupCheckState,
  isBuyable,
  lineAmount,
  selectionOf,
  toggleAll,
  toggleGroup,
  toggleItem,
  totalsOf,
} from './cart-selection';

function item(id: number, over: Partial<TCartItem> = {}): TCartItem {
  return {
    id,
    productId: 100 + id,
    standardId: 200 + id,
    sysCategoryId: 1,
    title: `商品${id}`,
    image: '',
    standardName: '白色',
    price: 10,
    number: 1,
    stock: 50,
    purchaseLimit: 9999,
    status: CART_ITEM_STATUS.OK,
    check: true,
    ...over,
  };
}

function group(agentId: number, productList: TCartItem[]): TCartGroup {
  return { agentId, shopName: `店铺${agentId}`, status: 1, check: true, productList };
}

const status = (s: TCartItemStatus) => ({ status: s });

const groups: TCartGroup[] = [
  group(1, [item(1), item(2, { check: false }), item(3, status(CART_ITEM_STATUS.OFF_SHELF))]),
  group(2, [item(4, status(CART_ITEM_STATUS.SOLD_OUT)), item(5, status(CART_ITEM_STATUS.SHORT))]),
  group(3, [item(6, { price: 0.1, number: 3 })]),
];

describe('cart selection', () => {
  it('starts from the server check, never checking an entry that cannot be bought', () => {
    const withBadCheck = [group(9, [item(7, { ...status(CART_ITEM_STATUS.SOLD_OUT), check: true })])];
    expect([...effectiveChecked(null, groups)]).toEqual([1, 6]);
    expect([...effectiveChecked(null, withBadCheck)]).toEqual([]);
  });

  it('only entries with status OK are buyable', () => {
    const all = groups.flatMap((g) => g.productList);
    expect(all.filter(isBuyable).map((i) => i.id)).toEqual([1, 2, 6]);
    expect(cartItemIds(groups)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps the buyer choices across reloads and takes new entries from their own check', () => {
    const mine = selectionOf(groups, new Set([2]));
    expect([...effectiveChecked(mine, groups)]).toEqual([2]);
    const reloaded = [...groups, group(4, [item(8), item(9, { check: false })])];
    expect([...effectiveChecked(mine, reloaded)]).toEqual([2, 8]);
    // An entry that went out of stock meanwhile drops out of the selection.
    const soldOut = groups.map((g) => ({
      ...g,
      productList: g.productList.map((i) => (i.id === 2 ? { ...i, ...status(CART_ITEM_STATUS.SOLD_OUT) } : i)),
    }));
    expect([...effectiveChecked(mine, soldOut)]).toEqual([]);
  });

  it('checks one entry, a seller or everything, skipping entries that cannot be bought', () => {
    const none = new Set<number>();
    expect([...toggleItem(none, groups[0].productList[2], true)]).toEqual([]);
    expect([...toggleGroup(none, groups[0], true)].sort()).toEqual([1, 2]);
    expect([...toggleAll(none, groups, true)].sort()).toEqual([1, 2, 6]);
    expect([...toggleAll(new Set([1, 2, 6]), groups, false)]).toEqual([]);
    expect([...toggleItem(new Set([1, 2]), groups[0].productList[0], false)]).toEqual([2]);
  });

  it('derives the seller and all boxes: checked, indeterminate or disabled', () => {
    expect(groupCheckState(groups[0], new Set([1]))).toEqual({
      isChecked: false,
      isIndeterminate: true,
      isDisabled: false,
    });
    expect(groupCheckState(groups[0], new Set([1, 2]))).toEqual({
      isChecked: true,
      isIndeterminate: false,
      isDisabled: false,
    });
    expect(groupCheckState(groups[1], new Set())).toEqual({
      isChecked: false,
      isIndeterminate: false,
      isDisabled: true,
    });
    expect(allCheckState(groups, new Set([1, 2, 6])).isChecked).toBe(true);
    expect(allCheckState(groups, new Set([6])).isIndeterminate).toBe(true);
    expect(allCheckState([], new Set()).isDisabled).toBe(true);
  });

  it('lists the checked entries in cart order', () => {
    expect(checkedItems(groups, new Set([6, 1, 4])).map((i) => i.id)).toEqual([1, 6]);
  });
});

describe('cart totals', () => {
  it('counts the sum of numbers and sums money in fen', () => {
    const lines = [
      { price: 0.1, number: 3 },
      { price: 0.2, number: 1 },
      { price: 19.99, number: 2 },
    ];
    // 0.30 + 0.20 + 39.98 = 40.48 exactly (floats would give 40.480000000000004 or worse).
    expect(totalsOf(lines)).toEqual({ count: 6, lines: 3, amount: 40.48 });
    expect(lineAmount({ price: 0.1, number: 3 })).toBe(0.3);
    expect(totalsOf([])).toEqual({ count: 0, lines: 0, amount: 0 });
  });
});
