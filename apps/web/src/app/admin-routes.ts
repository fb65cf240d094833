import { ADMIN_ROLES, OPERATOR_ONLY, type TAdminRole } from '@mall/contract/admin-wire';
import type { RouteObject } from 'react-router';
import type { TAdminRouteName } from './route-names';
import { handledPage, lazyPage, type TLoad, withAntd } from './routes';

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

/** One console page: its path under /admin, name, title, module and, if listed, its menu entry. */
export interface TAdminPage {
  /** Below /admin ('' is the dashboard). */
  path: string;
  name: TAdminRouteName;
  title: string;
  load: TLoad;
  /**
   * Its menu entry: the group and the roles that see it (owner sees everything; the server refuses a
   * call outside the role whatever the menu shows). Absent: reached from another page only.
   */
  menu?: { group: TAdminMenuGroup; roles?: readonly TAdminRole[]; label?: string };
}

/**
 * Every console page. A page of a domain adds its line here; its menu entry follows from `menu`.
 * The modules live in app/pages/admin/ and compose their domain's `features/<domain>/admin/`.
 */
export const ADMIN_PAGES: readonly TAdminPage[] = [
  {
    path: '',
    name: 'AdminHome',
    title: '数据概览',
    load: () => import('./pages/admin/home'),
    menu: { group: 'overview', roles: ADMIN_ROLES },
  },
  {
    path: 'category',
    name: 'AdminCategory',
    title: '分类管理',
    load: () => import('./pages/admin/category'),
    menu: { group: 'catalogue', roles: OPERATOR_ONLY },
  },
  {
    path: 'product',
    name: 'AdminProduct',
    title: '商品管理',
    load: () => import('./pages/admin/product'),
    menu: { group: 'catalogue', roles: OPERATOR_ONLY },
  },
  {
    path: 'seller',
    name: 'AdminSeller',
    title: '商家管理',
    load: () => import('./pages/admin/seller'),
    menu: { group: 'seller', roles: OPERATOR_ONLY },
  },
  {
    path: 'settings',
    name: 'AdminSettings',
    title: '站点设置',
    load: () => import('./pages/admin/settings'),
    menu: { group: 'system', roles: OPERATOR_ONLY },
  },
  {
    path: 'admins',
    name: 'AdminAdmins',
    title: '管理员',
    load: () => import('./pages/admin/admins'),
    menu: { group: 'system', roles: [] },
  },
  {
    path: 'audit',
    name: 'AdminAudit',
    title: '操作日志',
    load: () => import('./pages/admin/audit'),
    menu: { group: 'system', roles: [] },
  },
  {
    path: 'client-error',
    name: 'AdminClientError',
    title: '前端错误',
    load: () => import('./pages/admin/client-error'),
    menu: { group: 'system', roles: ADMIN_ROLES },
  },
  { path: 'password', name: 'AdminPassword', title: '修改密码', load: () => import('./pages/admin/password') },
];

/** The console's path of a page. */
export const adminPath = (page: Pick<TAdminPage, 'path'>) => (page.path ? `/admin/${page.path}` : '/admin');

function adminPage({ path, name, title, load }: TAdminPage): RouteObject {
  // Never behind the buyer's login: the layout checks the admin's own.
  return handledPage(path, { name, title, requiresLogin: false }, load);
}

/**
 * The platform console: its own login and layout. Its own page (admin.html, which the server answers
 * for every /admin path) routes with this table (src/admin-main.tsx), so neither the buyer's app nor
 * the seller's carries anything of it.
 */
export const ADMIN_ROUTES: RouteObject[] = [
  handledPage(
    '/admin/login',
    { name: 'AdminLogin', title: '管理员登录', requiresLogin: false },
    () => import('./pages/admin/login'),
  ),
  {
    path: '/admin',
    // The guard (the admin's token, never a buyer's or a seller's) comes with the layout's module.
    lazy: async () => {
      const [layout, { Component }] = await Promise.all([
        import('./pages/admin/layout'),
        lazyPage(withAntd(() => import('./pages/admin/layout')))(),
      ]);
      return { Component, loader: layout.requireAdminLogin };
    },
    children: ADMIN_PAGES.map(adminPage),
  },
];
