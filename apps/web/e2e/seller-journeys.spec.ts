import { CALLS, chinaDate, type TOrder, type TQuoteComparison, type TSellerDemand } from '@mall/contract';
import { buyerWithAddress } from '@mall/contract/testing';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, e2eWire, isE2eEnabled, screenshot } from './browser.js';
import { PNG_TEAL } from './images.js';
import { balanceOf, journeyStart, logIn, paidOrder, sellerRequest, settle, shippedOrder } from './journey-setup.js';
import {
  buyerAndSellerWindows,
  confirmPop,
  SELLER_PASSWORD,
  sellerLogIn,
  shoot,
  toastSays,
  typed,
} from './seller-setup.js';

/**
 * The seller workbench against a real server, in two windows: a buyer's browser and a
 * seller's (two profiles, each its own storage). The buyer asks, the seller answers in the workbench,
 * the buyer's pages show the answer.
 */

// ---------------------------------------------------------------------------------------- (a) return

function returnCard(page: Page, returnNo: string): Locator {
  return page.locator(`[data-testid="seller-return"][data-return-no="${returnNo}"]`);
}

async function returnJourney(buyer: Page, seller: Page) {
  const j = await journeyStart(4, '工作台退货');
  const order = await paidOrder(j);
  const orderId = order.id;

  // The buyer's window: the paid order waits for its parcel.
  await logIn(buyer, j);
  await buyer.goto(`/order/detail?orderId=${orderId}`);
  await expect.poll(() => buyer.getByTestId('order-status').textContent(), { timeout: 20_000 }).toContain('待发货');

  // The seller ships it by hand: 订单 › 待发货 › 发货, company and tracking number.
  await sellerLogIn(seller, `seller0${4}`);
  await seller.goto('/seller/order?status=1');
  const row = seller.locator(`[data-testid="seller-order"][data-order-no="${order.orderNo}"]`);
  await row.getByTestId('seller-order-ship').click();
  await seller.locator('.seller-ship-modal .ant-select').click();
  await seller.locator('.ant-select-item-option', { hasText: '京东物流' }).click();
  await seller
    .locator('input[data-testid="seller-ship-no"], [data-testid="seller-ship-no"] input')
    .first()
    .fill(`JD${orderId}000001`);
  await seller.getByTestId('seller-ship-submit').click();
  await toastSays(seller, `订单 ${order.orderNo} 已发货`);

  // The buyer's window: 待收货 with the parcel; the buyer confirms receipt on the page.
  await buyer.reload();
  await expect.poll(() => buyer.getByTestId('order-status').textContent(), { timeout: 20_000 }).toContain('待收货');
  await expect.poll(() => buyer.getByTestId('order-detail').textContent()).toContain(`JD${orderId}000001`);
  await buyer.getByRole('button', { name: '确认收货' }).first().click();
  await buyer.getByRole('dialog').getByRole('button', { name: '确认收货' }).click();
  await expect.poll(() => buyer.getByTestId('order-status').textContent(), { timeout: 20_000 }).toContain('已完成');

  // The buyer asks for 退货退款 on the real pages: order detail → /order/service → /order/return.
  await buyer.getByTestId('after-sales-apply').first().click();
  await buyer.waitForURL((url) => url.pathname === '/order/service');
  await buyer.getByTestId('service-choice-2').click();
  await buyer.waitForURL((url) => url.pathname === '/order/return');
  await buyer.getByRole('radio', { name: '商品质量问题' }).check();
  await buyer.getByTestId('service-description').fill('收到后无法配网，重置多次无效。');
  await buyer.getByLabel('上传凭证').setInputFiles([PNG_TEAL]);
  await expect.poll(() => buyer.getByTestId('uploaded-image').count(), { timeout: 20_000 }).toBe(1);
  await buyer.getByTestId('service-submit').click();
  await buyer.waitForURL((url) => url.pathname === '/order/service');
  await expect.poll(() => buyer.getByTestId('service-status').textContent(), { timeout: 20_000 }).toBe('待审核');
  const request = await sellerRequest(j, orderId);

  // The seller finds it under 待审核, with the buyer's picture and the address.
  await seller.goto('/seller');
  await seller.getByRole('menuitem', { name: /售后/ }).click();
  await seller.waitForURL((url) => url.pathname === '/seller/after-sales');
  await seller.getByRole('tab', { name: '待审核' }).click();
  await seller.waitForURL((url) => url.searchParams.get('status') === '1');
  const card = returnCard(seller, request.returnNo);
  await card.waitFor();
  await expect.poll(() => card.getByTestId('seller-return-status').textContent()).toBe('待审核');
  await expect.poll(() => card.getByTestId('seller-return-type').textContent()).toBe('退货退款');
  await expect.poll(() => card.textContent()).toContain('商品质量问题');
  await expect.poll(() => card.locator('.ant-image').count()).toBe(1);
  await expect.poll(() => card.getByTestId('seller-return-address').textContent()).toContain(j.buyer.address.street);
  await shoot(seller, 'seller-after-sales');

  // 拒绝 asks for a reason of at least two characters; the seller thinks again and cancels.
  const modal = seller.getByRole('dialog', { name: '拒绝售后申请' });
  const tryReject = async () => {
    await card.getByTestId('seller-return-reject').click();
    await modal.waitFor();
    await modal.getByTestId('seller-reject-reason').fill('不');
    await modal.getByRole('button', { name: '确认拒绝' }).click();
    await modal.getByText('请填写拒绝原因（至少2个字）').waitFor();
  };
  await tryReject();
  await shoot(seller, 'seller-reject-modal');
  // Still open after the phone and back, with what was typed.
  expect(await typed(modal, 'seller-reject-reason')).toBe('不');
  await modal.getByRole('button', { name: '取消' }).click();
  await expect.poll(() => modal.isVisible()).toBe(false);

  // 同意: the dialog names the return address (the shop's default preselected); the buyer's window
  // shows 待寄回 with that address and sends the parcel.
  await card.getByTestId('seller-return-approve').click();
  const approveDialog = seller.getByRole('dialog', { name: '同意售后申请' });
  await approveDialog.getByTestId('seller-approve-addresses').waitFor();
  await expect.poll(() => approveDialog.locator('.ant-radio-wrapper-checked').textContent()).toContain('默认');
  await approveDialog.getByTestId('seller-approve-ok').click();
  await toastSays(seller, '已同意，等待买家寄回商品');
  await expect.poll(() => card.count()).toBe(0);

  await buyer.reload();
  await expect.poll(() => buyer.getByTestId('service-status').textContent(), { timeout: 20_000 }).toBe('待寄回');
  await buyer.locator('label.ant-radio-button-wrapper', { hasText: '顺丰速运' }).click();
  await buyer.getByTestId('return-logistics-no').fill('SF2025061800');
  await buyer.getByTestId('return-logistics-submit').click();
  await expect.poll(() => buyer.getByTestId('service-status').textContent(), { timeout: 20_000 }).toBe('待商家收货');

  // The seller confirms the goods came back: the refund goes out.
  const balance0 = await balanceOf(j.buyer.token);
  await seller.getByRole('tab', { name: '待商家收货' }).click();
  await seller.waitForURL((url) => url.searchParams.get('status') === '3');
  await card.waitFor();
  await expect.poll(() => card.getByTestId('seller-return-parcel').textContent()).toContain('顺丰速运 SF2025061800');
  await card.getByTestId('seller-return-receive').click();
  await confirmPop(seller, '确认退款');
  await toastSays(seller, '已确认收货，退款已原路退回');
  await seller.getByRole('tab', { name: '全部' }).click();
  await expect.poll(() => card.getByTestId('seller-return-status').textContent()).toBe('退款成功');
  await expect.poll(() => card.getByTestId('seller-return-reject').count()).toBe(0);

  // The buyer's window: 退款成功, the AI币 back.
  await buyer.reload();
  await expect.poll(() => buyer.getByTestId('service-status').textContent(), { timeout: 20_000 }).toBe('退款成功');
  await expect.poll(() => buyer.getByTestId('service-refund-channel').textContent()).toBe('已原路退回AI币余额');
  expect(await balanceOf(j.buyer.token)).toBeCloseTo(balance0 + request.amount, 2);
  await buyer.goto('/user/aicoin');
  await buyer.getByText('退款', { exact: true }).first().waitFor();
}

/**
 * 换货 by hand: the seller approves in the workbench, the buyer's parcel shows on the card, the
 * seller sends the replacement from the 发出换货 dialog; the buyer's window shows 换货中 with it.
 */
async function exchangeJourney(buyer: Page, seller: Page) {
  const j = await journeyStart(5, '工作台换货');
  const orderId = await shippedOrder(j);
  expect((await apiCall(CALLS.order.confirmReceipt.path, { orderId }, j.buyer.token)).status).toBe(200);
  const order = await apiCall<{ order: TOrder }>(CALLS.order.selectSingleOrder1.path, { orderId }, j.buyer.token);
  const line = order.data.order.orderDetailList[0];
  if (!line) throw new Error(`order ${orderId} has no line`);
  const applied = await apiCall<{ id: number }>(
    CALLS.afterSales.addProductReturn.path,
    { orderId, orderDetailId: line.id, returnType: 3, number: 1, reason: '商品质量问题' },
    j.buyer.token,
  );
  expect(applied.status).toBe(200);
  const request = await sellerRequest(j, orderId);

  await sellerLogIn(seller, 'seller05');
  await seller.goto('/seller/after-sales?status=1');
  const card = returnCard(seller, request.returnNo);
  await card.waitFor();
  await expect.poll(() => card.getByTestId('seller-return-type').textContent()).toBe('换货');
  await card.getByTestId('seller-return-approve').click();
  await seller.getByTestId('seller-approve-ok').click();
  await expect.poll(() => card.count()).toBe(0);

  // The buyer sends the faulty unit back (its page is covered by after-sales.spec.ts).
  const sent = await apiCall(
    CALLS.afterSales.writeReturnLogsticsNo.path,
    { id: request.id, logisticsCompany: '圆通速递', logisticsNo: 'YT9876543210' },
    j.buyer.token,
  );
  expect(sent.status).toBe(200);

  // 待商家收货: the buyer's parcel is on the card; the replacement leaves from the dialog.
  await seller.goto('/seller/after-sales?status=3');
  await card.waitFor();
  await expect.poll(() => card.getByTestId('seller-return-parcel').textContent()).toContain('圆通速递 YT9876543210');
  await card.getByTestId('seller-return-ship').click();
  const dialog = seller.getByRole('dialog', { name: '发出换货' });
  await dialog.waitFor();
  await dialog.locator('.ant-select').click();
  await seller.locator('.ant-select-item-option', { hasText: '中通快递' }).click();
  await dialog
    .locator('input[data-testid="seller-ship-no"], [data-testid="seller-ship-no"] input')
    .first()
    .fill('ZT1122334455');
  await settle(seller);
  await screenshot(seller, 'seller-replacement-modal');
  await seller.getByTestId('seller-ship-ok').click();
  await expect.poll(() => card.count()).toBe(0);
  await seller.goto('/seller/after-sales');
  await expect.poll(() => card.getByTestId('seller-return-status').textContent()).toBe('换货中');

  // The buyer's window: 换货中 with both parcels until the buyer confirms the replacement (after-sales.spec.ts
  // walks the confirmation on the page); then the seller's card reads 换货完成.
  await logIn(buyer, j);
  await buyer.goto(`/order/service?orderId=${orderId}&orderDetailId=${line.id}`);
  await expect.poll(() => buyer.getByTestId('service-status').textContent(), { timeout: 20_000 }).toBe('换货中');
  await expect
    .poll(async () => (await buyer.getByTestId('service-logistics').allTextContents()).join(' | '))
    .toContain('中通快递 ZT1122334455');
}

// ----------------------------------------------------------------------------------- (b) procurement

async function procurementJourney(buyerPage: Page, seller: Page) {
  const sellerName = 'seller05';
  const buyer = await buyerWithAddress(e2eWire(), { prefix: '工作台采购', balance: 5000 });
  const title = `会议室智能照明改造 ${Date.now() % 100_000}`;
  const added = await apiCall<{ id: number }>(
    CALLS.procurement.add.path,
    {
      title,
      items: [
        { name: '智能调光面板', spec: '86型 单火', quantity: 6, unit: '个', targetPrice: 199 },
        { name: '人体存在传感器', quantity: 4, unit: '个' },
      ],
      budget: 3000,
      province: '310000',
      city: '310100',
      area: '310115',
      deliveryDate: chinaDate(Date.now(), 30),
      quoteDeadline: chinaDate(Date.now(), 7),
      contactName: '王经理',
      contactPhone: '13800138123',
      description: '会议室 3 间，需上门安装调试。',
    },
    buyer.token,
  );
  expect(added.status, JSON.stringify(added)).toBe(200);
  const demandId = added.data.id;

  // The seller finds it in 需求大厅 by its title.
  await sellerLogIn(seller, sellerName);
  await seller.goto('/seller/procurement');
  await seller.getByTestId('seller-demand').first().waitFor();
  await seller.getByTestId('seller-demand-search').locator('input').fill(title);
  await seller.getByTestId('seller-demand-search').locator('input').press('Enter');
  const card = seller.locator(`[data-testid="seller-demand"][data-demand-id="${demandId}"]`);
  await card.waitFor();
  await expect.poll(() => card.getByTestId('seller-demand-items').textContent()).toContain('智能调光面板');
  await shoot(seller, 'seller-procurement-hall');
  // 本店类目 keeps the shop's categories only: this demand names none, so it leaves; 全部需求 brings it back.
  await seller.getByTestId('seller-demand-mine').getByText('本店类目').click();
  await seller.waitForURL((url) => url.searchParams.get('mine') === '1');
  await seller.getByTestId('seller-demands-empty').waitFor();
  await seller.getByTestId('seller-demand-mine').getByText('全部需求').click();
  await card.waitFor();

  // The quote form: a price per item, the total follows; then the terms.
  await card.getByTestId('seller-quote-button').click();
  await seller.waitForURL((url) => url.pathname === '/seller/procurement/quote');
  const form = seller.getByTestId('seller-quote-form');
  const fill = async () => {
    await form.waitFor();
    const prices = form.getByTestId('seller-quote-price');
    await prices.nth(0).fill('185.5');
    await prices.nth(1).fill('120');
    await form.getByTestId('seller-quote-lead').click();
    await expect.poll(() => form.getByTestId('seller-quote-total').textContent()).toBe('¥1593.00');
    await form.getByTestId('seller-quote-lead').fill('10');
    await form.getByTestId('seller-quote-warranty').fill('24');
    await form.getByTestId('seller-quote-note').fill('含安装调试，质保期内上门服务。');
  };
  await fill();
  await shoot(seller, 'seller-quote-form');
  // The typed prices survived the phone and back.
  await expect.poll(() => form.getByTestId('seller-quote-total').textContent()).toBe('¥1593.00');
  await form.getByTestId('seller-quote-submit').click();
  await toastSays(seller, '报价');
  await seller.waitForURL((url) => url.searchParams.get('scope') === 'quoted');
  const mine = seller.locator(`[data-testid="seller-demand"][data-demand-id="${demandId}"]`);
  await mine.waitFor();
  await expect.poll(() => mine.getByTestId('seller-quote-outcome').textContent()).toBe('报价中');
  await expect.poll(() => mine.getByTestId('seller-my-quote').textContent()).toContain('¥1593.00');

  const quoted = await apiCall<TSellerDemand[]>(
    CALLS.sellerProcurement.query.path,
    { page: 1, limit: 20, scope: 'quoted' },
    (await sellerToken(sellerName)).token,
  );
  const myQuoteId = quoted.data.find((d) => d.id === demandId)?.myQuote?.id;
  if (!myQuoteId) throw new Error(`no quote of ${sellerName} on ${demandId}: ${JSON.stringify(quoted)}`);

  // The buyer's window: the comparison shows the quote; the buyer settles it.
  await logIn(buyerPage, { buyer });
  await buyerPage.goto(`/user/procurement/offer?id=${demandId}`);
  const column = buyerPage.locator(`[data-testid="offer-column"][data-quote-id="${myQuoteId}"]`);
  await column.waitFor({ timeout: 30_000 });
  const comparison = await apiCall<TQuoteComparison>(CALLS.quote.list.path, { demandId }, buyer.token);
  const ours = comparison.data.quotes.find((q) => q.id === myQuoteId);
  expect(ours?.total).toBe(1593);
  // The comparison is a table: a quote's 选择此报价 sits in its column of the 操作 row.
  const columns = await buyerPage
    .getByTestId('offer-column')
    .evaluateAll((heads) => heads.map((h) => h.getAttribute('data-quote-id')));
  const index = columns.indexOf(String(myQuoteId));
  await buyerPage.locator('tr.proc-cmp-actions > td').nth(index).getByTestId('offer-choose').click();
  await buyerPage.waitForURL((url) => url.pathname === '/order/confirm-procurement');
  await buyerPage.getByTestId('procurement-settle-line-1').waitFor();
  await buyerPage.getByTestId('procurement-settle-submit').click();
  await buyerPage.waitForURL((url) => url.pathname === '/order/cashier');
  const orderId = Number(new URL(buyerPage.url()).searchParams.get('orderIds'));
  const order = await apiCall<{ order: TOrder }>(CALLS.order.selectSingleOrder1.path, { orderId }, buyer.token);
  expect(order.data.order.orderTotalPrice).toBeGreaterThan(0);

  // 我的报价: 中标, with the buyer's contact.
  await seller.reload();
  await expect.poll(() => mine.getByTestId('seller-quote-outcome').textContent(), { timeout: 20_000 }).toBe('中标');
  await expect.poll(() => mine.getByTestId('seller-demand-contact').textContent()).toContain('王经理');
  await expect.poll(() => mine.getByTestId('seller-quote-button').count()).toBe(0);
  await shoot(seller, 'seller-my-quotes');
}

async function sellerToken(username: string) {
  const answer = await apiCall<{ token: string }>(CALLS.sellerAccount.login.path, {
    username,
    password: SELLER_PASSWORD,
  });
  return answer.data;
}

// -------------------------------------------------------------------------------------- (c) reviews

async function reviewJourney(guest: Page, seller: Page) {
  const j = await journeyStart(4, '工作台评价');
  const orderId = await shippedOrder(j);
  expect((await apiCall(CALLS.order.confirmReceipt.path, { orderId }, j.buyer.token)).status).toBe(200);
  const order = await apiCall<{ order: TOrder }>(CALLS.order.selectSingleOrder1.path, { orderId }, j.buyer.token);
  const line = order.data.order.orderDetailList[0];
  if (!line) throw new Error(`order ${orderId} has no line`);
  const content = `做工扎实，联网很快，家里老人也会用。${orderId}`;
  const saved = await apiCall<{ id: number }>(
    CALLS.review.savePProductComment.path,
    { productId: j.product.id, orderDetailId: line.id, score: 4, content },
    j.buyer.token,
  );
  expect(saved.status, JSON.stringify(saved)).toBe(200);
  const reviewId = saved.data.id;

  // 待回复 lists it; the seller replies inline.
  await sellerLogIn(seller, 'seller04');
  await seller.goto('/seller/review?replied=false');
  const card = seller.locator(`[data-testid="seller-review"][data-review-id="${reviewId}"]`);
  await card.waitFor({ timeout: 20_000 });
  await expect.poll(() => card.getByTestId('seller-review-content').textContent()).toBe(content);
  const reply = '感谢您的认可，使用中有任何问题随时联系客服。';
  const write = async () => {
    await card.getByTestId('seller-review-reply-button').click();
    await card.getByTestId('seller-reply-submit').click();
    await card.getByText('请填写回复内容').waitFor();
    await card.getByTestId('seller-reply-input').fill(reply);
  };
  await write();
  await shoot(seller, 'seller-reviews');
  expect(await typed(card, 'seller-reply-input')).toBe(reply);
  await card.getByTestId('seller-reply-submit').click();
  await toastSays(seller, '回复成功');
  // Replied: it leaves 待回复 and shows under 已回复 with the reply and no button.
  await expect.poll(() => card.count()).toBe(0);
  await seller.getByRole('tab', { name: '已回复' }).click();
  await expect.poll(() => card.getByTestId('seller-review-reply').textContent()).toContain(reply);
  expect(await card.getByTestId('seller-review-reply-button').count()).toBe(0);

  // The product's public reviews show the shop's reply.
  await guest.goto(`/product/detail?id=${j.product.id}&tab=reviews`);
  const item = guest.getByTestId('review-item').filter({ hasText: content });
  await item.first().waitFor({ timeout: 20_000 });
  await expect.poll(() => item.first().getByTestId('review-seller-reply').textContent()).toContain(reply);
}

describe.runIf(isE2eEnabled())('the seller workbench in Chromium, a buyer’s window beside it', () => {
  const windows = buyerAndSellerWindows();

  it('handles a 退货退款: approve in the workbench, the buyer sends the parcel, receipt refunds', async () => {
    const { buyer, seller } = await windows();
    await returnJourney(buyer, seller);
  }, 240_000);

  it('handles a 换货: approve, the buyer’s parcel on the card, the replacement sent from the dialog', async () => {
    const { buyer, seller } = await windows();
    await exchangeJourney(buyer, seller);
  }, 240_000);

  it('quotes a demand from 需求大厅; the buyer settles it; 我的报价 shows 中标', async () => {
    const { buyer, seller } = await windows();
    await procurementJourney(buyer, seller);
  }, 240_000);

  it('replies to a review; the product’s public reviews show the shop’s reply', async () => {
    const { buyer, seller } = await windows();
    await reviewJourney(buyer, seller);
  }, 240_000);
});
