import { createBrowserRouter, type PatchRoutesOnNavigationFunction } from 'react-router';
import { Spin } from '../components/ui/spin';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { ROUTES } from './routes';

function FirstLoad() {
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" />
    </div>
  );
}

const ROOT_ID = 'root';

/** A path of the seller workbench (app/seller-routes.ts). */
export function isSellerPath(path: string): boolean {
  return path === '/seller' || path.startsWith('/seller/');
}

let isSellerPatched = false;

/**
 * The seller workbench's routes join the table the first time a /seller path is visited (until then
 * such a path matches only the 404 splat, which makes React Router ask here): buyer pages never load
 * even its route table.
 */
export const patchSellerRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (isSellerPatched || !isSellerPath(path)) return;
  const { SELLER_ROUTES } = await import('./seller-routes');
  if (isSellerPatched) return;
  isSellerPatched = true;
  patch(ROOT_ID, SELLER_ROUTES);
};

export const router = createBrowserRouter(
  [{ id: ROOT_ID, Component: RootLayout, HydrateFallback: FirstLoad, ErrorBoundary: RouteError, children: ROUTES }],
  { patchRoutesOnNavigation: patchSellerRoutes },
);
