// @vitest-environment jsdom

import { CALLS, type TCartGroup, type TPlanDetail, type TPlanLine } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_QUERY_KEY } from '../../../features/cart';
import { useLoginModal } from '../../../stores/login-modal';
import { fail, ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import PlanDetailPage from './detail';

const line = (over: Partial<TPlanLine>): TPlanLine => ({
  productId: 1,
  standardId: 11,
  quantity: 2,
  title: '智能灯泡',
  image: '/catalogue/p/1-0.svg',
  standardName: '白色',
  price: 49,
  stock: 10,
  purchaseLimit: 9999,
  subtotal: 98,
  isAvailable: true,
  issue: null,
  ...over,
});

const PLAN: TPlanDetail = {
  id: 7,
  title: '三居室全屋智能方案',
  scene: '家庭',
  summary: '门锁、灯光与网关联动。',
  cover: '',
  authorName: '演***家',
  views: 12,
  productCount: 4,
  createTime: Date.UTC(2026, 10, 1),
  updateTime: Date.UTC(2026, 10, 1),
  htmlCode: '<h2>概述</h2><p>正文</p>',
  attachments: [{ url: '/files/2026/11/0123456789abcdef01234567.pdf', name: '清单.pdf', size: 2048, kind: 'pdf' }],
  products: [
    line({}),
    line({ productId: 2, standardId: 21, title: '门锁', quantity: 5, stock: 3, price: 999, subtotal: 4995 }),
    line({ productId: 3, standardId: 31, title: '网关', isAvailable: false, issue: 'soldOut', stock: 0 }),
    line({ productId: 4, standardId: 41, title: '传感器', quantity: 1, subtotal: 49 }),
  ],
  // 2 × 49 + 3 × 999 (the stock) + 49: what 一键加购 puts in.
  total: 3144,
  isOwner: false,
};

afterEach(() => {
  useLoginModal.setState({ isOpen: false, pending: null });
  localStorage.clear();
});

describe('PlanDetail', () => {
  it("shows the bill of materials at today's prices, a sold-out line marked, and the attachment", async () => {
    stubApi({ [CALLS.plan.detail.path]: ok(PLAN) });
    renderWithProviders(<PlanDetailPage />, { route: '/plan/detail?id=7' });
    expect((await screen.findByTestId('plan-title')).textContent).toBe('三居室全屋智能方案');
    expect(screen.getAllByTestId('plan-bom-line')).toHaveLength(4);
    expect(screen.getByTestId('plan-bom-issue').textContent).toBe('已售罄');
    expect(screen.getByText('库存仅剩3件')).toBeTruthy();
    expect(screen.getByTestId('plan-total-price').textContent).toBe('¥3144.00');
    expect(screen.getByTestId('plan-attachment').getAttribute('href')).toBe(PLAN.attachments[0]?.url);
    expect(screen.getByTestId('plan-body').innerHTML).toContain('<h2>概述</h2>');
    expect(screen.queryByTestId('plan-edit')).toBeNull();
  });

  it('puts every available line in the cart (capped at the stock), refreshes the cart and says what did not go in', async () => {
    signIn();
    const api = stubApi({
      [CALLS.plan.detail.path]: ok(PLAN),
      [CALLS.cart.query.path]: ok([]),
      [CALLS.cart.add.path]: (data: { standardId: number }) =>
        data.standardId === 41 ? fail(409, '该规格已售罄') : ok({ id: 1, number: 1, count: 1 }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<PlanDetailPage />, { route: '/plan/detail?id=7' });
    queryClient.setQueryData(CART_QUERY_KEY, []);
    await user.click(await screen.findByTestId('plan-add-to-cart'));
    const outcome = await screen.findByTestId('plan-cart-outcome');
    expect(api.sent(CALLS.cart.add.path)).toEqual([
      { productId: 1, standardId: 11, number: 2 },
      { productId: 2, standardId: 21, number: 3 },
      { productId: 4, standardId: 41, number: 1 },
    ]);
    expect(outcome.textContent).toContain('已将2种商品共5件加入购物车');
    expect(outcome.textContent).toContain('「门锁」库存仅剩3件，已加入3件');
    expect(outcome.textContent).toContain('「网关」未加入：已售罄');
    expect(outcome.textContent).toContain('「传感器」未加入：该规格已售罄');
    await waitFor(() => expect(queryClient.getQueryState(CART_QUERY_KEY)?.isInvalidated).toBe(true));
  });

  it('adds beside what the cart holds: the stock left, never a refused line', async () => {
    signIn();
    const held: TCartGroup = {
      agentId: 2,
      shopName: '安居智能',
      status: 1,
      check: true,
      productList: [
        {
          id: 5,
          productId: 2,
          standardId: 21,
          sysCategoryId: 3,
          title: '门锁',
          image: '',
          standardName: '',
          price: 999,
          number: 1,
          stock: 3,
          purchaseLimit: 9999,
          status: 1,
          check: true,
        },
      ],
    };
    const api = stubApi({
      [CALLS.plan.detail.path]: ok(PLAN),
      [CALLS.cart.query.path]: ok([held]),
      [CALLS.cart.add.path]: ok({ id: 1, number: 1, count: 1 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PlanDetailPage />, { route: '/plan/detail?id=7' });
    await user.click(await screen.findByTestId('plan-add-to-cart'));
    const outcome = await screen.findByTestId('plan-cart-outcome');
    expect(api.sent(CALLS.cart.add.path)).toContainEqual({ productId: 2, standardId: 21, number: 2 });
    expect(outcome.textContent).toContain('「门锁」购物车中已有1件，库存3件，已加入2件');
  });

  it('asks a guest to log in first and adds nothing until then', async () => {
    const api = stubApi({ [CALLS.plan.detail.path]: ok(PLAN) });
    const user = userEvent.setup();
    renderWithProviders(<PlanDetailPage />, { route: '/plan/detail?id=7' });
    await user.click(await screen.findByTestId('plan-add-to-cart'));
    expect(useLoginModal.getState().isOpen).toBe(true);
    expect(useLoginModal.getState().pending).toBeTypeOf('function');
    expect(api.sent(CALLS.cart.add.path)).toEqual([]);
  });

  it('shows the owner an edit link, and a missing plan its 404 state', async () => {
    const api = stubApi({ [CALLS.plan.detail.path]: ok({ ...PLAN, isOwner: true }) });
    const first = renderWithProviders(<PlanDetailPage />, { route: '/plan/detail?id=7' });
    expect((await screen.findByTestId('plan-edit')).closest('a')?.getAttribute('href')).toBe('/plan/add?id=7');
    first.unmount();
    api.on(CALLS.plan.detail.path, { status: 404, msg: '方案不存在', data: null, code: 'PLAN_NOT_FOUND' } as never);
    renderWithProviders(<PlanDetailPage />, { route: '/plan/detail?id=8' });
    expect(await screen.findByTestId('plan-missing')).toBeTruthy();
  });
});
