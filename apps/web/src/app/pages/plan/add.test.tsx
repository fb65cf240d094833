// @vitest-environment jsdom

import { CALLS, type TPlanDetail, type TPlanLine } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import PlanAddPage from './add';

const PLAN: TPlanDetail = {
  id: 9,
  title: '酒店客房智能控制方案',
  scene: '酒店',
  summary: '插卡取电、灯光窗帘与空调联动的客房方案。',
  cover: '/catalogue/p/3-0.svg',
  authorName: 'd***o',
  views: 3,
  productCount: 1,
  createTime: 0,
  updateTime: 0,
  htmlCode: '<p>客房插卡后灯光渐亮，窗帘自动打开。</p>',
  attachments: [],
  products: [
    {
      productId: 5,
      standardId: 51,
      quantity: 2,
      title: '智能窗帘电机',
      image: '/catalogue/p/5-0.svg',
      standardName: '标准版',
      price: 399,
      stock: 20,
      purchaseLimit: 9999,
      subtotal: 798,
      isAvailable: true,
      issue: null,
    },
  ],
  total: 798,
  isOwner: true,
};

const STOCKS = [
  { id: 51, productId: 5, specs: ['标准版'], name: '标准版', price: 399, stock: 20, sales: 0, purchaseLimit: 9999 },
];

describe('PlanAdd', () => {
  it("edits the author's plan: sends the contract's payload and keeps the server's 407 in view, in Chinese", async () => {
    signIn();
    const refusal = '参数解析失败：data.products.0 商品不存在、已下架或规格不符';
    const api = stubApi({
      [CALLS.plan.detail.path]: ok(PLAN),
      [CALLS.catalogue.getStocks.path]: ok(STOCKS),
      [CALLS.plan.update.path]: fail(407, refusal),
    });
    const user = userEvent.setup();
    renderWithProviders(<PlanAddPage />, { route: '/plan/add?id=9' });
    await screen.findByTestId('plan-form');
    expect((screen.getByTestId('plan-title-input') as HTMLInputElement).value).toBe(PLAN.title);
    expect(screen.getAllByTestId('plan-bom-edit-line')).toHaveLength(1);
    await user.click(screen.getByTestId('plan-submit'));
    await waitFor(() => expect(api.sent(CALLS.plan.update.path)).toHaveLength(1));
    // A demo product picture is no upload of the author: the cover is left out, the rest is as stored.
    expect(api.sent(CALLS.plan.update.path)[0]).toEqual({
      id: 9,
      title: PLAN.title,
      scene: '酒店',
      summary: PLAN.summary,
      htmlCode: PLAN.htmlCode,
      products: [{ productId: 5, standardId: 51, quantity: 2 }],
    });
    // The refusal names a line: it says which one, above the form and on the list.
    expect((await screen.findByTestId('plan-form-error')).textContent).toBe('第1件产品：商品不存在、已下架或规格不符');
    expect(await screen.findAllByText('第1件产品：商品不存在、已下架或规格不符')).toHaveLength(2);
  });

  it('starts an edit without the lines the catalogue no longer sells, and says which', async () => {
    signIn();
    const first = PLAN.products[0] as TPlanLine;
    const plan: TPlanDetail = {
      ...PLAN,
      products: [
        first,
        { ...first, productId: 6, standardId: 61, title: '网关', isAvailable: false, issue: 'offSale', stock: 0 },
        { ...first, productId: 7, standardId: 71, title: '', isAvailable: false, issue: 'gone', stock: 0 },
        { ...first, productId: 8, standardId: 81, title: '门锁', isAvailable: false, issue: 'soldOut', stock: 0 },
      ],
    };
    stubApi({ [CALLS.plan.detail.path]: ok(plan), [CALLS.catalogue.getStocks.path]: ok(STOCKS) });
    renderWithProviders(<PlanAddPage />, { route: '/plan/add?id=9' });
    expect((await screen.findByTestId('plan-form-dropped')).textContent).toContain(
      '清单中的「网关」「已删除的商品」已下架或不存在，已从清单移除',
    );
    // A sold-out product is still sold: it stays.
    expect(screen.getAllByTestId('plan-bom-edit-line').map((l) => l.dataset.productId)).toEqual(['5', '8']);
  });

  it("shows somebody else's plan as missing", async () => {
    signIn();
    stubApi({ [CALLS.plan.detail.path]: ok({ ...PLAN, isOwner: false }) });
    renderWithProviders(<PlanAddPage />, { route: '/plan/add?id=9' });
    expect(await screen.findByTestId('plan-missing')).toBeTruthy();
  });
});
