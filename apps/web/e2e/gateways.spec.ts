import { CALLS, type TOrderWithLogistics } from '@mall/contract';
import { buyerWithAddress } from '@mall/contract/testing';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall, e2eWire, isE2eEnabled, openBrowser, productInStock } from './browser.js';
import { startGatewayMall, type TGatewayMall } from './gateway-setup.js';
import { balanceOf, logIn, lookSettled } from './journey-setup.js';
import { PHONE } from './phone.js';

type TBrowser = Awaited<ReturnType<typeof openBrowser>>;
type TBuyer = Awaited<ReturnType<typeof buyerWithAddress>>;

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

let mall: TGatewayMall;

/** The buyer's order as the API answers it (the gateway mall shares the journeys' database). */
async function orderOf(orderId: number, token: string) {
  const answer = await apiCall<TOrderWithLogistics>(CALLS.order.selectSingleOrder1.path, { orderId }, token);
  expect(answer.status, answer.msg).toBe(200);
  return answer.data.order;
}

/** 立即购买 one unit of a demo seller's product: the cashier opens with the one order; answers its id. */
async function buyOne(page: Page, agentId: number): Promise<number> {
  const product = await productInStock(agentId);
  const standard = product.listStandar[0];
  if (!standard) throw new Error('no standard');
  await page.goto(`/order/settlement?productId=${product.id}&standardId=${standard.id}&number=1`);
  await page.getByTestId('settle-ship-to').waitFor();
  await page.getByTestId('settle-submit').click();
  await page.waitForURL((url) => url.pathname === '/order/cashier');
  await expect.poll(() => page.getByTestId('cashier-order').count()).toBe(1);
  return Number(new URL(page.url()).searchParams.get('orderIds'));
}

/** The cashier offers the two providers and AI币, never the sandbox (PAY_SANDBOX=false). */
async function expectRealChannels(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('pay-method-alipay').textContent()).toContain('支付宝');
  await expect.poll(() => page.getByTestId('pay-method-wechat').textContent()).toContain('微信支付');
  expect(await page.getByTestId('pay-method-sandbox').count()).toBe(0);
  expect(await page.getByTestId('pay-method-aicoin').count()).toBe(1);
}

/** The fake Alipay's cashier: the amount the mall asked for, then 确认付款 (it notifies, then sends the buyer back). */
async function payAtAlipay(page: Page, amount: number): Promise<void> {
  await page.waitForURL((url) => url.origin === new URL(mall.alipay.url).origin);
  await expect.poll(() => page.locator('h1').textContent()).toBe('支付宝收银台（测试）');
  expect(money(await page.getByTestId('fake-alipay-amount').textContent())).toBeCloseTo(amount, 2);
  await page.getByTestId('fake-alipay-confirm').click();
}

/**
 * Back at the mall's 支付结果: 支付成功 (kept as a screenshot when asked), then 立即返回 rather than the
 * few seconds' wait (the WeChat QR page below shows the return that comes by itself).
 */
async function expectPaidResult(page: Page, shot: string | null, isPhone: boolean): Promise<string> {
  await page.waitForURL((url) => url.origin === mall.baseUrl && url.pathname === '/pay/result');
  const paymentNo = new URL(page.url()).searchParams.get('paymentNo') ?? '';
  await expect.poll(() => page.getByTestId('pay-paid').textContent()).toContain('支付成功');
  if (shot) await lookSettled(page, shot, isPhone);
  await page.getByTestId('pay-return-now').click();
  return paymentNo;
}

/** 立即充值 of `amount` through `channel` on the top-up page (checked on the phone); answers the balance before it. */
async function startTopUp(page: Page, buyer: TBuyer, channel: 'alipay' | 'wechat', amount: number, isPhone: boolean) {
  const before = await balanceOf(buyer.token);
  await page.goto('/user/aicoin/buy');
  await page.getByTestId(`pay-channel-${channel}`).click();
  await page.getByLabel('自定义充值金额').fill(String(amount));
  await expect.poll(async () => money(await page.getByTestId('coin-buy-amount').textContent())).toBe(amount);
  if (isPhone) await lookSettled(page, 'gateways-topup', true);
  await page.getByTestId('coin-buy-submit').click();
  return before;
}

/** The AI币 page the top-up comes back to, and the balance grown by the amount (through the API too). */
async function expectToppedUp(page: Page, buyer: TBuyer, before: number, amount: number): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/user/aicoin', { timeout: 15_000 });
  expect(await balanceOf(buyer.token)).toBeCloseTo(before + amount, 2);
}

/**
 * Desktop: 支付宝 (page pay) pays an order and comes back to 支付成功 and the order; 微信支付 (Native)
 * draws a QR code that the buyer's phone (a second page at the fake's scan page) pays while the
 * first page notices by itself; 支付宝 pays an AI币 top-up.
 */
async function desktopJourney({ context, page }: TBrowser): Promise<void> {
  const buyer = await buyerWithAddress(e2eWire(), { prefix: '网关桌面' });
  await logIn(page, { buyer });

  const alipayOrder = await buyOne(page, 4);
  await expectRealChannels(page);
  await lookSettled(page, 'gateways-cashier', false);
  const due = money(await page.getByTestId('cashier-amount').textContent());
  await page.getByTestId('pay-method-alipay').click();
  await page.getByTestId('cashier-pay').click();
  await payAtAlipay(page, due);
  await expectPaidResult(page, 'gateways-result', false);
  await page.waitForURL((url) => url.pathname === '/order/detail', { timeout: 15_000 });
  await expect.poll(() => page.getByTestId('order-status').first().textContent()).toContain('待发货');
  expect(await orderOf(alipayOrder, buyer.token)).toMatchObject({ status: 1, payType: 'alipay' });

  const wechatOrder = await buyOne(page, 5);
  await page.getByTestId('pay-method-wechat').click();
  await page.getByTestId('cashier-pay').click();
  await page.waitForURL((url) => url.pathname === '/pay/wechat');
  await page.getByTestId('wechat-qr').locator('svg').waitFor();
  await lookSettled(page, 'gateways-wechat-qr', false);
  const paymentNo = new URL(page.url()).searchParams.get('paymentNo') ?? '';
  const codeUrl = mall.wechat.trades.get(paymentNo)?.codeUrl;
  expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
  // The buyer's phone scans the code: the fake's page for it, in a page of its own.
  const phone = await context.newPage();
  await phone.goto(mall.wechat.scanUrlOf(codeUrl ?? ''));
  await phone.getByTestId('fake-wechat-confirm').click();
  await expect.poll(() => phone.getByTestId('fake-wechat-done').textContent()).toBe('支付成功');
  await phone.close();
  // The QR page polls and turns to 支付成功 without being touched, then goes back to the order.
  await expect.poll(() => page.getByTestId('pay-paid').textContent()).toContain('支付成功');
  await page.waitForURL((url) => url.pathname === '/order/detail', { timeout: 15_000 });
  expect(Number(new URL(page.url()).searchParams.get('orderId'))).toBe(wechatOrder);
  await expect.poll(() => page.getByTestId('order-status').first().textContent()).toContain('待发货');
  expect(await orderOf(wechatOrder, buyer.token)).toMatchObject({ status: 1, payType: 'wechat' });

  const before = await startTopUp(page, buyer, 'alipay', 88, false);
  await payAtAlipay(page, 88);
  await expectPaidResult(page, null, false);
  await expectToppedUp(page, buyer, before, 88);
}

/** Phone: 微信支付 H5 pays an order at the fake's H5 page; 支付宝 (wap) pays a top-up. */
async function phoneJourney({ page }: TBrowser): Promise<void> {
  const buyer = await buyerWithAddress(e2eWire(), { prefix: '网关手机' });
  await logIn(page, { buyer });

  const orderId = await buyOne(page, 6);
  await expectRealChannels(page);
  await lookSettled(page, 'gateways-cashier', true);
  await page.getByTestId('pay-method-wechat').click();
  await page.getByTestId('cashier-pay').click();
  await page.waitForURL((url) => url.origin === mall.wechat.baseUrl && url.pathname === '/h5pay');
  await page.getByTestId('fake-wechat-confirm').click();
  const paymentNo = await expectPaidResult(page, 'gateways-result', true);
  expect(mall.wechat.trades.get(paymentNo)).toMatchObject({ state: 'SUCCESS', tradeType: 'MWEB' });
  await page.waitForURL((url) => url.pathname === '/order/detail', { timeout: 15_000 });
  expect(await orderOf(orderId, buyer.token)).toMatchObject({ status: 1, payType: 'wechat' });

  const before = await startTopUp(page, buyer, 'alipay', 66, true);
  await payAtAlipay(page, 66);
  const topUpNo = await expectPaidResult(page, null, true);
  expect(mall.alipay.trade(topUpNo)?.method).toBe('alipay.trade.wap.pay');
  await expectToppedUp(page, buyer, before, 66);
}

describe.runIf(isE2eEnabled())('paying through the fake Alipay and WeChat Pay in Chromium', () => {
  let browser: TBrowser | undefined;
  beforeAll(async () => {
    mall = await startGatewayMall(inject('e2eDbPath'));
  });
  afterAll(async () => {
    await mall?.stop();
  });
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('pays an order with 支付宝 and one with 微信支付 (QR scanned on a phone), and tops up with 支付宝', async () => {
    browser = await openBrowser({ viewport: { width: 1280, height: 900 } }, mall.baseUrl);
    await desktopJourney(browser);
  }, 90_000);

  it('pays an order with 微信支付 H5 and tops up with 支付宝 wap on a 390 px phone', async () => {
    browser = await openBrowser(
      { viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
      mall.baseUrl,
    );
    await phoneJourney(browser);
  }, 90_000);
});
