/**
 * The toasts of the request client and the stores. antd's `App.useApp().message` only exists inside
 * React, so the provider registers it here (see `app/provider.tsx`); code outside components calls
 * `toast.*`. Until a host registers, toasts are dropped (unit tests register a spy).
 */
export interface TToastHost {
  success: (content: string) => unknown;
  warning: (content: string) => unknown;
  error: (content: string) => unknown;
  info: (content: string) => unknown;
}

let host: TToastHost | null = null;

export function setToastHost(next: TToastHost | null): void {
  host = next;
}

export const toast: TToastHost = {
  success: (content) => host?.success(content),
  warning: (content) => host?.warning(content),
  error: (content) => host?.error(content),
  info: (content) => host?.info(content),
};
