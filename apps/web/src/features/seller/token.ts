import { type LoaderFunctionArgs, redirect } from 'react-router';
import { storedToken } from '../../lib/browser-storage';

/** The workbench's token: its own key, so a buyer and a seller session never share one. */
export const SELLER_TOKEN_KEY = 'zl_mall_seller_token';
export const sellerToken = storedToken(SELLER_TOKEN_KEY);

/** The workbench's guard: without a stored seller token, its login page with the full target. */
export function requireSellerLogin({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  if (sellerToken.read()) return null;
  const url = new URL(request.url);
  return redirect(`/seller/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}
