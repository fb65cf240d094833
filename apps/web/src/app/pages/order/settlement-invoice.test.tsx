// @vitest-environment jsdom

import { CALLS, CART_ITEM_STATUS, type TCartGroup, type TInvoiceTitle } from '@mall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_ADDRESS } from '../../../test/address';
import { ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import OrderConfirmPage from './settlement';

const CART: TCartGroup[] = [
  {
    agentId: 1,
    shopName: '智联旗舰店',
    status: 1,
    check: true,
    productList: [
      {
        id: 11,
        productId: 110,
        standardId: 1100,
        sysCategoryId: 5,
        title: '智能网关',
        image: '',
        standardName: '',
        price: 199,
        number: 1,
        stock: 50,
        purchaseLimit: 9999,
        status: CART_ITEM_STATUS.OK,
        check: true,
      },
    ],
  },
];

/** A saved 单位 title without bank details: enough for 普通发票, not for 专用. */
const SAVED: TInvoiceTitle = {
  id: 5,
  titleType: 2,
  title: '深圳智联科技有限公司',
  taxNo: '91440300MA5FXXXX1K',
  updatedAt: 1,
};

/** The 保存为常用抬头 checkbox's input. */
function saveBox(dialog: HTMLElement): HTMLInputElement {
  const box = within(dialog).getByTestId('invoice-save');
  return (box instanceof HTMLInputElement ? box : box.querySelector('input')) as HTMLInputElement;
}

function page() {
  return stubApi({
    [CALLS.cart.query.path]: ok(CART),
    [CALLS.address.selectAddress.path]: ok([TEST_ADDRESS]),
    [CALLS.coupon.mine.path]: ok([]),
    [CALLS.invoiceTitle.list.path]: ok([SAVED]),
    [CALLS.invoiceTitle.add.path]: (data) => ok({ ...data, id: 6, updatedAt: 2 }),
    [CALLS.freight.quote.path]: ok({ orders: [{ sellerId: 1, freight: 0 }], freight: 0 }),
    [CALLS.order.addOrder.path]: ok({ orderIds: [41] }),
  });
}

describe('OrderConfirm: 发票', () => {
  it('orders without an invoice by default', async () => {
    signIn();
    const api = page();
    const user = userEvent.setup();
    renderWithProviders(<OrderConfirmPage />, { route: '/order/settlement?cartIds=11' });
    await waitFor(() => expect(screen.getByTestId('settle-invoice-text').textContent).toBe('不开发票'));
    await user.click(screen.getByTestId('settle-submit'));
    await waitFor(() => expect(api.sent(CALLS.order.addOrder.path)).toHaveLength(1));
    expect(api.sent(CALLS.order.addOrder.path)[0]).not.toHaveProperty('invoice');
    // The dialog was never opened: its titles were never asked for.
    expect(api.sent(CALLS.invoiceTitle.list.path)).toEqual([]);
  });

  it('picks a saved 单位 title, asks for the bank details a 专用发票 needs, and sends the invoice with the order', async () => {
    signIn();
    const api = page();
    const user = userEvent.setup();
    renderWithProviders(<OrderConfirmPage />, { route: '/order/settlement?cartIds=11' });
    await user.click(await screen.findByTestId('settle-invoice-change'));
    // The dialog is a lazy chunk: its first import in this file may take a while on a loaded machine.
    const dialog = await screen.findByTestId('invoice-dialog', {}, { timeout: 5000 });
    await user.click(within(dialog).getByText('增值税专用发票'));
    await user.click(await within(dialog).findByTestId('invoice-saved-title'));
    expect((within(dialog).getByTestId('invoice-tax-no') as HTMLInputElement).value).toBe(SAVED.taxNo);
    expect(saveBox(dialog).disabled).toBe(true);

    await user.click(screen.getByTestId('invoice-confirm'));
    expect(await within(dialog).findByText('请填写开户银行')).toBeTruthy();
    await user.type(within(dialog).getByTestId('invoice-bank'), '招商银行深圳科技园支行');
    await user.type(within(dialog).getByTestId('invoice-account'), '755912345610001');
    await user.type(within(dialog).getByTestId('invoice-address'), '深圳市南山区科技园1号');
    await user.type(within(dialog).getByTestId('invoice-phone'), '0755-86001234');
    await user.click(screen.getByTestId('invoice-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('settle-invoice-text').textContent).toBe(
        `增值税专用发票 · 单位 · ${SAVED.title} · ${SAVED.taxNo}`,
      ),
    );

    await user.click(screen.getByTestId('settle-submit'));
    await waitFor(() => expect(api.sent(CALLS.order.addOrder.path)).toHaveLength(1));
    expect(api.sent(CALLS.order.addOrder.path)[0]).toMatchObject({
      cartIds: [11],
      invoice: {
        type: 2,
        titleType: 2,
        title: SAVED.title,
        taxNo: SAVED.taxNo,
        bank: '招商银行深圳科技园支行',
        account: '755912345610001',
        address: '深圳市南山区科技园1号',
        phone: '0755-86001234',
      },
    });
    // Picked from the saved titles: nothing new was saved.
    expect(api.sent(CALLS.invoiceTitle.add.path)).toEqual([]);
  }, 20_000);

  it('saves a typed personal title as 常用抬头 when asked', async () => {
    signIn();
    const api = page();
    const user = userEvent.setup();
    renderWithProviders(<OrderConfirmPage />, { route: '/order/settlement?cartIds=11' });
    await user.click(await screen.findByTestId('settle-invoice-change'));
    const dialog = await screen.findByTestId('invoice-dialog');
    await user.click(within(dialog).getByText('个人'));
    await user.type(within(dialog).getByTestId('invoice-title'), '王小明');
    expect(saveBox(dialog).checked).toBe(true);
    await user.click(screen.getByTestId('invoice-confirm'));
    await waitFor(() => expect(screen.getByTestId('settle-invoice-text').textContent).toBe('普通发票 · 个人 · 王小明'));
    expect(api.sent(CALLS.invoiceTitle.add.path)).toEqual([{ titleType: 1, title: '王小明' }]);
  }, 20_000);
});
