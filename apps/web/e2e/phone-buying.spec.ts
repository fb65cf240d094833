import { buyerWithAddress } from '@mall/contract/testing';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiCall, e2eWire, isE2eEnabled, productInStock, screenshot } from './browser.js';
import { expectPhoneFit, openPhone, PHONE } from './phone.js';

type TPhone = Awaited<ReturnType<typeof openPhone>>;

/** The element's bottom edge and its `position`, as drawn. */
const barBox = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { bottom: Math.round(r.bottom), position: getComputedStyle(el).position };
  });

describe.runIf(isE2eEnabled())('buying on a phone (390 px), in Chromium', () => {
  let phone: TPhone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone?.close();
  });

  it('login → cart → 去结算 → 提交订单 → cashier → orders → detail → center → addresses, each page fitting the phone', async () => {
    const { page } = phone;
    const buyer = await buyerWithAddress(e2eWire(), { prefix: '手机买家' });
    const product = await productInStock(1);
    const standard = product.listStandar[0];
    if (!standard) throw new Error('the product has no standard');

    // The account forms ask for the phone keyboards.
    await page.goto('/register');
    const phoneField = page.getByPlaceholder('请输入手机号');
    await expect.poll(() => phoneField.getAttribute('inputmode')).toBe('tel');
    expect(await phoneField.getAttribute('autocomplete')).toBe('tel');
    const codeField = page.getByLabel('短信验证码');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    await expectPhoneFit(page, 'register');

    // Find password, step 2 (the phone and its code).
    await page.goto('/findPwd');
    await page.getByPlaceholder('请输入用户名').fill(buyer.username);
    await page.getByRole('button', { name: /下一步/ }).click();
    const findPhone = page.getByPlaceholder('请输入手机号');
    await expect.poll(() => findPhone.getAttribute('inputmode')).toBe('tel');
    expect(await page.getByLabel('短信验证码').getAttribute('inputmode')).toBe('numeric');
    await expectPhoneFit(page, 'findPwd');

    // Log in.
    await page.goto('/login?redirect=%2Fcart');
    await page.getByPlaceholder('请输入用户名').waitFor();
    await expectPhoneFit(page, 'login');
    await screenshot(page, 'phone-login');
    await page.getByPlaceholder('请输入用户名').fill(buyer.username);
    await page.getByPlaceholder('请输入密码').fill(buyer.password);
    await page.getByPlaceholder('请输入密码').press('Enter');
    await page.waitForURL((url) => url.pathname === '/cart');
    const token = await page.evaluate(() => localStorage.getItem('zl_mall_token') ?? '');
    const added = await apiCall(
      '/product/api/shoppingCart/add.json',
      { productId: product.id, standardId: standard.id, number: 2 },
      token,
    );
    expect(added.status).toBe(200);

    // The cart: a stacked card with a 44 px stepper, a fixed settle bar above the tab bar.
    await page.reload();
    await page.getByTestId('cart-item').first().waitFor();
    const qty = page.getByLabel(`${product.title} 购买数量`);
    expect(await qty.getAttribute('inputmode')).toBe('numeric');
    await expect.poll(() => page.getByTestId('cart-settle').textContent()).toMatch(/去结算\s*\(2\)/);
    const bar = await barBox(page, 'cart-bar');
    expect(bar.position).toBe('fixed');
    const tabbarTop = await page.locator('.tabbar').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(bar.bottom).toBe(tabbarTop);
    await expectPhoneFit(page, 'cart');
    await screenshot(page, 'phone-cart');

    // The quantity box still says why it corrected a number.
    await qty.fill('0');
    await qty.blur();
    await expect.poll(() => page.getByTestId('cart-qty-note').textContent()).toBe('至少购买1件');
    await qty.fill('99999');
    await qty.blur();
    await expect.poll(() => page.getByTestId('cart-qty-note').textContent()).toMatch(/^(库存仅剩|每人限购)\d+件$/);
    await qty.fill('2');
    await qty.blur();
    await expect.poll(() => page.getByTestId('cart-settle').textContent()).toMatch(/去结算\s*\(2\)/);

    // Settlement: the address card, the goods, the submit bar fixed at the very bottom (no tab bar).
    await page.getByTestId('cart-settle').click();
    await page.waitForURL((url) => url.pathname === '/order/settlement');
    await expect.poll(() => page.getByTestId('settle-ship-to').textContent()).toContain(buyer.address.street);
    const submitBar = await page.getByTestId('settle-submit').evaluate((el) => {
      const row = el.closest('.phone-bar');
      return row
        ? { bottom: Math.round(row.getBoundingClientRect().bottom), fixed: getComputedStyle(row).position }
        : null;
    });
    expect(submitBar).toEqual({ bottom: PHONE.height, fixed: 'fixed' });
    expect(await page.locator('.tabbar').isVisible()).toBe(false);
    await expectPhoneFit(page, 'settlement');
    await screenshot(page, 'phone-settlement');
    await page.getByTestId('settle-submit').click();

    // One order: the mall's cashier at once; pay at the sandbox gateway.
    await page.waitForURL((url) => url.pathname === '/order/cashier');
    const orderId = Number(new URL(page.url()).searchParams.get('orderIds'));
    await page.getByTestId('pay-method-sandbox').click();
    await page.getByRole('button', { name: /确认支付/ }).click();
    await page.waitForURL((url) => url.pathname === '/pay/sandbox');
    await page.getByTestId('gw-confirm').waitFor();
    await expectPhoneFit(page, 'cashier');
    await screenshot(page, 'phone-cashier');
    await page.getByTestId('gw-confirm').click();
    await page.getByTestId('gw-success').waitFor();
    await page.waitForURL((url) => url.pathname === '/order/detail', { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('order-status').first().textContent()).toContain('待发货');

    // The order list: tabs scroll sideways, the order a stacked card.
    await page.goto('/user/order');
    await page.getByTestId('order-card').first().waitFor();
    await expectPhoneFit(page, 'orders');
    await screenshot(page, 'phone-orders');
    await page.locator(`a[href="/order/detail?orderId=${orderId}"]`).first().click();
    await page.waitForURL((url) => url.pathname === '/order/detail');
    await page.getByTestId('order-detail').waitFor();
    await expectPhoneFit(page, 'order detail');
    await screenshot(page, 'phone-order-detail');

    // The account center: the menu as a grid of entries; the address book as stacked cards.
    await page.goto('/user/center');
    await page.getByTestId('center-name').waitFor();
    expect(await page.locator('.user-sidebar').count()).toBe(0);
    await page.getByRole('navigation', { name: '账户菜单' }).getByRole('link', { name: '收货地址' }).waitFor();
    await expectPhoneFit(page, 'center');
    await screenshot(page, 'phone-center');
    await page.getByRole('navigation', { name: '账户菜单' }).getByRole('link', { name: '收货地址' }).click();
    await page.waitForURL((url) => url.pathname === '/user/address');
    await page.getByTestId('address-card').first().waitFor();
    await expectPhoneFit(page, 'address');
    await screenshot(page, 'phone-address');
    await page.getByTestId('address-add').click();
    const tel = page.getByTestId('address-telphone');
    expect(await tel.getAttribute('inputmode')).toBe('tel');
    expect(await tel.getAttribute('autocomplete')).toBe('tel');
  }, 120_000);
});
