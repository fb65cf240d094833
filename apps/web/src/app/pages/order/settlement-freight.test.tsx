// @vitest-environment jsdom

import { CALLS, CART_ITEM_STATUS, type TCartGroup, type TCartItem } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_ADDRESS } from '../../../test/address';
import { ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import OrderConfirmPage from './settlement';

function item(id: number, price: number, number: number): TCartItem {
  return {
    id,
    productId: id * 10,
    standardId: id * 100,
    sysCategoryId: 5,
    title: `商品${id}`,
    image: '',
    standardName: '',
    price,
    number,
    stock: 50,
    purchaseLimit: 9999,
    status: CART_ITEM_STATUS.OK,
    check: true,
  };
}

const CART: TCartGroup[] = [
  { agentId: 1, shopName: '智联旗舰店', status: 1, check: true, productList: [item(11, 150, 1)] },
  { agentId: 2, shopName: '极客小店', status: 1, check: true, productList: [item(21, 30, 2)] },
];

describe('OrderConfirm freight', () => {
  it('asks the server for each shop’s 运费 to the chosen address and adds it to the total', async () => {
    signIn();
    const api = stubApi({
      [CALLS.cart.query.path]: ok(CART),
      [CALLS.address.selectAddress.path]: ok([TEST_ADDRESS]),
      [CALLS.coupon.mine.path]: ok([]),
      [CALLS.freight.quote.path]: ok({
        orders: [
          { sellerId: 1, freight: 0 },
          { sellerId: 2, freight: 8 },
        ],
        freight: 8,
      }),
    });
    renderWithProviders(<OrderConfirmPage />, { route: '/order/settlement?cartIds=11,21' });
    await waitFor(() => expect(screen.getByTestId('settle-total').textContent).toBe('¥218.00'), { timeout: 4000 });
    expect(screen.getByTestId('settle-freight-total').textContent).toBe('¥8.00');
    expect(screen.getAllByTestId('settle-freight-shop').map((s) => s.textContent)).toEqual([
      '智联旗舰店 免运费',
      '极客小店 运费 ¥8.00',
    ]);
    expect(api.sent(CALLS.freight.quote.path)).toEqual([
      {
        addressId: TEST_ADDRESS.id,
        lines: [
          { standardId: 1100, number: 1 },
          { standardId: 2100, number: 2 },
        ],
      },
    ]);
  });
});
