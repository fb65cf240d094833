// @vitest-environment jsdom

import { CALLS } from '@mall/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoginModal } from '../../../stores/login-modal';
import { offer } from '../../../test/coupons';
import { ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import UserCouponsPage from './coupons';

const claimButtons = () => screen.getAllByTestId('coupon-claim').map((b) => b.textContent);

describe('UserCoupons (领券中心)', () => {
  it('shows a guest the offers with 登录后领取; the button opens the login modal and claims nothing', async () => {
    const api = stubApi({
      [CALLS.coupon.query.path]: ok([offer(1, null), offer(2, null, { remaining: 0, claimed: 100 })], 2),
    });
    renderWithProviders(<UserCouponsPage />, { route: '/user/coupons' });
    await screen.findByTestId('coupon-offers');
    expect(claimButtons()).toEqual(['登录后领取', '已抢光']);
    expect(screen.queryByText('优惠券加载失败')).toBeNull();
    fireEvent.click(screen.getAllByTestId('coupon-claim')[0] as HTMLElement);
    expect(useLoginModal.getState().isOpen).toBe(true);
    expect(api.sent(CALLS.coupon.claim.path)).toEqual([]);
  });

  it('asks a guest to log in on the 未使用 tab instead of calling mine', async () => {
    const api = stubApi({});
    renderWithProviders(<UserCouponsPage />, { route: '/user/coupons?tab=0' });
    await screen.findByTestId('coupon-login');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(useLoginModal.getState().isOpen).toBe(true);
    expect(api.sent(CALLS.coupon.mine.path)).toEqual([]);
  });

  it('lets a buyer claim: 立即领取, 已领取 at the limit', async () => {
    signIn();
    const api = stubApi({
      [CALLS.coupon.query.path]: ok([offer(1, 0), offer(2, 1)], 2),
      [CALLS.coupon.claim.path]: ok({ id: 9 }),
    });
    renderWithProviders(<UserCouponsPage />, { route: '/user/coupons' });
    await screen.findByTestId('coupon-offers');
    expect(claimButtons()).toEqual(['立即领取', '已领取']);
    api.on(CALLS.coupon.query.path, ok([offer(1, 1), offer(2, 1)], 2));
    fireEvent.click(screen.getAllByTestId('coupon-claim')[0] as HTMLElement);
    await waitFor(() => expect(claimButtons()).toEqual(['已领取', '已领取']));
    expect(api.sent(CALLS.coupon.claim.path)).toEqual([{ couponId: 1 }]);
    expect(useLoginModal.getState().isOpen).toBe(false);
  });
});
