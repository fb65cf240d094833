// @vitest-environment jsdom

import { CALLS } from '@mall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { coupon } from '../../../test/coupons';
import { ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import { SettleCoupons, type TSettleCouponGroup, useSettleCoupons } from './settle-coupons';

const GROUPS: TSettleCouponGroup[] = [
  { key: 'a', shopName: '智联自营', sellerId: 1, lines: [{ price: 120, number: 1, categoryId: 5 }] },
  { key: 'b', shopName: '云栖物联', sellerId: 2, lines: [{ price: 9.9, number: 2, categoryId: 6 }] },
];

function Harness() {
  const state = useSettleCoupons(GROUPS);
  return (
    <>
      <SettleCoupons groups={GROUPS} state={state} />
      <output data-testid="ids">{state.couponIds.join(',')}</output>
      <output data-testid="total">{state.discount}</output>
    </>
  );
}

describe('SettleCoupons', () => {
  it('pre-selects the best coupon per seller order, shows the saving and lets the buyer change or drop it', async () => {
    signIn();
    stubApi({
      [CALLS.coupon.mine.path]: ok([
        coupon(1, { scope: 'shop', sellerId: 1, amount: 20, threshold: 100, termsText: '满100减20' }),
        coupon(2, { amount: 3, threshold: 0, termsText: '无门槛减3', name: '通用券' }),
        coupon(3, { amount: 5, threshold: 0, termsText: '无门槛减5', name: '大额通用券' }),
      ]),
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await waitFor(() => expect(screen.getByTestId('ids').textContent).toBe('1,3'));
    expect(screen.getByTestId('total').textContent).toBe('25');
    const rows = screen.getAllByTestId('settle-coupon-row');
    expect(within(rows[0]!).getByTestId('settle-coupon-text').textContent).toBe('满100减20');
    expect(within(rows[0]!).getByTestId('settle-coupon-saving').textContent).toBe('-¥20.00');
    expect(within(rows[1]!).getByTestId('settle-coupon-saving').textContent).toBe('-¥5.00');

    // The second shop takes the smaller one instead.
    await user.click(within(rows[1]!).getByTestId('settle-coupon-change'));
    const options = await screen.findAllByTestId('coupon-option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('大额通用券'),
      expect.stringContaining('通用券'),
    ]);
    await user.click(options[1]!);
    await waitFor(() => expect(screen.getByTestId('ids').textContent).toBe('1,2'));
    expect(screen.getByTestId('total').textContent).toBe('23');

    // 不使用优惠券 on the first shop.
    await user.click(within(rows[0]!).getByTestId('settle-coupon-change'));
    await user.click(await screen.findByTestId('coupon-option-none'));
    await waitFor(() => expect(screen.getByTestId('ids').textContent).toBe('2'));
    expect(within(rows[0]!).getByTestId('settle-coupon-text').textContent).toBe('不使用优惠券（3张可用）');
  });

  it('says when there is nothing to choose', async () => {
    signIn();
    stubApi({ [CALLS.coupon.mine.path]: ok([]) });
    renderWithProviders(<Harness />);
    await waitFor(() => expect(screen.getAllByTestId('settle-coupon-text')[0]!.textContent).toBe('暂无可用优惠券'));
    expect(screen.getAllByTestId('settle-coupon-change')[0]).toHaveProperty('disabled', true);
  });
});
