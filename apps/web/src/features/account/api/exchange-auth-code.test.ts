import { CALLS, type TUserInfo } from '@mall/contract';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

const { exchangeAuthCode } = await import('./exchange-auth-code');
const { useSession } = await import('../../../stores/session');
const { setToastHost } = await import('../../../lib/toast');
const { TOKEN_KEY } = await import('../../../lib/browser-storage');

const USER = { userId: 9, username: 'xiaozhi', nickname: '小智', icon: '' } as TUserInfo;
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
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const fn of Object.values(toasts)) fn.mockReset();
});

describe('exchangeAuthCode (the /auth page)', () => {
  it('exchangeAuthCode spends a code once, even when asked twice at once, and adopts the token it gives', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, 'from-code')).mockResolvedValueOnce(answer(200, USER));
    const [first, second] = await Promise.all([exchangeAuthCode('code-once'), exchangeAuthCode('code-once')]);
    expect([first, second]).toEqual([true, true]);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      CALLS.account.exchangeAuthCode.path,
      CALLS.account.selectUsers.path,
    ]);
    expect(useSession.getState()).toMatchObject({ token: 'from-code', uid: 9 });
  });

  it('exchangeAuthCode leaves the current session alone when the code is spent, without a toast', async () => {
    localStorage.setItem(TOKEN_KEY, 'mine');
    useSession.setState({ token: 'mine', uid: 9, name: '小智' });
    fetchMock.mockResolvedValueOnce(answer(409, null));
    await expect(exchangeAuthCode('code-spent')).resolves.toBe(false);
    expect(useSession.getState()).toMatchObject({ token: 'mine', uid: 9 });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('mine');
    for (const fn of Object.values(toasts)) expect(fn).not.toHaveBeenCalled();
  });
});
