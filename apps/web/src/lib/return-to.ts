import { hrefKind } from './site-href';

/**
 * A `returnTo` taken from the address bar: kept only when it is a path of this site (never `//host`,
 * a backslash, a scheme or whitespace), so a crafted link cannot send the buyer elsewhere after paying.
 */
export function siteReturnTo(value: string | null | undefined): string | null {
  const path = (value ?? '').trim();
  if (hrefKind(path) !== 'internal' || /\s/.test(path) || path.length > 300) return null;
  return path;
}
