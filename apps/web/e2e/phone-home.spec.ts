import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isE2eEnabled, renderDeferred, screenshot } from './browser.js';
import { expectPhoneFit, openPhone, PHONE } from './phone.js';

type TPhone = Awaited<ReturnType<typeof openPhone>>;

describe.runIf(isE2eEnabled())('home and the content pages on a 390 px phone', () => {
  let phone: TPhone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone?.close();
  });

  it('stacks the home blocks in one column and opens a category from the tab bar', async () => {
    const { page } = phone;
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('首页 - 智联商城');

    // The carousel spans the screen at its 792:330 ratio; the category entries replace the side menu.
    const carousel = page.getByTestId('home-carousel');
    await page.getByTestId('carousel-image').first().waitFor();
    const box = await carousel.boundingBox();
    expect(box?.width).toBeGreaterThan(PHONE.width - 40);
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
    expect(Math.abs((box?.height ?? 0) - ((box?.width ?? 0) * 330) / 792)).toBeLessThan(2);
    expect(await page.locator('.category-menu').isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId('category-grid-item').count()).toBeGreaterThan(3);
    await expectPhoneFit(page, 'home first screen');

    // Every deferred block renders; product grids are two columns.
    await renderDeferred(page);
    await page.getByTestId('community-post').first().waitFor();
    await page.locator('[data-testid=goods-grid] [data-testid=product-card]').first().waitFor();
    const columns = await page
      .getByTestId('goods-grid')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    const composer = page.getByLabel('动态内容');
    expect((await composer.boundingBox())?.width).toBeGreaterThan(300);
    await expectPhoneFit(page, 'home');
    await screenshot(page, 'phone-home');

    // 分类 in the tab bar opens the drawer; a category there opens its list.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('tabbar-categories').click();
    const drawer = page.getByTestId('category-drawer');
    await drawer.waitFor();
    const panel = page.getByTestId('category-panel');
    await panel.waitFor();
    await expectPhoneFit(page, 'category drawer');
    await screenshot(page, 'phone-category-drawer');
    await panel.locator('.cat-panel-top').nth(1).click();
    const child = panel.locator('.cat-panel-child').first();
    await child.click();
    await page.waitForURL((url) => url.pathname === '/product' && url.searchParams.has('sysCategoryId'));
    await page.getByTestId('product-card').first().waitFor();
    await expect.poll(() => drawer.isVisible()).toBe(false);
  });

  it('lays out the market, alliance, guide, 方案馆 and 404 pages for the phone', async () => {
    const { page } = phone;

    await page.goto('/market');
    await page.getByTestId('market-grid').waitFor();
    await renderDeferred(page);
    await expectPhoneFit(page, 'market');
    await screenshot(page, 'phone-market');

    await page.goto('/bcca');
    await page.getByTestId('bcca-members').waitFor();
    await expectPhoneFit(page, 'bcca');
    await screenshot(page, 'phone-bcca');

    // The guide's side menu gives way to rows of sections and articles at the top.
    await page.goto('/guide');
    await page.getByTestId('guide-article').waitFor();
    expect(await page.locator('.guide-menu').isVisible()).toBe(false);
    await page.locator('.guide-article-chip', { hasText: '购物流程' }).click();
    await expect.poll(() => page.getByTestId('guide-title').textContent()).toBe('购物流程');
    await expectPhoneFit(page, 'guide');
    await screenshot(page, 'phone-guide');

    await page.goto('/plan');
    await page.getByTestId('plan-card').first().waitFor();
    await expectPhoneFit(page, '方案馆');

    await page.goto('/nope');
    await page.getByText('页面走丢了').waitFor();
    await expectPhoneFit(page, '404');
  });

  it('draws the main picture of home, a product and a list in the boot frame where the page draws it', async () => {
    const { page } = phone;
    const box = async (selector: string) => {
      const found = page.locator(selector).first();
      await expect
        .poll(() => found.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      return found.boundingBox();
    };
    for (const [url, drawn] of [
      ['/', '[data-testid=carousel-image]'],
      ['/product/detail?id=1', '.gallery-main img'],
      // A list's first card, below none, one (相关分类) and two (and 已选条件) rows of chips.
      ['/product', '.product-card-image img'],
      ['/product?queryName=网关', '.product-card-image img'],
      ['/product?queryName=网关&onlyInStock=1', '.product-card-image img'],
    ] as const) {
      // Before the app's code runs (here: never), the HTML alone paints the picture...
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(url);
      const framed = await box('.boot-picture img');
      await page.unroute('**/assets/*.js');
      // ...in the box where the page then draws it.
      await page.goto(url);
      // (A list draws its chips once the category tree has come: its grid settles then.)
      await expect.poll(() => box(drawn), { message: url }).toEqual(framed);
    }
  });
});
