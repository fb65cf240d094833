// @vitest-environment jsdom

import { CALLS, type TPlanCard } from '@mall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import UserPlanPage from './plan';

const card = (id: number): TPlanCard => ({
  id,
  title: `方案${id}`,
  scene: '办公',
  summary: '简介',
  cover: '',
  authorName: 'd***o',
  views: id,
  productCount: 2,
  createTime: Date.UTC(2026, 10, id),
  updateTime: Date.UTC(2026, 10, id),
});

describe('UserPlan', () => {
  it("lists the buyer's plans to edit, and deletes one after the confirmation", async () => {
    signIn();
    let mine = [card(2), card(1)];
    const api = stubApi({
      [CALLS.plan.mine.path]: () => ok(mine, mine.length),
      [CALLS.plan.delete.path]: (data: { id: number }) => {
        mine = mine.filter((p) => p.id !== data.id);
        return ok(null);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<UserPlanPage />, { route: '/user/plan' });
    const items = await screen.findAllByTestId('user-plan-item');
    expect(items.map((i) => i.dataset.planId)).toEqual(['2', '1']);
    expect(
      within(items[0] as HTMLElement)
        .getByTestId('user-plan-edit')
        .closest('a')
        ?.getAttribute('href'),
    ).toBe('/plan/add?id=2');
    await user.click(within(items[1] as HTMLElement).getByTestId('user-plan-delete'));
    // Nothing is deleted before the confirmation.
    expect(api.sent(CALLS.plan.delete.path)).toEqual([]);
    await user.click(await screen.findByTestId('plan-delete-confirm'));
    await waitFor(() => expect(api.sent(CALLS.plan.delete.path)).toEqual([{ id: 1 }]));
    await waitFor(() => expect(screen.getAllByTestId('user-plan-item')).toHaveLength(1));
  });

  it('says so when there is none', async () => {
    signIn();
    stubApi({ [CALLS.plan.mine.path]: ok([], 0) });
    renderWithProviders(<UserPlanPage />, { route: '/user/plan' });
    expect(await screen.findByTestId('user-plan-empty')).toBeTruthy();
  });
});
