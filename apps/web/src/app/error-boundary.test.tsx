import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { installErrorReporting } from '../lib/error-reporter';
import { AppErrorBoundary } from './error-boundary';

// React's server renderer does not run error boundaries, so the boundary's steps are exercised one by one.
describe('AppErrorBoundary', () => {
  it('renders its children while nothing failed', () => {
    expect(renderToString(<AppErrorBoundary>商城首页</AppErrorBoundary>)).toContain('商城首页');
  });

  it('shows the friendly page with 重试 and 返回首页 after an error, and reports it once', () => {
    const send = vi.fn();
    const uninstall = installErrorReporting({
      isEnabled: true,
      send,
      target: Object.assign(new EventTarget(), {
        location: { pathname: '/', search: '' },
        navigator: { userAgent: 'UA' },
      }) as unknown as Window,
    });
    const boundary = new AppErrorBoundary({ children: '商城首页' });
    boundary.state = AppErrorBoundary.getDerivedStateFromError();
    boundary.componentDidCatch(new Error('render failed'), { componentStack: '\n    at Page' });
    const html = renderToString(boundary.render());
    expect(html).toContain('页面出错了');
    expect(html).toContain('重试');
    expect(html).toContain('返回首页');
    expect(html).toContain('href="/"');
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0]?.[0]).data).toMatchObject({ kind: 'render', message: 'Error: render failed' });
    uninstall();
  });
});
