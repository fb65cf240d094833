/**
 * The toasts of the request client and the stores. antd's `App.useApp().message` only exists inside
 * React, so a host registers it here (app/antd-scope.tsx ToastBridge); code outside components calls
 * `toast.*`. Until a host registers, the first toast asks the loader for one (the app sets it to
 * mount app/toast-host.tsx lazily, so pages that never toast load no antd); with neither, toasts are
 * dropped (unit tests register a spy).
 */
export interface TToastHost {
  success: (content: string) => unknown;
  warning: (content: string) => unknown;
  error: (content: string) => unknown;
  info: (content: string) => unknown;
}

let host: TToastHost | null = null;
let loadHost: (() => Promise<TToastHost>) | null = null;
let loading: Promise<TToastHost> | null = null;

export function setToastHost(next: TToastHost | null): void {
  host = next;
}

export function getToastHost(): TToastHost | null {
  return host;
}

/** How to get a host when none is registered (called at most once at a time). */
export function setToastLoader(load: (() => Promise<TToastHost>) | null): void {
  loadHost = load;
  loading = null;
}

function show(kind: keyof TToastHost, content: string): void {
  // While a host is loading, later toasts queue behind the earlier ones (order kept).
  if (host && !loading) {
    host[kind](content);
    return;
  }
  if (!loadHost && !loading) return;
  loading ??= (loadHost as () => Promise<TToastHost>)().finally(() => {
    loading = null;
  });
  void loading.then((h) => h[kind](content)).catch(() => undefined);
}

export const toast: TToastHost = {
  success: (content) => show('success', content),
  warning: (content) => show('warning', content),
  error: (content) => show('error', content),
  info: (content) => show('info', content),
};
