// @vitest-environment jsdom

import { CALLS, DEMAND_STATUS, type TDemandCard, type TDemandStatus } from '@mall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import UserProcurementPage from './procurement';

const now = Date.now();

function card(id: number, status: TDemandStatus, quoteCount: number): TDemandCard {
  return {
    id,
    title: `采购${id}`,
    categoryId: null,
    categoryName: '',
    buyerName: 'd***o',
    itemCount: 1,
    itemNames: ['智能门锁'],
    budget: null,
    province: '440000',
    city: '440300',
    area: '440305',
    regionText: '广东省 深圳市 南山区',
    deliveryDate: '2027-01-30',
    quoteDeadline: '2027-01-01',
    quoteDeadlineAt: status === DEMAND_STATUS.EXPIRED ? now - 1000 : now + 86_400_000 * 3,
    quoteCount,
    status,
    statusText: '',
    createTime: now,
    publishTime: now,
  };
}

const LIST = [
  card(1, DEMAND_STATUS.DRAFT, 0),
  card(2, DEMAND_STATUS.QUOTING, 0),
  card(3, DEMAND_STATUS.QUOTING, 2),
  card(4, DEMAND_STATUS.SETTLED, 3),
  card(5, DEMAND_STATUS.CLOSED, 1),
];

function renderList() {
  signIn();
  const api = stubApi({
    [CALLS.procurement.mine.path]: (data: { status?: number }) =>
      ok(
        LIST.filter((d) => data.status === undefined || d.status === data.status),
        LIST.length,
      ),
    [CALLS.procurement.close.path]: ok(null),
    [CALLS.procurement.detail.path]: ok({ ...LIST[3], orderId: 88 }),
  });
  return {
    api,
    user: userEvent.setup(),
    ...renderWithProviders(<UserProcurementPage />, { route: '/user/procurement' }),
  };
}

const row = (id: number) =>
  screen.getAllByTestId('my-demand').find((r) => r.dataset.demandId === String(id)) as HTMLElement;
const actions = (id: number) =>
  within(row(id))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('UserProcurement', () => {
  it('offers what each state allows, with the quote counts', async () => {
    renderList();
    await screen.findAllByTestId('my-demand');
    expect(actions(1)).toEqual(['发布', '编辑', '关闭']);
    expect(actions(2)).toEqual(['查看报价', '编辑', '关闭']);
    expect(actions(3)).toEqual(['查看报价', '关闭']);
    expect(actions(4)).toEqual(['查看报价', '查看订单']);
    expect(actions(5)).toEqual(['查看报价']);
    expect(within(row(3)).getByTestId('my-demand-quotes').textContent).toBe('2份报价');
  });

  it('asks by state', async () => {
    const { api, user } = renderList();
    await screen.findAllByTestId('my-demand');
    await user.click(screen.getByTestId('my-procurement-tab-3'));
    await waitFor(() => expect(screen.getAllByTestId('my-demand')).toHaveLength(1));
    expect(api.sent(CALLS.procurement.mine.path).at(-1)).toEqual({ page: 1, limit: 10, status: 3 });
  });

  it('closes after a confirmation', async () => {
    const { api, user } = renderList();
    await screen.findAllByTestId('my-demand');
    await user.click(within(row(3)).getByTestId('my-demand-close'));
    expect(await screen.findByText(/已收到的2份报价将作废/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定关闭' }));
    await waitFor(() => expect(api.sent(CALLS.procurement.close.path)).toEqual([{ id: 3 }]));
  });

  it("opens a settled demand's order", async () => {
    const { user, location } = renderList();
    await screen.findAllByTestId('my-demand');
    await user.click(within(row(4)).getByTestId('my-demand-order'));
    await waitFor(() => expect(location()).toBe('/order/detail?orderId=88'));
  });
});
