// @vitest-environment jsdom

import { CALLS } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import AiCoinBuyPage from './aicoin-buy';

const PAY_URL = '/pay/sandbox?paymentNo=PAY0123456789abcdef0123456789abcdef';

function stubRecharge() {
  return stubApi({
    [CALLS.aiCoin.selectNumber.path]: ok(12),
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
    expect(api.sent(CALLS.aiCoin.addAiRecharge.path)).toEqual([{ amount: 100, payType: 'sandbox', returnTo: back }]);
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
      expect(api.sent(CALLS.aiCoin.addAiRecharge.path)).toEqual([{ amount: 100, payType: 'sandbox' }]),
    );
    expect(screen.queryByTestId('coin-buy-return')).toBeNull();
  });
});
