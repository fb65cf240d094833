import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isE2eEnabled, openBrowser, screenshot } from './browser.js';
import { startProductionMall, type TProductionMall } from './console-setup.js';
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

async function adminLogIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByPlaceholder('管理员账号').fill(username);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

describe.runIf(isEnabled)('the console builds a mall from nothing', () => {
  let mall: TProductionMall;
  let desk: Awaited<ReturnType<typeof openBrowser>>;

  beforeAll(async () => {
    mall = await startProductionMall(DATABASE_URL);
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
});
