import { CALLS, PRIVACY_POLICY_VERSION, type TEnvelope } from '@mall/contract';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

const { NO_LOGIN, REQUEST_TIMEOUT_MS, RequestError, connectSession, request, requestPaged, toastText, upload } =
  await import('./request');
const { setToastHost } = await import('./toast');
const { TOKEN_KEY, USER_CACHE_KEY, readToken } = await import('./browser-storage');
const { useSession } = await import('../stores/session');
const { useLoginModal } = await import('../stores/login-modal');

const toasts = { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() };
let fetchMock: Mock<typeof fetch>;

function answer(body: unknown, init: ResponseInit = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

function envelope<T>(status: number, data: T, msg = '', total?: number): TEnvelope<T> {
  return total === undefined ? { status, msg, data } : { status, msg, data, total };
}

function sentHeaders(callIndex = 0): Record<string, string> {
  return (fetchMock.mock.calls[callIndex][1]?.headers ?? {}) as Record<string, string>;
}

function sentBody(callIndex = 0): { data: unknown; accessToken?: string } {
  const init = fetchMock.mock.calls[callIndex][1];
  return JSON.parse(String(init?.body));
}

function signInLocally(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
  useSession.setState({ token, uid: 7, name: '小智', avatar: '' });
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  setToastHost(toasts);
  localStorage.clear();
  useSession.setState({ token: null, uid: 0, name: '', avatar: '' });
  useLoginModal.setState({ isOpen: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const fn of Object.values(toasts)) fn.mockReset();
  setToastHost(null);
});

describe('request', () => {
  it('POSTs {data, accessToken} as JSON to the call path and resolves the envelope data on 200', async () => {
    signInLocally('tok-1');
    fetchMock.mockResolvedValue(answer(envelope(200, { userId: 7, username: 'xiaozhi' })));

    const user = await request(CALLS.account.selectUsers, {});

    expect(user).toEqual({ userId: 7, username: 'xiaozhi' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/order/userInfo/selectUsers.json');
    expect(init?.method).toBe('POST');
    expect(sentHeaders()['Content-Type']).toBe('application/json');
    expect(sentBody()).toEqual({ data: {}, accessToken: 'tok-1' });
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('keeps total for paged lists', async () => {
    signInLocally('tok-1');
    fetchMock.mockResolvedValue(answer(envelope(200, [{ id: 1 }], '', 42)));
    const page = await requestPaged(CALLS.aiCoin.query, { page: 2, limit: 10 });
    expect(page).toEqual({ data: [{ id: 1 }], total: 42 });
    expect(sentBody().data).toEqual({ page: 2, limit: 10 });
  });

  it('marks /login as XHR and sends no accessToken when logged out', async () => {
    fetchMock.mockResolvedValue(answer(envelope(200, 'new-token')));
    const token = await request(CALLS.account.login, { username: 'xiaozhi', password: 'secret123', userType: 2 });
    expect(token).toBe('new-token');
    expect(sentHeaders()['X-Requested-With']).toBe('XMLHttpRequest');
    expect(sentBody()).toEqual({ data: { username: 'xiaozhi', password: 'secret123', userType: 2 } });
  });

  it('parses a body that arrives as a JSON string', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(JSON.stringify(envelope(200, { maskedPhone: '138****8000' }))), {
        headers: { 'Content-Type': 'text/plain' },
      }),
    );
    const found = await request(CALLS.account.selectUserByName, { username: 'xiaozhi' });
    expect(found).toEqual({ maskedPhone: '138****8000' });
  });

  it('shows a warning with the server msg on 407 and rejects', async () => {
    fetchMock.mockResolvedValue(answer(envelope(407, null, '参数解析失败: phone')));
    const call = request(CALLS.account.sendCode, { phone: '1', scene: 'register' });
    await expect(call).rejects.toBeInstanceOf(RequestError);
    await expect(call).rejects.toMatchObject({ status: 407 });
    expect(toasts.warning).toHaveBeenCalledWith('参数解析失败: phone');
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("keeps the field a 407 names, as it keeps a named error's code", async () => {
    const msg = '参数解析失败：data.phone 请输入正确的手机号';
    fetchMock.mockResolvedValue(answer({ ...envelope(407, null, msg), field: 'phone' }));
    await expect(request(CALLS.account.sendCode, { phone: '1', scene: 'register' })).rejects.toMatchObject({
      status: 407,
      message: msg,
      field: 'phone',
      code: undefined,
    });
  });

  it('falls back to the catalogue text when the server sends no msg (519 warning)', async () => {
    fetchMock.mockResolvedValue(answer(envelope(519, null, '')));
    await expect(request(CALLS.account.login, { username: 'a', password: 'b', userType: 2 })).rejects.toMatchObject({
      status: 519,
    });
    expect(toasts.warning).toHaveBeenCalledWith('用户名或密码错误！');
  });

  it('shows an error on 521, 531 and any other status', async () => {
    signInLocally('tok-1');
    fetchMock
      .mockResolvedValueOnce(answer(envelope(521, null, '原密码错误')))
      .mockResolvedValueOnce(answer(envelope(531, null, '')))
      .mockResolvedValueOnce(answer(envelope(409, null, '库存不足')));
    await expect(
      request(CALLS.account.updateUserPassWord, { oldPassword: 'x', newPassword: 'yyyyyyyy' }),
    ).rejects.toThrow();
    await expect(
      request(CALLS.account.addUser, {
        username: 'abc',
        password: '12345678',
        phone: '13800000000',
        code: '123456',
        privacyVersion: PRIVACY_POLICY_VERSION,
      }),
    ).rejects.toThrow();
    await expect(request(CALLS.account.selectUsers, {})).rejects.toThrow('库存不足');
    expect(toasts.error.mock.calls).toEqual([['原密码错误'], ['数据已存在'], ['库存不足']]);
    expect(toasts.warning).not.toHaveBeenCalled();
  });

  it('leads with the catalogue text and keeps the server reason after it', () => {
    expect(toastText(531, '用户名已存在')).toBe('数据已存在：用户名已存在');
    expect(toastText(531, '')).toBe('数据已存在');
    expect(toastText(407, '参数解析失败：data.phone 请输入正确的手机号')).toBe(
      '参数解析失败：data.phone 请输入正确的手机号',
    );
    expect(toastText(404, '该手机号未注册')).toBe('没有找到资源：该手机号未注册');
    expect(toastText(409, '验证码错误或已过期')).toBe('验证码错误或已过期');
    expect(toastText(500, '')).toBe('服务器内部错误');
  });

  it('on a late 528 keeps a newer login made while the call was under way', async () => {
    signInLocally('old-token');
    let answerLater: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answerLater = resolve)));
    const call = request(CALLS.account.selectUsers, {});
    signInLocally('new-token');
    answerLater(answer(envelope(528, null, '')));
    await expect(call).rejects.toMatchObject({ status: 528 });
    expect(useSession.getState().token).toBe('new-token');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token');
  });

  it('on 528 drops the token and user info, opens the login modal and shows no toast', async () => {
    signInLocally('expired');
    localStorage.setItem(USER_CACHE_KEY, 'cipher');
    fetchMock.mockResolvedValue(answer(envelope(528, null, '登录已失效，请重新登录')));

    await expect(request(CALLS.account.selectUsers, {})).rejects.toMatchObject({ status: 528 });

    expect(readToken()).toBeNull();
    expect(localStorage.getItem(USER_CACHE_KEY)).toBeNull();
    expect(useSession.getState()).toMatchObject({ token: null, uid: 0, name: '', avatar: '' });
    expect(useLoginModal.getState().isOpen).toBe(true);
    for (const fn of Object.values(toasts)) expect(fn).not.toHaveBeenCalled();
  });

  it("rejects a call that needs login with 'no Login' and sends nothing when no token is stored", async () => {
    await expect(request(CALLS.account.selectUsers, {})).rejects.toThrow(NO_LOGIN);
    await expect(upload(new Blob(['x'], { type: 'image/png' }), 'a.png')).rejects.toThrow('no Login');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(NO_LOGIN).toBe('no Login');
  });

  it('gives every call a 20 000 ms timeout', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    fetchMock.mockResolvedValue(answer(envelope(200, null)));
    await request(CALLS.account.verificationCode, { phone: '13800000000', code: '123456', scene: 'reset' });
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
    expect(timeout).toHaveBeenCalledWith(20_000);
    expect(fetchMock.mock.calls[0][1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('rejects on a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(request(CALLS.account.selectUserByName, { username: 'x' })).rejects.toThrow('fetch failed');
  });

  it('passes a binary answer through as a file named by Content-Disposition', async () => {
    signInLocally('tok-1');
    fetchMock.mockResolvedValue(
      new Response(new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': `attachment; filename="order.csv"; filename*=UTF-8''${encodeURIComponent('订单商品.csv')}`,
        },
      }),
    );
    const file = await request(CALLS.order.exportProduct, { orderId: 5 });
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('订单商品.csv');
    expect(await file.text()).toBe('a,b\n1,2\n');
  });

  it('passes a JSON file through as a file when Content-Disposition says attachment (the data export)', async () => {
    signInLocally('tok-1');
    fetchMock.mockResolvedValue(
      new Response('{"site":"智联商城"}', {
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('我的信息.json')}`,
        },
      }),
    );
    const file = await request(CALLS.privacy.exportMyData, {});
    expect((file as File).name).toBe('我的信息.json');
    expect(await file.text()).toBe('{"site":"智联商城"}');
  });

  it('reads a binary call’s failure as the envelope it is', async () => {
    signInLocally('tok-1');
    fetchMock.mockResolvedValue(answer(envelope(429, null, '导出太频繁，请稍后再试')));
    await expect(request(CALLS.privacy.exportMyData, {}, { isSilent: true })).rejects.toMatchObject({ status: 429 });
  });
});

describe('upload', () => {
  it('sends multipart with accessToken first, folderId -1 and the file, and no JSON body', async () => {
    signInLocally('tok-up');
    fetchMock.mockResolvedValue(
      answer(envelope(200, { url: '/files/a.png', name: 'a.png', size: 1, contentType: 'image/png' })),
    );

    const result = await upload(new File(['x'], 'a.png', { type: 'image/png' }));

    expect(result.url).toBe('/files/a.png');
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/file/api/upload/uploadFile.json');
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['accessToken', 'folderId', 'file']);
    expect(form.get('accessToken')).toBe('tok-up');
    expect(form.get('folderId')).toBe('-1');
    expect((form.get('file') as File).name).toBe('a.png');
  });

  it('goes under the seller’s session when told: its token, and a 528 drops it without the buyer’s login', async () => {
    signInLocally('tok-buyer');
    const dropSession = vi.fn();
    connectSession({ getToken: () => 'tok-seller', dropSession }, 'seller');
    fetchMock.mockResolvedValueOnce(
      answer(envelope(200, { url: '/files/b.png', name: 'b.png', size: 1, contentType: 'image/png' })),
    );
    await upload(new File(['x'], 'b.png', { type: 'image/png' }), 'b.png', { role: 'seller' });
    expect((fetchMock.mock.calls[0][1]!.body as FormData).get('accessToken')).toBe('tok-seller');

    fetchMock.mockResolvedValueOnce(answer(envelope(528, null, '请先登录')));
    await expect(upload(new Blob(['x']), 'c.png', { role: 'seller' })).rejects.toMatchObject({ status: 528 });
    expect(dropSession).toHaveBeenCalledOnce();
    expect(useLoginModal.getState().isOpen).toBe(false);
    expect(useSession.getState().token).toBe('tok-buyer');
  });

  it('sends the token it is given instead of the session’s', async () => {
    signInLocally('tok-buyer');
    fetchMock.mockResolvedValue(
      answer(envelope(200, { url: '/files/d.png', name: 'd.png', size: 1, contentType: '' })),
    );
    await upload(new Blob(['x']), 'd.png', { token: 'tok-given' });
    expect((fetchMock.mock.calls[0][1]!.body as FormData).get('accessToken')).toBe('tok-given');
  });
});
