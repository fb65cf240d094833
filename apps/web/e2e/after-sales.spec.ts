import { CALLS, formatYuan, type TOrder, type TServiceData } from '@mall/contract';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCall, isE2eEnabled, openBrowser } from './browser.js';
import { PNG_TEAL } from './images.js';
import {
  balanceOf,
  journeyStart,
  journeyWithSpecs,
  logIn,
  look,
  sellerRequest,
  shippedOrder,
  stockOf,
  type TJourney,
} from './journey-setup.js';
import { openPhone } from './phone.js';

type TBrowser = Awaited<ReturnType<typeof openBrowser>>;

/** A received order of one unit (received in the UI would be the review journey's; here over the API). */
async function receivedOrderOf(j: TJourney): Promise<number> {
  const orderId = await shippedOrder(j);
  const received = await apiCall(CALLS.order.confirmReceipt.path, { orderId }, j.buyer.token);
  expect(received.status).toBe(200);
  return orderId;
}

async function sellerCall(j: TJourney, path: string, data: unknown) {
  const answer = await apiCall(path, data, j.seller.token);
  expect(answer, path).toMatchObject({ status: 200 });
}

/**
 * From OrderDetail's 申请售后 to the form of `type`, filled and sent; a 换货 picks `spec` in the spec
 * picker (the one bought is preselected).
 */
async function apply(page: Page, orderId: number, type: '退货退款' | '换货', isPhone: boolean, spec?: string) {
  await page.goto(`/order/detail?orderId=${orderId}`);
  await page.getByTestId('after-sales-apply').first().click();
  await page.waitForURL((url) => url.pathname === '/order/service');
  await page.getByTestId('service-choice').waitFor();
  await look(page, `service-choice-${type}`, isPhone);
  await page.getByTestId(type === '换货' ? 'service-choice-3' : 'service-choice-2').click();
  await page.waitForURL((url) => url.pathname === (type === '换货' ? '/order/change' : '/order/return'));
  await page.getByTestId('service-apply').waitFor();
  // Nothing chosen yet: the reason is asked for.
  await page.getByTestId('service-submit').click();
  await page.getByText('请选择售后原因').waitFor();
  if (spec) {
    const picker = page.getByTestId('service-exchange-specs');
    await picker.waitFor();
    await picker.locator('label.ant-radio-button-wrapper', { hasText: spec }).click();
    await expect.poll(() => picker.getByRole('radio', { name: spec }).isChecked()).toBe(true);
  }
  await page.getByRole('radio', { name: '商品质量问题' }).check();
  await page.getByTestId('service-description').fill('使用两天后无法联网，重置无效。');
  await page.getByLabel('上传凭证').setInputFiles([PNG_TEAL]);
  await expect.poll(() => page.getByTestId('uploaded-image').count(), { timeout: 20_000 }).toBe(1);
  if (isPhone) {
    // Scrolled to the end, 返回顶部 floats above the fixed 提交申请 bar, never over the button.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const backToTop = page.getByTestId('back-to-top');
    await backToTop.waitFor();
    const [top, submit] = await Promise.all([
      backToTop.boundingBox(),
      page.getByTestId('service-submit').boundingBox(),
    ]);
    expect(top && submit && top.y + top.height <= submit.y).toBe(true);
  }
  await look(page, `service-apply-${type}`, isPhone);
  await page.getByTestId('service-submit').click();
  await page.waitForURL((url) => url.pathname === '/order/service');
  await expect.poll(() => page.getByTestId('service-status').textContent(), { timeout: 20_000 }).toBe('待审核');
}

/**
 * 待寄回: the seller's return address is on the page and 复制 puts it on the clipboard on one line;
 * the buyer writes the parcel → 待商家收货.
 */
async function writeLogistics(page: Page, isPhone: boolean, j: TJourney, orderId: number) {
  await page.reload();
  await expect.poll(() => page.getByTestId('service-status').textContent(), { timeout: 20_000 }).toBe('待寄回');
  const services = await apiCall<TServiceData[]>(CALLS.afterSales.selectSingle.path, { orderId }, j.buyer.token);
  const address = services.data[0]?.returnAddress;
  if (!address) throw new Error('an approved request without a return address');
  const box = page.getByTestId('service-return-address');
  await expect.poll(() => box.textContent()).toContain(address.fullAddress);
  await expect.poll(() => box.textContent()).toContain(`${address.name} ${address.phone}`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await box.getByTestId('service-copy-address').click();
  await page.locator('.ant-message').getByText('已复制退货地址').first().waitFor({ timeout: 20_000 });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${address.name} ${address.phone} ${address.fullAddress}`,
  );
  await look(page, 'service-return-address', isPhone);
  // The carriers are chips (antd radio buttons): the label is what a finger taps.
  await page.locator('label.ant-radio-button-wrapper', { hasText: '顺丰速运' }).click();
  await expect.poll(() => page.getByRole('radio', { name: '顺丰速运' }).isChecked()).toBe(true);
  await page.getByTestId('return-logistics-no').fill('SF1234567890');
  await look(page, 'service-logistics', isPhone);
  await page.getByTestId('return-logistics-submit').click();
  await expect.poll(() => page.getByTestId('service-status').textContent(), { timeout: 20_000 }).toBe('待商家收货');
}

async function returnJourney(browser: TBrowser, isPhone: boolean) {
  const { page } = browser;
  const j = await journeyStart(isPhone ? 2 : 1, isPhone ? '退货手机' : '退货');
  const orderId = await receivedOrderOf(j);
  const balance0 = await balanceOf(j.buyer.token);
  const stock0 = await stockOf(j.product.id, j.standardId);
  await logIn(page, j);

  await apply(page, orderId, '退货退款', isPhone);
  await look(page, 'service-progress-applied', isPhone);
  const request = await sellerRequest(j, orderId);
  await sellerCall(j, CALLS.sellerAfterSales.approve.path, { id: request.id });
  await writeLogistics(page, isPhone, j, orderId);
  await sellerCall(j, CALLS.sellerAfterSales.receive.path, { id: request.id });

  // 退款成功: the AI币 back, the stock back, the order 已关闭 with 已退款.
  await page.reload();
  await expect.poll(() => page.getByTestId('service-status').textContent(), { timeout: 20_000 }).toBe('退款成功');
  await expect.poll(() => page.getByTestId('service-refund-channel').textContent()).toBe('已原路退回AI币余额');
  await look(page, 'service-refunded', isPhone);
  const order = (await apiCall<{ order: TOrder }>(CALLS.order.selectSingleOrder1.path, { orderId }, j.buyer.token)).data
    .order;
  const refunded = order.orderDetailList[0]?.amount ?? 0;
  expect(await balanceOf(j.buyer.token)).toBeCloseTo(balance0 + refunded, 2);
  expect(await stockOf(j.product.id, j.standardId)).toBe(stock0 + 1);

  await page.goto(`/order/detail?orderId=${orderId}`);
  await expect.poll(() => page.getByTestId('order-status').first().textContent()).toContain('已关闭');
  await expect.poll(() => page.getByTestId('order-refunded').textContent()).toBe(`¥${formatYuan(order.refundedPrice)}`);
  await expect.poll(() => page.getByTestId('after-sales-status').textContent()).toBe('退货退款 · 退款成功');
  await expect.poll(() => page.getByTestId('order-line-returned').textContent()).toBe('已退 1 件');
  await look(page, 'order-detail-refunded', isPhone);

  // The 退款 record on the AI币 page.
  await page.goto('/user/aicoin');
  await page.getByText('退款', { exact: true }).first().waitFor();
}

async function exchangeJourney(browser: TBrowser, isPhone: boolean) {
  const { page } = browser;
  const j = await journeyWithSpecs(3, isPhone ? '换货手机' : '换货');
  const orderId = await receivedOrderOf(j);
  const wanted = j.product.listStandar[1]!;
  await logIn(page, j);

  // The buyer asks for the product's second standard instead of the one bought.
  await apply(page, orderId, '换货', isPhone, wanted.name);
  await expect.poll(() => page.getByTestId('service-exchange-spec').textContent()).toBe(wanted.name);
  const request = await sellerRequest(j, orderId);
  expect(request.exchangeStandardId).toBe(wanted.id);
  await sellerCall(j, CALLS.sellerAfterSales.approve.path, { id: request.id });
  await writeLogistics(page, isPhone, j, orderId);
  await sellerCall(j, CALLS.sellerAfterSales.shipReplacement.path, {
    id: request.id,
    logisticsCompany: '京东物流',
    logisticsNo: 'JD0001234567',
  });

  // 换货中 until the buyer confirms the replacement arrived; then 换货完成.
  await page.reload();
  await expect.poll(() => page.getByTestId('service-status').textContent(), { timeout: 20_000 }).toBe('换货中');
  await look(page, 'service-exchanging', isPhone);
  await page.getByTestId('service-confirm-replacement').click();
  await page.locator('.ant-modal-confirm-btns').getByRole('button', { name: '确认收货' }).click();
  await expect.poll(() => page.getByTestId('service-status').textContent(), { timeout: 20_000 }).toBe('换货完成');
  // The confirmation dialog has closed (its fade-out is no part of the page that is checked).
  await expect.poll(() => page.locator('.ant-modal-confirm').count(), { timeout: 10_000 }).toBe(0);
  const parcels = async () => (await page.getByTestId('service-logistics').allTextContents()).join(' | ');
  await expect.poll(parcels).toContain('京东物流 JD0001234567');
  await expect.poll(parcels).toContain('顺丰速运 SF1234567890');
  await look(page, 'service-exchanged', isPhone);

  await page.goto(`/order/detail?orderId=${orderId}`);
  await expect.poll(() => page.getByTestId('after-sales-status').textContent()).toBe('换货 · 换货完成');
  await expect
    .poll(async () => (await page.getByTestId('service-logistics').allTextContents()).join())
    .toContain('京东物流 JD0001234567');
  // An exchange refunds nothing: the order stays 已完成.
  await expect.poll(() => page.getByTestId('order-status').first().textContent()).toContain('已完成');
  await look(page, 'order-detail-exchanged', isPhone);

  const services = await apiCall<TServiceData[]>(CALLS.afterSales.selectSingle.path, { orderId }, j.buyer.token);
  expect(services.data[0]?.backLogistics).toMatchObject({ company: '京东物流', number: 'JD0001234567' });
}

describe.runIf(isE2eEnabled())('after-sales in Chromium', () => {
  let browser: TBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('returns and gets refunded: approve, parcel, receive → AI币 back, stock back, order closed with 已退款', async () => {
    browser = await openBrowser();
    await returnJourney(browser, false);
  }, 180_000);

  it('exchanges for a chosen spec through the replacement’s logistics and the buyer’s confirmation', async () => {
    browser = await openBrowser();
    await exchangeJourney(browser, false);
  }, 180_000);

  it('returns and gets refunded on a 390 px phone, every page fitting the screen', async () => {
    browser = await openPhone();
    await returnJourney(browser, true);
  }, 180_000);

  it('exchanges for a chosen spec on a 390 px phone, every page fitting the screen', async () => {
    browser = await openPhone();
    await exchangeJourney(browser, true);
  }, 180_000);
});
