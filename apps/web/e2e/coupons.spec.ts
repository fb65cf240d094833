import { CALLS, formatYuan, type TCouponOffer, type TOrder, type TUserCoupon } from '@mall/contract';
import { buyerWithAddress } from '@mall/contract/testing';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCall, e2eWire, isE2eEnabled, openBrowser, productInStock } from './browser.js';
import { logIn, look } from './journey-setup.js';
import { openPhone } from './phone.js';

type TBrowser = Awaited<ReturnType<typeof openBrowser>>;

/** The demo offer the journey claims: seller03's 无门槛 ¥5 (fits any of that shop's products). */
const OFFER_NAME = '绿米新人无门槛5元';
const DEMO = { buyer: { username: 'demo', password: 'demo12345' } };

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Waits until no dialog or sheet is moving (antd's enter/leave motion), so a screenshot shows it at rest. */
async function stillness(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('.ant-modal-root *, .ant-drawer *, .ant-modal-root, .ant-drawer')].filter(
            (el) =>
              /-(enter|appear|leave)(-|\b)/.test(el.className && typeof el.className === 'string' ? el.className : ''),
          ).length,
      ),
    )
    .toBe(0);
}

/**
 * Claim a coupon in the coupon centre → the settlement pre-selects it and its total drops by it →
 * submit → cancel the order → the coupon is back under 未使用. Then the demo buyer's tabs (used and
 * expired coupons) for the screenshots.
 */
async function journey(browser: TBrowser, isPhone: boolean) {
  const { page } = browser;
  const product = await productInStock(3);
  const standard = product.listStandar[0];
  if (!standard) throw new Error('no standard');
  const buyer = await buyerWithAddress(e2eWire(), { prefix: isPhone ? '领券手机' : '领券', balance: 10 });
  await logIn(page, { buyer });

  // 领券中心: 立即领取 turns into 已领取.
  await page.goto('/user/coupons');
  const ticket = page.getByTestId('coupon-offer').filter({ hasText: OFFER_NAME });
  await ticket.waitFor();
  await expect.poll(() => ticket.getByTestId('coupon-claim').textContent()).toBe('立即领取');
  await page.getByTestId('coupon-offer').filter({ hasText: '已抢光' }).first().waitFor();
  await ticket.getByTestId('coupon-claim').click();
  await expect.poll(() => ticket.getByTestId('coupon-claim').textContent()).toBe('已领取');
  expect(await ticket.getByTestId('coupon-claim').isDisabled()).toBe(true);
  await look(page, 'coupons-center', isPhone);
  const [mine] = (await apiCall<TUserCoupon[]>(CALLS.coupon.mine.path, { status: 0 }, buyer.token)).data;
  expect(mine).toMatchObject({ name: OFFER_NAME, status: 0 });

  // The account centre counts it among the usable coupons and leads to them.
  await page.goto('/user/center');
  await expect.poll(() => page.getByTestId('center-count-优惠券').textContent()).toBe('1');
  await page.getByTestId('center-count-优惠券').click();
  await page.waitForURL(/\/user\/coupons\?tab=0$/);

  // 未使用: the ticket with 去使用 to its shop.
  await page.getByTestId('coupon-tab-0').click();
  await page.getByTestId('my-coupon').filter({ hasText: OFFER_NAME }).waitFor();
  expect(await page.getByTestId('coupon-use').first().getAttribute('href')).toBe('/shop?agentId=3');

  // Settlement: the coupon is pre-selected, the total drops by ¥5.
  await page.goto(`/order/settlement?productId=${product.id}&standardId=${standard.id}&number=1`);
  await page.getByTestId('settle-coupon-saving').waitFor();
  const saving = Math.min(5, standard.price);
  expect(money(await page.getByTestId('settle-coupon-saving').textContent())).toBeCloseTo(saving, 2);
  expect(money(await page.getByTestId('settle-discount').textContent())).toBeCloseTo(saving, 2);
  await expect
    .poll(async () => money(await page.getByTestId('settle-total').textContent()))
    .toBeCloseTo(standard.price - saving, 2);
  // The picker (a bottom sheet on the phone): 不使用优惠券 brings the full price back, then the coupon again.
  await page.getByTestId('settle-coupon-change').click();
  await page.getByTestId('coupon-option').first().waitFor();
  await stillness(page);
  await look(page, 'coupons-picker', isPhone);
  await page.getByTestId('coupon-option-none').click();
  await expect
    .poll(async () => money(await page.getByTestId('settle-total').textContent()))
    .toBeCloseTo(standard.price, 2);
  await page.getByTestId('settle-coupon-change').click();
  await page.getByTestId('coupon-option').first().click();
  await expect
    .poll(async () => money(await page.getByTestId('settle-total').textContent()))
    .toBeCloseTo(standard.price - saving, 2);
  await stillness(page);
  await expect
    .poll(() => page.locator('.ant-modal-wrap, .ant-drawer-content-wrapper').filter({ visible: true }).count())
    .toBe(0);
  await look(page, 'coupons-settlement', isPhone);

  await page.getByTestId('settle-submit').click();
  // The cashier opens at once (one order); the discount is read on the order's own page.
  await page.waitForURL((url) => url.pathname === '/order/cashier');
  const orderId = Number(new URL(page.url()).searchParams.get('orderIds'));
  await page.goto(`/order/detail?orderId=${orderId}`);
  await page.getByTestId('order-discount').waitFor();
  expect(money(await page.getByTestId('order-discount').textContent())).toBeCloseTo(saving, 2);
  const placed = await apiCall<{ order: TOrder }>(CALLS.order.selectSingleOrder1.path, { orderId }, buyer.token);
  expect(placed.data.order).toMatchObject({ couponId: mine?.id, discount: saving });
  expect(formatYuan(placed.data.order.orderTotalPrice)).toBe(formatYuan(standard.price - saving));
  await look(page, 'coupons-order', isPhone);

  // The coupon is used; cancelling the order gives it back.
  await page.goto('/user/coupons?tab=1');
  await page.getByTestId('my-coupon').filter({ hasText: OFFER_NAME }).waitFor();
  await page.goto(`/order/detail?orderId=${orderId}`);
  await page.getByTestId('order-cancel').first().click();
  await page.getByRole('button', { name: '确定取消' }).click();
  await expect.poll(() => page.getByTestId('order-status').first().textContent()).toContain('已取消');
  await page.goto('/user/coupons');
  await page.getByTestId('coupon-tab-0').click();
  await page.getByTestId('my-coupon').filter({ hasText: OFFER_NAME }).waitFor();
  const back = (await apiCall<TUserCoupon[]>(CALLS.coupon.mine.path, { status: 0 }, buyer.token)).data;
  expect(back.map((c) => c.id)).toEqual([mine?.id]);
  await look(page, 'coupons-unused', isPhone);

  // The demo buyer holds used and expired coupons too: every tab as it looks with some.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, DEMO);
  for (const [tab, name] of [
    ['0', 'coupons-demo-unused'],
    ['1', 'coupons-demo-used'],
    ['2', 'coupons-demo-expired'],
  ] as const) {
    await page.goto(`/user/coupons?tab=${tab}`);
    await page.getByTestId(`my-coupons-${tab}`).getByTestId('my-coupon').first().waitFor();
    await look(page, name, isPhone);
  }
  const offers = await apiCall<TCouponOffer[]>(CALLS.coupon.query.path, { page: 1, limit: 50 }, buyer.token);
  expect(offers.data.some((o) => o.remaining === 0)).toBe(true);
}

/**
 * A guest: the home page (desktop) or the menu row (phone) opens 领券中心; the offers load with
 * 登录后领取 (the 未使用 tab asks for a login); the button opens the login modal, the login refetches
 * the centre (立即领取) and the coupon is claimed.
 */
async function guestJourney(browser: TBrowser, isPhone: boolean) {
  const { page } = browser;
  const buyer = await buyerWithAddress(e2eWire(), { prefix: isPhone ? '游客领券手机' : '游客领券' });
  // Every coupon call the pages make answers 200 (the envelope's status), for the guest too.
  const failed: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().includes('/order/coupon/')) return;
    const body = (await res.json().catch(() => null)) as { status?: number } | null;
    if (body?.status !== 200) failed.push(`${new URL(res.url()).pathname} ${body?.status}`);
  });

  await page.goto('/');
  await page.getByTestId('home-coupon-link').waitFor();
  await look(page, 'coupons-guest-home', isPhone);
  if (isPhone) {
    // The phone: the menu row under the search box (it scrolls sideways) has the entry.
    const entry = page.getByTestId('navbar-menu').getByRole('link', { name: '领券中心' });
    await entry.click();
  } else {
    await page.getByTestId('home-coupon-link').click();
  }
  await page.waitForURL((url) => url.pathname === '/user/coupons');
  const ticket = page.getByTestId('coupon-offer').filter({ hasText: OFFER_NAME });
  await ticket.waitFor();
  await expect.poll(() => ticket.getByTestId('coupon-claim').textContent()).toBe('登录后领取');
  expect(await ticket.getByTestId('coupon-claim').isDisabled()).toBe(false);
  expect(await page.getByText('优惠券加载失败').count()).toBe(0);
  // A sold-out offer still reads 已抢光 for a guest.
  await page.getByTestId('coupon-offer').filter({ hasText: '已抢光' }).first().waitFor();
  if (!isPhone) {
    // The desktop's menu row links here too, marked as the current page.
    const entry = page.getByTestId('navbar-menu').getByRole('link', { name: '领券中心' });
    expect(await entry.getAttribute('aria-current')).toBe('page');
  }
  await look(page, 'coupons-guest-center', isPhone);

  // The guest's own coupons ask for a login instead of failing.
  await page.getByTestId('coupon-tab-0').click();
  await page.getByTestId('coupon-login').waitFor();
  await page.getByTestId('coupon-tab-center').click();
  await ticket.waitFor();

  // 登录后领取 → the login modal → the centre again, now with 立即领取 → 已领取.
  await ticket.getByTestId('coupon-claim').click();
  const modal = page.getByTestId('login-modal');
  await modal.waitFor();
  await stillness(page);
  await modal.getByRole('textbox', { name: '用户名' }).fill(buyer.username);
  await modal.getByLabel('密码').fill(buyer.password);
  await modal.getByRole('button', { name: '登录' }).click();
  await modal.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toBe('/user/coupons');
  await expect.poll(() => ticket.getByTestId('coupon-claim').textContent()).toBe('立即领取');
  await ticket.getByTestId('coupon-claim').click();
  await expect.poll(() => ticket.getByTestId('coupon-claim').textContent()).toBe('已领取');
  const [mine] = (await apiCall<TUserCoupon[]>(CALLS.coupon.mine.path, { status: 0 }, buyer.token)).data;
  expect(mine).toMatchObject({ name: OFFER_NAME, status: 0 });
  expect(failed).toEqual([]);
}

describe.runIf(isE2eEnabled())('coupons in Chromium', () => {
  let browser: TBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('claims a coupon, settles with it (the total drops), cancels, and has it back under 未使用', async () => {
    browser = await openBrowser();
    await journey(browser, false);
  }, 120_000);

  it('does the same on a 390 px phone, every page fitting the screen', async () => {
    browser = await openPhone();
    await journey(browser, true);
  }, 120_000);

  it('opens the coupon centre for a guest from the home page: 登录后领取, log in in the modal, claim', async () => {
    browser = await openBrowser();
    await guestJourney(browser, false);
  }, 120_000);

  it('opens it for a guest from the menu row on a 390 px phone, and claims after logging in', async () => {
    browser = await openPhone();
    await guestJourney(browser, true);
  }, 120_000);
});
