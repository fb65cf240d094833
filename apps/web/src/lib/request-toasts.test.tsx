// @vitest-environment jsdom

import { CALLS, STATUS_DISPLAY } from '@mall/contract';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoginModal } from '../stores/login-modal';
import { useSession } from '../stores/session';
import { fail, findToast, ok, renderWithProviders, shownToasts, signIn, stubApi } from '../test/dom';
import { RequestError, request } from './request';

// The status branching itself is pinned in request.test.ts with a spy toast host; this file checks
// what the buyer actually sees: antd's message, as the app's provider wires it, with the right kind.

/** Runs a call inside act() (its toast updates antd's message list) and answers how it ended. */
async function settled<T>(call: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  let outcome: { value?: T; error?: unknown } = {};
  await act(async () => {
    try {
      outcome = { value: await call };
    } catch (error) {
      outcome = { error };
    }
  });
  return outcome;
}

/** A call that needs no login. */
const lookUp = () => settled(request(CALLS.account.selectUserByName, { username: 'xiaozhi' }));

/** Mounts the providers, so `toast.*` reaches antd's message. */
function mountToasts() {
  renderWithProviders(<div />);
}

describe('request toasts (spec §8)', () => {
  it.each([404, 405, 407, 519])('%i shows the catalogue text as a warning', async (status) => {
    mountToasts();
    stubApi({ [CALLS.account.selectUserByName.path]: fail(status) });
    expect((await lookUp()).error).toMatchObject({ status });
    expect(await findToast(STATUS_DISPLAY[status].msg)).toBe('warning');
  });

  it.each([521, 531])('%i shows the catalogue text as an error', async (status) => {
    mountToasts();
    stubApi({ [CALLS.account.selectUserByName.path]: fail(status) });
    expect((await lookUp()).error).toBeInstanceOf(RequestError);
    expect(await findToast(STATUS_DISPLAY[status].msg)).toBe('error');
  });

  it('409 shows the server’s own reason as an error', async () => {
    mountToasts();
    stubApi({ [CALLS.account.selectUserByName.path]: fail(409, '库存不足，仅剩 2 件') });
    expect((await lookUp()).error).toMatchObject({ status: 409 });
    expect(await findToast('库存不足，仅剩 2 件')).toBe('error');
  });

  it('528 drops the token and opens the login modal without any toast', async () => {
    mountToasts();
    signIn('expired');
    stubApi({ [CALLS.account.selectUsers.path]: fail(528, '登录已失效，请重新登录') });
    expect((await settled(request(CALLS.account.selectUsers, {}))).error).toMatchObject({ status: 528 });
    expect(useSession.getState().token).toBeNull();
    expect(useLoginModal.getState().isOpen).toBe(true);
    // Give a toast the time it would need to appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownToasts()).toEqual([]);
  });

  it('a 500 without a reason shows the generic server error', async () => {
    mountToasts();
    stubApi({ [CALLS.account.selectUserByName.path]: fail(500) });
    expect((await lookUp()).error).toMatchObject({ status: 500 });
    expect(await findToast('服务器内部错误')).toBe('error');
  });

  it('a gateway error page (HTTP 502, not JSON) says 服务器错误 with the HTTP status', async () => {
    mountToasts();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 })),
    );
    expect((await lookUp()).error).toMatchObject({ status: 502 });
    expect(await findToast('服务器错误（502）')).toBe('error');
  });

  it('a network failure says so and rejects with the network error', async () => {
    mountToasts();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect((await lookUp()).error).toMatchObject({ message: 'Failed to fetch' });
    expect(await findToast('网络异常，请检查网络连接')).toBe('error');
  });

  it('200 resolves the envelope data and shows nothing', async () => {
    mountToasts();
    stubApi({ [CALLS.account.selectUserByName.path]: ok({ maskedPhone: '138****8000' }) });
    expect(await lookUp()).toEqual({ value: { maskedPhone: '138****8000' } });
    await waitFor(() => expect(shownToasts()).toEqual([]));
  });
});
