// @vitest-environment jsdom

import { CALLS, type TUserInfo } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import PersonalCenterPage from './personal-center';

const USER: TUserInfo = {
  userId: 7,
  username: 'demo',
  nickname: '小智',
  phone: '13800138000',
  icon: '',
  province: '',
  city: '',
  area: '',
  createdAt: '2026-11-01 10:00:00',
};

/** One buyer's counts: orders by state, goods awaiting a review, and the member corner's totals. */
const ORDERS_BY_STATUS: Record<string, number> = { all: 9, '0': 2, '1': 1, '2': 3 };

describe('PersonalCenter', () => {
  it('shows the name, the AI币 balance, the counts of each to-do order tab and of the member corner', async () => {
    signIn();
    stubApi({
      [CALLS.account.selectUsers.path]: ok(USER),
      [CALLS.aiCoin.selectNumber.path]: ok(123.5),
      [CALLS.order.selectOrders.path]: (data: { status?: number }) =>
        ok([], ORDERS_BY_STATUS[data.status === undefined ? 'all' : String(data.status)] ?? 0),
      [CALLS.review.queryPool.path]: ok([], 4),
      [CALLS.favorite.query.path]: ok([], 5),
      [CALLS.footprint.query.path]: ok([], 6),
      [CALLS.message.unreadCount.path]: ok({ unread: 1 }),
      [CALLS.coupon.mine.path]: ok([]),
      [CALLS.procurement.mine.path]: ok([], 2),
      [CALLS.plan.mine.path]: ok([], 3),
    });
    renderWithProviders(<PersonalCenterPage />, { route: '/user/center' });
    expect((await screen.findByTestId('center-name')).textContent).toBe('小智');
    await waitFor(() => expect(screen.getByTestId('center-coin').textContent).toBe('123.50'));
    expect(screen.getByTestId('center-coin').getAttribute('href')).toBe('/user/aicoin');
    // 待付款 2, 待发货 1, 待收货 3, and 待评价 counts the goods awaiting a review (4), not orders.
    const badgeOf = (label: string) =>
      screen.getByText(label).closest('button')?.querySelector('.ant-badge-count')?.getAttribute('title');
    await waitFor(() => expect(badgeOf('待评价')).toBe('4'));
    expect([badgeOf('待付款'), badgeOf('待发货'), badgeOf('待收货')]).toEqual(['2', '1', '3']);
    await waitFor(() => expect(screen.getByTestId('center-count-我的收藏').textContent).toBe('5'));
    expect(screen.getByTestId('center-count-我的足迹').textContent).toBe('6');
    expect(screen.getByTestId('center-count-我的方案').textContent).toBe('3');
    expect(screen.getByTestId('center-count-我的采购').textContent).toBe('2');
    expect(screen.getByTestId('center-count-未读消息').textContent).toBe('1');
  });
});
