import type { Locator, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { openBrowser, screenshot } from './browser.js';
import { settle } from './journey-setup.js';
import { expectPhoneFit, PHONE } from './phone.js';

/** What the seller workbench's journeys share: two windows, the workbench's login, shots, toasts. */

export type TBrowser = Awaited<ReturnType<typeof openBrowser>>;

export const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;
export const SELLER_PASSWORD = 'seller12345';

/** Logs the seller's window in through the workbench's own login page. */
export async function sellerLogIn(page: Page, username: string): Promise<void> {
  await page.goto('/seller/login');
  await page.getByPlaceholder('如 seller01').fill(username);
  await page.getByPlaceholder('密码').fill(SELLER_PASSWORD);
  await page.getByPlaceholder('密码').press('Enter');
  await page.waitForURL((url) => url.pathname === '/seller');
}

/** An antd InputNumber / Input by its test id (antd puts the id on the input or on its wrapper). */
export function field(scope: Page | Locator, testId: string): Locator {
  return scope.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
}

/**
 * The desktop screenshot (1280), then the same page on a 390 px phone: it must fit (no sideways
 * scroll, controls ≥ 44 px, text ≥ 12 px) and is kept as `<name>-390`; then back to the desktop.
 * The workbench's frame keeps the page across the breakpoint: an open dialog stays open and a
 * half-filled form keeps its values at each size (the callers check they did).
 */
export async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  await settle(page);
  await expectPhoneFit(page, name);
  // From the top: a page scrolled while filling shows its sticky header mid-page in a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP.viewport);
  await page.waitForTimeout(300);
  await settle(page);
}

/** What a text field by its test id holds (antd puts the id on the field or on its wrapper). */
export function typed(scope: Locator, testId: string): Promise<string> {
  return scope
    .locator(`textarea[data-testid="${testId}"], input[data-testid="${testId}"], [data-testid="${testId}"] textarea`)
    .first()
    .inputValue();
}

export async function toastSays(page: Page, text: string): Promise<void> {
  await page.locator('.ant-message').getByText(text).first().waitFor({ timeout: 20_000 });
}

/** Presses a Popconfirm's confirming button (the one open on the page). */
export async function confirmPop(page: Page, name: string): Promise<void> {
  const pop = page.locator('.ant-popconfirm').filter({ visible: true });
  await pop.getByRole('button', { name }).click();
}

/**
 * A buyer's and a seller's desktop window for a test of the block (two browser profiles, so the two
 * sessions never share storage), both closed after each test. Call once in a `describe`.
 */
export function buyerAndSellerWindows(): () => Promise<{ buyer: Page; seller: Page }> {
  const open: TBrowser[] = [];
  afterEach(async () => {
    for (const b of open.splice(0)) await b.close();
  });
  return async () => {
    const buyer = await openBrowser(DESKTOP);
    open.push(buyer);
    const seller = await openBrowser(DESKTOP);
    open.push(seller);
    return { buyer: buyer.page, seller: seller.page };
  };
}
