import { createBrowserRouter } from 'react-router';
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

export const router = createBrowserRouter([
  { Component: RootLayout, HydrateFallback: FirstLoad, ErrorBoundary: RouteError, children: ROUTES },
]);
