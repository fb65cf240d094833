import { type LoaderFunctionArgs, redirect } from 'react-router';
import { storedToken } from '../../lib/browser-storage';

/** The console's token: its own key, apart from the buyer's and the seller's (roles never mix). */
export const ADMIN_TOKEN_KEY = 'zl_mall_admin_token';
export const adminToken = storedToken(ADMIN_TOKEN_KEY);

/** The console's guard: without a stored admin token, its login page with the full target. */
export function requireAdminLogin({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  if (adminToken.read()) return null;
  const url = new URL(request.url);
  return redirect(`/admin/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}
