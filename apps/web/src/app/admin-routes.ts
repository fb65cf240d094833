import { ADMIN_ROLES, OPERATOR_ONLY, SERVICE_ONLY } from '@mall/contract/admin-wire';
import type { RouteObject } from 'react-router';
import type { TAdminMenuEntry, TAdminNavEntry, TAdminNavHandle } from './admin-nav';
import type { TAdminRouteName } from './route-names';
import { handledPage, lazyPage, type TLoad, withAntd } from './routes';

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
  menu?: TAdminMenuEntry;
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
    path: 'content',
    name: 'AdminContent',
    title: '内容管理',
    load: () => import('./pages/admin/content'),
    menu: { group: 'content', roles: OPERATOR_ONLY },
  },
  {
    path: 'user',
    name: 'AdminUser',
    title: '用户管理',
    load: () => import('./pages/admin/user'),
    menu: { group: 'service', roles: SERVICE_ONLY },
  },
  {
    path: 'feedback',
    name: 'AdminFeedback',
    title: '意见反馈',
    load: () => import('./pages/admin/feedback'),
    menu: { group: 'service', roles: SERVICE_ONLY },
  },
  {
    path: 'appeal',
    name: 'AdminAppeal',
    title: '售后申诉',
    load: () => import('./pages/admin/appeal'),
    menu: { group: 'service', roles: SERVICE_ONLY },
  },
  {
    path: 'news',
    name: 'AdminNews',
    title: '资讯管理',
    load: () => import('./pages/admin/news'),
    menu: { group: 'content' },
  },
  { path: 'news/edit', name: 'AdminNewsEdit', title: '编辑资讯', load: () => import('./pages/admin/news-edit') },
  {
    path: 'home',
    name: 'AdminHomeSlots',
    title: '首页装修',
    load: () => import('./pages/admin/home-slots'),
    menu: { group: 'marketing' },
  },
  {
    path: 'coupon',
    name: 'AdminCoupon',
    title: '平台优惠券',
    load: () => import('./pages/admin/coupon'),
    menu: { group: 'marketing' },
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

/** The menu's entries, in the table's order: handed to the layout in the /admin route's handle. */
const ADMIN_NAV: readonly TAdminNavEntry[] = ADMIN_PAGES.flatMap((page) =>
  page.menu
    ? [
        {
          to: adminPath(page),
          label: page.menu.label ?? page.title,
          group: page.menu.group,
          roles: page.menu.roles ?? ['operator'],
        },
      ]
    : [],
);

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
    handle: { adminNav: ADMIN_NAV } satisfies TAdminNavHandle,
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
