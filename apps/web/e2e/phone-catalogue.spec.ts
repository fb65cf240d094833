import type { TCartGroup, TProductCard, TProductDetail } from '@mall/contract';
import { registerBuyer as registerBuyerOnWire } from '@mall/contract/testing';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiCall, e2eWire, isE2eEnabled, screenshot } from './browser.js';
import { expectPhoneFit, openPhone } from './phone.js';

type TPhone = Awaited<ReturnType<typeof openPhone>>;

const PAGE = '/product/api/product/queryPortalPage.json';

/** A product of the list whose first spec group offers two values or more, every standard with stock ≥ 5. */
async function productToChoose(cards: TProductCard[]): Promise<TProductDetail | undefined> {
  for (const card of cards) {
    const detail = (await apiCall<TProductDetail>('/product/api/product/details.json', { id: card.id })).data;
    const group = detail.specs[0];
    if (group && group.values.length >= 2 && detail.listStandar.every((s) => s.stock >= 5)) return detail;
  }
  return undefined;
}

async function gridSettled(page: Page) {
  await page.locator('[data-testid="product-grid"][aria-busy="false"]').waitFor();
}

describe.runIf(isE2eEnabled())('the catalogue on a phone (390 px), in Chromium', () => {
  let phone: TPhone;
  beforeEach(async () => {
    phone = await openPhone();
  });
  afterEach(async () => {
    await phone?.close();
  });

  it('list → 筛选 sheet → a category → detail → the buy bar opens the spec sheet → added to the cart → shop', async () => {
    const { page } = phone;
    const buyer = await registerBuyerOnWire(e2eWire(), { prefix: '手机', password: 'phone-buys-1' });

    // The list: two columns, the toolbar with 筛选, no sidebar or filter card on the page.
    await page.goto('/product?queryName=网关');
    await gridSettled(page);
    const cards = page.getByTestId('product-card');
    const [first, second] = await cards.evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect()));
    expect(first && second && Math.round(first.top) === Math.round(second.top) && second.left > first.right).toBe(true);
    expect(await page.getByTestId('category-sidebar').count()).toBe(0);
    expect(await page.getByTestId('filter-panel').count()).toBe(0);
    await expectPhoneFit(page, 'list');
    await screenshot(page, 'phone-list');

    // 筛选 opens the bottom sheet with the categories and the filters; its button applies the choice.
    await page.getByTestId('filter-open').click();
    const sheet = page.getByTestId('filter-sheet');
    await sheet.getByTestId('filter-panel').waitFor();
    await expectPhoneFit(page, 'filter sheet');
    await sheet.getByRole('button', { name: '网关与中枢', exact: true }).click();
    const done = sheet.getByTestId('filter-done');
    await expect.poll(() => done.textContent()).toMatch(/^查看 \d+ 件商品$/);
    await done.click();
    await page.waitForURL((url) => url.searchParams.has('sysCategoryId'));
    await sheet.waitFor({ state: 'hidden' });
    const categoryId = Number(new URL(page.url()).searchParams.get('sysCategoryId'));
    await gridSettled(page);
    await expect.poll(() => page.getByTestId('filter-open').textContent()).toBe('筛选1');

    // A product of the filtered list with a choice to make, opened from its card.
    const listed = (await apiCall<TProductCard[]>(PAGE, {
      queryName: '网关',
      sysCategoryId: categoryId,
      pageNO: 1,
      pageRows: 20,
      sort: 'default',
    })) as Awaited<ReturnType<typeof apiCall<TProductCard[]>>> & { total: number };
    await expect.poll(() => page.getByTestId('list-total').textContent()).toBe(String(listed.total));
    const product = await productToChoose(listed.data);
    if (product) await page.locator(`a.product-card[href="/product/detail?id=${product.id}"]`).click();
    const chosen =
      product ??
      (await productToChoose(
        (
          await apiCall<TProductCard[]>(PAGE, { pageNO: 1, pageRows: 20, onlyInStock: 1, sort: 'default' })
        ).data,
      ));
    if (!chosen) throw new Error('no product with a choice to make');
    if (!product) await page.goto(`/product/detail?id=${chosen.id}`);
    await page.waitForURL((url) => url.pathname === '/product/detail');
    await page.getByTestId('detail-title').waitFor();
    await page.getByTestId('phone-bar').waitFor();
    // No tab bar on the detail: the buy bar owns the bottom; the desktop buttons are not drawn.
    expect(await page.getByTestId('detail-add-cart').count()).toBe(0);
    await expectPhoneFit(page, 'detail');
    await screenshot(page, 'phone-detail');

    // 加入购物车 without a choice opens the spec sheet at the missing row.
    await page.getByTestId('phone-add-cart').click();
    const specSheet = page.getByTestId('spec-sheet');
    await specSheet.waitFor();
    const group = chosen.specs[0]?.name ?? '';
    await expect.poll(() => specSheet.getByTestId('spec-missing').first().textContent()).toBe(`请选择 ${group}`);
    await expectPhoneFit(page, 'spec sheet');
    await screenshot(page, 'phone-detail-sheet');

    // A standard chosen, 加入购物车 in the sheet: the guest logs in through the modal, the line is added.
    for (const row of await specSheet.getByTestId('spec-group').all()) {
      const value = row.locator('button.spec-value:not([disabled])').first();
      if ((await value.getAttribute('aria-pressed')) !== 'true') await value.click();
    }
    await expect.poll(() => specSheet.getByTestId('spec-missing').count()).toBe(0);
    await specSheet.getByTestId('sheet-add-cart').click();
    const modal = page.getByTestId('login-modal');
    await modal.waitFor();
    await modal.getByRole('textbox', { name: '用户名' }).fill(buyer.username);
    await modal.getByLabel('密码').fill(buyer.password);
    await modal.getByRole('button', { name: '登录' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByTestId('detail-note').waitFor();
    const cart = await apiCall<TCartGroup[]>('/product/api/shoppingCart/query.json', {}, buyer.token);
    expect(cart.data.flatMap((g) => g.productList).map((l) => [l.productId, l.number])).toEqual([[chosen.id, 1]]);
    await expect.poll(() => page.getByTestId('phone-bar').getByRole('link', { name: '购物车，1 件' }).count()).toBe(1);

    // 店铺 in the bar: the shop, its header, templates and grid on the phone.
    await page.getByTestId('phone-bar').getByRole('link', { name: '店铺' }).click();
    await page.waitForURL((url) => url.pathname === '/shop');
    await page.getByTestId('shop-page').waitFor();
    await gridSettled(page);
    await expectPhoneFit(page, 'shop');
    await screenshot(page, 'phone-shop');
  });
});
