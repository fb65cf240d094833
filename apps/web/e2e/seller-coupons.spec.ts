import { CALLS, type TCouponOffer, type TSellerCouponOffer, type TUserCoupon } from '@mall/contract';
import { buyerWithAddress, sellerLogin } from '@mall/contract/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, e2eWire, isE2eEnabled, screenshot } from './browser.js';
import { logIn, settle } from './journey-setup.js';
import { expectPhoneFit, PHONE } from './phone.js';
import { buyerAndSellerWindows, DESKTOP, field, sellerLogIn, shoot } from './seller-setup.js';

/**
 * 营销 › 优惠券 of the seller workbench against a real server, in two windows: seller01
 * issues a 满减 coupon in the form, a buyer claims it in 领券中心, the seller sees it claimed and
 * stops it; the coupon centre no longer offers it while the buyer's coupon stays 未使用.
 */

async function couponJourney(buyerPage: Page, sellerPage: Page) {
  const stamp = String(Date.now()).slice(-5);
  const name = `店庆满100减8·${stamp}`;
  const seller = await sellerLogin(e2eWire(), 'seller01', 'seller12345');

  // The seller signs in at the workbench's own login and opens 营销.
  await sellerLogIn(sellerPage, 'seller01');
  await sellerPage.locator('.seller-sider').getByText('营销').click();
  await sellerPage.waitForURL((url) => url.pathname === '/seller/coupon');
  await sellerPage.getByTestId('seller-coupons-page').waitFor();
  await expect.poll(() => sellerPage.title()).toBe('优惠券管理 - 智联商城');

  // 新建优惠券: a 满减 of 8 off 100, 50 of them, claimable from today for a week.
  await sellerPage.getByTestId('seller-coupon-add').click();
  const form = sellerPage.getByTestId('seller-coupon-form');
  await form.waitFor();
  await field(form, 'seller-coupon-name').fill(name);
  await field(form, 'seller-coupon-threshold').fill('100');
  await field(form, 'seller-coupon-amount').fill('8');
  await field(form, 'seller-coupon-total').fill('50');
  await shoot(sellerPage, 'seller-coupon-form');
  // The form kept what was typed across the breakpoint.
  expect(await field(form, 'seller-coupon-name').inputValue()).toBe(name);

  // On a phone the claim period is two single pickers; the calendar fits 390 px.
  await sellerPage.setViewportSize(PHONE);
  await settle(sellerPage);
  await field(form, 'seller-coupon-start').click();
  await sellerPage.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor();
  await settle(sellerPage);
  await expectPhoneFit(sellerPage, 'seller-coupon-date-picker');
  await screenshot(sellerPage, 'seller-coupon-date-picker-390');
  await sellerPage.keyboard.press('Escape');
  await sellerPage.setViewportSize(DESKTOP.viewport);
  await settle(sellerPage);

  await sellerPage.getByTestId('seller-coupon-submit').click();
  await form.waitFor({ state: 'detached' });
  const card = sellerPage.getByTestId('seller-coupon-card').filter({ hasText: name });
  await card.waitFor();
  expect(await card.getByTestId('seller-coupon-terms').textContent()).toBe('满100减8');
  expect(await card.getByTestId('seller-coupon-state').textContent()).toBe('进行中');
  expect(await card.getByTestId('seller-coupon-claimed').textContent()).toBe('已领 0');
  const listed = await apiCall<TSellerCouponOffer[]>(CALLS.sellerCoupon.list.path, { state: 'running' }, seller.token);
  const offer = listed.data.find((o) => o.name === name);
  expect(offer).toMatchObject({ scope: 'shop', total: 50, threshold: 100, amount: 8, perUserLimit: 1 });

  // The buyer's window: 领券中心 offers it with the shop's name; 立即领取.
  const buyer = await buyerWithAddress(e2eWire(), { prefix: '商家券', balance: 10 });
  await logIn(buyerPage, { buyer });
  await buyerPage.goto('/user/coupons');
  const ticket = buyerPage.getByTestId('coupon-offer').filter({ hasText: name });
  await ticket.waitFor();
  await ticket.getByTestId('coupon-claim').click();
  await expect.poll(() => ticket.getByTestId('coupon-claim').textContent()).toBe('已领取');

  // The seller's card counts it.
  await sellerPage.reload();
  await expect.poll(() => card.getByTestId('seller-coupon-claimed').textContent()).toBe('已领 1');
  await shoot(sellerPage, 'seller-coupons');

  // 结束发放: off 进行中, under 已结束 as 已提前结束, without the button.
  await card.getByTestId('seller-coupon-stop').click();
  await sellerPage.getByTestId('seller-coupon-stop-ok').click();
  await card.waitFor({ state: 'detached' });
  await sellerPage.getByRole('tab', { name: '已结束' }).click();
  await sellerPage.waitForURL((url) => url.searchParams.get('state') === 'ended');
  await card.waitFor();
  expect(await card.getByTestId('seller-coupon-state').textContent()).toBe('已提前结束');
  expect(await card.getByTestId('seller-coupon-stop').count()).toBe(0);
  await shoot(sellerPage, 'seller-coupons-ended');

  // The buyer: the coupon centre no longer offers it; the claimed coupon stays under 未使用.
  await buyerPage.reload();
  await buyerPage.getByTestId('coupon-offer').first().waitFor();
  expect(await buyerPage.getByTestId('coupon-offer').filter({ hasText: name }).count()).toBe(0);
  await buyerPage.getByTestId('coupon-tab-0').click();
  await buyerPage.getByTestId('my-coupon').filter({ hasText: name }).waitFor();
  const centre = await apiCall<TCouponOffer[]>(CALLS.coupon.query.path, { page: 1, limit: 100 }, buyer.token);
  expect(centre.data.some((o) => o.name === name)).toBe(false);
  const mine = await apiCall<TUserCoupon[]>(CALLS.coupon.mine.path, { status: 0 }, buyer.token);
  expect(mine.data.find((c) => c.name === name)).toMatchObject({ status: 0, shopName: offer?.shopName });
}

describe.runIf(isE2eEnabled())('shop coupons in the seller workbench, a buyer’s window beside it', () => {
  const windows = buyerAndSellerWindows();

  it('issues a 满减 coupon, a buyer claims it, the seller stops it; the claimed coupon stays usable', async () => {
    const { buyer, seller } = await windows();
    await couponJourney(buyer, seller);
  }, 240_000);
});
