import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

const { ROUTES } = await import('./routes');
const { SELLER_ROUTES } = await import('./seller-routes');
const { ADMIN_ROUTES } = await import('./admin-routes');

/** Every route that draws a page (lazy or a component, and no children of its own), with its path. */
function pages(routes: RouteObject[], parent = ''): { path: string; title: unknown }[] {
  return routes.flatMap((route) => {
    const own = route.path ?? '';
    const path = route.index ? parent || '/' : own.startsWith('/') ? own : `${parent === '/' ? '' : parent}/${own}`;
    if (route.children?.length) return pages(route.children, path);
    if (!route.lazy && !route.Component) return [];
    return [{ path, title: (route.handle as { title?: unknown } | undefined)?.title }];
  });
}

describe('page titles (the document title is `<title> - 智联商城`, issue 36)', () => {
  it.each([
    ['the buyer app', ROUTES],
    ['the seller workbench', SELLER_ROUTES],
    ['the console', ADMIN_ROUTES],
  ] as const)('names every page of %s', (_, routes) => {
    const untitled = pages(routes as RouteObject[]).filter((p) => typeof p.title !== 'string' || !p.title.trim());
    expect(untitled).toEqual([]);
    expect(pages(routes as RouteObject[]).length).toBeGreaterThan(3);
  });

  it('names /register 注册', () => {
    expect(pages(ROUTES).find((p) => p.path === '/register')?.title).toBe('注册');
  });
});
