import { createBrowserRouter, type LoaderFunctionArgs, redirect } from 'react-router';
import { ADMIN_ROUTES } from './app/admin-routes';
import { renderApp } from './app/provider';
import { RootLayout } from './app/root-layout';
import { RouteError } from './app/route-error';
import { installErrorReporting } from './lib/error-reporter';
// The mall's global sheet through an @import of its own, as the workbench does.
import './app/pages/admin/admin-global.css';

/**
 * The platform console (admin.html, every /admin path; DESIGN.md §A): an app of its own beside the
 * buyer's and the seller's, sharing the contract, the request layer and the design system, so
 * neither of them carries anything of it.
 */
installErrorReporting();

/** Any other path: a link to the mall's own pages loads the mall's page; an unknown /admin path opens the console. */
function elsewhere({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.pathname === '/admin' || url.pathname.startsWith('/admin/')) return redirect('/admin');
  window.location.assign(url.href);
  // The document is being replaced: nothing to render meanwhile.
  return new Promise<never>(() => undefined);
}

const router = createBrowserRouter([
  { Component: RootLayout, ErrorBoundary: RouteError, children: [...ADMIN_ROUTES, { path: '*', loader: elsewhere }] },
]);

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from admin.html');

renderApp(container, router);
