// @vitest-environment jsdom

import { CALLS } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOrderFilter } from '../../../stores/order-filter';
import { ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import UserOrderListPage from './order';

/** One buyer's orders by state (none listed: the counts are what matters here). */
const ORDERS_BY_STATUS: Record<string, number> = { all: 9, '0': 2, '1': 1, '2': 3 };

function stubOrders() {
  return stubApi({
    [CALLS.order.selectOrders.path]: (data: { status?: number }) =>
      ok([], ORDERS_BY_STATUS[data.status === undefined ? 'all' : String(data.status)] ?? 0),
    [CALLS.review.queryPool.path]: ok([], 4),
  });
}

const activeTab = () => document.querySelector('.order-tabs .ant-tabs-tab-active')?.textContent ?? '';
const badgeOf = (filter: string) =>
  screen.getByTestId(`order-tab-${filter}`).querySelector('.ant-badge-count')?.getAttribute('title') ?? null;

beforeEach(() => useOrderFilter.setState({ filter: 'list', pages: {} }));

describe('UserOrderList', () => {
  it('opens the tab the URL names and writes each tab picked into the URL', async () => {
    signIn();
    const api = stubOrders();
    const user = userEvent.setup();
    const { location } = renderWithProviders(<UserOrderListPage />, { route: '/user/order?status=ship' });
    await screen.findByTestId('order-empty');
    expect(activeTab()).toContain('待发货');
    // The list asked for is the tab's, and the store follows the URL.
    expect(api.sent(CALLS.order.selectOrders.path)).toContainEqual({ page: 1, limit: 5, status: 1 });
    expect(useOrderFilter.getState().filter).toBe('ship');

    await user.click(screen.getByTestId('order-tab-nopay'));
    await waitFor(() => expect(location()).toBe('/user/order?status=nopay'));
    expect(activeTab()).toContain('待付款');
    expect(useOrderFilter.getState().filter).toBe('nopay');
    await user.click(screen.getByTestId('order-tab-list'));
    await waitFor(() => expect(location()).toBe('/user/order'));
    expect(activeTab()).toContain('全部订单');
  });

  it('reads an unknown tab as 全部订单', async () => {
    signIn();
    stubOrders();
    renderWithProviders(<UserOrderListPage />, { route: '/user/order?status=9' });
    await screen.findByTestId('order-empty');
    expect(activeTab()).toContain('全部订单');
    expect(screen.getByTestId('order-total-count').textContent).toBe('共 9 个订单');
  });

  it('counts each to-do tab, 待评价 by the goods awaiting a review as the account centre does', async () => {
    signIn();
    stubOrders();
    renderWithProviders(<UserOrderListPage />, { route: '/user/order' });
    await waitFor(() => expect(badgeOf('evaluate')).toBe('4'));
    await waitFor(() => expect([badgeOf('nopay'), badgeOf('ship'), badgeOf('deliver')]).toEqual(['2', '1', '3']));
    expect(badgeOf('list')).toBeNull();
  });
});
