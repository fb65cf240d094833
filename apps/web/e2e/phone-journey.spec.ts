import { buyerWithAddress } from '@mall/contract/testing';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { e2eWire, isE2eEnabled, screenshot } from './browser.js';
import { expectPhoneFit, openPhone } from './phone.js';

type TPhone = Awaited<ReturnType<typeof openPhone>>;

/**
 * The phone journey: one buyer on a 390×844 touch screen, home → search → detail → spec in
 * the bottom sheet → cart → settle → pay at the cashier → the paid order, with every page no wider
 * than the screen, its controls at least 44 px and its text at least 12 px (DESIGN.md §4).
 */
async function expectFits(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expectPhoneFit(page, name);
  await screenshot(page, `phone-journey-${name}`);
}

describe.runIf(isE2eEnabled())('the buying journey on a phone', () => {
  let phone: TPhone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone?.close();
  });

  it('searches, chooses a spec in the sheet, settles from the cart and pays, every page fitting the screen', async () => {
    const { page } = phone;
    const buyer = await buyerWithAddress(e2eWire(), { prefix: '手机' });

    await page.goto('/login');
    await page.getByPlaceholder('请输入用户名').fill(buyer.username);
    await page.getByPlaceholder('请输入密码').fill(buyer.password);
    await page.getByPlaceholder('请输入密码').press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('home').waitFor();
    await expect.poll(() => page.getByTestId('tabbar').isVisible()).toBe(true);
    await expectFits(page, 'home');

    // Search from the compact header.
    await page.getByTestId('navbar-search').fill('网关');
    await page.getByTestId('navbar-search').press('Enter');
    await page.waitForURL((url) => url.pathname === '/product' && url.searchParams.get('queryName') === '网关');
    await page.locator('a[href*="/product/detail"]').first().waitFor();
    await expectFits(page, 'list');

    // Detail: its own buy bar instead of the tab bar; the spec picker is a bottom sheet.
    await page.locator('a[href*="/product/detail"]').first().click();
    await page.waitForURL((url) => url.pathname === '/product/detail');
    await page.getByTestId('detail-title').waitFor();
    expect(await page.getByTestId('tabbar').count()).toBe(0);
    await expectFits(page, 'detail');
    await page.locator('.phone-bar').getByRole('button', { name: '加入购物车' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.waitFor();
    for (const group of await sheet.getByTestId('spec-group').all()) {
      const first = group.locator('button.spec-value:not([disabled])').first();
      if ((await first.getAttribute('aria-pressed')) !== 'true') await first.click();
    }
    await expectFits(page, 'spec-sheet');
    await sheet.getByRole('button', { name: '加入购物车' }).click();
    await page.getByTestId('detail-note').waitFor();

    // Cart: stacked lines and the settle bar above the tab bar.
    await page.goto('/cart');
    await expect.poll(() => page.getByTestId('cart-checked-count').textContent()).toBe('1');
    await expect.poll(() => page.getByTestId('tabbar-cart').textContent()).toContain('1');
    await expectFits(page, 'cart');
    const settleBar = await page.getByTestId('cart-settle').boundingBox();
    const tabBar = await page.getByTestId('tabbar').boundingBox();
    expect(settleBar && tabBar && settleBar.y + settleBar.height <= tabBar.y + 1).toBe(true);
    await page.getByTestId('cart-settle').click();

    // Settlement: the buyer's default address, the submit bar at the bottom.
    await page.waitForURL((url) => url.pathname === '/order/settlement');
    await expect.poll(() => page.getByTestId('settle-ship-to').textContent()).toContain(buyer.address.street);
    await expectFits(page, 'settlement');
    await page.getByTestId('settle-submit').click();
    // The mall's cashier opens at once with the checkout's order(s).
    await page.waitForURL((url) => url.pathname === '/order/cashier');
    await expect.poll(() => page.getByTestId('cashier-order-status').first().textContent()).toContain('待付款');
    await expectFits(page, 'order-due');

    // Pay online at the sandbox cashier and come back to the paid order.
    await page.getByTestId('pay-method-sandbox').click();
    await page.getByRole('button', { name: /确认支付/ }).click();
    await page.waitForURL((url) => url.pathname === '/pay/sandbox');
    await page.getByTestId('gw-confirm').waitFor();
    await expectFits(page, 'cashier');
    await page.getByTestId('gw-confirm').click();
    await page.getByTestId('gw-success').waitFor();
    await page.waitForURL((url) => url.pathname === '/order/detail', { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('order-status').first().textContent()).toContain('待发货');
    await expectFits(page, 'order-paid');
  }, 120_000);
});
