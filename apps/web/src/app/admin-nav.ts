import type { TAdminRole } from '@mall/contract/admin-wire';
import { useMatches } from 'react-router';

/**
 * The console's menu as data, apart from the route table: the table (admin-routes.ts) hands its
 * entries to the layout in the /admin route's `handle`, so the layout and the pages read the menu
 * without importing the table that lazy-imports them (no cycle).
 */

/** The console menu's groups, in menu order. */
export const ADMIN_MENU_GROUPS = {
  overview: '概览',
  catalogue: '商品',
  seller: '商家',
  content: '内容',
  marketing: '运营',
  service: '客服',
  system: '系统',
} as const;
export type TAdminMenuGroup = keyof typeof ADMIN_MENU_GROUPS;

/** A page's menu entry: its group and the roles that see it (absent: operators; owner sees all). */
export interface TAdminMenuEntry {
  group: TAdminMenuGroup;
  roles?: readonly TAdminRole[];
  label?: string;
}

/** One entry as the layout draws it. */
export interface TAdminNavEntry {
  to: string;
  label: string;
  group: TAdminMenuGroup;
  roles: readonly TAdminRole[];
}

/** The /admin route's handle: the menu's entries in the route table's order. */
export interface TAdminNavHandle {
  adminNav: readonly TAdminNavEntry[];
}

/** The menu entries the route table handed down (empty outside the console's layout). */
export function useAdminNav(): readonly TAdminNavEntry[] {
  const handle = useMatches().find((m) => (m.handle as Partial<TAdminNavHandle> | undefined)?.adminNav)?.handle as
    | TAdminNavHandle
    | undefined;
  return handle?.adminNav ?? [];
}

/** The entries a role sees (owner sees every entry; the server refuses a call outside the role anyway). */
export function adminMenu(nav: readonly TAdminNavEntry[], role: TAdminRole | undefined): TAdminNavEntry[] {
  if (!role) return [];
  return nav.filter((e) => role === 'owner' || e.roles.includes(role));
}

/** The menu entry of a path: the longest entry that prefixes it (/admin/news/edit → 资讯). */
export function adminMenuKey(pathname: string, entries: readonly { to: string }[]): string {
  const hits = entries.filter((m) => pathname === m.to || (m.to !== '/admin' && pathname.startsWith(`${m.to}/`)));
  return hits.sort((a, b) => b.to.length - a.to.length)[0]?.to ?? '/admin';
}
