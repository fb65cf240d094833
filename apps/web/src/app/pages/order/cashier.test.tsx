// @vitest-environment jsdom

import { CALLS, type TCashier, type TCashierOrder } from '@mall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import OrderCashierPage from './cashier';

const SOON = Date.now() + 14 * 60_000;

/**
 * A screen `width` px wide for antd's breakpoints and the phone query: each `(min-width|max-width: n)`
 * part of a media query is checked against it (jsdom answers no media query at all).
 */
function stubScreen(width: number) {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const parts = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
    const matches =
      parts.length > 0 && parts.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

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
      [CALLS.pay.channels.path]: ok({ channels: ['alipay', 'wechat'] }),
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
    expect(api.sent(CALLS.order.pay.path)).toEqual([{ orderIds: [11, 12], payType: 'aicoin', device: 'pc' }]);
  });

  it('with a short balance offers 去充值 that comes back to this cashier, and pays online meanwhile', async () => {
    signIn();
    const api = stubApi({
      [CALLS.order.cashier.path]: ok(cashierOf([order(21, '小米智能旗舰店', 1299), order(22, '涂鸦智能专营店', 79.8)])),
      [CALLS.aiCoin.selectNumber.path]: ok(100),
      [CALLS.pay.channels.path]: ok({ channels: ['sandbox'] }),
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
    expect(api.sent(CALLS.order.pay.path)).toEqual([{ orderIds: [21, 22], payType: 'sandbox', device: 'pc' }]);
  });

  it('pays only the orders still due when one was cancelled, and says so', async () => {
    signIn();
    const api = stubApi({
      [CALLS.order.cashier.path]: ok(
        cashierOf([order(31, '小米智能旗舰店', 1299, 4), order(32, '涂鸦智能专营店', 79.8)]),
      ),
      [CALLS.aiCoin.selectNumber.path]: ok(2000),
      [CALLS.pay.channels.path]: ok({ channels: [] }),
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
    expect(api.sent(CALLS.order.pay.path)).toEqual([{ orderIds: [32], payType: 'aicoin', device: 'pc' }]);
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

describe('OrderCashier pay methods (issue 33)', () => {
  const PAY_NO = 'PAY0123456789abcdef0123456789abcdef';

  it('lists AI币 and every channel the shop takes, each with its note, and picks the first channel when the balance is short', async () => {
    signIn();
    const api = stubApi({
      [CALLS.order.cashier.path]: ok(cashierOf([order(51, '小米智能旗舰店', 1299)])),
      [CALLS.aiCoin.selectNumber.path]: ok(10),
      [CALLS.pay.channels.path]: ok({ channels: ['alipay', 'wechat', 'sandbox'] }),
      [CALLS.order.pay.path]: ok({ paid: false, payType: 'alipay', payUrl: `/pay/result?paymentNo=${PAY_NO}` }),
    });
    const user = userEvent.setup();
    renderWithProviders(<OrderCashierPage />, { route: '/order/cashier?orderIds=51' });
    expect((await screen.findByTestId('pay-method-alipay')).textContent).toContain('支付宝');
    expect(screen.getByTestId('pay-method-alipay').textContent).toContain('跳转支付宝');
    expect(screen.getByTestId('pay-method-wechat').textContent).toContain('微信支付使用微信扫一扫二维码付款');
    expect(screen.getByTestId('pay-method-sandbox').textContent).toContain('在线支付（沙箱）');
    await screen.findByTestId('pay-recharge');
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.value, r.checked, r.disabled])).toEqual([
      ['aicoin', false, true],
      ['alipay', true, false],
      ['wechat', false, false],
      ['sandbox', false, false],
    ]);
    await user.click(screen.getByTestId('cashier-pay'));
    await waitFor(() =>
      expect(api.sent(CALLS.order.pay.path)).toEqual([{ orderIds: [51], payType: 'alipay', device: 'pc' }]),
    );
  });

  it('pays WeChat on a desktop at the mall’s QR page', async () => {
    signIn();
    const api = stubApi({
      [CALLS.order.cashier.path]: ok(cashierOf([order(52, '小米智能旗舰店', 1299)])),
      [CALLS.aiCoin.selectNumber.path]: ok(5000),
      [CALLS.pay.channels.path]: ok({ channels: ['alipay', 'wechat'] }),
      [CALLS.order.pay.path]: ok({ paid: false, payType: 'wechat', payUrl: `/pay/wechat?paymentNo=${PAY_NO}` }),
    });
    const user = userEvent.setup();
    const { location } = renderWithProviders(<OrderCashierPage />, { route: '/order/cashier?orderIds=52' });
    await user.click(await screen.findByTestId('pay-method-wechat'));
    await user.click(screen.getByTestId('cashier-pay'));
    await waitFor(() => expect(location()).toBe(`/pay/wechat?paymentNo=${PAY_NO}`));
    expect(api.sent(CALLS.order.pay.path)).toEqual([{ orderIds: [52], payType: 'wechat', device: 'pc' }]);
  });

  it('asks for the phone’s gateway page on a phone-sized screen', async () => {
    stubScreen(390);
    signIn();
    const api = stubApi({
      [CALLS.order.cashier.path]: ok(cashierOf([order(53, '小米智能旗舰店', 1299)])),
      [CALLS.aiCoin.selectNumber.path]: ok(0),
      [CALLS.pay.channels.path]: ok({ channels: ['wechat'] }),
      [CALLS.order.pay.path]: ok({ paid: false, payType: 'wechat', payUrl: `/pay/result?paymentNo=${PAY_NO}` }),
    });
    const user = userEvent.setup();
    renderWithProviders(<OrderCashierPage />, { route: '/order/cashier?orderIds=53' });
    expect((await screen.findByTestId('pay-method-wechat')).textContent).toContain('跳转微信完成付款');
    await screen.findByTestId('pay-recharge');
    await user.click(screen.getByTestId('cashier-pay'));
    await waitFor(() =>
      expect(api.sent(CALLS.order.pay.path)).toEqual([{ orderIds: [53], payType: 'wechat', device: 'mobile' }]),
    );
  });

  it('with no channel at all offers only AI币, and says why a short balance cannot pay (no dead 去充值)', async () => {
    signIn();
    const api = stubApi({
      [CALLS.order.cashier.path]: ok(cashierOf([order(54, '小米智能旗舰店', 1299)])),
      [CALLS.aiCoin.selectNumber.path]: ok(10),
      [CALLS.pay.channels.path]: ok({ channels: [] }),
    });
    renderWithProviders(<OrderCashierPage />, { route: '/order/cashier?orderIds=54' });
    expect((await screen.findByTestId('pay-no-channel')).textContent).toContain('暂未开通在线支付');
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['aicoin']);
    expect(screen.getByTestId('pay-method-aicoin').textContent).toContain('余额不足');
    expect(screen.queryByTestId('pay-recharge')).toBeNull();
    expect((screen.getByTestId('cashier-pay') as HTMLButtonElement).disabled).toBe(true);
    expect(api.sent(CALLS.order.pay.path)).toEqual([]);
  });
});
