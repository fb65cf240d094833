import fs from 'node:fs';
import { CALLS, type TMessage } from '@mall/contract';
import { buyerWithAddress } from '@mall/contract/testing';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { apiCall, e2eWire, isE2eEnabled, openBrowser, productInStock, skipSmsCooldown, smsCodeFor } from './browser.js';
import { logIn, lookSettled } from './journey-setup.js';
import { openPhone } from './phone.js';

type TBrowser = Awaited<ReturnType<typeof openBrowser>>;

/** The account's deletion columns on the server's own database. */
function deletionOf(userId: number): { deletion_due_at: number | null; deleted_at: number | null; username: string } {
  const db = new Database(inject('e2eDbPath'), { readonly: true });
  try {
    return db.prepare('select deletion_due_at, deleted_at, username from users where id = ?').get(userId) as {
      deletion_due_at: number | null;
      deleted_at: number | null;
      username: string;
    };
  } finally {
    db.close();
  }
}

/** Ends the cooling-off at once (test set-up: seven days pass), so the deletion job takes the account. */
function endCoolingOff(userId: number): void {
  const db = new Database(inject('e2eDbPath'));
  try {
    db.prepare('update users set deletion_due_at = ? where id = ?').run(Date.now() - 1000, userId);
  } finally {
    db.close();
  }
}

async function openPrivacy(page: Page) {
  await page.goto('/user/develop?tab=privacy');
  await page.getByTestId('privacy-panel').waitFor();
  expect(await page.locator('.ant-tabs-tab-active').textContent()).toBe('隐私与注销');
}

/**
 * The buyer's rights over their data: 导出我的信息 downloads a JSON file of their data; 注销账号 first
 * names what stops it (an unpaid order, with a link), then takes the password and an SMS code, signs
 * the buyer out and says when the account goes. On the desktop a login within the cooling-off cancels
 * it (and 消息 says so); on the phone the cooling-off ends and the deletion job anonymises the account.
 */
async function journey(browser: TBrowser, isPhone: boolean) {
  const { page } = browser;
  const buyer = await buyerWithAddress(e2eWire(), { prefix: isPhone ? '注销机' : '注销' });
  const me = await apiCall<{ userId: number }>(CALLS.account.selectUsers.path, {}, buyer.token);
  const userId = me.data.userId;
  const product = await productInStock(isPhone ? 5 : 4);
  const placed = await apiCall<{ orderIds: number[] }>(
    CALLS.order.addOrderFromDetail.path,
    { productId: product.id, standardId: product.listStandar[0]?.id, number: 1, addressId: buyer.address.id },
    buyer.token,
  );
  const orderId = placed.data.orderIds[0];
  expect(orderId).toBeGreaterThan(0);

  await logIn(page, { buyer });
  await openPrivacy(page);

  // The export: one JSON file with every section, the buyer's own data in it.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('privacy-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^智联商城-我的信息-\d{8}\.json$/);
  const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    sections: Record<string, { title: string; data: unknown }>;
  };
  expect(file.sections.profile?.data).toMatchObject({ username: buyer.username, phone: buyer.phone });
  expect(((file.sections.orders?.data ?? []) as { id: number }[]).map((o) => o.id)).toEqual([orderId]);
  expect(file.sections.addresses?.title).toBe('收货地址');

  // The unpaid order stops the deletion, and the page says so with a way to settle it.
  const conditions = page.getByTestId('privacy-conditions');
  await expect.poll(() => conditions.locator('[data-blocker="ordersOpen"]').getAttribute('class')).toBe('is-blocking');
  expect(await conditions.locator('[data-blocker="ordersOpen"]').textContent()).toContain('查看订单');
  expect(await page.getByTestId('privacy-delete').count()).toBe(0);
  await lookSettled(page, 'privacy-blocked', isPhone);

  await apiCall(CALLS.order.cancelOrder.path, { orderId }, buyer.token);
  await page.reload();
  await page.getByTestId('privacy-delete').waitFor();
  expect(await conditions.locator('.is-blocking').count()).toBe(0);

  // Password, a code to the account's own phone, the confirmation.
  await page.getByPlaceholder('请输入登录密码').fill(buyer.password);
  skipSmsCooldown(buyer.phone);
  await page.getByTestId('sms-code-btn').click();
  await page.getByText(/\d+秒后重新获取/).waitFor();
  await page.getByPlaceholder('请输入验证码').fill(await smsCodeFor(buyer.phone));
  await page.getByText('我已了解注销后果').click();
  await lookSettled(page, 'privacy-delete', isPhone);
  await page.getByTestId('privacy-delete').click();
  await page.getByRole('button', { name: '确认注销' }).click();
  const done = page.locator('.ant-modal-confirm-success');
  await done.waitFor();
  expect(await done.textContent()).toContain('在此之前使用本账号登录即可撤销注销');
  expect(deletionOf(userId).deletion_due_at).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  await page.getByRole('button', { name: '知道了' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // Signed out everywhere: the old token is refused.
  expect((await apiCall(CALLS.account.selectUsers.path, {}, buyer.token)).status).toBe(528);

  if (!isPhone) {
    // A login within the cooling-off cancels the deletion, and 消息 says so.
    await logIn(page, { buyer });
    expect(deletionOf(userId).deletion_due_at).toBeNull();
    await page.goto('/user/develop?tab=message');
    const message = page.getByTestId('message-item').first();
    await message.waitFor();
    expect(await message.textContent()).toContain('账号注销申请已撤销');
    await lookSettled(page, 'privacy-cancelled-message', isPhone);
    return;
  }

  // Seven days pass: the deletion job anonymises the account; its login no longer works.
  endCoolingOff(userId);
  await expect.poll(() => deletionOf(userId).deleted_at, { timeout: 15_000 }).not.toBeNull();
  expect(deletionOf(userId).username).toBe(`deleted_${userId}`);
  const login = await apiCall(CALLS.account.login.path, {
    username: buyer.username,
    password: buyer.password,
    userType: 2,
  });
  expect(login.status).toBe(519);
  await page.goto('/login');
  await page.getByPlaceholder('请输入用户名').fill(buyer.username);
  await page.getByPlaceholder('请输入密码').fill(buyer.password);
  await page.getByPlaceholder('请输入密码').press('Enter');
  await page.getByText('用户名或密码错误').first().waitFor();
  const messages = await apiCall<TMessage[]>(CALLS.message.query.path, { page: 1, limit: 5 }, buyer.token);
  expect(messages.status).toBe(528);
}

describe.runIf(isE2eEnabled())('the buyer’s data rights in Chromium', () => {
  let browser: TBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('exports the data and asks to delete the account on the desktop; a login cancels the deletion', async () => {
    browser = await openBrowser();
    await journey(browser, false);
  });

  it('does the same on a 390 px phone, and the deletion job anonymises the account after the cooling-off', async () => {
    browser = await openPhone();
    await journey(browser, true);
  });
});
