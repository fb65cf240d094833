/**
 * Component tests: what jsdom lacks for antd, the app's providers around a component, a `fetch` stub
 * answering contract calls with envelopes, and a session. Import it first in a `.test.tsx` that starts
 * with `// @vitest-environment jsdom`.
 *
 * Components are driven through their props and the rendered DOM (roles, labels, text) and the network
 * is stubbed at `fetch`, so these tests do not care which file a hook or a call lives in.
 */
import type { TEnvelope } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, type RenderResult, render, waitFor } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, type Mock, vi } from 'vitest';
import { BrandConfig, ToastBridge } from '../app/antd-scope';
import { setToastHost } from '../lib/toast';
import { useLoginModal } from '../stores/login-modal';
import { useSession } from '../stores/session';

// ---------------------------------------------------------------------------------------------
// jsdom gaps antd runs into

// React's act() warnings assume a test runner with globals; vitest here runs without them.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

if (typeof window !== 'undefined') {
  // antd's Grid and responsive observers ask for media queries.
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  // TextArea autoSize, overflow lists and the virtual list of Cascader/Select observe sizes.
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
    Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
  }
  // jsdom implements no pseudo-elements and reports "Not implemented" for each call antd makes
  // (scroll bar measurement): answer the element's own style instead.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudo?: string | null) =>
    computedStyle(element, pseudo ? null : pseudo);
  // Popups scroll their active option into view; jsdom implements neither scroll call.
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  window.scrollTo = () => undefined;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setToastHost(null);
  useSession.setState({ token: null, uid: 0, name: '', avatar: '' });
  useLoginModal.setState({ isOpen: false });
  localStorage.clear();
});

// ---------------------------------------------------------------------------------------------
// Providers

/** The router's current address, for asserting where a click navigated. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/**
 * No CSS-in-JS at run time: generating and parsing antd's styles is most of a render's cost in jsdom,
 * and every role query reads computed styles. Tests assert on roles, text and attributes, not looks.
 */
const ZERO_RUNTIME = { zeroRuntime: true };

export interface TRenderOptions {
  /** The address the memory router starts at. */
  route?: string;
  queryClient?: QueryClient;
}

/** A query client like the app's, without retries and without keeping data between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/**
 * Renders `ui` inside the app's theme and locale (zh_CN), antd's `App` (message, modal), a fresh
 * query client and a memory router. `location()` reads the router's current path and query.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: TRenderOptions = {},
): RenderResult & { queryClient: QueryClient; location: () => string } {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BrandConfig>
      <ConfigProvider theme={ZERO_RUNTIME}>
        <AntdApp>
          <ToastBridge />
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[options.route ?? '/']}>
              {children}
              <LocationProbe />
            </MemoryRouter>
          </QueryClientProvider>
        </AntdApp>
      </ConfigProvider>
    </BrandConfig>
  );
  const result = render(ui, { wrapper });
  return {
    ...result,
    queryClient,
    location: () => result.getByTestId('location').textContent ?? '',
  };
}

// ---------------------------------------------------------------------------------------------
// Toasts

export type TToastKind = 'success' | 'warning' | 'error' | 'info' | 'loading';

/** The toasts on screen (antd message notices, each `role="alert"`), oldest first. */
export function shownToasts(): { kind: TToastKind | ''; text: string }[] {
  return [...document.querySelectorAll('.ant-message-notice')].map((notice) => ({
    kind:
      (['success', 'warning', 'error', 'info', 'loading'] as const).find((k) =>
        notice.classList.contains(`ant-message-notice-${k}`),
      ) ?? '',
    text: notice.textContent ?? '',
  }));
}

/** Waits for a toast saying exactly `text` and answers its kind. */
export function findToast(text: string): Promise<TToastKind | ''> {
  return waitFor(() => {
    const shown = shownToasts();
    const toast = shown.find((t) => t.text === text);
    if (!toast) throw new Error(`no toast "${text}"; shown: ${JSON.stringify(shown)}`);
    return toast.kind;
  });
}

// ---------------------------------------------------------------------------------------------
// Session

/** A signed-in buyer, as far as the client can tell (a stored token). */
export function signIn(token = 'test-token'): void {
  useSession.setState({ token, uid: 7, name: '小智', avatar: '' });
}

// ---------------------------------------------------------------------------------------------
// Network

/** A 200 envelope around `data`. */
export function ok<T>(data: T, total?: number): TEnvelope<T> {
  return total === undefined ? { status: 200, msg: '', data } : { status: 200, msg: '', data, total };
}

/** A failing envelope (with the named error's `code` when given). */
export function fail(status: number, msg = '', code?: string): TEnvelope<null> {
  return code === undefined ? { status, msg, data: null } : { status, msg, data: null, code };
}

/** What a stubbed path answers: an envelope, or a function of the call's `data` giving one. */
// biome-ignore lint/suspicious/noExplicitAny: handlers read whatever payload their call sends
export type TApiHandler = TEnvelope<unknown> | ((data: any) => TEnvelope<unknown> | Promise<TEnvelope<unknown>>);

export interface TApiStub {
  fetch: Mock<typeof fetch>;
  /** The `data` of every call sent to `path`, in order. */
  sent: (path: string) => unknown[];
  /** Replaces or adds the answer of a path. */
  on: (path: string, handler: TApiHandler) => void;
}

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stubs `fetch` with answers per call path (`CALLS.x.y.path`). A path without a handler answers 404,
 * which the request client toasts, so a forgotten stub shows up in the test.
 */
export function stubApi(handlers: Record<string, TApiHandler> = {}): TApiStub {
  const table = new Map(Object.entries(handlers));
  const log: { path: string; data: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { data?: unknown }) : {};
    log.push({ path, data: body.data });
    const handler = table.get(path);
    if (!handler) return jsonResponse(fail(404, `no stub for ${path}`));
    return jsonResponse(typeof handler === 'function' ? await handler(body.data) : handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    sent: (path) => log.filter((c) => c.path === path).map((c) => c.data),
    on: (path, handler) => void table.set(path, handler),
  };
}
