import {
  CALLS,
  formatYuan,
  RETURN_REASONS,
  type TOrderWithLogistics,
  type TSellerProduct,
  type TSellerProfile,
} from '@mall/contract';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCall, isE2eEnabled, openBrowser, screenshot } from './browser.js';
import { journeyStart, logIn, lookSettled, paidOrder, settle, stockOf, type TJourney } from './journey-setup.js';
import { openPhone } from './phone.js';
import { field, type TBrowser } from './seller-setup.js';

async function buyerOrder(j: TJourney, orderId: number) {
  const answer = await apiCall<TOrderWithLogistics>(CALLS.order.selectSingleOrder1.path, { orderId }, j.buyer.token);
  expect(answer.status).toBe(200);
  return answer.data.order;
}

/** The standard's row on the products page (a table row on a desktop, a stacked row on a phone). */
function standardRow(page: Page, standardId: number): Locator {
  return page.locator(`[data-testid="seller-standard"][data-standard-id="${standardId}"]`);
}

/** 调整库存 of one standard: 入库 or 出库 `quantity`, sent from the dialog. */
async function adjustStock(page: Page, standardId: number, direction: '入库' | '出库', quantity: number) {
  const dialog = page.getByTestId('seller-stock-modal');
  // The last adjustment's dialog closes with an animation: on a loaded machine it was still on the
  // page when the next one was asked for, and the quantity went into the closing one.
  await dialog.waitFor({ state: 'hidden' });
  await standardRow(page, standardId).getByTestId('seller-stock-adjust').click();
  await dialog.waitFor();
  await page.locator('.seller-stock-modal .ant-segmented-item', { hasText: direction }).click();
  await field(page, 'seller-stock-quantity').fill(String(quantity));
  await page.getByTestId('seller-stock-submit').click();
}

/** The standard's stock as its row shows it. */
async function shownStock(page: Page, standardId: number): Promise<number> {
  const text = await standardRow(page, standardId).getByTestId('seller-stock-value').textContent();
  return Number.parseInt(text ?? '', 10);
}

/**
 * 退款中 (DESIGN-OPERATE §I): a paid order whose buyer asked for a refund is flagged in the 待发货 list
 * and its detail, with 处理售后 (saying why) where 发货 was; the server refuses to ship it
 * (AFTER_SALES_OPEN). The buyer then cancels the request, and 发货 is back.
 */
async function refundBlocksShipping(page: Page, j: TJourney, isPhone: boolean) {
  const order = await paidOrder(j);
  const lineId = (await buyerOrder(j, order.id)).orderDetailList[0]?.id;
  const applied = await apiCall<{ id: number }>(
    CALLS.afterSales.addProductReturn.path,
    { orderId: order.id, orderDetailId: lineId, returnType: 1, number: 1, reason: RETURN_REASONS[1][0] },
    j.buyer.token,
  );
  expect(applied.status, applied.msg).toBe(200);
  await page.reload();
  const row = page.locator(`[data-testid="seller-order"][data-order-no="${order.orderNo}"]`);
  await row.waitFor();
  await expect.poll(() => row.getByTestId('seller-order-after-sales').textContent()).toBe('退款中');
  await expect
    .poll(() => row.getByTestId('seller-order-ship-hint').textContent())
    .toBe('买家申请了退款，处理后才能发货');
  expect(await row.getByTestId('seller-order-ship').count()).toBe(0);
  await lookSettled(page, 'seller-orders-refunding', isPhone);
  const refused = (await apiCall(
    CALLS.sellerOrder.ship.path,
    { orderId: order.id, logisticsCompany: '顺丰速运', logisticsNo: `SF${String(order.id).padStart(10, '0')}` },
    j.seller.token,
  )) as { status: number; code?: string };
  expect(refused).toMatchObject({ status: 409, code: 'AFTER_SALES_OPEN' });

  // The detail says why; 处理售后 opens the requests waiting for review.
  await row.getByTestId('seller-order-detail').click();
  await page.waitForURL((url) => url.pathname === '/seller/order/detail');
  await page.getByTestId('seller-detail-ship-blocked').waitFor();
  expect(await page.getByTestId('seller-detail-ship').count()).toBe(0);
  await lookSettled(page, 'seller-order-refunding', isPhone);
  await page.getByTestId('seller-detail-handle-after-sales').click();
  await page.waitForURL((url) => url.pathname === '/seller/after-sales' && url.searchParams.get('status') === '1');
  await page.getByTestId('seller-returns').waitFor();

  // The buyer cancels: the flag goes, 发货 is back.
  expect((await apiCall(CALLS.afterSales.cancelApply.path, { id: applied.data.id }, j.buyer.token)).status).toBe(200);
  await page.goto('/seller/order?status=1');
  await row.getByTestId('seller-order-ship').waitFor();
  expect(await row.getByTestId('seller-order-after-sales').count()).toBe(0);
}

/**
 * The workbench from its login to a parcel shipped and a product's stock and price changed, on a
 * desktop or on a 390 px phone (every page fitting the screen), with the screenshots of each page.
 */
async function workbenchJourney(browser: TBrowser, isPhone: boolean) {
  const { page } = browser;
  const agentId = isPhone ? 2 : 1;
  const j = await journeyStart(agentId, isPhone ? '商家手机' : '商家台');
  const order = await paidOrder(j);
  const profile = await apiCall<TSellerProfile>(CALLS.sellerAccount.profile.path, {}, j.seller.token);
  expect(profile.status).toBe(200);

  // Roles never mix: the buyer's token opens no workbench, on the wire or in the browser.
  expect((await apiCall(CALLS.sellerWorkbench.summary.path, {}, j.buyer.token)).status).toBe(528);
  await logIn(page, j);
  await page.goto('/seller');
  await page.waitForURL((url) => url.pathname === '/seller/login');
  await page.getByPlaceholder('如 seller01').waitFor();
  // The journeys' server runs the demo (SEED_DEMO), so the page names the demo sellers' accounts.
  await page.getByText('演示商家：seller01 … seller08，密码 seller12345').waitFor();
  await lookSettled(page, 'seller-login', isPhone);

  await page.getByPlaceholder('如 seller01').fill(`seller0${agentId}`);
  await page.getByPlaceholder('密码').fill('seller12345');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => url.pathname === '/seller');

  // 工作台: the shop, today's figures, what waits (the paid order among 待发货).
  await expect.poll(() => page.getByTestId('seller-home-shop').textContent()).toBe(profile.data.shopName);
  await expect
    .poll(async () =>
      Number(
        await page
          .getByTestId('seller-todo-toShip-count')
          .textContent()
          .then((t) => t?.replace(/\D/g, '')),
      ),
    )
    .toBeGreaterThanOrEqual(1);
  await expect.poll(() => page.getByTestId('seller-today-sales').textContent()).toMatch(/^¥\d+\.\d{2}$/);
  await page.getByTestId('seller-trend').waitFor();
  // Each measure on its own labelled axis: orders in whole 单 on the left, sales in ¥ on the right.
  expect(await page.getByTestId('seller-trend-axis-orders').locator('li').allTextContents()).toContain('0');
  expect((await page.getByTestId('seller-trend-axis-sales').locator('li').allTextContents()).at(-1)).toMatch(/^¥\d/);
  if (!isPhone) {
    // The menu's entries are links: middle-click and 在新标签页中打开 work.
    expect(await page.locator('.seller-sider a[href="/seller/order"]').count()).toBe(1);
    expect(await page.locator('.seller-sider a[href="/seller/coupon"]').count()).toBe(1);
  }
  await lookSettled(page, 'seller-home', isPhone);

  // The seller's token is no buyer login: without the buyer's own token a buyer page asks for one.
  await page.evaluate(() => localStorage.removeItem('zl_mall_token'));
  await page.goto('/user/order');
  await page.waitForURL((url) => url.pathname === '/login');
  expect(await page.evaluate(() => localStorage.getItem('zl_mall_seller_token'))).toBeTruthy();

  // 订单: from the 待发货 card to the order, shipped in the dialog.
  await page.goto('/seller');
  await page.getByTestId('seller-todo-toShip').click();
  await page.waitForURL((url) => url.pathname === '/seller/order' && url.searchParams.get('status') === '1');
  const row = page.locator(`[data-testid="seller-order"][data-order-no="${order.orderNo}"]`);
  await row.waitFor();
  // The order number stays whole on one line (the cell wraps between fields, never mid-number).
  const no = row.getByTestId('seller-order-no');
  expect(await no.textContent()).toBe(order.orderNo);
  const lines = await no.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  await lookSettled(page, 'seller-orders', isPhone);
  await refundBlocksShipping(page, j, isPhone);

  await row.getByTestId('seller-order-ship').click();
  await page.getByTestId('seller-ship-no').waitFor();
  // Nothing filled: both fields ask; a short number is refused with the contract's words.
  await page.getByTestId('seller-ship-submit').click();
  const formError = (text: string) => page.locator('.ant-form-item-explain-error', { hasText: text }).waitFor();
  await formError('请选择物流公司');
  await field(page, 'seller-ship-no').fill('SF1');
  await page.getByTestId('seller-ship-submit').click();
  await formError('物流单号为6到30位字母或数字');
  if (isPhone) await page.locator('.seller-ship-chips label', { hasText: '顺丰速运' }).click();
  else {
    await page.locator('.seller-ship-modal .ant-select').click();
    await page.locator('.ant-select-item-option', { hasText: '顺丰速运' }).click();
  }
  const trackingNo = `SF${String(order.id).padStart(10, '0')}`;
  await field(page, 'seller-ship-no').fill(trackingNo);
  // The desktop's dialog here; the phone journey keeps its own shot of the dialog.
  if (isPhone) await lookSettled(page, 'seller-ship-modal', isPhone);
  else {
    await settle(page);
    await screenshot(page, 'seller-ship-modal');
  }
  await page.getByTestId('seller-ship-submit').click();
  await page.getByText(`订单 ${order.orderNo} 已发货`).waitFor();
  // It leaves 待发货; the buyer's order is 待收货 with the parcel.
  await expect.poll(() => row.count()).toBe(0);
  const shipped = await buyerOrder(j, order.id);
  expect(shipped.status).toBe(2);

  // The keyword finds it by its number (the URL keeps the filter), under 全部.
  await page.getByTestId('seller-orders-tab-all').click();
  await field(page, 'seller-orders-search-input').fill(order.orderNo);
  await page.getByTestId('seller-orders-search').click();
  await page.waitForURL((url) => url.searchParams.get('keyword') === order.orderNo);
  await expect.poll(() => page.getByTestId('seller-order').count()).toBe(1);
  await expect.poll(() => row.getByTestId('seller-order-status').textContent()).toBe('待收货');
  // 导出: the filter's orders as a .csv.
  const download = page.waitForEvent('download');
  await page.getByTestId('seller-orders-export').click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  // 订单详情: state, parcel, amounts; an order that is not the shop's answers the not-found state.
  await row.getByTestId('seller-order-detail').click();
  await page.waitForURL((url) => url.pathname === '/seller/order/detail');
  await expect.poll(() => page.getByTestId('seller-order-status').first().textContent()).toBe('待收货');
  await expect.poll(() => page.getByTestId('logistics').textContent()).toContain(trackingNo);
  await expect
    .poll(() => page.getByTestId('seller-detail-paid').textContent())
    .toBe(`¥${formatYuan(shipped.orderTotalPrice)}`);
  // The shot without the toasts of the shipping and the export over the page's head.
  await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 15_000 }).toBe(0);
  await lookSettled(page, 'seller-order-detail', isPhone);
  await page.goto('/seller/order/detail?id=999999999');
  await page.getByTestId('seller-order-not-found').waitFor();
  await page.getByRole('link', { name: '返回订单列表' }).click();
  await page.waitForURL((url) => url.pathname === '/seller/order');

  // 商品: the product by its title, its standard's stock +5 and −5, then its price.
  await page.goto(`/seller/product?keyword=${encodeURIComponent(j.product.title.slice(0, 30))}`);
  const card = page.locator(`[data-testid="seller-product"][data-product-id="${j.product.id}"]`);
  await card.waitFor();
  await lookSettled(page, 'seller-products', isPhone);
  const stock0 = await stockOf(j.product.id, j.standardId);
  await expect.poll(() => shownStock(page, j.standardId)).toBe(stock0);

  await adjustStock(page, j.standardId, '入库', 5);
  await expect.poll(() => shownStock(page, j.standardId)).toBe(stock0 + 5);
  expect(await stockOf(j.product.id, j.standardId)).toBe(stock0 + 5);
  await adjustStock(page, j.standardId, '出库', 5);
  await expect.poll(() => shownStock(page, j.standardId)).toBe(stock0);
  expect(await stockOf(j.product.id, j.standardId)).toBe(stock0);

  // More than there is: the server refuses (409), the toast says why, nothing moved.
  await adjustStock(page, j.standardId, '出库', stock0 + 1);
  await page.getByText(`库存不足以扣减，当前库存 ${stock0} 件`).first().waitFor();
  await page.locator('.seller-stock-modal .ant-modal-close').click();
  expect(await stockOf(j.product.id, j.standardId)).toBe(stock0);
  await expect.poll(() => shownStock(page, j.standardId)).toBe(stock0);

  // A new price, below every standard's: the public detail shows it within the catalogue's cache time.
  const list = await apiCall<TSellerProduct[]>(
    CALLS.sellerProduct.list.path,
    { page: 1, limit: 10, keyword: j.product.title.slice(0, 30) },
    j.seller.token,
  );
  const standards = list.data.find((p) => p.id === j.product.id)?.standards ?? [];
  const oldPrice = standards.find((s) => s.id === j.standardId)?.price ?? j.product.price;
  const newPrice = Math.max(0.01, Math.floor(Math.min(...standards.map((s) => s.price)) * 100 - 100) / 100 - 0.1);
  const priceBox = field(standardRow(page, j.standardId), 'seller-price-input');
  await priceBox.fill(String(newPrice));
  await standardRow(page, j.standardId).getByTestId('seller-price-save').click();
  await page.getByText('价格已保存').waitFor();
  const savedAt = Date.now();
  const detail = await browser.context.newPage();
  await detail.goto(`/product/detail?id=${j.product.id}`);
  await expect
    .poll(
      async () => {
        const text = await detail.getByTestId('detail-price').first().textContent();
        if (!text?.includes(formatYuan(newPrice))) await detail.reload();
        return text;
      },
      { timeout: 5_000, interval: 300 },
    )
    .toContain(formatYuan(newPrice));
  expect(Date.now() - savedAt).toBeLessThan(5_000);
  await detail.close();

  // 限购 (DESIGN-OPERATE §G): the seller sets 3 per buyer in the dialog; the card, its standards and
  // the buyer's detail page say so; then the product goes back to what it had.
  const before = list.data.find((p) => p.id === j.product.id)?.purchaseLimit ?? null;
  await page.getByTestId('seller-limit-modal').waitFor({ state: 'hidden' });
  await card.getByTestId('seller-limit-open').click();
  await page.getByTestId('seller-limit-modal').waitFor();
  await page.locator('.seller-limit-modal .ant-radio-wrapper', { hasText: '自定义' }).click();
  await field(page, 'seller-limit-input').fill('3');
  await lookSettled(page, 'seller-limit-modal', isPhone);
  await page.getByTestId('seller-limit-submit').click();
  await page.getByText('已设置每人限购 3 件').waitFor();
  await expect.poll(() => card.getByTestId('seller-product-limit').textContent()).toBe('每人限购 3 件');
  await expect
    .poll(() => standardRow(page, j.standardId).getByTestId('seller-standard-limit').textContent())
    .toBe(isPhone ? '每人限购 3 件' : '3 件/人');
  const buyerView = await browser.context.newPage();
  await buyerView.goto(`/product/detail?id=${j.product.id}`);
  // The detail is cached up to CATALOGUE_CACHE_MS: reload until it names the limit (on a phone in the spec sheet).
  await expect
    .poll(
      async () => {
        await buyerView.getByTestId('detail-title').waitFor();
        if (isPhone && !(await buyerView.getByTestId('spec-sheet').isVisible())) {
          await buyerView.getByTestId('spec-open').click();
        }
        const shown = await buyerView
          .getByTestId('detail-limit')
          .first()
          .textContent({ timeout: 1_000 })
          .catch(() => null);
        if (shown === null) await buyerView.reload();
        return shown;
      },
      { timeout: 10_000, interval: 300 },
    )
    .toBe('每人限购3件');
  await lookSettled(buyerView, 'detail-limit', isPhone);
  await buyerView.close();
  await page.getByTestId('seller-limit-modal').waitFor({ state: 'hidden' });
  await card.getByTestId('seller-limit-open').click();
  await page.getByTestId('seller-limit-modal').waitFor();
  if (before === null) await page.locator('.seller-limit-modal .ant-radio-wrapper', { hasText: '默认' }).click();
  else await field(page, 'seller-limit-input').fill(String(before));
  await page.getByTestId('seller-limit-submit').click();
  // Saved first (its toast), then the list reloads: on a loaded machine that takes longer than a poll's second.
  await page.getByText(before === null ? '已恢复默认限购' : `已设置每人限购 ${before} 件`).waitFor();
  await expect
    .poll(() => card.getByTestId('seller-product-limit').textContent(), { timeout: 10_000 })
    .toBe(before === null ? '默认（各规格库存的20%，至少5件）' : `每人限购 ${before} 件`);

  // 下架 asks first, then the card says 已下架; 上架 puts it back at once.
  const status = card.getByTestId('seller-product-status');
  await card.getByTestId('seller-product-shelf').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '下架' }).click();
  await expect.poll(() => status.textContent()).toBe('已下架');
  await card.getByTestId('seller-product-shelf').click();
  await expect.poll(() => status.textContent()).toBe('在售');

  // The price as it was, for the other journeys.
  const restored = await apiCall(
    CALLS.sellerProduct.updatePrice.path,
    { standardId: j.standardId, price: oldPrice },
    j.seller.token,
  );
  expect(restored.status).toBe(200);
}

describe.runIf(isE2eEnabled())('seller workbench in Chromium', () => {
  let browser: TBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('logs in apart from the buyer, ships a paid order, moves stock and changes a price on the desktop', async () => {
    browser = await openBrowser({ viewport: { width: 1280, height: 900 } });
    await workbenchJourney(browser, false);
  }, 240_000);

  it('does the same on a 390 px phone, every page fitting the screen', async () => {
    browser = await openPhone();
    await workbenchJourney(browser, true);
  }, 240_000);
});
