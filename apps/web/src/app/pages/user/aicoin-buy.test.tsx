// @vitest-environment jsdom

import { CALLS, type TPayChannel } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import AiCoinBuyPage from './aicoin-buy';

const PAY_URL = '/pay/sandbox?paymentNo=PAY0123456789abcdef0123456789abcdef';

function stubRecharge(channels: TPayChannel[] = ['sandbox']) {
  return stubApi({
    [CALLS.aiCoin.selectNumber.path]: ok(12),
    [CALLS.pay.channels.path]: ok({ channels }),
    [CALLS.aiCoin.addAiRecharge.path]: ok({ payUrl: PAY_URL, paymentNo: 'PAY0123456789abcdef0123456789abcdef' }),
  });
}

describe('AiCoinBuy after 去充值', () => {
  it('hands the payment being made to the top-up, so the cashier comes back to it', async () => {
    signIn();
    const api = stubRecharge();
    const user = userEvent.setup();
    const back = '/order/cashier?orderIds=5,6';
    const { location } = renderWithProviders(<AiCoinBuyPage />, {
      route: `/user/aicoin/buy?returnTo=${encodeURIComponent(back)}`,
    });
    expect((await screen.findByTestId('coin-buy-return')).textContent).toContain('继续支付');
    await user.click(screen.getByTestId('coin-buy-submit'));
    await waitFor(() => expect(location()).toBe(PAY_URL));
    expect(api.sent(CALLS.aiCoin.addAiRecharge.path)).toEqual([
      { amount: 100, payType: 'sandbox', device: 'pc', returnTo: back },
    ]);
  });

  it('ignores a returnTo that would leave the site', async () => {
    signIn();
    const api = stubRecharge();
    const user = userEvent.setup();
    renderWithProviders(<AiCoinBuyPage />, {
      route: `/user/aicoin/buy?returnTo=${encodeURIComponent('//evil.example/x')}`,
    });
    await user.click(await screen.findByTestId('coin-buy-submit'));
    await waitFor(() =>
      expect(api.sent(CALLS.aiCoin.addAiRecharge.path)).toEqual([{ amount: 100, payType: 'sandbox', device: 'pc' }]),
    );
    expect(screen.queryByTestId('coin-buy-return')).toBeNull();
  });
});

describe('AiCoinBuy channels (issue 33)', () => {
  it('offers every channel the shop takes, the first chosen, and pays with the one picked', async () => {
    signIn();
    const api = stubRecharge(['alipay', 'wechat']);
    const user = userEvent.setup();
    renderWithProviders(<AiCoinBuyPage />, { route: '/user/aicoin/buy' });
    expect((await screen.findByTestId('pay-channel-alipay')).textContent).toContain('支付宝');
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([
      ['alipay', true],
      ['wechat', false],
    ]);
    await user.click(screen.getByTestId('pay-channel-wechat'));
    await user.click(screen.getByTestId('coin-buy-submit'));
    await waitFor(() =>
      expect(api.sent(CALLS.aiCoin.addAiRecharge.path)).toEqual([{ amount: 100, payType: 'wechat', device: 'pc' }]),
    );
  });

  it('with no channel says 暂未开通在线充值 and keeps the form off', async () => {
    signIn();
    const api = stubRecharge([]);
    renderWithProviders(<AiCoinBuyPage />, { route: '/user/aicoin/buy' });
    expect((await screen.findByTestId('coin-buy-no-channel')).textContent).toContain('暂未开通在线充值');
    expect((screen.getByTestId('coin-buy-submit') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('coin-preset-100') as HTMLButtonElement).matches(':disabled')).toBe(true);
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(api.sent(CALLS.aiCoin.addAiRecharge.path)).toEqual([]);
  });
});
