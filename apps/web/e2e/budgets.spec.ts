import type { TProductCard } from '@mall/contract';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiCall, isE2eEnabled, openBrowser } from './browser.js';
import { JS_CEILING_KB, TARGET_KB } from './budgets.js';

/**
 * JavaScript a buyer's phone downloads on a cold visit (empty cache, 390 × 844) to the three first
 * screens, as the browser counts it: compressed bytes on the wire (`encodedBodySize`) of every .js
 * resource until the page is quiet. Ceilings and target in budgets.ts (shared with the manifest
 * check and `npm run bench`).
 */

type TBrowser = Awaited<ReturnType<typeof openBrowser>>;

/** Waits until no resource has started for `quietMs`, then answers the JS the page loaded. */
async function jsWeight(page: Page, quietMs = 1000): Promise<{ wire: number; raw: number; files: number }> {
  let count = -1;
  for (;;) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === count) break;
    count = now;
    await page.waitForTimeout(quietMs);
  }
  return page.evaluate(() => {
    const js = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) =>
      /\.m?js(\?|$)/.test(new URL(e.name).pathname),
    );
    return {
      wire: js.reduce((sum, e) => sum + e.encodedBodySize, 0),
      raw: js.reduce((sum, e) => sum + e.decodedBodySize, 0),
      files: js.length,
    };
  });
}

describe.runIf(isE2eEnabled())('JS budgets of the first screens on a cold phone visit', () => {
  let browser: TBrowser;
  beforeEach(async () => {
    browser = await openBrowser();
    await browser.page.setViewportSize({ width: 390, height: 844 });
  });
  afterEach(async () => {
    await browser?.close();
  });

  async function measure(name: string, url: string, ready: string) {
    const { page } = browser;
    await page.goto(url);
    // Attached is enough: at 390 px some pages still lay out wider than the screen.
    await page.getByTestId(ready).first().waitFor({ state: 'attached' });
    const w = await jsWeight(page);
    const kb = (n: number) => Math.round(n / 1024);
    console.log(
      `[budget] ${name}: ${kb(w.wire)} kB of JS on the wire (${kb(w.raw)} kB uncompressed, ${w.files} files); ` +
        `ceiling ${JS_CEILING_KB[name]} kB, target ${TARGET_KB} kB`,
    );
    // Compressed: the server sends the build's .br/.gz siblings.
    expect(w.wire).toBeLessThan(w.raw / 2);
    expect(kb(w.wire)).toBeLessThanOrEqual(JS_CEILING_KB[name] ?? 0);
    expect(JS_CEILING_KB[name]).toBeLessThanOrEqual(TARGET_KB);
  }

  it('home', async () => {
    await measure('home', '/', 'home');
  });

  it('list (search 网关)', async () => {
    await measure('list', '/product?queryName=网关', 'product-card');
  });

  it('detail', async () => {
    const cards = await apiCall<TProductCard[]>('/product/api/product/queryPortalPage.json', { pageRows: 1 });
    const id = cards.data[0]?.id;
    expect(id).toBeDefined();
    await measure('detail', `/product/detail?id=${id}`, 'detail-title');
  });
});
