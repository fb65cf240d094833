import { CALLS, type TInvoiceTitle, type TOrder } from '@mall/contract';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCall, isE2eEnabled, openBrowser } from './browser.js';
import { journeyStart, logIn, lookSettled, type TJourney } from './journey-setup.js';
import { openPhone } from './phone.js';
import { confirmPop, DESKTOP, field, sellerLogIn, shoot, toastSays } from './seller-setup.js';

type TBrowser = Awaited<ReturnType<typeof openBrowser>>;

/** The company of the journey: every field a 增值税专用发票 needs. */
const COMPANY = {
  title: '杭州智联楼宇科技有限公司',
  taxNo: '91330106MA2KXXXX7D',
  bank: '中国工商银行杭州西湖支行',
  account: '1202021009900012345',
  address: '杭州市西湖区文三路398号',
  phone: '0571-88001234',
};

/**
 * 会员服务 › 发票抬头: a 单位 title typed in and saved, edited (its bank), a 个人 one added and deleted.
 * Answers the company title as the server keeps it.
 */
async function manageTitles(page: Page, j: TJourney, isPhone: boolean): Promise<TInvoiceTitle> {
  await page.goto('/user/develop?tab=invoice');
  await page.getByTestId('invoice-titles-panel').waitFor();
  expect(await page.locator('.ant-tabs-tab-active').textContent()).toBe('发票抬头');
  await page.getByTestId('invoice-title-add').click();
  const form = page.getByTestId('invoice-title-form');
  await form.waitFor();
  await field(form, 'invoice-title').fill(COMPANY.title);
  await field(form, 'invoice-tax-no').fill(COMPANY.taxNo.toLowerCase());
  await field(form, 'invoice-bank').fill('中国工商银行杭州分行');
  await field(form, 'invoice-account').fill(COMPANY.account);
  await field(form, 'invoice-address').fill(COMPANY.address);
  await field(form, 'invoice-phone').fill(COMPANY.phone);
  await lookSettled(page, 'invoice-title-form', isPhone);
  await page.getByTestId('invoice-title-save').click();
  await toastSays(page, '发票抬头已添加');
  const cards = page.getByTestId('invoice-title-card');
  await expect.poll(() => cards.count()).toBe(1);
  expect(await cards.first().textContent()).toContain(COMPANY.taxNo);

  // Edit: the bank was the branch's, not the sub-branch's.
  await cards.first().getByTestId('invoice-title-edit').click();
  await field(page.getByTestId('invoice-title-form'), 'invoice-bank').fill(COMPANY.bank);
  await page.getByTestId('invoice-title-save').click();
  await toastSays(page, '发票抬头已保存');
  await expect.poll(() => cards.first().textContent()).toContain(COMPANY.bank);

  // A personal title, then deleted.
  await page.getByTestId('invoice-title-add').click();
  const personal = page.getByTestId('invoice-title-form');
  await personal.getByText('个人', { exact: true }).click();
  await field(personal, 'invoice-title').fill(j.buyer.username.slice(0, 20));
  await page.getByTestId('invoice-title-save').click();
  await toastSays(page, '发票抬头已添加');
  await expect.poll(() => cards.count()).toBe(2);
  await lookSettled(page, 'invoice-titles', isPhone);
  await cards.first().getByTestId('invoice-title-remove').click();
  await confirmPop(page, '删除');
  await toastSays(page, '发票抬头已删除');
  await expect.poll(() => cards.count()).toBe(1);

  const titles = await apiCall<TInvoiceTitle[]>(CALLS.invoiceTitle.list.path, {}, j.buyer.token);
  expect(titles.data).toMatchObject([{ titleType: 2, ...COMPANY }]);
  return titles.data[0] as TInvoiceTitle;
}

/**
 * 立即购买 with a 增值税专用发票 on the saved 单位 title: the checkout's 发票 row opens its dialog (a
 * sheet on the phone), the title is picked, the order keeps the invoice; the buyer's order detail
 * shows 发票信息. Answers the order.
 */
async function checkoutWithInvoice(page: Page, j: TJourney, isPhone: boolean): Promise<TOrder> {
  await page.goto(`/order/settlement?productId=${j.product.id}&standardId=${j.standardId}&number=1`);
  const row = page.getByTestId('settle-invoice');
  await row.waitFor();
  expect(await page.getByTestId('settle-invoice-text').textContent()).toBe('不开发票');
  await row.getByTestId('settle-invoice-change').click();
  const dialog = page.getByTestId('invoice-dialog');
  await dialog.waitFor();
  await dialog.getByText('增值税专用发票', { exact: true }).click();
  await dialog.getByTestId('invoice-saved-title').filter({ hasText: COMPANY.title }).click();
  await expect.poll(() => field(dialog, 'invoice-tax-no').inputValue()).toBe(COMPANY.taxNo);
  await lookSettled(page, 'invoice-dialog', isPhone);
  await page.getByTestId('invoice-confirm').click();
  await expect
    .poll(() => page.getByTestId('settle-invoice-text').textContent())
    .toBe(`增值税专用发票 · 单位 · ${COMPANY.title} · ${COMPANY.taxNo}`);
  await lookSettled(page, 'invoice-settlement', isPhone);
  await page.getByTestId('settle-submit').click();
  await page.waitForURL((url) => url.pathname !== '/order/settlement', { timeout: 20_000 });

  const orders = await apiCall<TOrder[]>(CALLS.order.selectOrders.path, { page: 1, limit: 5 }, j.buyer.token);
  const order = orders.data[0];
  if (!order) throw new Error(`no order: ${JSON.stringify(orders)}`);
  expect(order.invoice).toEqual({ type: 2, titleType: 2, ...COMPANY });

  await page.goto(`/order/detail?orderId=${order.id}`);
  const info = page.getByTestId('order-invoice');
  await info.waitFor();
  const text = await info.textContent();
  for (const value of ['增值税专用发票', '单位', COMPANY.title, COMPANY.taxNo, COMPANY.bank, COMPANY.account]) {
    expect(text).toContain(value);
  }
  await lookSettled(page, 'invoice-order-detail', isPhone);
  return order;
}

/** The seller's order detail: once paid, every field to issue the invoice with. */
async function sellerSees(page: Page, j: TJourney, agentId: number, order: TOrder, isPhone: boolean): Promise<void> {
  const paid = await apiCall(CALLS.order.pay.path, { orderIds: [order.id], payType: 'aicoin' }, j.buyer.token);
  expect(paid.status).toBe(200);
  await sellerLogIn(page, `seller0${agentId}`);
  await page.goto(`/seller/order/detail?id=${order.id}`);
  const invoice = page.getByTestId('seller-detail-invoice');
  await invoice.waitFor();
  const text = await invoice.textContent();
  for (const value of ['增值税专用发票', COMPANY.title, COMPANY.taxNo, COMPANY.bank, COMPANY.account, COMPANY.phone]) {
    expect(text).toContain(value);
  }
  if (isPhone) await lookSettled(page, 'invoice-seller-detail', true);
  else await shoot(page, 'invoice-seller-detail');
}

async function journey(open: () => Promise<TBrowser>, isPhone: boolean, browsers: TBrowser[]) {
  const agentId = isPhone ? 3 : 2;
  const j = await journeyStart(agentId, isPhone ? '发票机' : '发票');
  const buyer = await open();
  browsers.push(buyer);
  await logIn(buyer.page, j);
  await manageTitles(buyer.page, j, isPhone);
  const order = await checkoutWithInvoice(buyer.page, j, isPhone);
  const seller = await open();
  browsers.push(seller);
  await sellerSees(seller.page, j, agentId, order, isPhone);
}

describe.runIf(isE2eEnabled())('invoices (发票) in Chromium', () => {
  const browsers: TBrowser[] = [];
  afterEach(async () => {
    for (const b of browsers.splice(0)) await b.close();
  });

  it('keeps titles, checks out with a 增值税专用发票 on a saved 单位 title, and both order details show it (desktop)', async () => {
    await journey(() => openBrowser(DESKTOP), false, browsers);
  });

  it('does the same on a 390 px phone', async () => {
    await journey(openPhone, true, browsers);
  });
});
