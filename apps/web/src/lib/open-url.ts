import type { NavigateFunction } from 'react-router';
import { hrefKind } from './site-href';

/**
 * Goes to a URL the server handed over (a payment cashier, a gateway's return address): an in-site
 * path through the router, an http(s) address in this tab (a real gateway lives elsewhere), anything
 * else not at all. Answers whether it went.
 */
export function openUrl(url: string, navigate: NavigateFunction, options: { replace?: boolean } = {}): boolean {
  const kind = hrefKind(url);
  if (kind === 'internal') {
    void navigate(url.trim(), { replace: options.replace });
    return true;
  }
  if (kind === 'external') {
    if (options.replace) window.location.replace(url.trim());
    else window.location.assign(url.trim());
    return true;
  }
  return false;
}
