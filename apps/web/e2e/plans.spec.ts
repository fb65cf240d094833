import { CALLS, type TCartGroup, type TPlanCard, type TPlanDetail, type TProductDetail } from '@mall/contract';
import { buyerWithAddress, XSS_CORPUS } from '@mall/contract/testing';
import { formatYuan } from '@mall/contract/wire';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCall, authLink, e2eWire, isE2eEnabled, openBrowser, productInStock } from './browser.js';
import { lookSettled } from './journey-setup.js';
import { openPhone } from './phone.js';

type TBrowser = Awaited<ReturnType<typeof openBrowser>>;

/** A small clean one-page PDF (the plan's 清单 attachment). */
function pdfBytes(): Buffer {
  const text = 'BT /F1 14 Tf 56 780 Td (Plan bill of materials) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The cart's lines by standard id (`shoppingCart/query`). */
async function cartLines(token: string): Promise<Map<number, number>> {
  const cart = await apiCall<TCartGroup[]>(CALLS.cart.query.path, {}, token);
  expect(cart.status).toBe(200);
  return new Map(cart.data.flatMap((g) => g.productList.map((i) => [i.standardId, i.number] as const)));
}

/** Three products of three demo shops, each fully in stock. */
async function threeProducts(): Promise<TProductDetail[]> {
  return Promise.all([productInStock(2), productInStock(3), productInStock(4)]);
}

/** Picks a product in the form's catalogue search by its title (`shot`: keep the picker's picture). */
async function pickProduct(page: Page, product: TProductDetail, shot?: { isPhone: boolean }) {
  await page.getByTestId('plan-add-product').click();
  const picker = page.getByTestId('plan-picker');
  await picker.waitFor();
  await picker.getByTestId('plan-picker-input').fill(product.title.slice(0, 30));
  await picker.getByTestId('plan-picker-search').click();
  const item = picker.locator(`[data-testid="plan-picker-item"][data-product-id="${product.id}"]`);
  await item.waitFor();
  if (shot) await lookSettled(page, 'plan-picker', shot.isPhone);
  await item.getByTestId('plan-picker-add').click();
  await page.locator(`[data-testid="plan-bom-edit-line"][data-product-id="${product.id}"]`).waitFor();
  await page.keyboard.press('Escape');
  await picker.waitFor({ state: 'hidden' });
}

/**
 * 方案馆: PlanHome (the demo plans, a search remembered, a scene) → PlanAdd (a PDF, three products of
 * the catalogue, a rich-text body) → PlanDetail with its bill of materials → 一键加购 fills the cart →
 * UserPlan lists it (the phone deletes it there) → a plan whose body carries the XSS corpus runs nothing.
 */
async function journey(browser: TBrowser, isPhone: boolean) {
  const { page } = browser;
  // The desktop is the demo buyer; the phone a fresh buyer, so its cart holds exactly the plan's lines.
  const token = isPhone
    ? (await buyerWithAddress(e2eWire(), { prefix: '方案手机' })).token
    : (await apiCall<string>('/login', { username: 'demo', password: 'demo12345', userType: 2 })).data;
  const before = await cartLines(token);
  const products = await threeProducts();

  // A guest's 一键加购 asks to log in first (the login modal; closing it drops the add).
  const demoPlans = await apiCall<TPlanCard[]>(CALLS.plan.query.path, { sort: 'hot', limit: 1 });
  await page.goto(`/plan/detail?id=${demoPlans.data[0]?.id}`);
  await page.getByTestId('plan-bom').waitFor();
  await page.getByTestId('plan-add-to-cart').click();
  await page.getByTestId('login-modal').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('login-modal').waitFor({ state: 'hidden' });

  // PlanHome: the demo plans, 热门方案, the scenes.
  await page.goto(await authLink(token, '/plan'));
  await page.waitForURL((url) => url.pathname === '/plan');
  await page.getByTestId('plan-card').first().waitFor();
  await page.getByTestId('plan-featured').waitFor();
  expect(await page.locator('h1').count()).toBe(1);
  expect(await page.getByTestId('plan-scene').count()).toBe(9);
  await lookSettled(page, 'plan-home', isPhone);

  // A search is remembered; a scene filters.
  await page.getByTestId('plan-search-input').fill('养老');
  await page.getByTestId('plan-search').click();
  await page.waitForURL((url) => url.searchParams.get('keyword') === '养老');
  await expect.poll(() => page.getByTestId('plan-card-title').first().textContent()).toContain('养老');
  expect(await page.getByTestId('plan-recent-keyword').first().textContent()).toBe('养老');
  await page.getByTestId('plan-scene').filter({ hasText: '酒店' }).click();
  await page.waitForURL((url) => url.searchParams.get('scene') === '酒店');
  await expect.poll(() => page.getByTestId('plan-empty').count()).toBe(1);
  await lookSettled(page, 'plan-home-empty', isPhone);
  await page.goto('/plan?scene=酒店');
  await page.getByTestId('plan-card').first().waitFor();
  const hotel = await apiCall<TPlanCard[]>(CALLS.plan.query.path, { scene: '酒店', limit: 50 });
  await expect.poll(() => page.getByTestId('plan-card').count()).toBe(hotel.data.length);

  // PlanAdd: title, scene, summary, three products, a body, a PDF.
  const title = `${isPhone ? '手机' : '桌面'}发布的卧室照明方案${Date.now() % 100000}`;
  await page.goto('/plan/add');
  await page.getByTestId('plan-form').waitFor();
  expect(await page.locator('h1').count()).toBe(1);
  // The heading is the document title.
  expect(await page.locator('h1').textContent()).toBe('发布方案');
  await expect.poll(() => page.title()).toBe('发布方案 - 智联商城');
  await page.getByTestId('plan-title-input').fill(title);
  await page.getByTestId('plan-scene-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '家庭' }).click();
  await page.getByTestId('plan-summary-input').fill('卧室灯光、窗帘与传感器联动，睡前一键关灯。');
  // The untouched rich-text box is not flagged; without products and a body the form says what is
  // missing, in Chinese, and sends nothing.
  expect(await page.locator('.plan-editor.is-invalid').count()).toBe(0);
  await page.getByTestId('plan-submit').click();
  await page.getByText('请至少添加一件方案产品').waitFor();
  await page.getByText('请填写方案详情').waitFor();
  expect(new URL(page.url()).pathname).toBe('/plan/add');
  for (const [i, p] of products.entries()) await pickProduct(page, p, i === 0 ? { isPhone } : undefined);
  // 添加 of a listed product: still three lines, one more unit, and the editor says so.
  await pickProduct(page, products[1] as TProductDetail);
  await page.getByText(`「${products[1]?.title}」已在清单中，数量已加1`).first().waitFor();
  expect(await page.getByTestId('plan-bom-edit-line').count()).toBe(3);
  await expect.poll(() => page.getByTestId('plan-bom-edit-quantity').nth(1).inputValue()).toBe('2');
  // Each line is priced by its quantity, and the list keeps a running total.
  expect(await page.getByTestId('plan-bom-edit-subtotal').nth(1).textContent()).toContain('× 2');
  await expect
    .poll(() => page.getByTestId('plan-bom-edit-total').textContent())
    .toMatch(/^共 3 种 4 件，合计¥\d+\.\d\d$/);
  const editorTotal = (await page.getByTestId('plan-bom-edit-total').textContent())?.replace(/^.*合计/, '');
  const editor = page.getByTestId('plan-editor');
  await editor.click();
  await page.keyboard.type('晚上十点自动调暗卧室灯光，');
  await page.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('起夜时床边灯带亮起');
  await page.getByTestId('plan-attachment-file').setInputFiles({
    name: '卧室方案清单.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(),
  });
  await page.getByTestId('plan-attachment-item').waitFor();
  await lookSettled(page, 'plan-add', isPhone);
  await page.getByTestId('plan-submit').click();

  // PlanDetail: the plan with its bill of materials at today's prices and the PDF.
  await page.waitForURL((url) => url.pathname === '/plan/detail');
  await page.getByTestId('plan-detail').waitFor();
  const id = Number(new URL(page.url()).searchParams.get('id'));
  expect(await page.getByTestId('plan-title').textContent()).toBe(title);
  await expect.poll(() => page.title()).toBe(`${title} - 智联商城`);
  expect(await page.getByTestId('plan-bom-line').count()).toBe(3);
  expect(await page.getByTestId('plan-body').locator('strong').textContent()).toBe('起夜时床边灯带亮起');
  const pdf = page.getByTestId('plan-attachment');
  expect(await pdf.textContent()).toContain('卧室方案清单.pdf');
  expect(await pdf.getAttribute('href')).toMatch(/^\/files\/.+\.pdf$/);
  const detail = await apiCall<TPlanDetail>(CALLS.plan.detail.path, { id });
  expect(detail.data.products.map((l) => [l.productId, l.quantity])).toEqual([
    [products[0]?.id, 1],
    [products[1]?.id, 2],
    [products[2]?.id, 1],
  ]);
  expect(await page.getByTestId('plan-total-price').textContent()).toContain(`¥${formatYuan(detail.data.total)}`);
  // The editor's 合计 was the plan's total at today's prices.
  expect(editorTotal).toBe(`¥${formatYuan(detail.data.total)}`);
  await lookSettled(page, 'plan-detail', isPhone);

  // 一键加购: the three lines go into the cart.
  await page.getByTestId('plan-add-to-cart').click();
  const outcome = page.getByTestId('plan-cart-outcome');
  await outcome.waitFor();
  expect(await outcome.textContent()).toContain('已将3种商品共4件加入购物车');
  const after = await cartLines(token);
  for (const line of detail.data.products) {
    expect(after.get(line.standardId), line.title).toBe((before.get(line.standardId) ?? 0) + line.quantity);
  }
  await page.getByTestId('plan-go-cart').click();
  await page.getByTestId('cart-page').waitFor();
  await page.getByTestId('cart-item').first().waitFor();
  if (isPhone) expect(await page.getByTestId('cart-item').count()).toBe(3);
  for (const p of products) {
    expect(await page.getByTestId('cart-item').filter({ hasText: p.title }).count(), p.title).toBeGreaterThan(0);
  }

  // UserPlan: the plan is listed, to edit or delete.
  await page.goto('/user/plan');
  const mine = page.locator(`[data-testid="user-plan-item"][data-plan-id="${id}"]`);
  await mine.waitFor();
  await lookSettled(page, 'user-plan', isPhone);
  await mine.getByTestId('user-plan-edit').click();
  await page.waitForURL((url) => url.pathname === '/plan/add' && url.searchParams.get('id') === String(id));
  await expect.poll(() => page.getByTestId('plan-title-input').inputValue()).toBe(title);
  expect(await page.getByTestId('plan-bom-edit-line').count()).toBe(3);
  if (!isPhone) {
    // An edit is saved: a new title, the last line removed → the detail shows both.
    const edited = `${title}（修订）`;
    await page.getByTestId('plan-title-input').fill(edited);
    await page.getByTestId('plan-bom-edit-remove').last().click();
    await expect.poll(() => page.getByTestId('plan-bom-edit-line').count()).toBe(2);
    await page.getByTestId('plan-submit').click();
    await page.waitForURL((url) => url.pathname === '/plan/detail' && url.searchParams.get('id') === String(id));
    await expect.poll(() => page.getByTestId('plan-title').textContent()).toBe(edited);
    expect(await page.getByTestId('plan-bom-line').count()).toBe(2);
    const saved = await apiCall<TPlanDetail>(CALLS.plan.detail.path, { id });
    expect(saved.data.products.map((l) => l.productId)).toEqual([products[0]?.id, products[1]?.id]);
  }
  if (isPhone) {
    await page.goto('/user/plan');
    await mine.getByTestId('user-plan-delete').click();
    const confirm = page.getByTestId('plan-delete-confirm');
    await confirm.waitFor();
    // The dialog zooms in: press once it stands still.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getAnimations().filter((a) => a instanceof CSSTransition || a instanceof CSSAnimation).length,
        ),
      )
      .toBe(0);
    await confirm.click();
    await expect.poll(async () => (await apiCall(CALLS.plan.detail.path, { id })).status).toBe(404);
    await mine.waitFor({ state: 'detached' });
  }

  // The XSS corpus in a real page: nothing runs, no dialog opens.
  const dirty = await apiCall<{ id: number }>(
    CALLS.plan.add.path,
    {
      title: 'XSS 语料测试方案',
      scene: '其他',
      summary: '正文里放了一整套经典的跨站脚本攻击语料。',
      htmlCode: `<p>下面是攻击语料，应当全部失效。</p>${XSS_CORPUS.join('\n')}`,
      products: [{ productId: products[0]?.id, standardId: products[0]?.listStandar[0]?.id, quantity: 1 }],
    },
    token,
  );
  expect(dirty.status, dirty.msg).toBe(200);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`/plan/detail?id=${dirty.data.id}`);
  const body = page.getByTestId('plan-body');
  await body.waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const inert = await body.evaluate((el) => ({
    scripts: el.querySelectorAll('script, iframe, object, embed, svg, math, style, form, input, meta, base').length,
    handlers: [...el.querySelectorAll('*')].filter((n) => [...n.attributes].some((a) => /^on/i.test(a.name))).length,
    badUrls: [...el.querySelectorAll('[href], [src]')].filter((n) =>
      /^\s*(javascript|data|vbscript):/i.test(n.getAttribute('href') ?? n.getAttribute('src') ?? ''),
    ).length,
  }));
  expect(inert).toEqual({ scripts: 0, handlers: 0, badUrls: 0 });
  await apiCall(CALLS.plan.delete.path, { id: dirty.data.id }, token);

  // An unknown plan.
  await page.goto('/plan/detail?id=987654321');
  await page.getByTestId('plan-missing').waitFor();
}

describe.runIf(isE2eEnabled())('plans (方案馆) in Chromium', () => {
  let browser: TBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('publishes a plan with a PDF and three products, shows its bill of materials and fills the cart in one go', async () => {
    browser = await openBrowser();
    await journey(browser, false);
  });

  it('does the same on a 390 px phone, every page fitting the screen', async () => {
    browser = await openPhone();
    await journey(browser, true);
  });
});
