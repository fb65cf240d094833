// @vitest-environment jsdom

import { CALLS, type TUserInfo } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../stores/session';
import { fail, ok, renderWithProviders, signIn, stubApi } from '../../test/dom';
import AuthPage from './auth';

const OTHER: TUserInfo = {
  userId: 42,
  username: 'other_buyer',
  nickname: '另一个账号',
  phone: '13900001111',
  icon: '',
  province: '',
  city: '',
  area: '',
  createdAt: '2026-12-01T00:00:00Z',
};

const EXCHANGE = CALLS.account.exchangeAuthCode.path;
const CODE_LINK = `/auth?code=one-time-code-0123456789&redirect=${encodeURIComponent('/cart')}`;

/** The server: the code exchanges once for `new-token`, whose profile is OTHER. */
function stubServer() {
  let isSpent = false;
  return stubApi({
    [EXCHANGE]: () => {
      if (isSpent) return { ...fail(409, '登录授权码无效或已过期，请重新发起登录'), code: 'AUTH_CODE_INVALID' };
      isSpent = true;
      return ok('new-token');
    },
    [CALLS.account.selectUsers.path]: ok(OTHER),
  });
}

describe('/auth (signing in from another page)', () => {
  it('exchanges the code once and continues to the redirect when the browser has no session', async () => {
    const api = stubServer();
    const view = renderWithProviders(<AuthPage />, { route: CODE_LINK });
    await waitFor(() => expect(view.location()).toBe('/cart'));
    expect(useSession.getState()).toMatchObject({ token: 'new-token', uid: 42 });
    expect(api.sent(EXCHANGE)).toEqual([{ code: 'one-time-code-0123456789' }]);
  });

  it('asks before replacing a session, and keeping it spends nothing and changes nothing', async () => {
    signIn('mine');
    const api = stubServer();
    const view = renderWithProviders(<AuthPage />, { route: CODE_LINK });
    await screen.findByRole('heading', { name: '切换登录账号？' });
    expect(screen.getByTestId('auth-current-name').textContent).toBe('小智');
    await userEvent.setup().click(screen.getByRole('button', { name: '保持当前登录' }));
    await waitFor(() => expect(view.location()).toBe('/cart'));
    expect(useSession.getState()).toMatchObject({ token: 'mine', uid: 7 });
    expect(api.sent(EXCHANGE)).toEqual([]);
  });

  it('switches to the link’s account only when asked to', async () => {
    signIn('mine');
    const api = stubServer();
    const view = renderWithProviders(<AuthPage />, { route: CODE_LINK });
    await userEvent.setup().click(await screen.findByRole('button', { name: '切换到新账号' }));
    await waitFor(() => expect(view.location()).toBe('/cart'));
    expect(useSession.getState()).toMatchObject({ token: 'new-token', uid: 42 });
    expect(api.sent(EXCHANGE)).toHaveLength(1);
  });

  it('keeps the session when the code turns out spent or expired', async () => {
    signIn('mine');
    stubApi({ [EXCHANGE]: { ...fail(409, '登录授权码无效或已过期'), code: 'AUTH_CODE_INVALID' } });
    renderWithProviders(<AuthPage />, { route: CODE_LINK });
    await userEvent.setup().click(await screen.findByRole('button', { name: '切换到新账号' }));
    await screen.findByText('授权码无效、已使用或已过期，请使用账号密码登录。');
    expect(useSession.getState()).toMatchObject({ token: 'mine', uid: 7 });
  });

  it.each([
    ['without a session', false],
    ['with a session', true],
  ])('refuses a token in the link %s: nothing is sent, nothing stored', async (_label, hasSession) => {
    if (hasSession) signIn('mine');
    const api = stubServer();
    renderWithProviders(<AuthPage />, { route: '/auth?token=someone-elses-token&redirect=%2Fuser%2Faicoin' });
    await screen.findByRole('heading', { name: '授权登录失败' });
    expect(screen.getByText(/本站不接受在链接中携带登录凭证/)).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe(hasSession ? 'mine' : null);
    expect(localStorage.getItem('zl_mall_token')).toBeNull();
  });
});
