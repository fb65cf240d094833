// @vitest-environment jsdom

import { CALLS, PAYMENT_STATUS, type TPaymentView } from '@mall/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import PayResultPage from './result';

const PAY_NO = 'PAYfedcba9876543210fedcba9876543210';
const ROUTE = `/pay/result?paymentNo=${PAY_NO}`;

function payment(over: Partial<TPaymentView> = {}): TPaymentView {
  return {
    paymentNo: PAY_NO,
    amount: 79.8,
    subject: '涂鸦智能插座',
    status: PAYMENT_STATUS.PENDING,
    returnUrl: '/order/detail?orderId=12',
    expiresAt: Date.now() + 10 * 60_000,
    orders: [{ orderNo: '202611270000012', shopName: '涂鸦智能专营店', amount: 79.8 }],
    channel: 'alipay',
    codeUrl: null,
    ...over,
  };
}

describe('PayResult (/pay/result)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('confirms a pending payment by polling, then says paid and goes back after 3 s', async () => {
    signIn();
    let asked = 0;
    const api = stubApi({
      [CALLS.pay.query.path]: () => {
        asked += 1;
        return ok(payment(asked < 3 ? {} : { status: PAYMENT_STATUS.PAID }));
      },
    });
    const { location } = renderWithProviders(<PayResultPage />, { route: ROUTE });
    const confirming = await screen.findByTestId('pay-confirming');
    expect(confirming.textContent).toContain('正在确认支付结果…');
    expect(screen.getByTestId('pay-refresh').textContent).toBe('我已支付，刷新');
    expect(screen.getByTestId('pay-retry').textContent).toBe('重新支付');

    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(screen.getByTestId('pay-confirming')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect((await screen.findByTestId('pay-paid')).textContent).toContain('已成功支付 ¥79.80');
    // Two polls saw it pending, the third paid; paid, every cached answer is asked again (this one too).
    expect(api.sent(CALLS.pay.query.path).length).toBeGreaterThanOrEqual(3);

    await act(() => vi.advanceTimersByTimeAsync(3100));
    await waitFor(() => expect(location()).toBe('/order/detail?orderId=12'));
  });

  it('stops asking after about a minute and leaves 刷新 to the buyer, which asks again', async () => {
    signIn();
    const api = stubApi({ [CALLS.pay.query.path]: ok(payment()) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<PayResultPage />, { route: ROUTE });
    await screen.findByTestId('pay-confirming');
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    const unconfirmed = await screen.findByTestId('pay-unconfirmed');
    expect(unconfirmed.textContent).toContain('暂未确认到支付结果');
    const asked = api.sent(CALLS.pay.query.path).length;
    expect(asked).toBeGreaterThanOrEqual(25);
    expect(asked).toBeLessThanOrEqual(32);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.sent(CALLS.pay.query.path)).toHaveLength(asked);

    api.on(CALLS.pay.query.path, ok(payment({ status: PAYMENT_STATUS.PAID })));
    await user.click(screen.getByTestId('pay-refresh'));
    expect((await screen.findByTestId('pay-paid')).textContent).toContain('支付成功');
  });

  it('sends 重新支付 back to where the payment started', async () => {
    signIn();
    stubApi({ [CALLS.pay.query.path]: ok(payment()) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { location } = renderWithProviders(<PayResultPage />, { route: ROUTE });
    await user.click(await screen.findByTestId('pay-retry'));
    await waitFor(() => expect(location()).toBe('/order/detail?orderId=12'));
  });

  it('says closed, timed out and refunded payments as they are', async () => {
    signIn();
    const api = stubApi({ [CALLS.pay.query.path]: ok(payment({ status: PAYMENT_STATUS.CLOSED })) });
    const closed = renderWithProviders(<PayResultPage />, { route: ROUTE });
    expect((await screen.findByTestId('pay-closed')).textContent).toContain('支付已关闭');
    closed.unmount();

    api.on(CALLS.pay.query.path, ok(payment({ expiresAt: Date.now() - 1000 })));
    const expired = renderWithProviders(<PayResultPage />, { route: ROUTE });
    expect((await screen.findByTestId('pay-expired')).textContent).toContain('支付已超时');
    expired.unmount();

    api.on(CALLS.pay.query.path, ok(payment({ status: PAYMENT_STATUS.REFUNDED })));
    renderWithProviders(<PayResultPage />, { route: ROUTE });
    expect((await screen.findByTestId('pay-refunded')).textContent).toContain('已退款');
  });

  it('says an unknown or another buyer’s payment does not exist, and a link without a number too', async () => {
    signIn();
    const api = stubApi({ [CALLS.pay.query.path]: fail(404, '支付单不存在', 'PAYMENT_NOT_FOUND') });
    const foreign = renderWithProviders(<PayResultPage />, { route: ROUTE });
    expect((await screen.findByTestId('pay-not-found')).textContent).toContain('支付单不存在');
    foreign.unmount();
    renderWithProviders(<PayResultPage />, { route: '/pay/result' });
    expect(screen.getByTestId('pay-not-found')).toBeTruthy();
    expect(api.sent(CALLS.pay.query.path)).toEqual([{ paymentNo: PAY_NO }]);
  });
});
