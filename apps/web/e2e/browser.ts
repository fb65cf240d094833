import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TProductCard, TProductDetail } from '@mall/contract';
import { httpWire, type TWire } from '@mall/contract/testing';
import Database from 'better-sqlite3';
import { type BrowserContext, type BrowserContextOptions, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { checkA11y } from './axe.js';
import { CHROMIUM_FLAGS as ARGS, CHROMIUM } from './chromium.js';

export const baseUrl = () => inject('e2eBaseUrl');
export const isE2eEnabled = () => inject('e2eBaseUrl') !== '';

/** What a journey's screen is: a 1366×900 desktop unless told otherwise (e2e/phone.ts: the phone). */
export type TScreen = Pick<BrowserContextOptions, 'viewport' | 'isMobile' | 'hasTouch' | 'deviceScaleFactor'>;

/** A fresh browser profile (empty storage) for one journey. */
export async function openBrowser(
  screen: TScreen = { viewport: { width: 1366, height: 900 } },
  /** Another mall than the journeys' shared one (the console journey's production mall). */
  base: string = baseUrl(),
): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ARGS,
    ...screen,
    locale: 'zh-CN',
    baseURL: base,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      // The page the journey ended on, at rest: axe, unless its route was checked already (e2e/axe.ts).
      try {
        for (const open of context.pages()) await checkA11y(open, 'where the journey ended');
      } finally {
        await context.close();
        fs.rmSync(profile, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Once the page is drawn (its h1 is in the main area: the first render already holds the
 * placeholders of the blocks it defers), brings every deferred block (components/ui/deferred.tsx)
 * near the screen in turn until none is left to render, then goes back to the top. A fixed scroll
 * can pass a block before a slow run renders it; this waits for each.
 */
export async function renderDeferred(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          if (!document.querySelector('.shell-main h1')) return -1;
          const waiting = document.querySelectorAll('[data-deferred]');
          waiting[0]?.scrollIntoView();
          return waiting.length;
        }),
      { timeout: 20_000 },
    )
    .toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkA11y(page, 'deferred blocks rendered');
}

/**
 * Screenshots are for a person to look at: CI shows none, so under CI=true they are not taken (set
 * E2E_SHOTS=1 to keep them there too). The checks around them (`fits`, axe) run either way.
 */
const keepsShots = process.env.CI !== 'true' || process.env.E2E_SHOTS === '1';

export async function screenshot(page: Page, name: string): Promise<void> {
  // A shot is taken at a moment the journey chose as stable: the page is checked with axe there.
  await checkA11y(page, name);
  if (!keepsShots) return;
  await page.screenshot({ path: path.join(inject('e2eShotsDir'), `${name}.png`), fullPage: true });
}

/** One part of a page (a row the full-page shot hides under a fixed bar, say), kept as `<name>.png`. */
export async function screenshotPart(part: Locator, name: string): Promise<void> {
  if (!keepsShots) return;
  await part.screenshot({ path: path.join(inject('e2eShotsDir'), `${name}.png`) });
}

/**
 * The same page once more on a 390 px phone screen (`<name>-390.png`), then back to the desktop size.
 * Under CI=true too, without the shot: axe checks the page at 390 px there (`screenshot`).
 */
export async function phoneScreenshot(page: Page, name: string): Promise<void> {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  // Two frames: the page's media-query listeners (phone layouts) have drawn before the shot. Bounded: a
  // page that draws no frame right after the resize once held a whole journey until its timeout.
  await page.evaluate(
    () =>
      new Promise((done) => {
        requestAnimationFrame(() => requestAnimationFrame(done));
        setTimeout(done, 1000);
      }),
  );
  await screenshot(page, `${name}-390`);
  if (desktop) await page.setViewportSize(desktop);
}

/** The newest code the server texted to a phone (the development SMS outbox, DESIGN.md §2). */
export async function smsCodeFor(phone: string, timeoutMs = 10_000): Promise<string> {
  const file = inject('e2eSmsOutbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(file)) {
      const lines = fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
      const found = lines
        .map((l) => JSON.parse(l) as { phone: string; code: string })
        .reverse()
        .find((m) => m.phone === phone);
      if (found) return found.code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code for ${phone}`);
}

/** Lets the 60 s SMS cooldown of a phone pass at once (test set-up on the server's own database). */
export function skipSmsCooldown(phone: string): void {
  const db = new Database(inject('e2eDbPath'));
  try {
    db.prepare('delete from counters where key = ?').run(`sms:${phone}`);
  } finally {
    db.close();
  }
}

/** Calls the API directly, as the browser would (for checks the UI does not show). */
export async function apiCall<T = unknown>(urlPath: string, data: unknown, accessToken?: string) {
  const res = await fetch(`${baseUrl()}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data, accessToken }),
  });
  return (await res.json()) as { status: number; msg: string; data: T };
}

/**
 * A sign-in link for a buyer, made the way another page of the mall's family makes one: a one-time
 * code issued with the buyer's token (`createAuthCode`), never the token itself.
 */
export async function authLink(token: string, redirect: string): Promise<string> {
  const issued = await apiCall<{ code: string }>('/order/userInfo/createAuthCode.json', {}, token);
  if (issued.status !== 200) throw new Error(`createAuthCode failed: ${JSON.stringify(issued)}`);
  return `/auth?code=${encodeURIComponent(issued.data.code)}&redirect=${encodeURIComponent(redirect)}`;
}

/** The e2e server as a wire for the shared fixtures of `@mall/contract/testing` (codes from the SMS outbox). */
export function e2eWire(): TWire {
  return httpWire(baseUrl(), (phone) => smsCodeFor(phone));
}

/** A product of this seller whose every standard has at least 5 in stock (the detail page preselects one). */
export async function productInStock(agentId: number): Promise<TProductDetail> {
  const page = await apiCall<TProductCard[]>('/product/api/product/queryPortalPage.json', { agentId, pageRows: 20 });
  for (const card of page.data) {
    const detail = await apiCall<TProductDetail>('/product/api/product/details.json', { id: card.id });
    if (detail.data.listStandar.every((s) => s.stock >= 5)) return detail.data;
  }
  throw new Error(`no product fully in stock for seller ${agentId}`);
}
