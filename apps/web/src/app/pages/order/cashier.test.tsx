// @vitest-environment jsdom

import { CALLS, type TCashier, type TCashierOrder } from '@mall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import OrderCashierPage from './cashier';

const SOON = Date.now() + 14 * 60_000;

function order(id: number, shopName: string, amount: number, status: 0 | 1 | 4 = 0): TCashierOrder {
  const statusText = { 0: '待付款', 1: '待发货', 4: '已取消' }[status];
  return {
    id,
    orderNo: `2026112700000${id}`,
    shopName,
    status,
    statusText,
    amount,
    goodsNum: 2,
    title: '智能门锁',
    payDeadline: SOON,
  };
}

function cashierOf(orders: TCashierOrder[]): TCashier {
  const unpaid = orders.filter((o) => o.status === 0);
  return {
    orders,
    amount: Math.round(unpaid.reduce((sum, o) => sum + o.amount * 100, 0)) / 100,
    payableIds: unpaid.map((o) => o.id),
    payDeadline: unpaid.length ? SOON : null,
  };
}

describe('OrderCashier (合并支付)', () => {
  it('lists each shop’s order and pays all of them at once with AI币, then opens 待发货', async () => {
    signIn();
    const api = stubApi({
      [CALLS.order.cashier.path]: ok(cashierOf([order(11, '小米智能旗舰店', 1299), order(12, '涂鸦智能专营店', 79.8)])),
      [CALLS.aiCoin.selectNumber.path]: ok(2000),
      [CALLS.order.pay.path]: ok({ paid: true, payType: 'aicoin' }),
    });
    const user = userEvent.setup();
    const { location } = renderWithProviders(<OrderCashierPage />, { route: '/order/cashier?orderIds=11,12' });
    await screen.findByTestId('cashier-due');
    expect(screen.getByTestId('cashier-amount').textContent).toBe('¥1378.80');
    expect(screen.getByTestId('cashier-split').textContent).toContain('2 家店铺');
    const rows = screen.getAllByTestId('cashier-order');
    expect(rows.map((r) => within(r).getByText(/店$/).textContent?.trim())).toEqual([
      '小米智能旗舰店',
      '涂鸦智能专营店',
    ]);
    expect(api.sent(CALLS.order.cashier.path)).toEqual([{ orderIds: [11, 12] }]);

    await waitFor(() => expect(screen.getByTestId('pay-method-aicoin').textContent).toContain('¥2000.00'));
    await user.click(screen.getByTestId('cashier-pay'));
    await waitFor(() => expect(location()).toBe('/user/order?status=ship'));
    expect(api.sent(CALLS.order.pay.path)).toEqual([{ orderIds: [11, 12], payType: 'aicoin' }]);
  });

  it('with a short balance offers 去充值 that comes back to this cashier, and pays online meanwhile', async () => {
    signIn();
    const api = stubApi({
      [CALLS.order.cashier.path]: ok(cashierOf([order(21, '小米智能旗舰店', 1299), order(22, '涂鸦智能专营店', 79.8)])),
      [CALLS.aiCoin.selectNumber.path]: ok(100),
      [CALLS.order.pay.path]: ok({ paid: false, payType: 'sandbox', payUrl: '/pay/sandbox?paymentNo=PAYx' }),
    });
    const user = userEvent.setup();
    const { location } = renderWithProviders(<OrderCashierPage />, { route: '/order/cashier?orderIds=21,22' });
    const link = await screen.findByTestId('pay-recharge');
    expect(link.getAttribute('href')).toBe(
      `/user/aicoin/buy?returnTo=${encodeURIComponent('/order/cashier?orderIds=21,22')}`,
    );
    await user.click(screen.getByTestId('cashier-pay'));
    await waitFor(() => expect(location()).toBe('/pay/sandbox?paymentNo=PAYx'));
    expect(api.sent(CALLS.order.pay.path)).toEqual([{ orderIds: [21, 22], payType: 'sandbox' }]);
  });

  it('pays only the orders still due when one was cancelled, and says so', async () => {
    signIn();
    const api = stubApi({
      [CALLS.order.cashier.path]: ok(
        cashierOf([order(31, '小米智能旗舰店', 1299, 4), order(32, '涂鸦智能专营店', 79.8)]),
      ),
      [CALLS.aiCoin.selectNumber.path]: ok(2000),
      [CALLS.order.pay.path]: ok({ paid: true, payType: 'aicoin' }),
    });
    const user = userEvent.setup();
    const { location } = renderWithProviders(<OrderCashierPage />, { route: '/order/cashier?orderIds=31,32' });
    await screen.findByTestId('cashier-partial');
    expect(screen.getByTestId('cashier-amount').textContent).toBe('¥79.80');
    expect(screen.getAllByTestId('cashier-order-status').map((t) => t.textContent)).toEqual(['已取消', '待付款']);
    await waitFor(() => expect(screen.getByTestId('pay-method-aicoin').textContent).toContain('¥2000.00'));
    await user.click(screen.getByTestId('cashier-pay'));
    await waitFor(() => expect(location()).toBe('/order/detail?orderId=32'));
    expect(api.sent(CALLS.order.pay.path)).toEqual([{ orderIds: [32], payType: 'aicoin' }]);
  });

  it('says a paid checkout is paid, and a foreign or malformed one does not exist', async () => {
    signIn();
    const api = stubApi({
      [CALLS.order.cashier.path]: ok(
        cashierOf([order(41, '小米智能旗舰店', 1299, 1), order(42, '涂鸦智能专营店', 79.8, 1)]),
      ),
    });
    const paid = renderWithProviders(<OrderCashierPage />, { route: '/order/cashier?orderIds=41,42' });
    await screen.findByTestId('cashier-paid');
    expect(screen.queryByTestId('cashier-pay')).toBeNull();
    paid.unmount();

    api.on(CALLS.order.cashier.path, fail(404, '订单不存在', 'ORDER_NOT_FOUND'));
    const foreign = renderWithProviders(<OrderCashierPage />, { route: '/order/cashier?orderIds=43' });
    await screen.findByTestId('order-not-found');
    foreign.unmount();
    renderWithProviders(<OrderCashierPage />, { route: '/order/cashier?orderIds=abc' });
    expect(screen.getByTestId('order-not-found')).toBeTruthy();
    expect(api.sent(CALLS.order.cashier.path)).toEqual([{ orderIds: [41, 42] }, { orderIds: [43] }]);
  });
});
