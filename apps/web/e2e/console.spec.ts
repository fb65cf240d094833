import { CALLS, type TEnvelope } from '@mall/contract';
import { httpWire, registerBuyer, type TFixtureBuyer, type TWire } from '@mall/contract/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isE2eEnabled, openBrowser, screenshot } from './browser.js';
import { lastSms, startProductionMall, type TProductionMall } from './console-setup.js';
import { PNG_TEAL } from './images.js';
import { settle } from './journey-setup.js';
import { expectPhoneFit, PHONE } from './phone.js';

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
  const made: { categoryId: number; sellerId: number; sellerUsername: string; sellerPassword: string } = {
    categoryId: 0,
    sellerId: 0,
    sellerUsername: '',
    sellerPassword: '',
  };

  /** The mall's API, as a client calls it. */
  const call = <T>(path: string, data: unknown, token?: string) => wire.call<T>(path, data, token);

  beforeAll(async () => {
    mall = await startProductionMall(DATABASE_URL);
    wire = httpWire(mall.baseUrl, async (phone) => String(lastSms(mall.outbox, phone)?.code ?? ''));
    desk = await openBrowser({ viewport: { width: 1280, height: 900 } }, mall.baseUrl);
  });
  afterAll(async () => {
    await desk?.close();
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
    await call(CALLS.account.sendCode.path, { phone: applicant.phone, scene: 'apply' });
    const code = String(lastSms(mall.outbox, applicant.phone)?.code ?? '');
    const submitted = await call<{ id: number }>(
      CALLS.merchantApply.submit.path,
      {
        phone: applicant.phone,
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
    expect(submitted.status).toBe(200);

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
    const notice = lastSms(mall.outbox, applicant.phone) as {
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
});
