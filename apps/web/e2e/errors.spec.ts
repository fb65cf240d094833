import Database from 'better-sqlite3';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { isE2eEnabled, openBrowser, screenshot } from './browser.js';

type TBrowser = Awaited<ReturnType<typeof openBrowser>>;

interface TStoredError {
  kind: string;
  message: string;
  stack: string;
  route: string;
  version: string;
  user_agent: string;
  count: number;
}

/** The reports the server stored whose message contains `text` (read-only, as an operator would). */
function storedErrors(text: string): TStoredError[] {
  const db = new Database(inject('e2eDbPath'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('select * from client_errors where message like ? order by id')
      .all(`%${text}%`) as TStoredError[];
  } finally {
    db.close();
  }
}

/** A token-shaped value: the page address carries it, no report may. */
const FAKE_TOKEN = 'Zq3xV9kLmN2pR7sT1uW4yA6bC8dE0fG5hJ2kL4mN6pQ';

describe.runIf(isE2eEnabled())('unhandled errors in Chromium are reported to the server', () => {
  let browser: TBrowser;
  beforeAll(() => {
    // Test set-up: other journeys on this server may have used this address's report budget.
    const db = new Database(inject('e2eDbPath'));
    try {
      db.prepare("delete from counters where key like 'client-error:%'").run();
    } finally {
      db.close();
    }
  });
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('stores an unhandled error and an unhandled rejection, without the token of the address or the phone number', async () => {
    const { page } = browser;
    await page.goto(`/?accessToken=${FAKE_TOKEN}&from=e2e`);
    await page.getByTestId('navbar-search').first().waitFor();
    // No long digit runs: reports mask those as possible phone, ID or card numbers.
    const marker = `e2e-${Date.now().toString(36)}`;
    await page.evaluate((m) => {
      setTimeout(() => {
        throw new Error(`未处理错误 ${m} 手机 13800138000`);
      }, 0);
      void Promise.reject(new Error(`未处理拒绝 ${m}`));
    }, marker);

    await expect.poll(() => storedErrors(marker).length).toBe(2);
    const stored = storedErrors(marker);
    expect(stored.map((r) => r.kind).sort()).toEqual(['error', 'rejection']);
    const thrown = stored.find((r) => r.kind === 'error');
    expect(thrown?.message).toBe(`Error: 未处理错误 ${marker} 手机 [phone]`);
    expect(stored.find((r) => r.kind === 'rejection')?.message).toBe(`Error: 未处理拒绝 ${marker}`);
    for (const row of stored) {
      expect(row.route).toBe('/?accessToken=[redacted]&from=e2e');
      expect(row.version).toMatch(/^0\.1\.0\+\w+$/);
      expect(row.user_agent).toContain('Chrome');
      expect(row.count).toBe(1);
      expect(JSON.stringify(row)).not.toContain(FAKE_TOKEN);
      expect(JSON.stringify(row)).not.toContain('13800138000');
    }
  });

  it('shows the friendly error page when a page’s code fails to load, reports it, and 重试 loads the page', async () => {
    const { page } = browser;
    // The guide page's chunk cannot be fetched, as after a deploy or on a broken connection.
    const guideChunk = /\/assets\/guide-[\w-]+\.js$/;
    await page.route(guideChunk, (route) => route.abort());
    await page.goto('/guide');
    const errorPage = page.getByTestId('error-page');
    await errorPage.waitFor();
    await expect.poll(() => errorPage.textContent()).toContain('页面加载失败');
    const retry = page.getByRole('button', { name: '重试' });
    const home = page.getByRole('link', { name: '返回首页' });
    expect(await retry.isVisible()).toBe(true);
    expect(await home.getAttribute('href')).toBe('/');
    await screenshot(page, 'error-page-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await retry.isVisible()).toBe(true);
    expect(await home.isVisible()).toBe(true);
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'error-page-390');

    await expect
      .poll(() => storedErrors('guide-').filter((r) => r.kind === 'route' && r.route === '/guide').length)
      .toBe(1);

    await page.unroute(guideChunk);
    await retry.click();
    await page.locator('.footer-guides').first().waitFor();
    await expect.poll(() => errorPage.count()).toBe(0);
  });
});
