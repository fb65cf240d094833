import { createBrowserRouter, type LoaderFunctionArgs, redirect } from 'react-router';
import { renderApp } from './app/provider';
import { RootLayout } from './app/root-layout';
import { RouteError } from './app/route-error';
import { SELLER_ROUTES } from './app/seller-routes';
import { installErrorReporting } from './lib/error-reporter';
// The mall's global sheet through an @import of its own: the mall's page keeps its sheets and their order.
import './app/pages/seller/seller-global.css';

/**
 * The seller workbench (seller.html, every /seller path): an app of its own beside the buyer's
 * (spec §1: a separate seller platform), sharing the contract, the request layer, the design system
 * and the built chunks, so the buyer's pages carry nothing of it.
 */
installErrorReporting();

/**
 * Any other path: a link to the mall's own pages (a product, the home page) loads the mall's page;
 * an unknown /seller path opens the workbench.
 */
function elsewhere({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.pathname === '/seller' || url.pathname.startsWith('/seller/')) return redirect('/seller');
  window.location.assign(url.href);
  // The document is being replaced: nothing to render meanwhile.
  return new Promise<never>(() => undefined);
}

const router = createBrowserRouter([
  { Component: RootLayout, ErrorBoundary: RouteError, children: [...SELLER_ROUTES, { path: '*', loader: elsewhere }] },
]);

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from seller.html');

renderApp(container, router);
