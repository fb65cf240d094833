import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToastHost, setToastLoader, type TToastHost, toast } from './toast';

function spyHost(): TToastHost & { shown: string[] } {
  const shown: string[] = [];
  return {
    shown,
    success: (c) => shown.push(`success:${c}`),
    warning: (c) => shown.push(`warning:${c}`),
    error: (c) => shown.push(`error:${c}`),
    info: (c) => shown.push(`info:${c}`),
  };
}

afterEach(() => {
  setToastHost(null);
  setToastLoader(null);
});

describe('toast', () => {
  it('goes to the registered host at once', () => {
    const host = spyHost();
    setToastHost(host);
    toast.error('网络异常');
    expect(host.shown).toEqual(['error:网络异常']);
  });

  it('without a host, loads one once for toasts that come together and shows them all in order', async () => {
    const host = spyHost();
    const load = vi.fn(async () => {
      await Promise.resolve();
      setToastHost(host);
      return host;
    });
    setToastLoader(load);
    toast.warning('请先登录');
    toast.success('已加入购物车');
    await vi.waitFor(() => expect(host.shown).toHaveLength(2));
    expect(host.shown).toEqual(['warning:请先登录', 'success:已加入购物车']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops the toast when neither a host nor a loader is set, and survives a failing loader', async () => {
    expect(() => toast.info('无处显示')).not.toThrow();
    setToastLoader(() => Promise.reject(new Error('chunk failed')));
    expect(() => toast.error('加载失败')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});
