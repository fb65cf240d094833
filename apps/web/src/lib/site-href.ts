/**
 * How a link from data (portal slots, shop templates, the navigation menu) may be followed:
 * an in-site path through the router, an http(s) URL in a new tab, anything else not at all
 * (`javascript:`, protocol-relative `//host`, `/\host` that browsers read as another host).
 */
export type THrefKind = 'internal' | 'external' | 'invalid';

export function hrefKind(url: string | null | undefined): THrefKind {
  const u = (url ?? '').trim();
  if (/^https?:\/\/[^\s\\]+$/i.test(u)) return 'external';
  if (u.startsWith('/') && !u.startsWith('//') && !u.includes('\\')) return 'internal';
  return 'invalid';
}

/**
 * A `returnTo` taken from the address bar: kept only when it is a path of this site (never `//host`,
 * a backslash, a scheme or whitespace), so a crafted link cannot send the buyer elsewhere after paying.
 */
export function siteReturnTo(value: string | null | undefined): string | null {
  const path = (value ?? '').trim();
  if (hrefKind(path) !== 'internal' || /\s/.test(path) || path.length > 300) return null;
  return path;
}
