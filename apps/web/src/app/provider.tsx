import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { setToastLoader } from '../lib/toast';

// The first toast mounts the toast host (and with it antd); see lib/toast.ts.
setToastLoader(() => import('./toast-host').then((m) => m.mountToastHost()));

/** What every page shares: the server-state cache. Ant Design's providers live in app/antd-scope.tsx. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
