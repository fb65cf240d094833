// @vitest-environment jsdom

import { CALLS, PAYMENT_STATUS, type TPaymentView } from '@mall/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import PayWechatPage from './wechat';

const PAY_NO = 'PAY0123456789abcdef0123456789abcdef';
const ROUTE = `/pay/wechat?paymentNo=${PAY_NO}`;

function payment(over: Partial<TPaymentView> = {}): TPaymentView {
  return {
    paymentNo: PAY_NO,
    amount: 1378.8,
    subject: '智联商城订单（2笔）',
    status: PAYMENT_STATUS.PENDING,
    returnUrl: '/user/order?status=ship',
    expiresAt: Date.now() + 10 * 60_000,
    orders: [
      { orderNo: '202611270000011', shopName: '小米智能旗舰店', amount: 1299 },
      { orderNo: '202611270000012', shopName: '涂鸦智能专营店', amount: 79.8 },
    ],
    channel: 'wechat',
    codeUrl: 'weixin://wxpay/bizpayurl?pr=Ab12Cd3',
    ...over,
  };
}

describe('PayWechat (/pay/wechat)', () => {
  beforeEach(() => {
    // Polling every 2 s and the 3 s way back run on a clock the test moves.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws the code with the amount, the orders and the time left, and says paid once a poll sees it', async () => {
    signIn();
    let asked = 0;
    const api = stubApi({
      [CALLS.pay.query.path]: () => {
        asked += 1;
        return ok(payment(asked < 2 ? {} : { status: PAYMENT_STATUS.PAID, codeUrl: null }));
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { location } = renderWithProviders(<PayWechatPage />, { route: ROUTE });

    const qr = await screen.findByTestId('wechat-qr');
    expect(qr.querySelector('svg path')).not.toBeNull();
    expect(screen.getByText('请使用微信扫一扫')).toBeTruthy();
    expect(screen.getByTestId('pay-amount').textContent).toBe('¥1378.80');
    expect(screen.getAllByTestId('pay-order')).toHaveLength(2);
    expect(screen.getByTestId('pay-countdown').textContent).toMatch(/请在 \d+分\d+秒 内完成支付/);

    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect((await screen.findByTestId('pay-paid')).textContent).toContain('支付成功');
    expect(screen.queryByTestId('wechat-qr')).toBeNull();
    // The first answer, the poll that saw it paid; then every cached answer is asked again (this one too).
    expect(api.sent(CALLS.pay.query.path).slice(0, 2)).toEqual([{ paymentNo: PAY_NO }, { paymentNo: PAY_NO }]);

    await user.click(screen.getByTestId('pay-return-now'));
    await waitFor(() => expect(location()).toBe('/user/order?status=ship'));
  });

  it('goes back to where the payment started 3 s after it is paid', async () => {
    signIn();
    stubApi({ [CALLS.pay.query.path]: ok(payment({ status: PAYMENT_STATUS.PAID, returnUrl: '/user/aicoin' })) });
    const { location } = renderWithProviders(<PayWechatPage />, { route: ROUTE });
    expect((await screen.findByTestId('pay-paid')).textContent).toContain('3 秒后自动返回');
    await act(() => vi.advanceTimersByTimeAsync(3100));
    await waitFor(() => expect(location()).toBe('/user/aicoin'));
  });

  it('says a closed or timed-out payment cannot be paid, with the ways back', async () => {
    signIn();
    const api = stubApi({ [CALLS.pay.query.path]: ok(payment({ status: PAYMENT_STATUS.CLOSED, codeUrl: null })) });
    const closed = renderWithProviders(<PayWechatPage />, { route: ROUTE });
    expect((await screen.findByTestId('pay-closed')).textContent).toContain('支付已关闭');
    expect(screen.getByText('我的订单')).toBeTruthy();
    closed.unmount();

    api.on(CALLS.pay.query.path, ok(payment({ expiresAt: Date.now() - 1000 })));
    renderWithProviders(<PayWechatPage />, { route: ROUTE });
    expect((await screen.findByTestId('pay-expired')).textContent).toContain('支付已超时');
    expect(screen.queryByTestId('wechat-qr')).toBeNull();
  });

  it('says an unknown or another buyer’s payment does not exist', async () => {
    signIn();
    stubApi({ [CALLS.pay.query.path]: fail(404, '支付单不存在', 'PAYMENT_NOT_FOUND') });
    renderWithProviders(<PayWechatPage />, { route: ROUTE });
    expect((await screen.findByTestId('pay-not-found')).textContent).toContain('支付单不存在');
  });

  it('hands another channel’s payment to the result page', async () => {
    signIn();
    stubApi({ [CALLS.pay.query.path]: ok(payment({ channel: 'alipay', codeUrl: null })) });
    const { location } = renderWithProviders(<PayWechatPage />, { route: ROUTE });
    await waitFor(() => expect(location()).toBe(`/pay/result?paymentNo=${PAY_NO}`));
  });
});
