// @vitest-environment jsdom

import { CALLS, type TPlanDetail, type TPlanLine, type TProductCard } from '@mall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePageTitleStore } from '../../../stores/page-title';
import { fail, findToast, ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import { ROUTE_TITLES } from '../../route-names';
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

/** The picker's catalogue: two products in stock, each with one standard. */
const CARDS = [
  { id: 5, title: '智能窗帘电机', price: 399 },
  { id: 6, title: '智能网关', price: 1299.5 },
].map(
  (c): TProductCard => ({
    ...c,
    subtitle: '',
    marketPrice: 0,
    image: `/catalogue/p/${c.id}-0.svg`,
    agentId: 1,
    shopName: '智联自营',
    sales: 0,
    createdAt: 0,
    iot: {} as TProductCard['iot'],
    isSoldOut: false,
  }),
);
const STOCKS_BY_PRODUCT: Record<number, typeof STOCKS> = {
  5: STOCKS,
  6: [{ ...(STOCKS[0] as (typeof STOCKS)[number]), id: 61, productId: 6, name: '网关', price: 1299.5 }],
};

describe('PlanAdd', () => {
  it("edits the author's plan: sends the contract's payload and keeps the server's 407 in view, in Chinese", async () => {
    signIn();
    const refusal = '参数解析失败：data.products.0 商品不存在、已下架或规格不符';
    const api = stubApi({
      [CALLS.plan.detail.path]: ok(PLAN),
      [CALLS.catalogue.getStocks.path]: ok(STOCKS),
      [CALLS.plan.update.path]: { ...fail(407, refusal, 'PLAN_PRODUCT_INVALID'), field: 'products.0' },
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

  it('prices each line by its quantity, keeps a running 合计, and says when 添加 finds the standard listed', async () => {
    signIn();
    stubApi({
      [CALLS.catalogue.queryPortalPage.path]: ok(CARDS, CARDS.length),
      [CALLS.catalogue.getStocks.path]: (data: { productId: number }) => ok(STOCKS_BY_PRODUCT[data.productId] ?? []),
    });
    const user = userEvent.setup();
    renderWithProviders(<PlanAddPage />, { route: '/plan/add' });
    await screen.findByTestId('plan-form');
    // The page's heading is its document title (`发布方案 - 智联商城`).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('发布方案');
    expect(usePageTitleStore.getState().title).toBe('发布方案');
    expect(ROUTE_TITLES.PlanAdd).toBe('发布方案');

    await user.click(screen.getByTestId('plan-add-product'));
    const add = async (title: string) => {
      const item = (await screen.findAllByTestId('plan-picker-item')).find((i) => i.textContent?.includes(title));
      await user.click(within(item as HTMLElement).getByTestId('plan-picker-add'));
    };
    await add('智能窗帘电机');
    expect(await findToast('已添加「智能窗帘电机」')).toBe('success');
    // 添加 again: one line, one more unit, and the editor says so.
    await add('智能窗帘电机');
    expect(await findToast('「智能窗帘电机」已在清单中，数量已加1')).toBe('info');
    expect(screen.getAllByTestId('plan-bom-edit-line')).toHaveLength(1);
    // The picker marks what the list holds.
    expect(screen.getAllByTestId('plan-picker-listed').map((e) => e.closest('li')?.dataset.productId)).toEqual(['5']);
    await waitFor(() => expect(screen.getByTestId('plan-bom-edit-subtotal').textContent).toBe('¥798.00¥399.00 × 2'));
    await add('智能网关');
    expect(await findToast('已添加「智能网关」')).toBe('success');
    await waitFor(() =>
      expect(screen.getByTestId('plan-bom-edit-total').textContent).toBe('共 2 种 3 件，合计¥2097.50'),
    );

    // The total follows the quantities as they are typed.
    const quantities = screen.getAllByTestId('plan-bom-edit-quantity') as HTMLInputElement[];
    fireEvent.change(quantities[1] as HTMLInputElement, { target: { value: '3' } });
    await waitFor(() =>
      expect(screen.getByTestId('plan-bom-edit-total').textContent).toBe('共 2 种 5 件，合计¥4696.50'),
    );
    const subtotals = screen.getAllByTestId('plan-bom-edit-subtotal').map((e) => e.textContent);
    expect(subtotals).toEqual(['¥798.00¥399.00 × 2', '¥3898.50¥1299.50 × 3']);
  });

  it('leaves the untouched rich-text box plain, and flags it once the author submits without a body', async () => {
    signIn();
    const api = stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<PlanAddPage />, { route: '/plan/add' });
    await screen.findByTestId('plan-editor');
    await user.type(screen.getByTestId('plan-title-input'), '卧室照明方案');
    const box = () => screen.getByTestId('plan-editor').closest('.plan-editor') as HTMLElement;
    expect(box().classList.contains('is-invalid')).toBe(false);
    expect(screen.queryByText('请填写方案详情')).toBeNull();
    await user.click(screen.getByTestId('plan-submit'));
    expect(await screen.findByText('请填写方案详情')).toBeTruthy();
    await waitFor(() => expect(box().classList.contains('is-invalid')).toBe(true));
    expect(api.sent(CALLS.plan.add.path)).toHaveLength(0);
  });

  it("shows somebody else's plan as missing", async () => {
    signIn();
    stubApi({ [CALLS.plan.detail.path]: ok({ ...PLAN, isOwner: false }) });
    renderWithProviders(<PlanAddPage />, { route: '/plan/add?id=9' });
    expect(await screen.findByTestId('plan-missing')).toBeTruthy();
  });
});
