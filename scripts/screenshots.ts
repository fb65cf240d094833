// Screenshots of the mall's five looked-at pages (home, list, a product, the demo buyer's cart, the
// seller's orders) at a 1366 px desktop and a 390 px phone, for a person to compare before and after a
// change of look (issue 36's palette). Run by hand, not in CI:
//
//   node --import tsx scripts/screenshots.ts before|after     (writes docs/a11y/<set>/*.png)
//
// It builds the web app (SHOTS_NO_BUILD=1 skips that and uses apps/web/dist as it is), starts the
// server with the demo on a fresh SQLite file in a temporary folder, and drives Debian's Chromium
// (CHROMIUM_PATH). Viewport-sized shots, not full pages: they stay small and show the first screen.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../apps/web/e2e/chromium.js';
import { freePort, waitHealthy } from '../apps/web/e2e/server-process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const set = process.argv[2];
if (set !== 'before' && set !== 'after') {
  console.error('usage: node --import tsx scripts/screenshots.ts before|after');
  process.exit(2);
}
const outDir = path.join(root, 'docs/a11y', set);

const SCREENS = {
  desktop: { viewport: { width: 1366, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
} as const;

async function call<T>(base: string, urlPath: string, data: unknown, accessToken?: string): Promise<T> {
  const res = await fetch(`${base}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data, accessToken }),
  });
  const body = (await res.json()) as { status: number; msg: string; data: T };
  if (body.status !== 200) throw new Error(`${urlPath}: ${body.status} ${body.msg}`);
  return body.data;
}

/** The page drawn and the network quiet, fonts loaded, transitions over, back at the top. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate('document.fonts.ready');
  await page.waitForTimeout(600);
  await page.evaluate('window.scrollTo(0, 0)');
  await page.waitForTimeout(200);
}

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`  ${path.relative(root, file)}`);
}

async function main() {
  if (process.env.SHOTS_NO_BUILD !== '1') {
    const built = spawnSync('npm', ['run', 'build', '-w', '@mall/web'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (built.status !== 0) throw new Error('building the web app failed');
  }
  fs.mkdirSync(outDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-shots-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: path.join(dir, 'mall.db'),
      DATA_DIR: dir,
      SMS_OUTBOX: path.join(dir, 'sms-outbox.jsonl'),
      WEB_DIST: path.join(root, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitHealthy(base, server, 'the server', 120_000);
    // The demo buyer's cart holds at least one line (the demo's product, first standard in stock).
    const buyerToken = await call<string>(base, '/login', { username: 'demo', password: 'demo12345', userType: 2 });
    const cards = await call<{ id: number }[]>(base, '/product/api/product/queryPortalPage.json', { pageRows: 20 });
    const product = cards[0];
    if (!product) throw new Error('the demo has no products');
    const detail = await call<{ listStandar: { id: number; stock: number }[] }>(
      base,
      '/product/api/product/details.json',
      { id: product.id },
    );
    const standard = detail.listStandar.find((s) => s.stock > 0);
    if (standard)
      await call(
        base,
        '/product/api/shoppingCart/add.json',
        { productId: product.id, standardId: standard.id, number: 1 },
        buyerToken,
      );

    for (const [screenName, screen] of Object.entries(SCREENS)) {
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-shots-chromium-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        args: CHROMIUM_FLAGS,
        ...screen,
        locale: 'zh-CN',
        baseURL: base,
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        console.log(`${screenName}:`);
        await page.goto('/');
        await page.locator('.shell-main h1').waitFor({ state: 'attached' });
        await shoot(page, `home-${screenName}`);
        await page.goto('/product');
        await page.locator('.shell-main h1').waitFor({ state: 'attached' });
        await shoot(page, `list-${screenName}`);
        await page.goto(`/product/detail?id=${product.id}`);
        await page.locator('.shell-main h1').waitFor({ state: 'attached' });
        await shoot(page, `detail-${screenName}`);

        await page.goto('/login');
        await page.getByPlaceholder('请输入用户名').fill('demo');
        await page.getByPlaceholder('请输入密码').fill('demo12345');
        await page.getByPlaceholder('请输入密码').press('Enter');
        await page.waitForURL((url) => url.pathname === '/');
        await page.goto('/cart');
        await page.locator('.shell-main h1').waitFor({ state: 'attached' });
        await shoot(page, `cart-${screenName}`);

        await page.goto('/seller/login');
        await page.getByPlaceholder('如 seller01').fill('seller01');
        await page.getByPlaceholder('密码').fill('seller12345');
        await page.getByPlaceholder('密码').press('Enter');
        await page.waitForURL((url) => url.pathname === '/seller');
        await page.goto('/seller/order');
        await page.locator('h1').first().waitFor({ state: 'attached' });
        await shoot(page, `seller-orders-${screenName}`);
      } finally {
        await context.close();
        fs.rmSync(profile, { recursive: true, force: true });
      }
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
