import { PRIVACY_POLICY_VERSION } from '@mall/contract';
import { registerBuyer } from '@mall/contract/testing';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  apiCall,
  authLink,
  e2eWire,
  isE2eEnabled,
  openBrowser,
  phoneScreenshot,
  screenshot,
  skipSmsCooldown,
  smsCodeFor,
} from './browser.js';
import { settle } from './journey-setup.js';
import { expectPhoneFit } from './phone.js';

type TBrowser = Awaited<ReturnType<typeof openBrowser>>;

let seq = 0;
const uniq = () => `${Date.now() % 100000}${++seq}`.padStart(6, '0').slice(-6);

describe.runIf(isE2eEnabled())('account journeys in Chromium', () => {
  let browser: TBrowser;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('registers with the SMS code, edits the profile with a region, changes the password and is signed out', async () => {
    const { page } = browser;
    const n = uniq();
    const username = `浏览器用户${n}`;
    const phone = `1360${n}0`;
    await page.goto('/');
    await page.getByTestId('footer-version').waitFor();
    await page.getByTestId('home').waitFor();
    await screenshot(page, 'home-shell-logged-out');
    await page.goto('/register');
    await expect.poll(() => page.title()).toBe('注册 - 智联商城');
    await page.getByPlaceholder('请输入用户名').fill(username);
    // The form says why a weak password will not do, before anything is sent.
    const password = page.getByPlaceholder('请输入密码');
    await password.fill('11111111');
    await page.getByText('密码须包含字母、数字、符号中的至少两种').waitFor();
    await password.fill('password1');
    await page.getByText('密码过于常见，容易被猜到，请换一个').waitFor();
    await screenshot(page, 'register-weak-password');
    await phoneScreenshot(page, 'register-weak-password');
    await password.fill('first-pass-1');
    await page.getByPlaceholder('请再次输入密码').fill('first-pass-1');
    await page.getByPlaceholder('请输入手机号').fill(phone);
    await page.getByTestId('sms-code-btn').click();
    await page.getByText(/\d+秒后重新获取/).waitFor();
    await page.getByPlaceholder('请输入验证码').fill(await smsCodeFor(phone));
    await page.getByTestId('register-agree').check();
    await screenshot(page, 'register');
    await page.getByRole('button', { name: '立即注册' }).click();

    await expect.poll(() => page.getByTestId('navbar-username').textContent(), { timeout: 15_000 }).toBe(username);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('home').waitFor();
    await screenshot(page, 'home-shell-logged-in');

    await page.goto('/user/info');
    await page.getByTestId('info-username').waitFor();
    await page.getByPlaceholder('请输入昵称').fill('小智管家');
    const avatar = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#13c2c2' } })
      .png()
      .toBuffer();
    await page
      .locator('.avatar-upload input[type=file]')
      .setInputFiles({ name: '头像.png', mimeType: 'image/png', buffer: avatar });
    const avatarImg = page.locator('.avatar-upload img');
    await expect.poll(() => avatarImg.getAttribute('src')).toMatch(/^\/img\/86\/files\//);
    await expect.poll(() => avatarImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(86);
    await page.locator('.ant-cascader').first().click();
    await page.locator('.ant-cascader-menu-item', { hasText: '广东省' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '深圳市' }).click();
    await page.locator('.ant-cascader-menu-item', { hasText: '南山区' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').waitFor();
    await expect.poll(() => page.getByTestId('navbar-username').textContent()).toBe('小智管家');
    await page.getByText('广东省 深圳市 南山区').first().waitFor();
    await screenshot(page, 'personal-info');

    const oldToken = await page.evaluate(() => localStorage.getItem('zl_mall_token'));
    expect(oldToken).toBeTruthy();
    const profile = await apiCall<{ province: string; city: string; area: string; icon: string }>(
      '/order/userInfo/selectUsers.json',
      {},
      oldToken ?? '',
    );
    expect(profile.data).toMatchObject({ province: '440000', city: '440300', area: '440305' });
    expect(profile.data.icon).toMatch(/^\/files\/\d{4}\/\d{2}\/[a-f0-9]+\.png$/);

    await page.goto('/user/editPwd');
    await page.getByPlaceholder('请输入原密码').fill('first-pass-1');
    await page.getByPlaceholder('请输入新密码').fill('second-pass-2');
    await page.getByPlaceholder('请再次输入新密码').fill('second-pass-2');
    await screenshot(page, 'edit-password');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('zl_mall_token'))).toBeNull();
    expect((await apiCall('/order/userInfo/selectUsers.json', {}, oldToken ?? '')).status).toBe(528);

    await page.getByPlaceholder('请输入用户名').fill(username);
    await page.getByPlaceholder('请输入密码').fill('second-pass-2');
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByTestId('navbar-username').textContent(), { timeout: 15_000 }).toBe('小智管家');
  });

  it('sends a logged-out visitor of a guarded route to /login with the redirect, and back after login', async () => {
    const { page } = browser;
    await page.goto('/user/info');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/user/info');
    await page.getByPlaceholder('请输入用户名').waitFor();
    await screenshot(page, 'login');

    await page.getByRole('button', { name: '登录' }).click();
    await page.getByTestId('login-page-msg').getByText('请填写正确的用户名或密码').waitFor();

    await page.getByPlaceholder('请输入用户名').fill('demo');
    await page.getByPlaceholder('请输入密码').fill('demo12345');
    await page.getByPlaceholder('请输入密码').press('Enter');
    await page.getByText('登录成功').waitFor();
    await page.waitForURL((url) => url.pathname === '/user/info');
    await expect.poll(() => page.getByTestId('info-username').textContent()).toBe('demo');
    await expect.poll(() => page.title()).toBe('个人信息 - 智联商城');
  });

  it('opens the login modal on 528; empty fields give the message without any request', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('zl_mall_token', 'revoked-or-unknown-token'));
    await page.goto('/user/center');
    const modal = page.getByTestId('login-modal');
    await modal.waitFor();
    await expect.poll(() => page.locator('.ant-modal-title').first().textContent()).toBe('密码登录');

    const loginRequests: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/login' && req.method() === 'POST') loginRequests.push(req.url());
    });
    await modal.getByRole('button', { name: '登录' }).click();
    await page.getByTestId('login-modal-msg').getByText('请填写正确的用户名或密码').waitFor();
    await screenshot(page, 'login-modal');
    expect(loginRequests).toHaveLength(0);

    await modal.getByPlaceholder('请输入用户名').fill('demo');
    await modal.getByPlaceholder('请输入密码').fill('demo12345');
    await modal.getByPlaceholder('请输入密码').press('Enter');
    await page.getByText('登录成功').waitFor();
    await modal.waitFor({ state: 'hidden' });
    expect(loginRequests).toHaveLength(1);
    await expect.poll(() => page.getByTestId('navbar-username').textContent(), { timeout: 15_000 }).toBe('演示买家');
  });

  it('finds a password back through the SMS code', async () => {
    const { page } = browser;
    const n = uniq();
    const username = `找回用户${n}`;
    const phone = `1350${n}0`;
    await apiCall('/right/user/sendCode.json', { phone, scene: 'register' });
    const added = await apiCall('/order/userInfo/addUser.json', {
      username,
      password: 'forgot-it-1',
      phone,
      code: await smsCodeFor(phone),
      privacyVersion: PRIVACY_POLICY_VERSION,
    });
    expect(added.status).toBe(200);

    await page.goto('/findPwd');
    await page.getByPlaceholder('请输入用户名').fill(username);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect.poll(() => page.getByTestId('masked-phone').textContent()).toContain(`*******${phone.slice(7)}`);
    await page.getByPlaceholder('请输入手机号').fill(phone);
    // The registration code went out moments ago: the 60 s cooldown answers 429 with a clear message.
    await page.getByTestId('sms-code-btn').click();
    await page.getByText('验证码发送过于频繁，请60秒后再试').waitFor();
    skipSmsCooldown(phone);
    await page.getByTestId('sms-code-btn').click();
    await page.getByText(/\d+秒后重新获取/).waitFor();
    await page.getByPlaceholder('请输入验证码').fill(await smsCodeFor(phone));
    await screenshot(page, 'find-password');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByPlaceholder('请输入新密码').fill('remembered-2');
    await page.getByPlaceholder('请再次输入新密码').fill('remembered-2');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('密码重置成功').first().waitFor();
    expect((await apiCall('/login', { username, password: 'forgot-it-1', userType: 2 })).status).toBe(519);
    expect((await apiCall('/login', { username, password: 'remembered-2', userType: 2 })).status).toBe(200);
  });

  it('loads deep links, shows the /devp page and a 404 page for unknown paths', async () => {
    const { page } = browser;
    // A deep link to a plan that does not exist (plans are real, not placeholders): its own 404 state.
    await page.goto('/plan/detail?id=987654321');
    await page.getByTestId('plan-missing').waitFor();
    await expect.poll(() => page.title()).toBe('方案详情 - 智联商城');
    await page.goto('/no/such/page');
    await page.getByText('页面走丢了').first().waitFor();
    await screenshot(page, 'not-found');
    await page.goto('/devp');
    await page.getByText('页面建设中').first().waitFor();
    expect(await page.getByTestId('footer-version').count()).toBe(0);
    await page.goto('/');
    expect(await page.getByTestId('footer-version').textContent()).toContain('BETA V1.6.1');
  });

  it('signs in through /auth with a one-time code, once, and signs out from the account menu', async () => {
    const { page } = browser;
    const login = await apiCall<string>('/login', { username: 'demo', password: 'demo12345', userType: 2 });
    const link = await authLink(login.data, '/user/center');
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/user/center');
    await expect.poll(() => page.getByTestId('navbar-username').textContent(), { timeout: 15_000 }).toBe('演示买家');
    await page.getByTestId('center-name').waitFor();
    await screenshot(page, 'personal-center');
    // The page holds a token of its own, never the one that made the code; the code is spent.
    const pageToken = await page.evaluate(() => localStorage.getItem('zl_mall_token'));
    expect(pageToken).toBeTruthy();
    expect(pageToken).not.toBe(login.data);
    const code = new URL(link, 'http://x').searchParams.get('code');
    expect(await apiCall('/right/user/exchangeAuthCode.json', { code })).toMatchObject({
      status: 409,
      code: 'AUTH_CODE_INVALID',
    });

    await page.getByTestId('navbar-orders').hover();
    await page.getByRole('menuitem', { name: '待发货' }).click();
    await page.waitForURL((url) => url.pathname === '/user/order');

    await page.getByTestId('navbar-account').hover();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: '免费注册' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('zl_mall_token'))).toBeNull();
    await expect
      .poll(async () => (await apiCall('/order/userInfo/selectUsers.json', {}, pageToken ?? '')).status)
      .toBe(528);
  });

  it('asks before a code link replaces the session: keeping it keeps it, switching signs the other account in', async () => {
    const { page } = browser;
    const demo = await apiCall<string>('/login', { username: 'demo', password: 'demo12345', userType: 2 });
    await page.goto(await authLink(demo.data, '/user/center'));
    await expect.poll(() => page.getByTestId('navbar-username').textContent(), { timeout: 15_000 }).toBe('演示买家');
    const mine = await page.evaluate(() => localStorage.getItem('zl_mall_token'));

    // Somebody else's link (an attacker's, or the buyer's other account): the page asks, naming who is signed in.
    const other = await registerBuyer(e2eWire(), { prefix: '另一个' });
    await page.goto(await authLink(other.token, '/user/aicoin'));
    await page.getByTestId('auth-ask').waitFor();
    await expect.poll(() => page.getByTestId('auth-current-name').textContent()).toBe('演示买家');
    await screenshot(page, 'auth-ask');
    await phoneScreenshot(page, 'auth-ask');
    await page.setViewportSize({ width: 390, height: 844 });
    // antd's buttons ease into their phone height: measure once the transitions have ended.
    await settle(page);
    await expectPhoneFit(page, '/auth ask');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByTestId('auth-keep').click();
    await page.waitForURL((url) => url.pathname === '/user/aicoin');
    await expect.poll(() => page.getByTestId('navbar-username').textContent(), { timeout: 15_000 }).toBe('演示买家');
    expect(await page.evaluate(() => localStorage.getItem('zl_mall_token'))).toBe(mine);

    await page.goto(await authLink(other.token, '/user/center'));
    await page.getByTestId('auth-switch').click();
    await page.waitForURL((url) => url.pathname === '/user/center');
    await expect
      .poll(() => page.getByTestId('navbar-username').textContent(), { timeout: 15_000 })
      .toBe(other.username);
  });

  it('refuses a token in the /auth link, with or without a session, and stores nothing', async () => {
    const { page } = browser;
    const demo = await apiCall<string>('/login', { username: 'demo', password: 'demo12345', userType: 2 });
    await page.goto(`/auth?token=${encodeURIComponent(demo.data)}&redirect=${encodeURIComponent('/user/center')}`);
    await page.getByText('授权登录失败').waitFor();
    await page.getByText('本站不接受在链接中携带登录凭证').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('zl_mall_token'))).toBeNull();
    await page.goto('/auth?code=made-up-code-0123456789');
    await page.getByText('授权码无效、已使用或已过期').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('zl_mall_token'))).toBeNull();

    const other = await registerBuyer(e2eWire(), { prefix: '已登录' });
    await page.goto(await authLink(other.token, '/'));
    await expect
      .poll(() => page.getByTestId('navbar-username').textContent(), { timeout: 15_000 })
      .toBe(other.username);
    const mine = await page.evaluate(() => localStorage.getItem('zl_mall_token'));
    await page.goto(`/auth?token=${encodeURIComponent(demo.data)}`);
    await page.getByText('授权登录失败').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('zl_mall_token'))).toBe(mine);
  });
});
