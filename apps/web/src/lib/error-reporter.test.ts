import { CLIENT_ERROR_CAPS, ZClientError } from '@mall/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  buildReport,
  createReporter,
  installErrorReporting,
  MAX_REPORTS_PER_PAGE,
  reportError,
} from './error-reporter';

const TOKEN = 'Zq3xV9kLmN2pR7sT1uW4yA6bC8dE0fG5hJ2kL4mN6pQ';
const ENV = { route: () => '/product/detail?id=3', userAgent: 'Mozilla/5.0 Chrome/140', version: '0.1.0+test' };

function reporter(maxReports?: number) {
  const sent: { data: Record<string, unknown>; accessToken?: unknown }[] = [];
  const report = createReporter({ ...ENV, maxReports, send: (body) => sent.push(JSON.parse(body)) });
  return { report, sent };
}

describe('buildReport', () => {
  it('names the error, its stack, the route, the build and the browser', () => {
    const error = new TypeError('x is undefined');
    expect(buildReport(error, 'error', ENV)).toEqual({
      kind: 'error',
      message: 'TypeError: x is undefined',
      stack: error.stack,
      route: '/product/detail?id=3',
      version: '0.1.0+test',
      userAgent: 'Mozilla/5.0 Chrome/140',
    });
    expect(buildReport('plain text', 'rejection', ENV).message).toBe('plain text');
    expect(buildReport({ code: 7 }, 'rejection', ENV).message).toBe('Non-Error thrown: {"code":7}');
    expect(buildReport(undefined, 'rejection', ENV).message).toBe('Non-Error thrown: undefined');
  });

  it('removes tokens and personal data from message, stack and route', () => {
    const error = new Error(`load /auth?token=${TOKEN} failed for 13800138000, id 11010519491231002X, mail a.b@c.cn`);
    error.stack = `Error: x\n    at f (http://h/assets/a.js?accessToken=${TOKEN}:1:2)\n    at g ("${TOKEN}")`;
    const report = buildReport(error, 'error', {
      ...ENV,
      route: () => `/auth?token=${TOKEN}&redirect=${encodeURIComponent('/cart?phone=139 1234 5678')}&accessToken=x`,
    });
    const text = JSON.stringify(report);
    for (const secret of [TOKEN, '13800138000', '11010519491231002X', 'a.b@c.cn', '139 1234 5678']) {
      expect(text).not.toContain(secret);
    }
    expect(report.message).toBe('Error: load /auth?token=[redacted] failed for [phone], id [number], mail [email]');
    expect(report.route).toBe('/auth?token=[redacted]&redirect=/cart?phone=[phone]&accessToken=[redacted]');
    expect(report.stack).toContain('at f (http://h/assets/a.js?accessToken=[redacted]');
  });

  it('keeps message, stack and route within the caps the server accepts', () => {
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(50_000);
    const report = buildReport(error, 'render', { ...ENV, route: () => `/${'r'.repeat(2000)}` }, '\n    at Page');
    expect(report.message).toHaveLength(CLIENT_ERROR_CAPS.message);
    expect(report.stack).toHaveLength(CLIENT_ERROR_CAPS.stack);
    expect(report.route).toHaveLength(CLIENT_ERROR_CAPS.route);
    expect(ZClientError.safeParse(report).success).toBe(true);
  });

  it('scrubs long hostile text in linear time', () => {
    const started = performance.now();
    for (const unit of ['s', 'a.', '1', 'token=', '13', 'a@b', '@a.', '-']) {
      const error = new Error(unit.repeat(1000));
      error.stack = unit.repeat(40_000);
      buildReport(error, 'error', { ...ENV, route: () => `/?${unit.repeat(20_000)}` });
    }
    // Quadratic backtracking over this much text takes many seconds; linear scrubbing well under one.
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('createReporter', () => {
  it('sends the envelope {data} without an accessToken', () => {
    const { report, sent } = reporter();
    report(new Error('boom'), 'error');
    expect(sent).toHaveLength(1);
    expect(Object.keys(sent[0] ?? {})).toEqual(['data']);
    expect(sent[0]?.data).toMatchObject({ kind: 'error', message: 'Error: boom' });
  });

  it('sends the same message and stack once per page load', () => {
    const { report, sent } = reporter();
    const error = new Error('same');
    report(error, 'error');
    report(error, 'rejection');
    report(error, 'render');
    report(new Error('other'), 'error');
    expect(sent.map((s) => s.data.message)).toEqual(['Error: same', 'Error: other']);
  });

  it(`sends at most ${MAX_REPORTS_PER_PAGE} reports per page load`, () => {
    const { report, sent } = reporter();
    for (let i = 0; i < 50; i += 1) report(new Error(`e${i}`), 'error');
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE);
  });

  it('leaves out answered calls and browser noise, and never throws', () => {
    const send = vi.fn(() => {
      throw new Error('offline');
    });
    const report = createReporter({ ...ENV, send });
    const answered = Object.assign(new Error('没有找到资源'), { name: 'RequestError', status: 404 });
    report(answered, 'rejection');
    report(new Error('ResizeObserver loop completed with undelivered notifications.'), 'error');
    expect(send).not.toHaveBeenCalled();
    expect(() => report(new Error('x'), 'error')).not.toThrow();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('installErrorReporting', () => {
  function fakeWindow() {
    const target = new EventTarget();
    return Object.assign(target, {
      location: { pathname: '/cart', search: '?token=abc' },
      navigator: { userAgent: 'UA' },
    }) as unknown as Window;
  }

  it('reports window errors, unhandled rejections and what the boundaries pass, until turned off', () => {
    const target = fakeWindow();
    const bodies: string[] = [];
    const uninstall = installErrorReporting({ isEnabled: true, send: (b) => bodies.push(b), target });
    const errorEvent = Object.assign(new Event('error'), { error: new Error('onerror'), message: 'onerror' });
    target.dispatchEvent(errorEvent);
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected') }));
    reportError(new Error('render'), 'render', '\n    at Page');
    const reports = bodies.map((b) => JSON.parse(b).data);
    expect(reports.map((r) => [r.kind, r.message, r.route])).toEqual([
      ['error', 'Error: onerror', '/cart?token=[redacted]'],
      ['rejection', 'Error: rejected', '/cart?token=[redacted]'],
      ['render', 'Error: render', '/cart?token=[redacted]'],
    ]);
    expect(reports[2].stack).toContain('--- component stack ---\n    at Page');
    uninstall();
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('after') }));
    reportError(new Error('after'), 'render');
    expect(bodies).toHaveLength(3);
  });

  it('does nothing while reporting is off', () => {
    const target = fakeWindow();
    const send = vi.fn();
    installErrorReporting({ isEnabled: false, send, target });
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('x') }));
    reportError(new Error('y'), 'render');
    expect(send).not.toHaveBeenCalled();
  });
});
