// @vitest-environment jsdom

import { CALLS, CART_ITEM_STATUS, type TCartGroup, type TCartItem } from '@mall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_ADDRESS } from '../../../test/address';
import { coupon } from '../../../test/coupons';
import { ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import OrderConfirmPage from './settlement';

const ADDRESS = TEST_ADDRESS;

function item(id: number, price: number, number: number, sysCategoryId: number): TCartItem {
  return {
    id,
    productId: id * 10,
    standardId: id * 100,
    sysCategoryId,
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
  { agentId: 1, shopName: '智联旗舰店', status: 1, check: true, productList: [item(11, 150, 1, 5)] },
  { agentId: 2, shopName: '极客小店', status: 1, check: true, productList: [item(21, 30, 2, 6)] },
];

describe('OrderConfirm with coupons', () => {
  it('pre-selects one coupon per shop, takes them off the total and sends them with the cart order', async () => {
    signIn();
    const api = stubApi({
      [CALLS.cart.query.path]: ok(CART),
      [CALLS.address.selectAddress.path]: ok([ADDRESS]),
      [CALLS.coupon.mine.path]: ok([
        coupon(7, { scope: 'shop', sellerId: 1, threshold: 100, amount: 15, termsText: '满100减15' }),
        coupon(8, { scope: 'category', categoryIds: [6], threshold: 0, amount: 5, termsText: '无门槛减5' }),
        coupon(9, { scope: 'shop', sellerId: 9, threshold: 0, amount: 50, termsText: '无门槛减50' }),
      ]),
      [CALLS.order.addOrder.path]: ok({ orderIds: [41, 42] }),
    });
    const user = userEvent.setup();
    const { location } = renderWithProviders(<OrderConfirmPage />, { route: '/order/settlement?cartIds=11,21' });
    await waitFor(() => expect(screen.getByTestId('settle-total').textContent).toBe('¥190.00'));
    expect(screen.getByTestId('settle-discount').textContent).toBe('-¥20.00');
    const rows = screen.getAllByTestId('settle-coupon-row');
    expect(within(rows[0]!).getByTestId('settle-coupon-text').textContent).toBe('满100减15');
    expect(within(rows[1]!).getByTestId('settle-coupon-text').textContent).toBe('无门槛减5');

    await user.click(screen.getByTestId('settle-submit'));
    // 合并支付: both shops' orders go to one cashier.
    await waitFor(() => expect(location()).toBe('/order/cashier?orderIds=41,42'));
    expect(api.sent(CALLS.order.addOrder.path)).toEqual([{ cartIds: [11, 21], addressId: 3, couponIds: [7, 8] }]);
  });
});
