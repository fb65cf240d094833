// @vitest-environment jsdom

import { CALLS, type TSellerProduct } from '@mall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, findToast, ok, renderWithProviders, stubApi } from '../../../test/dom';
import { useSellerSession } from '../session';
import { ProductCard } from './product-card';

const ADJUST = CALLS.sellerProduct.adjustStock.path;
const PRICE = CALLS.sellerProduct.updatePrice.path;
const LIMIT = CALLS.sellerProduct.setPurchaseLimit.path;
const SUBMIT = CALLS.sellerProduct.submit.path;
const REMOVE = CALLS.sellerProduct.remove.path;

const PRODUCT: TSellerProduct = {
  id: 5,
  title: '智能网关 Pro',
  image: '',
  categoryName: '网关',
  status: 1,
  state: 2,
  stateReason: null,
  revisionState: null,
  revisionReason: null,
  price: 99,
  stock: 13,
  sales: 20,
  reviewCount: 2,
  updatedAt: 0,
  purchaseLimit: null,
  freightTemplateId: null,
  standards: [
    { id: 51, name: '白色', price: 99, stock: 3, sales: 12, purchaseLimit: 5 },
    { id: 52, name: '黑色', price: 109, stock: 10, sales: 8, purchaseLimit: 5 },
  ],
};

function row(standardId: number) {
  const found = document.querySelector<HTMLElement>(`[data-standard-id="${standardId}"]`);
  if (!found) throw new Error(`no row ${standardId}`);
  return within(found);
}

describe('ProductCard', { timeout: 15_000 }, () => {
  beforeEach(() => {
    useSellerSession.setState({ token: 'seller-token' });
  });

  it('marks low stock and sends 出库 as a negative change; a refusal is toasted with the server’s words', async () => {
    const api = stubApi({ [ADJUST]: fail(409, '库存不足以扣减，当前库存 3 件') });
    const user = userEvent.setup();
    renderWithProviders(<ProductCard product={PRODUCT} isPhone={false} />);
    expect(row(51).getByTestId('seller-stock-value').className).toContain('is-low');
    await user.click(row(51).getByTestId('seller-stock-adjust'));
    await user.click(await screen.findByText('出库 −'));
    // 0 is refused before anything is sent.
    await user.click(screen.getByTestId('seller-stock-submit'));
    expect(await screen.findByText('请填写数量')).toBeTruthy();
    await user.type(screen.getByTestId('seller-stock-quantity'), '4');
    expect(screen.getByText('调整后库存 -1 件（库存不足，无法出库）')).toBeTruthy();
    await user.click(screen.getByTestId('seller-stock-submit'));
    await waitFor(() => expect(api.sent(ADJUST)).toEqual([{ standardId: 51, delta: -4 }]));
    expect(await findToast('库存不足以扣减，当前库存 3 件')).toBe('error');
  });

  it('sends 入库 as a positive change and closes', async () => {
    const api = stubApi({ [ADJUST]: ok({ ...PRODUCT.standards[0], stock: 8 }) });
    const user = userEvent.setup();
    renderWithProviders(<ProductCard product={PRODUCT} isPhone={false} />);
    await user.click(row(51).getByTestId('seller-stock-adjust'));
    await user.type(await screen.findByTestId('seller-stock-quantity'), '5');
    await user.click(screen.getByTestId('seller-stock-submit'));
    await waitFor(() => expect(api.sent(ADJUST)).toEqual([{ standardId: 51, delta: 5 }]));
    expect(await findToast('入库 5 件，现库存 8')).toBe('success');
  });

  it('saves a changed price of one standard only', async () => {
    const api = stubApi({ [PRICE]: ok({ ...PRODUCT.standards[1], price: 88.5 }) });
    const user = userEvent.setup();
    renderWithProviders(<ProductCard product={PRODUCT} isPhone={false} />);
    const save = row(52).getByTestId('seller-price-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const input = row(52).getByTestId('seller-price-input');
    await user.clear(input);
    await user.type(input, '88.5');
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    await waitFor(() => expect(api.sent(PRICE)).toEqual([{ standardId: 52, price: 88.5 }]));
    expect(await findToast('价格已保存')).toBe('success');
  });

  it('shows the 限购 and sets one: a custom number is checked before it is sent, 默认 sends null', async () => {
    const api = stubApi({ [LIMIT]: ok({ productId: 5, purchaseLimit: 2, standards: [] }) });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<ProductCard product={PRODUCT} isPhone={false} />);
    expect(screen.getByTestId('seller-product-limit').textContent).toBe('默认（各规格库存的20%，至少5件）');
    expect(row(51).getByTestId('seller-standard-limit').textContent).toBe('5 件/人');
    await user.click(screen.getByTestId('seller-limit-open'));
    await user.click(await screen.findByText('自定义'));
    await user.click(screen.getByTestId('seller-limit-submit'));
    expect(await screen.findByText('请填写限购数量')).toBeTruthy();
    await user.type(screen.getByTestId('seller-limit-input'), '2');
    await user.click(screen.getByTestId('seller-limit-submit'));
    await waitFor(() => expect(api.sent(LIMIT)).toEqual([{ productId: 5, limit: 2 }]));
    expect(await findToast('已设置每人限购 2 件')).toBe('success');
    unmount();

    renderWithProviders(<ProductCard product={{ ...PRODUCT, purchaseLimit: 2 }} isPhone={true} />);
    expect(screen.getByTestId('seller-product-limit').textContent).toBe('每人限购 2 件');
    await user.click(screen.getByTestId('seller-limit-open'));
    expect((await screen.findByTestId('seller-limit-input')).getAttribute('value')).toBe('2');
    await user.click(screen.getByText(/^默认（/));
    await user.click(screen.getByTestId('seller-limit-submit'));
    await waitFor(() =>
      expect(api.sent(LIMIT)).toEqual([
        { productId: 5, limit: 2 },
        { productId: 5, limit: null },
      ]),
    );
  });

  it('offers a draft 编辑, 提交审核 and 删除 (confirmed), and none of the approved tools', async () => {
    const api = stubApi({ [SUBMIT]: ok(null), [REMOVE]: ok(null) });
    const user = userEvent.setup();
    renderWithProviders(<ProductCard product={{ ...PRODUCT, status: 0, state: 0 }} isPhone={false} />);
    expect(screen.getByTestId('product-state').textContent).toBe('草稿');
    expect(screen.getByTestId('product-edit').getAttribute('href')).toBe('/seller/product/edit?id=5');
    expect(screen.queryByTestId('product-withdraw')).toBeNull();
    expect(screen.queryByTestId('seller-limit-open')).toBeNull();
    expect(screen.queryByTestId('seller-product-shelf')).toBeNull();
    await user.click(screen.getByTestId('product-submit'));
    await waitFor(() => expect(api.sent(SUBMIT)).toEqual([{ id: 5 }]));
    await user.click(screen.getByTestId('product-remove'));
    await user.click(
      within(document.querySelector<HTMLElement>('.ant-popconfirm')!).getByRole('button', { name: '删除' }),
    );
    await waitFor(() => expect(api.sent(REMOVE)).toEqual([{ id: 5 }]));
  });

  it('shows a rejected revision’s reason and offers 提交审核 and 删除修改 on a live product', async () => {
    const api = stubApi({ [REMOVE]: ok(null) });
    const user = userEvent.setup();
    renderWithProviders(
      <ProductCard product={{ ...PRODUCT, revisionState: 3, revisionReason: '图片不清晰' }} isPhone={false} />,
    );
    expect(screen.getByTestId('product-revision-state').textContent).toBe('修改被驳回');
    expect(screen.getByTestId('product-revision-reason').textContent).toBe('修改驳回原因：图片不清晰');
    expect(screen.getByTestId('product-submit')).toBeTruthy();
    expect(screen.queryByTestId('product-remove')).toBeNull();
    expect(screen.getByTestId('seller-limit-open')).toBeTruthy();
    await user.click(screen.getByTestId('product-remove-revision'));
    await user.click(
      within(document.querySelector<HTMLElement>('.ant-popconfirm')!).getByRole('button', { name: '删除修改' }),
    );
    await waitFor(() => expect(api.sent(REMOVE)).toEqual([{ id: 5, revision: true }]));
  });

  it('names a rejected product’s reason and a pending one offers only 撤回审核', () => {
    const { unmount } = renderWithProviders(
      <ProductCard product={{ ...PRODUCT, status: 0, state: 3, stateReason: '类目不符' }} isPhone={false} />,
    );
    expect(screen.getByTestId('product-reason').textContent).toBe('驳回原因：类目不符');
    unmount();
    renderWithProviders(<ProductCard product={{ ...PRODUCT, status: 0, state: 1 }} isPhone={false} />);
    expect(screen.getByTestId('product-withdraw')).toBeTruthy();
    expect(screen.queryByTestId('product-submit')).toBeNull();
    expect(screen.queryByTestId('product-remove')).toBeNull();
  });
});
