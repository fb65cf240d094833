import { CALLS, type TPlanCard, type TProductCard, type TProductDetail } from '@mall/contract';
import { buyerWithAddress } from '@mall/contract/testing';
import type { Locator } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCall, e2eWire, isE2eEnabled, openBrowser } from './browser.js';
import { logIn, look } from './journey-setup.js';
import { PHONE } from './phone.js';

type TBrowser = Awaited<ReturnType<typeof openBrowser>>;

const SCREENS = [
  { name: 'desktop', isPhone: false, screen: { viewport: { width: 1366, height: 900 } } },
  {
    name: 'phone',
    isPhone: true,
    screen: { viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  },
] as const;

/** The demo's best-selling Zigbee 门窗传感器 (米家 / HomeKit / 涂鸦 over Zigbee: it needs a hub). */
async function zigbeeSensor(): Promise<TProductDetail> {
  const page = await apiCall<TProductCard[]>(CALLS.catalogue.queryPortalPage.path, {
    queryName: 'Zigbee 门窗传感器',
    sort: 'sales',
  });
  const card = page.data.find((c) => c.title.includes('Zigbee 门窗传感器') && !c.isSoldOut);
  if (!card) throw new Error('the demo has no Zigbee 门窗传感器 on sale');
  return (await apiCall<TProductDetail>(CALLS.catalogue.details.path, { id: card.id })).data;
}

/** Scrolls down a screen at a time until the block (rendered when near the screen) is there, then to it. */
async function scrollUntil(page: TBrowser['page'], block: Locator): Promise<void> {
  await expect
    .poll(async () => {
      if ((await block.count()) > 0) return true;
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      return false;
    })
    .toBe(true);
  await block.scrollIntoViewIfNeeded();
}

/**
 * 我的家 (issue 37): a buyer without a home is asked on the list, sets a 米家 home without a hub, sees a
 * Zigbee sensor answer 需网关 with the gateway that fixes it, puts both in the cart (the gateway by
 * 一键加购网关) and the cart stops warning; 只看兼容我家 leaves only 兼容 products.
 */
describe.runIf(isE2eEnabled())('我的家 in Chromium', () => {
  let browser: TBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  for (const { name, isPhone, screen } of SCREENS) {
    it(`sets a 米家 home, follows 需网关 to its gateway, and the cart stops warning (${name})`, async () => {
      browser = await openBrowser(screen);
      const { page } = browser;
      const buyer = await buyerWithAddress(e2eWire(), { prefix: isPhone ? '我的家手机' : '我的家' });
      const sensor = await zigbeeSensor();
      await logIn(page, { buyer });

      // The list asks once; the prompt leads to the account page.
      await page.goto('/product');
      await page.getByTestId('home-prompt').waitFor();
      await look(page, 'smart-home-prompt', isPhone);
      await page.getByRole('link', { name: '设置我的家' }).click();
      await page.waitForURL((url) => url.pathname === '/user/home');
      await expect.poll(() => page.title()).toBe('我的家 - 智联商城');
      await page.getByRole('checkbox', { name: /^米家/ }).check();
      // The preview answers before anything is saved.
      await page.getByText('Zigbee 门窗传感器：支持米家，但需要Zigbee 3.0网关，你家中还没有。').waitFor();
      await page.getByTestId('home-save').click();
      await page.getByText('我的家已保存').waitFor();
      await look(page, 'smart-home-page', isPhone);

      // The sensor needs a gateway: the reason and the one that fixes it.
      await page.goto(`/product/detail?id=${sensor.id}`);
      const note = page.getByTestId('compat-note');
      await note.waitFor();
      expect(await note.getByTestId('compat-badge').textContent()).toBe('需网关');
      expect(await note.textContent()).toContain('支持米家，但需要Zigbee 3.0网关，你家中还没有。');
      const gatewayLink = note.getByTestId('compat-gateway');
      expect(await gatewayLink.textContent()).toMatch(/^推荐网关：\S/);
      await look(page, 'smart-home-detail', isPhone);

      // In the cart: the warning, then 一键加购网关, and no warning.
      const standard = sensor.listStandar.find((s) => s.stock > 0);
      if (!standard) throw new Error('the sensor has no standard in stock');
      const added = await apiCall(
        CALLS.cart.add.path,
        { productId: sensor.id, standardId: standard.id, number: 1 },
        buyer.token,
      );
      expect(added.status).toBe(200);
      await page.goto('/cart');
      await page.getByTestId('hub-warning').waitFor();
      await look(page, 'smart-home-cart-warning', isPhone);
      // The order confirm page warns too, before anything is paid.
      await page.getByTestId('cart-settle').click();
      await page.waitForURL((url) => url.pathname === '/order/settlement');
      await page.getByTestId('hub-warning').waitFor();
      await look(page, 'smart-home-settlement-warning', isPhone);
      await page.goto('/cart');
      await page.getByTestId('hub-warning').waitFor();
      await page.getByTestId('add-gateway').click();
      await expect.poll(() => page.getByTestId('cart-item').count()).toBe(2);
      await expect.poll(() => page.getByTestId('hub-warning').count()).toBe(0);
      await expect.poll(() => page.getByTestId('compat-badge').allTextContents()).toEqual(['兼容', '兼容']);
      await look(page, 'smart-home-cart', isPhone);

      // The home page's floors and recommended shops say it on their cards too.
      await page.goto('/');
      const floors = page.getByTestId('home-classifications');
      await scrollUntil(page, floors);
      // Every card of a buyer with a home says one of the three, in sight on the narrow floor cards too.
      const floorCards = floors.getByTestId('product-card');
      await expect.poll(() => floorCards.count()).toBeGreaterThan(0);
      await expect.poll(() => floors.getByTestId('compat-badge').count()).toBe(await floorCards.count());
      expect(await floorCards.first().getByTestId('compat-badge').isVisible()).toBe(true);
      const shops = page.getByTestId('shop-card');
      await scrollUntil(page, shops.first());
      await expect.poll(() => shops.getByTestId('compat-badge').count()).toBeGreaterThan(0);
      await look(page, 'smart-home-home', isPhone);

      // A plan says whether its bill of materials is a complete system for this home, line by line.
      const plans = await apiCall<TPlanCard[]>(CALLS.plan.query.path, { limit: 20, sort: 'hot' });
      const plan = plans.data.find((p) => p.productCount > 0);
      if (!plan) throw new Error('the demo has no plan with a bill of materials');
      await page.goto(`/plan/detail?id=${plan.id}`);
      await page.getByTestId('plan-home-system').waitFor();
      expect(await page.getByTestId('plan-home-system').textContent()).toMatch(/^(完整系统|还不完整)对照我的家：/);
      await look(page, 'smart-home-plan', isPhone);

      // 只看兼容我家: every card left says 兼容.
      await page.goto('/product');
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.getByTestId('home-prompt').count()).toBe(0);
      // The list re-mounts on its new address: click, then read the new page's switch.
      await page.getByTestId('only-compatible').click();
      await page.waitForURL((url) => url.searchParams.get('compatible') === '1');
      await expect.poll(() => page.getByTestId('only-compatible').isChecked()).toBe(true);
      await expect
        .poll(async () => {
          const badges = await page.getByTestId('product-card').getByTestId('compat-badge').allTextContents();
          return badges.length > 0 && badges.every((b) => b === '兼容');
        })
        .toBe(true);
      expect(await page.getByTestId('product-card').count()).toBe(
        await page.getByTestId('product-card').getByTestId('compat-badge').count(),
      );
      await look(page, 'smart-home-list-compatible', isPhone);
    }, 120_000);
  }
});
