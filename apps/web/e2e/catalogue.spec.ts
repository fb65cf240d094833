import {
  formatYuan,
  type TProductCard,
  type TProductDetail,
  type TShopBasic,
  type TShopDecoration,
} from '@mall/contract';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiCall, isE2eEnabled, openBrowser, screenshot } from './browser.js';

type TBrowser = Awaited<ReturnType<typeof openBrowser>>;

const ZIGBEE = 'Zigbee 3.0';

/** `queryPortalPage` straight from the API (its envelope also carries `total`). */
async function portalPage(query: Record<string, unknown>) {
  const answer = await apiCall<TProductCard[]>('/product/api/product/queryPortalPage.json', query);
  expect(answer.status).toBe(200);
  return answer as typeof answer & { total: number };
}

async function details(id: number) {
  const answer = await apiCall<TProductDetail>('/product/api/product/details.json', { id });
  expect(answer.status).toBe(200);
  return answer.data;
}

/** The grid has its final answer (no placeholder of the previous list dimmed on screen). */
async function gridSettled(page: Page) {
  await page.locator('[data-testid="product-grid"][aria-busy="false"]').waitFor();
}

/** Scrolls down and back so lazy images load before a full-page screenshot. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      // Two frames: the lazy images' observers have seen this position.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 15_000 });
}

describe.runIf(isE2eEnabled())('catalogue journeys in Chromium', () => {
  let browser: TBrowser;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('searches, filters by protocol, opens a detail, switches standards, goes back and sorts by price', async () => {
    const { page } = browser;
    const all = await portalPage({ queryName: '网关', pageRows: 20 });
    expect(all.total).toBeGreaterThan(0);

    await page.goto('/product?queryName=网关');
    await expect.poll(() => page.title()).toBe('“网关”搜索结果 - 智联商城');
    await gridSettled(page);
    await expect.poll(() => page.getByTestId('list-summary').textContent()).toContain('“网关” 的搜索结果');
    expect(await page.getByTestId('list-total').textContent()).toBe(String(all.total));
    const titles = await page.locator('.product-card-title').allTextContents();
    expect(titles.some((t) => t.includes('网关'))).toBe(true);

    // The Zigbee 3.0 chip: the URL carries the filter and every card is a Zigbee product.
    const filtered = await portalPage({ queryName: '网关', protocol: ZIGBEE, pageRows: 20 });
    expect(filtered.total).toBeGreaterThan(1);
    await page.getByTestId('filter-protocol').getByRole('button', { name: ZIGBEE, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('protocol') === ZIGBEE);
    expect(new URL(page.url()).searchParams.get('queryName')).toBe('网关');
    await gridSettled(page);
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(Math.min(20, filtered.total));
    await expect
      .poll(async () => (await page.getByTestId('product-card').allTextContents()).every((t) => t.includes('Zigbee')))
      .toBe(true);
    expect(
      await page
        .getByTestId('filter-protocol')
        .getByRole('button', { name: ZIGBEE, exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    const listUrl = page.url();
    await loadLazyImages(page);
    await screenshot(page, 'product-list');

    // A product of this list with two standards in stock that differ in price or stock.
    let product: TProductDetail | undefined;
    for (const card of filtered.data) {
      const d = await details(card.id);
      const inStock = d.listStandar.filter((s) => s.stock > 0);
      if (inStock.length >= 2 && (inStock[0].price !== inStock[1].price || inStock[0].stock !== inStock[1].stock)) {
        product = d;
        break;
      }
    }
    if (!product) throw new Error('no product with two different standards in the filtered list');
    const [first, second] = product.listStandar.filter((s) => s.stock > 0);

    await page.locator(`a.product-card[href="/product/detail?id=${product.id}"]`).click();
    await page.waitForURL(
      (url) => url.pathname === '/product/detail' && url.searchParams.get('id') === String(product.id),
    );
    await expect.poll(() => page.getByTestId('detail-title').textContent()).toContain(product.title);
    await expect.poll(() => page.title()).toBe(`${product.title} - 智联商城`);
    expect(await page.getByTestId('detail-review-count').textContent()).toContain(String(product.ppcCount));
    // Before a full choice: the lowest price, with 起 when the standards differ in price.
    const lowest = Math.min(...product.listStandar.map((s) => s.price));
    expect(await page.getByTestId('detail-price').textContent()).toContain(`¥${formatYuan(lowest)}`);

    const group = page.getByTestId('spec-group').first();
    await group.getByRole('button', { name: first.specs[0], exact: true }).click();
    await expect.poll(() => page.getByTestId('detail-price').textContent()).toBe(`¥${formatYuan(first.price)}`);
    await expect.poll(() => page.getByTestId('detail-stock').textContent()).toBe(`库存 ${first.stock} 件`);
    await group.getByRole('button', { name: second.specs[0], exact: true }).click();
    await expect.poll(() => page.getByTestId('detail-price').textContent()).toBe(`¥${formatYuan(second.price)}`);
    await expect.poll(() => page.getByTestId('detail-stock').textContent()).toBe(`库存 ${second.stock} 件`);
    // A sold-out standard cannot be chosen.
    for (const s of product.listStandar.filter((x) => x.stock === 0)) {
      expect(await group.getByRole('button', { name: s.specs[0], exact: true }).isDisabled()).toBe(true);
    }

    // The gallery: 450² main image, 86² thumbnails, the 900² image in the zoom panel on hover.
    expect(await page.locator('.gallery-main img').getAttribute('src')).toMatch(/^\/img\/450\//);
    expect(await page.locator('.gallery-thumb img').first().getAttribute('src')).toMatch(/^\/img\/86\//);
    await page.locator('.gallery-main').hover({ position: { x: 200, y: 200 } });
    await expect.poll(() => page.getByTestId('gallery-zoom').getAttribute('style')).toMatch(/\/img\/900\//);
    await page.mouse.move(0, 0);

    // Logged out, buying asks for a login first.
    await page.getByTestId('detail-add-cart').click();
    await page.getByTestId('login-modal').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('login-modal').waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: '规格参数' }).click();
    await page.getByTestId('iot-spec-table').getByText('通信协议').waitFor();
    expect(await page.getByTestId('iot-spec-table').textContent()).toContain(ZIGBEE);
    expect(await page.getByTestId('params-table').textContent()).toContain(product.brand);
    await page.getByRole('tab', { name: '商品详情' }).click();
    await page.getByTestId('rich-text').waitFor();
    await loadLazyImages(page);
    await screenshot(page, 'product-detail');

    // Back to the filtered list, filters restored from the URL.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/product');
    expect(page.url()).toBe(listUrl);
    await gridSettled(page);
    expect(
      await page
        .getByTestId('filter-protocol')
        .getByRole('button', { name: ZIGBEE, exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(Math.min(20, filtered.total));

    // 价格 ↑: non-decreasing prices, compared as numbers (spec §5), exactly the server's order.
    const readPrices = async () =>
      (await page.locator('.product-card-price .price').allTextContents()).map((t) => Number(t.replace('¥', '')));
    const ascending = await portalPage({ queryName: '网关', protocol: ZIGBEE, sort: 'priceAsc', pageRows: 20 });
    await page.getByTestId('sort-price').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'priceAsc');
    await expect.poll(readPrices).toEqual(ascending.data.map((p) => p.price));
    const prices = await readPrices();
    expect(prices.length).toBe(Math.min(20, filtered.total));
    // Strong matches in stock lead (DESIGN.md §2): their prices rise; the page is the server's order.
    const leading = ascending.data.filter((p) => !p.isSoldOut && p.title.includes('网关')).map((p) => p.price);
    expect(leading).toEqual([...leading].sort((a, b) => a - b));
    expect(prices[0]).toBeLessThan(Math.max(...prices));
    // A second click flips to 价格 ↓.
    await page.getByTestId('sort-price').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'priceDesc');
    const descending = await portalPage({ queryName: '网关', protocol: ZIGBEE, sort: 'priceDesc', pageRows: 20 });
    await expect.poll(readPrices).toEqual(descending.data.map((p) => p.price));
  });

  it('opens a deep link to a product fresh, and shows the not-found state for unknown or malformed ids', async () => {
    const { page } = browser;
    const list = await portalPage({ pageRows: 1, sort: 'sales' });
    const product = await details(list.data[0].id);
    await page.goto(`/product/detail?id=${product.id}`);
    await expect.poll(() => page.getByTestId('detail-title').textContent()).toContain(product.title);
    const crumbs = await page.locator('.page-crumbs').textContent();
    for (const c of product.categoryPath) expect(crumbs).toContain(c.name);
    await expect.poll(() => page.getByTestId('shop-box').textContent()).toContain(product.shopName);
    expect(await page.getByTestId('shop-box').getByRole('link').getAttribute('href')).toBe(
      `/shop?agentId=${product.agentId}`,
    );

    await page.goto('/product/detail?id=987654321');
    await page.getByTestId('product-not-found').getByText('商品不存在或已下架').waitFor();
    expect(
      await page.getByTestId('product-not-found').getByRole('link', { name: '返回首页' }).getAttribute('href'),
    ).toBe('/');
    await page.goto('/product/detail?id=abc');
    await page.getByTestId('product-not-found').getByText('商品不存在或已下架').waitFor();
    await page.goto('/product/detail');
    await page.getByTestId('product-not-found').waitFor();
  });

  it('drops invalid filters from a shared link and empties with a way back', async () => {
    const { page } = browser;
    await page.goto('/product?queryName=网关&protocol=Bogus&page=0&priceStart=-3');
    await gridSettled(page);
    expect(
      await page.getByTestId('filter-protocol').getByRole('button', { name: '不限' }).getAttribute('aria-pressed'),
    ).toBe('true');

    await page.getByLabel('最低价').fill('500');
    await page.getByLabel('最高价').fill('20');
    const before = page.url();
    await page.getByTestId('price-range').getByRole('button', { name: '确定' }).click();
    await page.getByText('最低价不能高于最高价').waitFor();
    expect(page.url()).toBe(before);
    expect(await page.getByTestId('active-filters').count()).toBe(0);

    await page.getByLabel('最低价').fill('');
    await page.getByLabel('最高价').fill('0.01');
    await page.getByTestId('price-range').getByRole('button', { name: '确定' }).click();
    await page.waitForURL((url) => url.searchParams.get('priceEnd') === '0.01');
    await page.getByTestId('results-empty').getByText('没有找到相关商品').waitFor();
    await page.getByTestId('results-empty').getByRole('button', { name: '清空筛选条件' }).click();
    await page.waitForURL((url) => !url.searchParams.has('priceEnd') && url.searchParams.get('queryName') === '网关');
    await gridSettled(page);
  });

  it('renders a shop from its templates, its categories and products, and searches within it', async () => {
    const { page } = browser;
    const agentId = 1;
    const basic = (await apiCall<TShopBasic>('/seller/api/ecAgentData/getEcAgentBasicData.json', { agentId })).data;
    const decoration = (await apiCall<TShopDecoration>('/shop/businessShop/queryList.json', { agentId })).data;
    const codes = decoration.businessTemplateDataSource.map((t) => t.code);
    const recommends = decoration.businessTemplateDataSource
      .filter((t) => t.code === 'recommend')
      .flatMap((t) => t.businessDataInterface.map((e) => JSON.parse(e.data) as { title: string }));

    await page.goto(`/shop?agentId=${agentId}`);
    await expect.poll(() => page.getByTestId('shop-name').textContent()).toBe(basic.name);
    if (codes.includes('banner')) {
      expect(await page.getByTestId('shop-banner').locator('img').first().getAttribute('src')).toMatch(
        /^\/img\/carousel\//,
      );
    }
    if (codes.includes('notice')) await page.getByTestId('shop-notice').waitFor();
    await expect.poll(() => page.getByTestId('shop-recommend').count()).toBe(recommends.length);
    for (const r of recommends) await page.getByTestId('shop-recommend').getByText(r.title, { exact: true }).waitFor();
    await gridSettled(page);
    const shopCards = await page.locator('#shop-all [data-testid="product-card"]').allTextContents();
    expect(shopCards.length).toBeGreaterThan(0);
    expect(shopCards.every((t) => t.includes(basic.name))).toBe(true);
    await loadLazyImages(page);
    await screenshot(page, 'shop');

    // A category of the shop filters its grid.
    const firstCategory = page.getByTestId('category-sidebar').locator('.cat-side-item').nth(1);
    const categoryName = (await firstCategory.textContent())?.trim() ?? '';
    await firstCategory.click();
    await page.waitForURL((url) => url.searchParams.has('categoryId') && url.searchParams.get('agentId') === '1');
    await gridSettled(page);
    await expect.poll(() => page.locator('#shop-all h2').textContent()).toContain(categoryName);

    // 搜本店 → /shop/search with the keyword.
    await page.getByTestId('shop-header').getByPlaceholder('搜索本店商品').fill('灯');
    await page.getByTestId('shop-header').getByPlaceholder('搜索本店商品').press('Enter');
    await page.waitForURL((url) => url.pathname === '/shop/search' && url.searchParams.get('queryName') === '灯');
    await gridSettled(page);
    const found = await portalPage({ agentId, queryName: '灯', pageRows: 20 });
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(Math.min(20, found.total));
    await expect.poll(() => page.getByTestId('shop-search-summary').textContent()).toContain(`共 ${found.total} 件`);
  });
});
