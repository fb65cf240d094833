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
