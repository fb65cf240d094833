// @vitest-environment jsdom

import { CALLS, type TSellerCouponOffer } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, findToast, ok, renderWithProviders, stubApi } from '../../../test/dom';
import { useSellerSession } from '../session';
import { CouponCard } from './coupon-card';

const STOP = CALLS.sellerCoupon.stop.path;

const COUPON: TSellerCouponOffer = {
  id: 7,
  name: '店庆满199减20',
  scope: 'shop',
  scopeText: '店铺券',
  sellerId: 1,
  shopName: '智联自营',
  categoryId: null,
  categoryName: '',
  categoryIds: null,
  kind: 'amount',
  threshold: 199,
  amount: 20,
  percentOff: null,
  maxOff: null,
  termsText: '满199减20',
  thresholdText: '满199可用',
  startsAt: Date.now() - 1000,
  endsAt: Date.now() + 86_400_000,
  validDays: 7,
  perUserLimit: 2,
  total: 100,
  claimed: 25,
  remaining: 75,
  used: 3,
  state: 'running',
  stateText: '进行中',
  stoppedAt: null,
  createdAt: 0,
};

describe('CouponCard', { timeout: 15_000 }, () => {
  beforeEach(() => {
    useSellerSession.setState({ token: 'seller-token' });
  });

  it('shows the terms, claimed of total, used and validity', () => {
    stubApi();
    renderWithProviders(<CouponCard coupon={COUPON} />);
    expect(screen.getByTestId('seller-coupon-terms').textContent).toBe('满199减20');
    expect(screen.getByTestId('seller-coupon-claimed').textContent).toBe('已领 25');
    expect(screen.getByTestId('seller-coupon-used').textContent).toBe('已使用 3');
    expect(screen.getByText('领取后7天内有效')).toBeTruthy();
    expect(screen.getByText('2 张')).toBeTruthy();
  });

  it('stops after the confirmation', async () => {
    const api = stubApi({ [STOP]: ok(null) });
    const user = userEvent.setup();
    renderWithProviders(<CouponCard coupon={COUPON} />);
    await user.click(screen.getByTestId('seller-coupon-stop'));
    expect(api.sent(STOP)).toEqual([]);
    await user.click(await screen.findByTestId('seller-coupon-stop-ok'));
    await waitFor(() => expect(api.sent(STOP)).toEqual([{ id: 7 }]));
    expect(await findToast('已结束发放，已领取的券仍可使用')).toBe('success');
  });

  it('toasts a refusal; an ended offer has no 结束发放', async () => {
    stubApi({ [STOP]: fail(409, '该优惠券已结束发放') });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<CouponCard coupon={COUPON} />);
    await user.click(screen.getByTestId('seller-coupon-stop'));
    await user.click(await screen.findByTestId('seller-coupon-stop-ok'));
    expect(await findToast('该优惠券已结束发放')).toBe('error');
    unmount();
    renderWithProviders(<CouponCard coupon={{ ...COUPON, state: 'ended', stateText: '已结束', stoppedAt: 1 }} />);
    expect(screen.queryByTestId('seller-coupon-stop')).toBeNull();
    expect(screen.getByTestId('seller-coupon-state').textContent).toBe('已提前结束');
  });
});
