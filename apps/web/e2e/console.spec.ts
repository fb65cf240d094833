import { CALLS, type TEnvelope, type TListingDetail } from '@mall/contract';
import { httpWire, registerBuyer, SHANGHAI_ADDRESS, type TFixtureBuyer, type TWire } from '@mall/contract/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isE2eEnabled, openBrowser, screenshot } from './browser.js';
import { lastSms, startProductionMall, type TProductionMall } from './console-setup.js';
import { PNG_ORANGE, PNG_TEAL } from './images.js';
import { settle } from './journey-setup.js';
import { expectPhoneFit, PHONE } from './phone.js';
import { field } from './seller-setup.js';

const ADMIN = {
  authorization: CALLS.adminAuthorization,
  news: CALLS.adminNews,
  home: CALLS.adminHome,
} as const;

/**
 * The platform console builds a working mall from nothing (issue 31): a mall started as production
 * starts it (`NODE_ENV=production`, no demo, an empty PostgreSQL schema), its first admin made by
 * `npm run admin -- create`, then everything else done in the console's screens.
 */

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';
const isEnabled = isE2eEnabled() && DATABASE_URL !== '';
if (isE2eEnabled() && !DATABASE_URL) {
  if (process.env.CI === 'true') throw new Error('[e2e] the console journey needs TEST_DATABASE_URL under CI=true');
  console.warn('\n[e2e] SKIPPING the console journey: TEST_DATABASE_URL is not set.\n');
}

const NEW_PASSWORD = 'Boss-pass-2026';
/** The new seller's own password, replacing the one-time one the SMS carried. */
const SELLER_NEW_PASSWORD = 'Guanghe-2026';

/** A valid 统一社会信用代码 (its check character right). */
const USCC = '91350100M000100Y43';

async function adminLogIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByPlaceholder('管理员账号').fill(username);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

describe.runIf(isEnabled)('the console builds a mall from nothing', () => {
  let mall: TProductionMall;
  let desk: Awaited<ReturnType<typeof openBrowser>>;
  let wire: TWire;
  let applicant: TFixtureBuyer;
  let buyer: TFixtureBuyer;
  /** The new seller's own window (the workbench). */
  let shop: Awaited<ReturnType<typeof openBrowser>>;
  const made = { categoryId: 0, sellerId: 0, sellerUsername: '', sellerPassword: '', productId: 0, standardId: 0 };

  /** A token of the first admin (its password changed by then), for reads the screens do not show. */
  const adminToken = async () =>
    (
      await call<{ token: string }>(ADMIN.authorization.login.path, {
        username: mall.admin.username,
        password: NEW_PASSWORD,
      })
    ).data.token;

  /** The mall's API, as a client calls it. */
  const call = <T>(path: string, data: unknown, token?: string) => wire.call<T>(path, data, token);

  beforeAll(async () => {
    mall = await startProductionMall(DATABASE_URL);
    wire = httpWire(mall.baseUrl, async (phone) => String(lastSms(mall.outbox, phone)?.code ?? ''));
    desk = await openBrowser({ viewport: { width: 1280, height: 900 } }, mall.baseUrl);
  });
  afterAll(async () => {
    await desk?.close();
    await shop?.close();
    await mall?.stop();
  });

  it('an empty production mall: no demo, no default admin', async () => {
    const home = await fetch(`${mall.baseUrl}/product/api/sysCategory/queryChildren.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    }).then((r) => r.json() as Promise<{ status: number; data: unknown[] }>);
    expect(home.status).toBe(200);
    expect(home.data).toEqual([]);
    const demo = await fetch(`${mall.baseUrl}/admin/api/authorization/login.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { username: 'admin', password: 'admin12345' } }),
    }).then((r) => r.json() as Promise<{ status: number }>);
    expect(demo.status).toBe(519);
  });

  it('the first admin signs in with the printed one-time password and must change it first', async () => {
    const { page } = desk;
    await adminLogIn(page, mall.admin.username, mall.admin.password);
    await page.waitForURL((u) => u.pathname === '/admin/password');
    await page.getByText('首次登录，请先修改初始密码').waitFor();
    await screenshot(page, 'admin-first-password');
    await page.getByLabel('原密码（或初始密码）').fill(mall.admin.password);
    await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('确认新密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '保存新密码' }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await page.getByTestId('admin-who').waitFor();
    expect(await page.getByTestId('admin-who').textContent()).toContain('超级管理员');
    await settle(page);
    // No page called before the password was changed (they would have answered MUST_CHANGE_PASSWORD).
    expect(await page.getByText('请先修改初始密码后再操作').count()).toBe(0);
    await screenshot(page, 'admin-home');
    // The one-time password is spent: it no longer signs in.
    const old = await fetch(`${mall.baseUrl}/admin/api/authorization/login.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { username: mall.admin.username, password: mall.admin.password } }),
    }).then((r) => r.json() as Promise<{ status: number }>);
    expect(old.status).toBe(519);
    // The console fits a phone.
    await page.setViewportSize(PHONE);
    await settle(page);
    await expectPhoneFit(page, 'admin-home');
    await screenshot(page, 'admin-home-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('the operator builds the category tree', async () => {
    const { page } = desk;
    await page.goto('/admin/category');
    await page.getByTestId('admin-category').waitFor();
    const addTop = async (name: string) => {
      await page.getByTestId('category-add-top').click();
      await page.getByTestId('category-form-name').fill(name);
      await page.getByTestId('category-form-ok').click();
      await page.getByTestId('category-node').filter({ hasText: name }).waitFor();
    };
    await addTop('智能家居');
    await addTop('安防监控');
    // A child under 智能家居: the leaf a product is filed under.
    await page.getByTestId('category-node').filter({ hasText: '智能家居' }).getByTestId('category-add-child').click();
    await page.getByTestId('category-form-name').fill('智能照明');
    await page.getByTestId('category-form-ok').click();
    await page.getByTestId('category-node').filter({ hasText: '智能照明' }).waitFor();
    await settle(page);
    await screenshot(page, 'admin-category');
    // The storefront's tree answers it at once.
    const top = await call<{ id: number; name: string }[]>(CALLS.catalogue.sysCategoryChildren.path, {});
    expect(top.data.map((c) => c.name)).toEqual(['智能家居', '安防监控']);
    const children = await call<{ id: number; name: string }[]>(CALLS.catalogue.sysCategoryChildren.path, {
      parentId: top.data[0]?.id,
    });
    expect(children.data.map((c) => c.name)).toEqual(['智能照明']);
    made.categoryId = children.data[0]?.id ?? 0;
  });

  it('a company applies to sell (商家入驻) and the operator approves it from the queue on a phone', async () => {
    applicant = await registerBuyer(wire, { prefix: 'company' });
    // The licence picture, uploaded as any picture is.
    const form = new FormData();
    form.append('accessToken', applicant.token);
    form.append('folderId', '-1');
    form.append('file', new Blob([new Uint8Array(PNG_TEAL.buffer)], { type: 'image/png' }), '营业执照.png');
    const uploaded = (await (
      await fetch(`${mall.baseUrl}${CALLS.upload.uploadFile.path}`, { method: 'POST', body: form })
    ).json()) as TEnvelope<{
      url: string;
    }>;
    expect(uploaded.status).toBe(200);
    // The company's contact phone (not the buyer's own, which just received its registration code).
    const contactPhone = `137${applicant.phone.slice(-8)}`;
    expect((await call(CALLS.account.sendCode.path, { phone: contactPhone, scene: 'apply' })).status).toBe(200);
    const code = String(lastSms(mall.outbox, contactPhone)?.code ?? '');
    const submitted = await call<{ id: number }>(
      CALLS.merchantApply.submit.path,
      {
        phone: contactPhone,
        code,
        companyName: '杭州光合智能科技有限公司',
        uscc: USCC,
        legalPerson: '周明',
        contactName: '林晓',
        shopName: '光合智能旗舰店',
        categoryIds: [made.categoryId],
        licenseImage: uploaded.data.url,
        province: '330000',
        city: '330100',
        area: '330106',
        address: '西湖区文三路 100 号',
      },
      applicant.token,
    );
    expect(submitted).toMatchObject({ status: 200 });

    // The operator works the queue on a phone.
    const { page } = desk;
    await page.setViewportSize(PHONE);
    await page.goto('/admin/seller');
    await page.getByTestId('seller-applications').waitFor();
    const row = page.getByTestId('seller-applications').locator('tr', { hasText: '光合智能旗舰店' });
    await row.waitFor();
    await settle(page);
    await expectPhoneFit(page, 'admin-seller-applications');
    await screenshot(page, 'admin-seller-applications-390');
    await row.getByTestId('application-open').click();
    await page.getByTestId('application-detail').waitFor();
    await settle(page);
    await screenshot(page, 'admin-seller-application-390');
    await page.getByTestId('application-approve').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '通过' }).click();
    await expect
      .poll(
        async () => (await call<{ status: number }>(CALLS.merchantApply.status.path, {}, applicant.token)).data.status,
      )
      .toBe(1);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The account and its one-time password went to the contact phone by SMS.
    const notice = lastSms(mall.outbox, contactPhone) as {
      scene?: string;
      vars?: { username: string; password: string };
    };
    expect(notice.scene).toBe('seller-approved');
    made.sellerUsername = notice.vars?.username ?? '';
    made.sellerPassword = notice.vars?.password ?? '';
    const login = await call<{ token: string; sellerId: number }>(CALLS.sellerAccount.login.path, {
      username: made.sellerUsername,
      password: made.sellerPassword,
    });
    expect(login.status).toBe(200);
    made.sellerId = login.data.sellerId;
  });

  it('the new seller signs in with the SMS password, replaces it, and lists a product with 2 × 2 SKUs and 3 pictures', async () => {
    shop = await openBrowser({ viewport: { width: 1280, height: 900 } }, mall.baseUrl);
    const { page } = shop;
    const signIn = async (password: string) => {
      await page.goto('/seller/login');
      await page.getByPlaceholder('如 seller01').fill(made.sellerUsername);
      await page.getByPlaceholder('密码').fill(password);
      await page.getByPlaceholder('密码').press('Enter');
      await page.waitForURL((url) => url.pathname === '/seller');
    };
    await signIn(made.sellerPassword);
    // Nothing but the password change answers until the one-time password is replaced.
    const first = page.getByTestId('seller-first-password');
    await first.waitFor();
    await screenshot(page, 'seller-first-password');
    await first.getByLabel('初始密码').fill(made.sellerPassword);
    await first.getByLabel('新密码', { exact: true }).fill(SELLER_NEW_PASSWORD);
    await first.getByLabel('确认新密码').fill(SELLER_NEW_PASSWORD);
    await first.getByRole('button', { name: '保存新密码' }).click();
    await page.waitForURL((url) => url.pathname === '/seller/login');
    await signIn(SELLER_NEW_PASSWORD);

    // 发布商品: a leaf category, three pictures, the IoT facts, 2 × 2 SKUs filled in bulk, a detail.
    await page.goto('/seller/product');
    await page.getByTestId('products-add').click();
    const form = page.getByTestId('listing-form');
    await form.waitFor();
    await page.getByTestId('listing-category').click();
    await page.locator('.ant-cascader-menu-item', { hasText: '智能家居' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '智能照明' }).click();
    await field(form, 'listing-title').fill('光合 Zigbee 智能灯泡 E27');
    await field(form, 'listing-subtitle').fill('无频闪 · 支持米家');
    await field(form, 'listing-brand').fill('光合');
    await page
      .getByTestId('listing-images-input')
      .setInputFiles([PNG_TEAL, PNG_ORANGE, { ...PNG_TEAL, name: 'detail.png' }]);
    await expect.poll(() => page.getByTestId('listing-image').count(), { timeout: 15_000 }).toBe(3);
    // The third picture becomes the main one.
    await page.getByTestId('listing-image').nth(2).getByTestId('listing-image-left').click();
    await page.getByTestId('listing-image').nth(1).getByTestId('listing-image-left').click();
    await page.getByTestId('listing-protocols').getByText('Zigbee 3.0').click();
    await page.getByTestId('listing-ecosystems').getByText('米家').click();
    await page.getByTestId('listing-certifications').getByText('CCC').click();
    await field(form, 'listing-spec-name-0').fill('色温');
    for (const v of ['暖白', '冷白']) {
      await field(form, 'listing-spec-values-0').fill(v);
      await field(form, 'listing-spec-values-0').press('Enter');
    }
    await page.getByTestId('listing-spec-add').click();
    await field(form, 'listing-spec-name-1').fill('功率');
    for (const v of ['9W', '12W']) {
      await field(form, 'listing-spec-values-1').fill(v);
      await field(form, 'listing-spec-values-1').press('Enter');
    }
    await expect.poll(() => page.getByTestId('listing-sku-table').locator('tbody tr').count()).toBe(4);
    await field(form, 'listing-bulk-price').fill('129');
    await field(form, 'listing-bulk-stock').fill('50');
    await page.getByTestId('listing-bulk-apply').click();
    await field(form, 'listing-sku-price-3').fill('149');
    await page.getByTestId('plan-editor').click();
    await page.keyboard.type('E27 螺口，Zigbee 3.0 直连网关，2700K–6500K 调色。');
    await settle(page);
    await screenshot(page, 'seller-listing-edit');
    await page.setViewportSize(PHONE);
    await settle(page);
    await expectPhoneFit(page, 'seller-listing-edit');
    await screenshot(page, 'seller-listing-edit-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('listing-submit').click();
    await expect.poll(() => page.getByTestId('product-state').first().textContent()).toContain('待审核');
    made.productId = Number(new URL(page.url()).searchParams.get('id'));
    expect(made.productId).toBeGreaterThan(0);
    // Not on sale while it waits.
    expect((await call(CALLS.catalogue.details.path, { id: made.productId })).status).not.toBe(200);
  });

  it('the operator reviews the listing in the console: approves it, rejects a second with a reason the seller reads', async () => {
    const { page } = desk;
    // A second listing, made through the calls, to be rejected.
    const sellerToken = (
      await call<{ token: string }>(CALLS.sellerAccount.login.path, {
        username: made.sellerUsername,
        password: SELLER_NEW_PASSWORD,
      })
    ).data.token;
    const form = new FormData();
    form.append('accessToken', sellerToken);
    form.append('file', new Blob([new Uint8Array(PNG_ORANGE.buffer)], { type: 'image/png' }), '主图.png');
    const picture = (await (
      await fetch(`${mall.baseUrl}${CALLS.upload.uploadFile.path}`, { method: 'POST', body: form })
    ).json()) as TEnvelope<{ url: string }>;
    const second = await call<{ id: number }>(
      CALLS.sellerProduct.add.path,
      {
        categoryId: made.categoryId,
        title: '光合 智能开关 单键',
        brand: '光合',
        images: [picture.data.url],
        detailHtml: '<p>加微信 guanghe888 下单更便宜</p>',
        facets: { protocols: ['Zigbee 3.0'], ecosystems: [], hubRequired: true, certifications: [] },
        specs: [{ name: '颜色', values: ['白色'] }],
        skus: [{ values: ['白色'], price: 79, stock: 20 }],
      },
      sellerToken,
    );
    expect(second.status).toBe(200);
    expect((await call(CALLS.sellerProduct.submit.path, { id: second.data.id }, sellerToken)).status).toBe(200);

    await page.goto('/admin/product');
    const queue = page.getByTestId('admin-product-pending');
    const row = queue.locator('tr', { hasText: '光合 Zigbee 智能灯泡' });
    await row.waitFor();
    await screenshot(page, 'admin-product-pending');
    await row.getByTestId('product-review-open').click();
    const drawer = page.getByTestId('product-review');
    await drawer.waitFor();
    await expect
      .poll(() => drawer.getByTestId('product-review-skus').locator('tbody tr.ant-table-row').count())
      .toBe(4);
    expect(await drawer.getByTestId('product-review-images').locator('img').count()).toBe(3);
    await settle(page);
    await screenshot(page, 'admin-product-review');
    await page.getByTestId('product-review-approve').click();
    await page.locator('.ant-popover').getByRole('button', { name: '通过' }).click();
    await expect.poll(async () => (await call(CALLS.catalogue.details.path, { id: made.productId })).status).toBe(200);

    const other = queue.locator('tr', { hasText: '光合 智能开关' });
    await other.getByTestId('product-review-open').click();
    await page.getByTestId('product-review-reject').click();
    await page.getByTestId('admin-reason-input').fill('详情含联系方式，请删除后重新提交');
    await page.getByTestId('admin-reason-ok').click();
    await other.waitFor({ state: 'detached' });

    // The seller reads why on its products page, on a phone.
    const { page: seller } = shop;
    await seller.setViewportSize(PHONE);
    await seller.goto('/seller/product');
    const rejected = seller.getByTestId('seller-product').filter({ hasText: '光合 智能开关' });
    await rejected.waitFor();
    expect(await rejected.getByTestId('product-state').textContent()).toContain('已驳回');
    expect(await rejected.getByTestId('product-reason').textContent()).toContain('详情含联系方式');
    const live = seller.getByTestId('seller-product').filter({ hasText: '光合 Zigbee 智能灯泡' });
    expect(await live.getByTestId('product-state').textContent()).toContain('在售');
    await settle(seller);
    await expectPhoneFit(seller, 'seller-products');
    await screenshot(seller, 'seller-products-390');
    await seller.setViewportSize({ width: 1280, height: 900 });

    // The SKU the buyer will buy: 暖白 / 9W at ¥129.
    const listed = await call<TListingDetail>(CALLS.sellerProduct.detail.path, { id: made.productId }, sellerToken);
    made.standardId = listed.data.content.skus.find((s) => s.values.join('/') === '暖白/9W')?.id ?? 0;
    expect(listed.data.content.images).toHaveLength(3);
  });

  it('the operator adds news, a home banner and a platform coupon', async () => {
    const { page } = desk;
    // 资讯: a column (the console's 栏目管理), then an article written in the editor and published.
    const token = await adminToken();
    expect((await call(ADMIN.news.addColumn.path, { name: '行业动态', sort: 1 }, token)).status).toBe(200);
    await page.goto('/admin/news/edit');
    await page.getByTestId('admin-news-form').waitFor();
    await page.getByTestId('admin-news-column').click();
    await page.locator('.ant-select-item-option', { hasText: '行业动态' }).click();
    await page.getByTestId('admin-news-title').fill('光合智能入驻智联商城');
    await page.getByTestId('admin-news-cover').locator('input[type=file]').setInputFiles(PNG_TEAL);
    await page.getByTestId('plan-editor').click();
    await page.keyboard.type('首批 Zigbee 智能照明产品今日上架，欢迎选购。');
    await page.getByTestId('admin-news-publish').click();
    await page.getByText('已发布').first().waitFor();
    await screenshot(page, 'admin-news-edit');
    await page.goto('/admin/news');
    await page.getByTestId('admin-news-table').getByText('光合智能入驻智联商城').waitFor();
    await screenshot(page, 'admin-news');
    const news = await call<{ title: string }[]>(CALLS.news.query.path, { page: 1, limit: 10 });
    expect(news.data.map((n) => n.title)).toContain('光合智能入驻智联商城');

    // 首页装修: the product in the home's carousel.
    const banner = await call(
      ADMIN.home.update.path,
      { position: 'carousel', items: [{ title: '光合智能灯泡 新品上市', productId: made.productId }] },
      token,
    );
    expect(banner.status).toBe(200);
    const carousel = await call<{ title: string }[]>(CALLS.catalogue.queryPortal.path, { rownum: 10, position: 1 });
    expect(carousel.data.map((c) => c.title)).toEqual(['光合智能灯泡 新品上市']);

    // 平台优惠券: 满100减20, usable at every shop, the platform bearing it.
    await page.goto('/admin/coupon');
    await page.getByTestId('admin-coupon-add').click();
    const form = page.getByTestId('seller-coupon-form');
    await form.waitFor();
    await field(form, 'seller-coupon-name').fill('开业满100减20');
    await field(form, 'seller-coupon-threshold').fill('100');
    await field(form, 'seller-coupon-amount').fill('20');
    await field(form, 'seller-coupon-total').fill('100');
    await page.getByTestId('seller-coupon-submit').click();
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('admin-coupon-table').getByText('开业满100减20').waitFor();
    await screenshot(page, 'admin-coupon');
  });

  it('a buyer finds it by search on a phone and buys one SKU with the platform coupon; the seller ships, the buyer reviews', async () => {
    // 搜索: the storefront finds the approved listing by words of its title, and shows its SKUs.
    const { page } = desk;
    await page.setViewportSize(PHONE);
    await page.goto(`/product?queryName=${encodeURIComponent('光合 灯泡')}`);
    const card = page.locator('a[href*="/product/detail?id="]', { hasText: '光合 Zigbee 智能灯泡' }).first();
    await card.waitFor();
    await settle(page);
    await expectPhoneFit(page, 'search-listed-product');
    await screenshot(page, 'search-listed-product-390');
    await card.click();
    await page.getByTestId('detail-title').waitFor();
    expect(await page.getByTestId('detail-title').textContent()).toContain('光合 Zigbee 智能灯泡 E27');
    await settle(page);
    await screenshot(page, 'detail-listed-product-390');
    // On a phone the SKUs open in a sheet: both dimensions, each with its two values.
    await page.getByTestId('spec-open').click();
    await page.getByTestId('spec-group').first().waitFor();
    expect(await page.getByTestId('spec-group').count()).toBe(2);
    expect(await page.getByTestId('spec-group').first().textContent()).toMatch(/暖白.*冷白/);
    await screenshot(page, 'detail-listed-product-specs-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    buyer = await registerBuyer(wire, { prefix: 'shopper' });
    const address = await call<{ id: number }>(CALLS.address.addAddress.path, SHANGHAI_ADDRESS, buyer.token);
    const offers = await call<{ id: number; name: string; scopeText: string }[]>(CALLS.coupon.query.path, {});
    const offer = offers.data.find((o) => o.name === '开业满100减20');
    expect(offer?.scopeText).toContain('全平台');
    expect((await call(CALLS.coupon.claim.path, { couponId: offer?.id }, buyer.token)).status).toBe(200);
    const mine = await call<{ id: number }[]>(CALLS.coupon.mine.path, {}, buyer.token);
    const placed = await call<{ orderIds: number[] }>(
      CALLS.order.addOrderFromDetail.path,
      {
        productId: made.productId,
        standardId: made.standardId,
        number: 1,
        addressId: address.data.id,
        couponId: mine.data[0]?.id,
      },
      buyer.token,
    );
    expect(placed.status).toBe(200);
    const orderId = placed.data.orderIds[0] ?? 0;
    const paid = await call<{ paid: boolean; paymentNo: string }>(
      CALLS.order.pay.path,
      { orderIds: [orderId], payType: 'sandbox' },
      buyer.token,
    );
    expect((await call(CALLS.pay.sandboxConfirm.path, { paymentNo: paid.data.paymentNo }, buyer.token)).status).toBe(
      200,
    );
    const [order] = await mall.sql<{ total_fen: number; platform_discount_fen: number }>(
      'select total_fen, platform_discount_fen from orders where id = $1',
      [orderId],
    );
    // ¥129 less the platform's ¥20: the buyer paid ¥109, the platform bears the ¥20.
    expect(Number(order?.total_fen)).toBe(10900);
    expect(Number(order?.platform_discount_fen)).toBe(2000);

    // The seller ships (its one-time password was replaced in the workbench); the buyer receives and reviews.
    const sellerAgain = await call<{ token: string }>(CALLS.sellerAccount.login.path, {
      username: made.sellerUsername,
      password: SELLER_NEW_PASSWORD,
    });
    expect(
      (
        await call(CALLS.sellerAccount.login.path, {
          username: made.sellerUsername,
          password: made.sellerPassword,
        })
      ).status,
    ).not.toBe(200);
    const shipped = await call(
      CALLS.sellerOrder.ship.path,
      { orderId, logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' },
      sellerAgain.data.token,
    );
    expect(shipped.status).toBe(200);
    expect((await call(CALLS.order.confirmReceipt.path, { orderId }, buyer.token)).status).toBe(200);
    const [item] = await mall.sql<{ id: number }>('select id from order_items where order_id = $1', [orderId]);
    const review = await call(
      CALLS.review.savePProductComment.path,
      {
        productId: made.productId,
        orderDetailId: Number(item?.id),
        score: 1,
        content: '垃圾商家骗子，加微信 scam888 退款',
      },
      buyer.token,
    );
    expect(review.status).toBe(200);
  });

  it('the operator hides the abusive review (the author is told) and disables the buyer', async () => {
    const { page } = desk;
    await page.goto('/admin/content');
    const row = page.getByTestId('admin-content-table').locator('tr', { hasText: 'scam888' });
    await row.waitFor();
    await row.getByTestId('admin-content-hide').click();
    await page.getByTestId('admin-reason-input').fill('含联系方式与辱骂内容');
    await screenshot(page, 'admin-content-hide');
    await page.getByTestId('admin-reason-ok').click();
    await expect
      .poll(
        async () =>
          (await call<unknown[]>(CALLS.review.query.path, { productId: made.productId }, undefined)).data.length,
      )
      .toBe(0);
    const messages = await call<{ content: string }[]>(CALLS.message.query.path, {}, buyer.token);
    expect(messages.data.map((m) => m.content).join('\n')).toContain('含联系方式与辱骂内容');

    // 用户管理 on a phone: disable the buyer with a reason; the session ends and login says why.
    await page.setViewportSize(PHONE);
    await page.goto('/admin/user');
    const user = page.getByTestId('admin-user-table').locator('tr', { hasText: buyer.username });
    await user.waitFor();
    await settle(page);
    await expectPhoneFit(page, 'admin-user');
    await user.getByTestId('admin-user-disable').click();
    await page.getByTestId('admin-reason-input').fill('多次发布违规内容');
    await page.getByTestId('admin-reason-ok').click();
    await expect.poll(async () => (await call(CALLS.message.query.path, {}, buyer.token)).status).toBe(528);
    await screenshot(page, 'admin-user-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    const login = await call(CALLS.account.login.path, {
      username: buyer.username,
      password: buyer.password,
      userType: 2,
    });
    expect(login).toMatchObject({ status: 409, code: 'USER_DISABLED' });
    expect(login.msg).toContain('多次发布违规内容');

    // Every one of these writes is in the audit log, with who did it.
    const audit = await call<{ action: string; adminName: string }[]>(
      CALLS.adminAudit.list.path,
      { limit: 100 },
      await adminToken(),
    );
    const actions = new Set(audit.data.map((a) => a.action));
    for (const action of [
      'category.add',
      'seller.approve',
      'product.approve',
      'news.add',
      'home.update',
      'coupon.add',
      'content.hide',
      'user.disable',
    ]) {
      expect(actions, action).toContain(action);
    }
    expect(new Set(audit.data.map((a) => a.adminName))).toEqual(new Set([mall.admin.username]));
  });

  it('the operator takes the product down with a reason; the seller reads it and cannot put it back', async () => {
    const { page } = desk;
    await page.goto('/admin/product?tab=all');
    const row = page.getByTestId('admin-product-list').locator('tr', { hasText: '光合 Zigbee 智能灯泡' });
    await row.waitFor();
    await row.getByTestId('product-take-down').click();
    await page.getByTestId('admin-reason-input').fill('3C 认证证书已过期，请补充后联系平台');
    await page.getByTestId('admin-reason-ok').click();
    await expect
      .poll(async () => (await call(CALLS.catalogue.details.path, { id: made.productId })).status)
      .not.toBe(200);
    const found = await call<{ id: number }[]>(CALLS.catalogue.queryPortalPage.path, { queryName: '光合 灯泡' });
    expect(found.data.map((p) => p.id)).not.toContain(made.productId);

    const { page: seller } = shop;
    await seller.goto('/seller/product');
    const card = seller.getByTestId('seller-product').filter({ hasText: '光合 Zigbee 智能灯泡' });
    await card.waitFor();
    await expect.poll(() => card.getByTestId('product-state').textContent()).toContain('平台下架');
    expect(await card.getByTestId('product-reason').textContent()).toContain('3C 认证证书已过期');
    await settle(seller);
    await screenshot(seller, 'seller-product-taken-down');
    // The shelf call refuses it, naming the reason.
    const sellerToken = (
      await call<{ token: string }>(CALLS.sellerAccount.login.path, {
        username: made.sellerUsername,
        password: SELLER_NEW_PASSWORD,
      })
    ).data.token;
    const shelf = await call(CALLS.sellerProduct.setStatus.path, { productId: made.productId, status: 1 }, sellerToken);
    expect(shelf.status).toBe(409);
    expect(shelf.msg).toContain('3C 认证证书已过期');
  });
});
