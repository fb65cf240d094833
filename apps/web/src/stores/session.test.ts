import { CALLS, type TUserInfo } from '@mall/contract';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

const { useSession, VERIFY_FAILED_MSG } = await import('./session');
const { queryClient } = await import('../lib/query-client');
const { useLoginModal } = await import('./login-modal');
const { setToastHost } = await import('../lib/toast');
const { TOKEN_KEY, USER_CACHE_KEY, readUserCache } = await import('../lib/browser-storage');

/** The cart query's key (features/cart/api/get-cart.ts); the shared layer's test does not import a feature. */
const CART_QUERY_KEY = ['cart', 'groups'];

const USER: TUserInfo = {
  userId: 9,
  username: 'xiaozhi',
  nickname: '小智',
  phone: '13812348000',
  icon: '/files/a.png',
  province: '310000',
  city: '310100',
  area: '310115',
  createdAt: '2026-01-05T10:00:00Z',
};

const toasts = { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() };
let fetchMock: Mock<typeof fetch>;

function answer(status: number, data: unknown): Response {
  return new Response(JSON.stringify({ status, msg: '', data }), { headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  setToastHost(toasts);
  localStorage.clear();
  useSession.setState({ token: null, uid: 0, name: '', avatar: '' });
  useLoginModal.setState({ isOpen: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const fn of Object.values(toasts)) fn.mockReset();
});

describe('session store', () => {
  it('signIn stores the token, closes the login modal and loads the user into uid/name/avatar', async () => {
    fetchMock.mockResolvedValue(answer(200, USER));
    await expect(useSession.getState().signIn('tok-9')).resolves.toBe(true);

    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-9');
    expect(useLoginModal.getState().isOpen).toBe(false);
    expect(useSession.getState()).toMatchObject({ token: 'tok-9', uid: 9, name: '小智', avatar: '/files/a.png' });
    expect(fetchMock.mock.calls[0][0]).toBe(CALLS.account.selectUsers.path);
  });

  it('keeps the cached user info encrypted', async () => {
    fetchMock.mockResolvedValue(answer(200, USER));
    await useSession.getState().signIn('tok-9');
    const stored = localStorage.getItem(USER_CACHE_KEY) ?? '';
    expect(stored).not.toBe('');
    expect(stored).not.toContain('xiaozhi');
    expect(stored).not.toContain('13812348000');
    expect(readUserCache<TUserInfo>()).toEqual(USER);
  });

  it('shows the verification message and signs out when the user info is empty', async () => {
    fetchMock.mockResolvedValue(answer(200, null));
    await expect(useSession.getState().signIn('tok-bad')).resolves.toBe(false);
    expect(toasts.error).toHaveBeenCalledWith(VERIFY_FAILED_MSG);
    expect(VERIFY_FAILED_MSG).toBe('Verification failed, please Login again');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(useSession.getState().uid).toBe(0);
  });

  it('signOut revokes the token and clears token, cached info, cached cart and uid/name/avatar', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, USER)).mockResolvedValue(answer(200, null));
    await useSession.getState().signIn('tok-9');
    // The cart badge reads its count from the cart query: sign-out must not leave it for the next buyer.
    queryClient.setQueryData(CART_QUERY_KEY, [{ productList: [{ number: 3 }] }]);
    await useSession.getState().signOut();

    expect(fetchMock.mock.calls[1][0]).toBe(CALLS.account.logout.path);
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toEqual({ data: {}, accessToken: 'tok-9' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_CACHE_KEY)).toBeNull();
    expect(queryClient.getQueryData(CART_QUERY_KEY)).toBeUndefined();
    expect(useSession.getState()).toMatchObject({ token: null, uid: 0, name: '', avatar: '' });
  });

  it('refreshUser clears the cached info and loads it again', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, USER))
      .mockResolvedValueOnce(answer(200, { ...USER, nickname: '新名字' }));
    await useSession.getState().signIn('tok-9');
    await useSession.getState().refreshUser();
    expect(useSession.getState().name).toBe('新名字');
    expect(readUserCache<TUserInfo>()?.nickname).toBe('新名字');
  });

  it('keeps the session when the user info cannot load for a network failure', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-net');
    useSession.setState({ token: 'tok-net', uid: 9, name: '小智' });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(useSession.getState().loadUser()).resolves.toBeNull();
    expect(toasts.error).toHaveBeenCalledWith(VERIFY_FAILED_MSG);
    expect(useSession.getState().token).toBe('tok-net');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-net');
  });

  it('adoptToken leaves the current session alone when the handed-over token is bad', async () => {
    localStorage.setItem(TOKEN_KEY, 'mine');
    useSession.setState({ token: 'mine', uid: 9, name: '小智' });
    fetchMock.mockResolvedValueOnce(answer(528, null));
    await expect(useSession.getState().adoptToken('forged')).resolves.toBe(false);
    expect(useSession.getState()).toMatchObject({ token: 'mine', uid: 9 });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('mine');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).accessToken).toBe('forged');
  });

  it('adoptToken verifies a handed-over token silently', async () => {
    fetchMock.mockResolvedValueOnce(answer(528, null));
    useLoginModal.setState({ isOpen: false });
    await expect(useSession.getState().adoptToken('stale')).resolves.toBe(false);
    expect(useLoginModal.getState().isOpen).toBe(false);
    for (const fn of Object.values(toasts)) expect(fn).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

    fetchMock.mockResolvedValueOnce(answer(200, USER));
    await expect(useSession.getState().adoptToken('good')).resolves.toBe(true);
    expect(useSession.getState()).toMatchObject({ token: 'good', uid: 9 });
  });
});
