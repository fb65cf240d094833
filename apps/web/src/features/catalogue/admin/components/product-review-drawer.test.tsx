// @vitest-environment jsdom

import '../../../../test/dom';
import type { TListingContent, TListingDetail } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { connectSession } from '../../../../lib/request';
import { findToast, ok, renderWithProviders, stubApi } from '../../../../test/dom';
import { ProductReviewDrawer } from './product-review-drawer';

const LIVE: TListingContent = {
  categoryId: 12,
  categoryPath: '智能开关插座 / 智能插座',
  title: '极光 Wi-Fi 计量插座 16A',
  subtitle: '电量统计',
  brand: '极光',
  images: ['/catalogue/listing/a.svg'],
  detailHtml: '<p>16A 大功率</p>',
  facets: { protocols: ['Wi-Fi'], ecosystems: ['米家'], hubRequired: false, power: [], certifications: ['CCC'] },
  specs: [{ name: '规格', values: ['单只装'] }],
  skus: [{ id: 1, values: ['单只装'], price: 59, stock: 10, code: 'PL-1' }],
  weightGrams: 150,
};

const DETAIL: TListingDetail = {
  id: 265,
  sellerId: 1,
  shopName: '极光智能旗舰店',
  state: 2,
  stateReason: null,
  onSale: true,
  content: LIVE,
  revision: {
    state: 1,
    reason: null,
    content: {
      ...LIVE,
      title: '极光 Matter 计量插座 16A',
      specs: [{ name: '规格', values: ['单只装', '四只装'] }],
      skus: [...LIVE.skus, { id: null, values: ['四只装'], price: 199, stock: 100, code: 'PL-4' }],
      detailHtml: '<p>升级 Matter</p><script>alert(1)</script>',
    },
    updatedAt: Date.UTC(2026, 11, 11),
  },
  createdAt: Date.UTC(2026, 11, 1),
  updatedAt: Date.UTC(2026, 11, 10),
};

describe('ProductReviewDrawer', () => {
  // An operator is signed in: the console's calls carry its token.
  beforeAll(() => connectSession({ getToken: () => 'admin-token', dropSession: () => undefined }, 'admin'));

  it("shows an approved product's edit against the live listing and approves it", async () => {
    const api = stubApi({
      [ADMIN_CALLS.adminProduct.detail.path]: ok(DETAIL),
      [ADMIN_CALLS.adminProduct.approve.path]: ok(null),
    });
    const onClose = vi.fn();
    renderWithProviders(<ProductReviewDrawer productId={265} onClose={onClose} />);
    const changes = await screen.findByTestId('product-review-changes');
    expect(changes.textContent).toContain('极光 Wi-Fi 计量插座 16A');
    expect(changes.textContent).toContain('极光 Matter 计量插座 16A');
    expect(changes.textContent).toContain('四只装：¥199.00，库存 100，商家编码 PL-4');
    expect(changes.textContent).toContain('已修改');
    // The edit's detail as buyers read it (no script), then the live one.
    expect(screen.getByTestId('rich-text').getAttribute('srcdoc')).toContain('<p>升级 Matter</p>');
    expect(within(screen.getByTestId('product-review-skus')).getByText('新增')).toBeTruthy();
    await userEvent.click(screen.getByText('线上版本'));
    expect(screen.getByTestId('product-review-title').textContent).toBe('极光 Wi-Fi 计量插座 16A');
    expect(screen.getByTestId('rich-text').getAttribute('srcdoc')).toContain('<p>16A 大功率</p>');

    await userEvent.click(screen.getByTestId('product-review-approve'));
    await screen.findByText('通过这次修改？');
    await userEvent.click(lastOk());
    await waitFor(() =>
      expect(api.sent(ADMIN_CALLS.adminProduct.approve.path)).toEqual([
        { id: 265, version: DETAIL.revision?.updatedAt },
      ]),
    );
    expect(await findToast('已通过，修改已生效')).toBe('success');
    expect(onClose).toHaveBeenCalled();
  });

  it('rejects a new product with the reason typed', async () => {
    const pending: TListingDetail = { ...DETAIL, state: 1, onSale: false, revision: null };
    const api = stubApi({
      [ADMIN_CALLS.adminProduct.detail.path]: ok(pending),
      [ADMIN_CALLS.adminProduct.reject.path]: ok(null),
    });
    renderWithProviders(<ProductReviewDrawer productId={265} onClose={() => undefined} />);
    await screen.findByTestId('product-review-content');
    expect(screen.queryByTestId('product-review-changes')).toBeNull();
    await userEvent.click(screen.getByTestId('product-review-reject'));
    await userEvent.type(await screen.findByTestId('admin-reason-input'), '主图含有联系方式，请更换');
    await userEvent.click(screen.getByTestId('admin-reason-ok'));
    await waitFor(() =>
      expect(api.sent(ADMIN_CALLS.adminProduct.reject.path)).toEqual([
        // The version read: the product's own time, no revision waiting.
        { id: 265, reason: '主图含有联系方式，请更换', version: pending.updatedAt },
      ]),
    );
  });
});

/** The popconfirm's 通过 (the drawer's own 通过 is the first button of that name). */
function lastOk(): HTMLElement {
  const buttons = screen.getAllByRole('button', { name: '通过' });
  return buttons[buttons.length - 1] as HTMLElement;
}
