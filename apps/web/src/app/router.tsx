import { createBrowserRouter } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { ROUTES } from './routes';

// No HydrateFallback: main.tsx draws the app once the router has its first page (the boot frame of
// index.html stays until then), so the router never renders before it is initialized.
export const router = createBrowserRouter([{ Component: RootLayout, ErrorBoundary: RouteError, children: ROUTES }]);
