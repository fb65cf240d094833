import { CART_ITEM_STATUS, type TCartGroup, type TCartItem, type TProductDetail, type TStandard } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import {
  blockedLines,
  CART_REFRESH_DELAY_MS,
  cartSettlementHref,
  detailSettlementHref,
  orderDestination,
  parseSettlementParams,
  settleGroupsFromCart,
  settleGroupsFromDetail,
  standardStatus,
} from './settlement';

const parse = (query: string) => parseSettlementParams(new URLSearchParams(query));

describe('parseSettlementParams', () => {
  it('reads the cart ids, dropping bad and repeated ones', () => {
    expect(parse('cartIds=1,2,3')).toEqual({ kind: 'cart', cartIds: [1, 2, 3] });
    expect(parse('cartIds=3,x,3,-1,0,1.5,%204')).toEqual({ kind: 'cart', cartIds: [3, 4] });
    expect(parse('cartIds=')).toEqual({ kind: 'none' });
    expect(parse('cartIds=abc')).toEqual({ kind: 'none' });
    expect(parse(`cartIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`)).toEqual({ kind: 'none' });
  });

  it('reads buy now: product, standard and number (1 when absent)', () => {
    expect(parse('productId=5&standardId=7&number=2')).toEqual({
      kind: 'detail',
      productId: 5,
      standardId: 7,
      number: 2,
    });
    expect(parse('productId=5&standardId=7')).toEqual({ kind: 'detail', productId: 5, standardId: 7, number: 1 });
    expect(parse('productId=5&standardId=7&number=0')).toEqual({ kind: 'none' });
    expect(parse('productId=5&standardId=7&number=10000')).toEqual({ kind: 'none' });
    expect(parse('productId=5')).toEqual({ kind: 'none' });
    expect(parse('')).toEqual({ kind: 'none' });
    expect(parse('productId=99999999999999999999&standardId=1')).toEqual({ kind: 'none' });
  });

  it('round-trips the hrefs it builds', () => {
    expect(cartSettlementHref([1, 2, 3])).toBe('/order/settlement?cartIds=1,2,3');
    const href = detailSettlementHref({ productId: 5, standardId: 7, number: 2 });
    expect(href).toBe('/order/settlement?productId=5&standardId=7&number=2');
    expect(parse(href.split('?')[1])).toEqual({ kind: 'detail', productId: 5, standardId: 7, number: 2 });
  });
});

function cartItem(id: number, over: Partial<TCartItem> = {}): TCartItem {
  return {
    id,
    productId: 10 + id,
    standardId: 20 + id,
    sysCategoryId: 1,
    title: `商品${id}`,
    image: `/files/${id}.png`,
    standardName: '黑色',
    price: 99,
    number: 1,
    stock: 9,
    purchaseLimit: 9999,
    status: CART_ITEM_STATUS.OK,
    check: true,
    ...over,
  };
}

describe('settlement lines', () => {
  const cart: TCartGroup[] = [
    { agentId: 1, shopName: '甲店', status: 1, check: true, productList: [cartItem(1), cartItem(2)] },
    {
      agentId: 2,
      shopName: '乙店',
      status: 1,
      check: true,
      productList: [cartItem(3, { status: CART_ITEM_STATUS.SHORT, number: 5, stock: 2 })],
    },
    { agentId: 3, shopName: '丙店', status: 1, check: true, productList: [cartItem(4)] },
  ];

  it('takes the named cart entries, grouped per seller in cart order', () => {
    const groups = settleGroupsFromCart(cart, [3, 1, 99]);
    expect(groups.map((g) => [g.shopName, g.lines.map((l) => l.cartId)])).toEqual([
      ['甲店', [1]],
      ['乙店', [3]],
    ]);
    expect(blockedLines(groups).map((l) => l.cartId)).toEqual([3]);
    expect(settleGroupsFromCart(cart, [99])).toEqual([]);
  });

  it('marks a buy-now line by the standard stock', () => {
    const standard: TStandard = {
      id: 7,
      productId: 5,
      specs: ['白色'],
      name: '白色',
      price: 59.9,
      stock: 3,
      sales: 0,
      purchaseLimit: 5,
    };
    const product = { id: 5, agentId: 8, shopName: '丁店', title: '智能插座', price: 49 } as TProductDetail;
    const [group] = settleGroupsFromDetail(product, [standard], { standardId: 7, number: 2, image: '/files/a.png' });
    expect(group).toMatchObject({ agentId: 8, shopName: '丁店' });
    expect(group.lines[0]).toMatchObject({ price: 59.9, number: 2, standardName: '白色', status: CART_ITEM_STATUS.OK });
    const [short] = settleGroupsFromDetail(product, [standard], { standardId: 7, number: 4 });
    expect(short.lines[0].status).toBe(CART_ITEM_STATUS.SHORT);
    const [gone] = settleGroupsFromDetail(product, [standard], { standardId: 8, number: 1 });
    expect(gone.lines[0].status).toBe(CART_ITEM_STATUS.OFF_SHELF);
    expect(standardStatus({ ...standard, stock: 0 }, 1)).toBe(CART_ITEM_STATUS.SOLD_OUT);
  });
});

describe('after the order', () => {
  it('opens the cashier with every order of the checkout, one or several', () => {
    expect(orderDestination([42])).toBe('/order/cashier?orderIds=42');
    expect(orderDestination([42, 43])).toBe('/order/cashier?orderIds=42,43');
  });

  it('refreshes the cart 2000 ms after an order from the cart (spec §9)', () => {
    expect(CART_REFRESH_DELAY_MS).toBe(2000);
  });
});
