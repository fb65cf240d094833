import { CALLS, type TFavorite, type TFootprint } from '@mall/contract';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { apiCall, isE2eEnabled, openBrowser } from './browser.js';
import { journeyStart, look, lookSettled, settle, shippedOrder, type TJourney } from './journey-setup.js';
import { openPhone } from './phone.js';

type TBrowser = Awaited<ReturnType<typeof openBrowser>>;

const HOTLINE = '400-800-8888';

/** The buyer's feedback rows on the server's own database (operators read them; no call shows them). */
function feedbackOf(username: string): { type: number; content: string; contact: string }[] {
  const db = new Database(inject('e2eDbPath'), { readonly: true });
  try {
    return db
      .prepare(
        'select f.type, f.content, f.contact from user_feedback f join users u on u.id = f.user_id where u.username = ? order by f.id',
      )
      .all(username) as { type: number; content: string; contact: string }[];
  } finally {
    db.close();
  }
}

/** Logs in through the open login modal, by the fields' labels. */
async function logInInModal(page: Page, j: TJourney) {
  const modal = page.getByTestId('login-modal');
  await modal.waitFor();
  await modal.getByRole('textbox', { name: '用户名' }).fill(j.buyer.username);
  await modal.getByLabel('密码').fill(j.buyer.password);
  await modal.getByRole('button', { name: '登录' }).click();
  await modal.waitFor({ state: 'hidden' });
}

async function openTab(page: Page, tab: string) {
  await page.goto(`/user/develop?tab=${tab}`);
  await page.getByTestId('member-page').waitFor();
  expect(await page.locator('.ant-tabs-tab-active').textContent()).toBe(
    { favorite: '我的收藏', footprint: '我的足迹', message: '消息中心', feedback: '意见反馈', service: '联系客服' }[
      tab
    ],
  );
}

/** The unread badge: the navbar's 消息 on the desktop, the tab bar's 我的 on a phone. */
async function unreadBadge(page: Page, isPhone: boolean): Promise<string> {
  const holder = page.getByTestId(isPhone ? 'tabbar-me' : 'navbar-messages');
  const count = holder.locator('.ui-badge-count');
  return (await count.count()) > 0 ? ((await count.textContent()) ?? '') : '';
}

/** The elevator's 消息 badge (the desktop's right rail). */
async function elevatorUnread(page: Page): Promise<string> {
  const count = page.locator('.elevator a[aria-label^="消息"] .ui-badge-count');
  return (await count.count()) > 0 ? ((await count.textContent()) ?? '') : '';
}

/**
 * The member corner: a guest's heart asks for a login and then favourites the product; the account
 * centre counts it and 我的收藏 shows it; the detail view left a footprint that 清空足迹 removes; a
 * shipped order's message badges the shell and reading it drops the badge; 意见反馈 and the 客服
 * panel (the elevator's on the desktop, the 联系客服 tab on a phone) send their forms.
 */
async function journey(browser: TBrowser, isPhone: boolean) {
  const { page } = browser;
  const j = await journeyStart(isPhone ? 7 : 6, isPhone ? '会员机' : '会员');

  // A guest's heart opens the login modal; once logged in, the product is a favourite.
  await page.goto(`/product/detail?id=${j.product.id}`);
  const heart = page.getByTestId('favorite-detail');
  await heart.waitFor();
  expect(await heart.getAttribute('aria-pressed')).toBe('false');
  await heart.click();
  await logInInModal(page, j);
  await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
  expect(await heart.textContent()).toContain('已收藏');
  await lookSettled(page, 'member-detail-heart', isPhone);
  const favorites = await apiCall<TFavorite[]>(CALLS.favorite.query.path, { page: 1, limit: 10 }, j.buyer.token);
  expect(favorites.data.map((f) => f.productId)).toEqual([j.product.id]);

  // A second view (reload) while logged in leaves its footprint.
  await page.reload();
  await heart.waitFor();
  await expect
    .poll(async () => {
      const answer = await apiCall<TFootprint[]>(CALLS.footprint.query.path, { page: 1, limit: 10 }, j.buyer.token);
      return answer.data.map((f) => f.productId);
    })
    .toEqual([j.product.id]);

  // The list card's heart knows it too; pressed twice it removes and adds it again.
  await page.goto(`/product?queryName=${encodeURIComponent(j.product.title)}`);
  const card = page.locator('.product-card-slot').filter({ hasText: j.product.title }).first();
  const cardHeart = card.getByTestId('favorite-card');
  await expect.poll(() => cardHeart.getAttribute('aria-pressed')).toBe('true');
  await lookSettled(page, 'member-list-hearts', isPhone);
  await cardHeart.click();
  await expect.poll(() => cardHeart.getAttribute('aria-pressed')).toBe('false');
  expect(page.url()).toContain('/product?');
  await cardHeart.click();
  await expect.poll(() => cardHeart.getAttribute('aria-pressed')).toBe('true');

  // The shop's own search shows the same heart on its card.
  await page.goto(`/shop/search?agentId=${j.product.agentId}&queryName=${encodeURIComponent(j.product.title)}`);
  const shopHeart = page
    .locator('.product-card-slot')
    .filter({ hasText: j.product.title })
    .first()
    .getByTestId('favorite-card');
  await expect.poll(() => shopHeart.getAttribute('aria-pressed')).toBe('true');

  // The account centre counts the favourite and the footprint.
  await page.goto('/user/center');
  await expect.poll(() => page.getByTestId('center-count-我的收藏').textContent()).toBe('1');
  await expect.poll(() => page.getByTestId('center-count-我的足迹').textContent()).toBe('1');
  await expect.poll(() => page.getByTestId('center-count-未读消息').textContent()).toBe('0');
  await lookSettled(page, 'member-center', isPhone);

  // 我的收藏 shows it; the entry of the account centre opens the tab.
  await page.getByTestId('center-count').first().click();
  await page.waitForURL((url) => url.pathname === '/user/develop' && url.searchParams.get('tab') === 'favorite');
  await page.getByTestId('favorite-item').first().waitFor();
  expect(await page.getByTestId('favorite-item').count()).toBe(1);
  expect(await page.getByTestId('favorite-item').textContent()).toContain(j.product.title);
  await lookSettled(page, 'member-favorite', isPhone);

  // 我的足迹 shows the product; 清空足迹 empties it.
  await openTab(page, 'footprint');
  await page.getByTestId('footprint-item').first().waitFor();
  expect(await page.getByTestId('footprint-item').textContent()).toContain(j.product.title);
  await lookSettled(page, 'member-footprint', isPhone);
  await page.getByTestId('footprint-clear').click();
  const confirm = page.locator('.ant-popconfirm').getByRole('button', { name: '清空' });
  await confirm.waitFor();
  await settle(page);
  await confirm.click();
  await expect
    .poll(async () => {
      const answer = await apiCall<TFootprint[]>(CALLS.footprint.query.path, { page: 1, limit: 10 }, j.buyer.token);
      return answer.data.length;
    })
    .toBe(0);
  await page.getByTestId('footprint-empty').waitFor();

  // A shipped order writes a message: the badge shows it; reading it drops the badge.
  const orderId = await shippedOrder(j);
  await page.goto('/user/develop?tab=message');
  await expect.poll(() => unreadBadge(page, isPhone)).toBe('1');
  if (!isPhone) expect(await elevatorUnread(page)).toBe('1');
  const message = page.getByTestId('message-item').first();
  await message.waitFor();
  expect(await message.textContent()).toContain('订单已发货');
  expect(await message.getAttribute('class')).toContain('is-unread');
  await lookSettled(page, 'member-message', isPhone);
  await message.click();
  await page.waitForURL(
    (url) => url.pathname === '/order/detail' && url.searchParams.get('orderId') === String(orderId),
  );
  await expect.poll(() => unreadBadge(page, isPhone)).toBe('');
  if (!isPhone) expect(await elevatorUnread(page)).toBe('');

  // 意见反馈: sent, thanked, cleared.
  await openTab(page, 'feedback');
  await page.getByRole('radio', { name: '建议' }).check({ force: true });
  await page.getByTestId('feedback-content').fill('希望增加更多 Matter 协议的设备');
  await page.getByTestId('feedback-contact').fill('buyer@example.com');
  await lookSettled(page, 'member-feedback', isPhone);
  await page.getByTestId('feedback-submit').click();
  await page.getByText('感谢反馈，我们会尽快处理').waitFor();
  await expect.poll(() => page.getByTestId('feedback-content').inputValue()).toBe('');
  expect(feedbackOf(j.buyer.username)).toEqual([
    { type: 1, content: '希望增加更多 Matter 协议的设备', contact: 'buyer@example.com' },
  ]);

  if (isPhone) {
    // On a phone the elevator keeps only 返回顶部: 联系客服 is the member page's tab.
    await openTab(page, 'service');
    expect(await page.getByTestId('service-hotline').textContent()).toBe(HOTLINE);
    await page.getByTestId('feedback-content').fill('订单一直没有物流信息，麻烦帮忙查一下');
    await lookSettled(page, 'member-service', isPhone);
    await page.getByTestId('feedback-submit').click();
  } else {
    // The elevator's 客服 opens the panel: hotline, hours and the 客服 form.
    await page.getByTestId('elevator-service').click();
    const panel = page.locator('.service-panel');
    await panel.waitFor();
    expect(await panel.getByTestId('service-hotline').textContent()).toBe(HOTLINE);
    await panel.getByTestId('feedback-content').fill('订单一直没有物流信息，麻烦帮忙查一下');
    await settle(page);
    await look(page, 'member-service-panel', false);
    await panel.getByTestId('feedback-submit').click();
  }
  await page.getByText('感谢反馈，我们会尽快处理').first().waitFor();
  await expect.poll(() => feedbackOf(j.buyer.username).map((f) => f.type)).toEqual([1, 4]);
}

describe.runIf(isE2eEnabled())('the member corner in Chromium', () => {
  let browser: TBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('favourites, footprints, messages, feedback and the 客服 panel on the desktop', async () => {
    browser = await openBrowser();
    await journey(browser, false);
  });

  it('does the same on a 390 px phone, every page fitting the screen', async () => {
    browser = await openPhone();
    await journey(browser, true);
  });

  it('shows a guest the hotline in the 客服 panel and asks for a login before the form', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto('/');
    await page.getByTestId('elevator-service').click();
    const panel = page.locator('.service-panel');
    await panel.waitFor();
    expect(await panel.getByTestId('service-hotline').textContent()).toBe(HOTLINE);
    await panel.getByTestId('service-login').waitFor();
    expect(await panel.getByTestId('feedback-content').count()).toBe(0);
    await panel.getByRole('button', { name: '登录后留言' }).click();
    await page.getByTestId('login-modal').waitFor();
  });
});
