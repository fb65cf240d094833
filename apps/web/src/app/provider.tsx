import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client';
import { setToastLoader } from '../lib/toast';
import { AppErrorBoundary } from './error-boundary';

// The first toast mounts the toast host (and with it antd); see lib/toast.ts.
setToastLoader(() => import('./toast-host').then((m) => m.mountToastHost()));

/** What every page shares: the server-state cache. Ant Design's providers live in app/antd-scope.tsx. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * Draws an app (the mall's, or the seller workbench's) with its router into `container`. As a
 * transition: React renders the first page in slices of a few milliseconds, yielding to the browser
 * between them, instead of one task that blocks a phone's main thread for the whole page (Lighthouse's
 * Total Blocking Time); the boot frame (index.html) stays until the page commits.
 */
export function renderApp(container: HTMLElement, router: ReturnType<typeof createBrowserRouter>): void {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppErrorBoundary>
          <AppProvider>
            <RouterProvider router={router} />
          </AppProvider>
        </AppErrorBoundary>
      </StrictMode>,
    );
  });
}
