// @vitest-environment jsdom

import { CALLS, chinaDate, DEMAND_STATUS, type TDemandDetail } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import UserProcurementAddPage from './procurement-add';

const now = Date.now();

function draft(extra: Partial<TDemandDetail> = {}): TDemandDetail {
  return {
    id: 9,
    title: '办公室智能门锁采购',
    categoryId: null,
    categoryName: '',
    buyerName: 'd***o',
    itemCount: 1,
    itemNames: ['智能门锁'],
    budget: 20000,
    province: '440000',
    city: '440300',
    area: '440305',
    regionText: '广东省 深圳市 南山区',
    deliveryDate: chinaDate(now, 30),
    quoteDeadline: chinaDate(now, 5),
    quoteDeadlineAt: now + 5 * 86_400_000,
    quoteCount: 0,
    status: DEMAND_STATUS.DRAFT,
    statusText: '草稿',
    createTime: now,
    publishTime: null,
    items: [{ id: 1, name: '智能门锁', spec: 'C级锁芯', quantity: 20, unit: '把', targetPrice: 899 }],
    description: '',
    attachments: [],
    isOwner: true,
    contactName: '王经理',
    contactPhone: '13800138000',
    settledQuoteId: null,
    orderId: null,
    ...extra,
  };
}

function renderForm(route: string, detail = draft()) {
  signIn();
  const api = stubApi({
    [CALLS.catalogue.showSon.path]: ok([]),
    [CALLS.account.selectUsers.path]: ok({ userId: 7, username: 'demo', nickname: '演示买家', phone: '13900001111' }),
    [CALLS.procurement.detail.path]: ok(detail),
    [CALLS.procurement.update.path]: ok(null),
    [CALLS.procurement.add.path]: ok({ id: 12 }),
  });
  return { api, user: userEvent.setup(), ...renderWithProviders(<UserProcurementAddPage />, { route }) };
}

describe('UserProcurementAdd', () => {
  it('says in Chinese what a new demand still lacks', async () => {
    const { api, user } = renderForm('/user/procurement/add');
    await user.click(await screen.findByTestId('procurement-submit'));
    for (const text of ['请填写采购标题', '请填写物品名称', '请填写采购数量', '请选择交货地区', '请选择报价截止日期']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(api.sent(CALLS.procurement.add.path)).toEqual([]);
    // The contact starts as the buyer's own.
    await waitFor(() =>
      expect((screen.getByTestId('procurement-contact-phone') as HTMLInputElement).value).toBe('13900001111'),
    );
  });

  it('keeps one item at least and adds rows', async () => {
    const { user } = renderForm('/user/procurement/add');
    expect(await screen.findByTestId('item-row-0')).toBeTruthy();
    expect(screen.getByTestId('item-remove').hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByTestId('procurement-add-item'));
    expect(screen.getByTestId('item-row-1')).toBeTruthy();
    expect(screen.getByTestId('procurement-add-item').textContent).toContain('2/50');
  });

  it('publishes a draft as edited, then shows its quotes', async () => {
    const { api, user, location } = renderForm('/user/procurement/add?id=9');
    const title = (await screen.findByTestId('procurement-title-input')) as HTMLInputElement;
    expect(title.value).toBe('办公室智能门锁采购');
    await user.clear(title);
    await user.type(title, '办公室智能门锁采购（二期）');
    await user.click(screen.getByTestId('procurement-submit'));
    await waitFor(() => expect(location()).toBe('/user/procurement/offer?id=9'));
    expect(api.sent(CALLS.procurement.update.path)).toEqual([
      {
        id: 9,
        title: '办公室智能门锁采购（二期）',
        items: [{ name: '智能门锁', spec: 'C级锁芯', quantity: 20, unit: '把', targetPrice: 899 }],
        budget: 20000,
        province: '440000',
        city: '440300',
        area: '440305',
        deliveryDate: chinaDate(now, 30),
        quoteDeadline: chinaDate(now, 5),
        contactName: '王经理',
        contactPhone: '13800138000',
        draft: false,
      },
    ]);
  });

  it("keeps the server's refusal in view", async () => {
    const { api, user } = renderForm('/user/procurement/add?id=9');
    api.on(CALLS.procurement.update.path, fail(409, '已有商家报价，采购需求不能再修改'));
    await user.click(await screen.findByTestId('procurement-draft'));
    expect((await screen.findByTestId('procurement-form-error')).textContent).toContain(
      '已有商家报价，采购需求不能再修改',
    );
  });

  it("puts a 407 on the field the server names, the item's row included", async () => {
    const { api, user } = renderForm('/user/procurement/add?id=9');
    const msg = '参数解析失败：data.items.0.quantity 采购数量须为整数';
    api.on(CALLS.procurement.update.path, { ...fail(407, msg), field: 'items.0.quantity' });
    await user.click(await screen.findByTestId('procurement-submit'));
    expect((await screen.findByTestId('procurement-form-error')).textContent).toContain(msg);
    const row = screen.getByTestId('item-row-0');
    await waitFor(() => expect(row.textContent).toContain('采购数量须为整数'));
  });

  it('does not offer a demand with quotes for editing', async () => {
    renderForm(
      '/user/procurement/add?id=9',
      draft({ status: DEMAND_STATUS.QUOTING, quoteCount: 2, statusText: '报价中' }),
    );
    expect((await screen.findByTestId('procurement-not-editable')).textContent).toContain('已有商家报价');
  });
});
