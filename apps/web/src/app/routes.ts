import { type ComponentType, createElement } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { hasToken } from '../stores/session';
import { firstAnswers, prefetchDetail, prefetchHome, prefetchList, prefetchShell, type TPrefetch } from './prefetch';
import { ROUTE_TITLES, type TRouteHandle, type TRouteName } from './route-names';

/** Spec §2 login guard: exactly these routes need a stored token. */
export const LOGIN_REQUIRED_ROUTES = [
  'CartList',
  'PersonalCenter',
  'PersonalAddress',
  'UserOrderList',
  'PersonalInfo',
  'EditPwd',
  'AiCoin',
  'AiCoinBuy',
  'UserPlan',
  // 我的家 (DESIGN.md §H): the buyer's own home.
  'UserHome',
  'Developing',
  'OrderConfirm',
  'OrderDetail',
  'Service',
  'ServiceRefund',
  'ServiceReturn',
  'ServiceChange',
  'CreateComment',
  'CreateCommentReply',
  'PlanAdd',
  'UserProcurement',
  'UserProcurementAdd',
  'UserProcurementOffer',
  'ProcurementOrderConfirm',
  // 合并支付: the mall's cashier where 提交订单 lands; it shows the buyer's orders.
  'OrderCashier',
  // 商家入驻: the applicant is a signed-in buyer (DESIGN-OPERATE §B).
  'MerchantJoin',
  // The mall's payment pages show the buyer's payment (another buyer's answers 404).
  'PayWechat',
  'PayResult',
  // 客服会话: a buyer's conversations with shops are theirs alone (DESIGN-OPERATE §J).
  'UserChat',
  'Chat',
] as const;

const GUARDED: ReadonlySet<string> = new Set(LOGIN_REQUIRED_ROUTES);

export function isLoginRequired(name: TRouteName): boolean {
  return GUARDED.has(name);
}

/** The login target for a guarded path: `/login?redirect=<full path incl. search>`. */
export function loginRedirectPath(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

/** Spec §2: without a stored token a guarded route sends the visitor to /login with the full target. */
export function requireLogin({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  if (hasToken()) return null;
  const url = new URL(request.url);
  return redirect(loginRedirectPath(url.pathname + url.search + url.hash));
}

type TPageModule = { default: ComponentType };
export type TLoad = () => Promise<TPageModule>;

export const lazyPage = (load: TLoad) => async () => ({ Component: (await load()).default });

/**
 * Ant Design comes with the page that uses it: its theme, locale and App context load beside the
 * page's own chunk. The buyer's first screens (home, list, detail) and the shell are drawn with
 * components/ui and are not wrapped (`isLight`), so a cold visit loads no antd (DESIGN.md §4).
 */
export const withAntd =
  (load: TLoad): TLoad =>
  async () => {
    const [page, scope] = await Promise.all([load(), import('./antd-scope')]);
    const Page = page.default;
    return { default: () => createElement(scope.AntdScope, null, createElement(Page)) };
  };

/**
 * Starts a page's calls when its route matches (app/prefetch.ts). Only the visit's first page waits
 * for their answers, a little while at most (`firstAnswers`); a navigation later never does.
 */
const prefetchLoader =
  (prefetch: TPrefetch) =>
  ({ request }: LoaderFunctionArgs) =>
    firstAnswers(prefetch({ request }));

interface TPageOptions {
  isLight?: boolean;
  prefetch?: TPrefetch;
  ownsPhoneBar?: boolean;
}

/**
 * A page with its handle. `path: ''` makes it the index route of its parent; `isLight`: see withAntd;
 * `prefetch`: the page's first calls, started alongside its code; `ownsPhoneBar`: see TRouteHandle.
 */
export function handledPage(
  path: string,
  handle: TRouteHandle,
  load: TLoad,
  { isLight = false, prefetch, ownsPhoneBar }: TPageOptions = {},
): RouteObject {
  const loader = handle.requiresLogin ? requireLogin : prefetch ? prefetchLoader(prefetch) : undefined;
  const common = {
    handle: ownsPhoneBar ? { ...handle, ownsPhoneBar } : handle,
    lazy: lazyPage(isLight ? load : withAntd(load)),
    ...(loader ? { loader } : {}),
  };
  return path === '' ? { index: true, ...common } : { path, ...common };
}

/** A page of spec §2 by its name: its title, and the login guard when the spec lists it. */
function page(path: string, name: TRouteName, load: TLoad, options?: TPageOptions): RouteObject {
  return handledPage(path, { name, title: ROUTE_TITLES[name], requiresLogin: isLoginRequired(name) }, load, options);
}

/** The route table of spec §2: same paths, names and nesting. The root layout wraps it (router.tsx). */
export const ROUTES: RouteObject[] = [
  page('/login', 'Login', () => import('./pages/login')),
  page('/auth', 'Auth', () => import('./pages/auth')),
  page('/devp', 'Development', () => import('./pages/development')),
  // Not a spec §2 route: the sandbox payment gateway's cashier (DESIGN.md §2 payUrl), a page of its own.
  page('/pay/sandbox', 'PaySandbox', () => import('./pages/pay/sandbox')),
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./shell')).AppShell }),
    loader: prefetchLoader(prefetchShell),
    children: [
      page('', 'Index', () => import('./pages/home'), { isLight: true, prefetch: prefetchHome }),
      page('register', 'Register', () => import('./pages/register')),
      page('findPwd', 'FindPwd', () => import('./pages/find-password')),
      page('cart', 'CartList', () => import('./pages/cart')),
      page('guide', 'Guide', () => import('./pages/guide')),
      page('shop', 'Shop', () => import('./pages/shop/shop')),
      page('shop/search', 'ShopPage', () => import('./pages/shop/shop-search')),
      page('bcca', 'Bcca', () => import('./pages/bcca')),
      page('merchant/join', 'MerchantJoin', () => import('./pages/merchant/join')),
      // Unlike /pay/sandbox (another company's page, outside the shell), these are the mall's own
      // pages: the WeChat QR code on a desktop, and the result page the gateways send the buyer back to
      // (one chunk for both: see payment-pages.ts).
      page('pay/wechat', 'PayWechat', async () => ({
        default: (await import('./pages/pay/payment-pages')).PayWechatPage,
      })),
      page('pay/result', 'PayResult', async () => ({
        default: (await import('./pages/pay/payment-pages')).PayResultPage,
      })),
      {
        path: 'user',
        lazy: lazyPage(withAntd(async () => ({ default: (await import('./user-shell')).UserShell }))),
        children: [
          // /user itself has no page of its own: open the account center.
          { index: true, loader: () => redirect('/user/center') },
          page('center', 'PersonalCenter', () => import('./pages/user/personal-center')),
          page('address', 'PersonalAddress', () => import('./pages/user/address')),
          page('order', 'UserOrderList', () => import('./pages/user/order')),
          page('info', 'PersonalInfo', () => import('./pages/user/personal-info')),
          page('editPwd', 'EditPwd', () => import('./pages/user/edit-password')),
          page('aicoin', 'AiCoin', () => import('./pages/user/aicoin')),
          page('aicoin/buy', 'AiCoinBuy', () => import('./pages/user/aicoin-buy')),
          page('plan', 'UserPlan', () => import('./pages/user/plan')),
          page('coupons', 'UserCoupons', () => import('./pages/user/coupons')),
          page('home', 'UserHome', () => import('./pages/user/smart-home')),
          page('procurement', 'UserProcurement', () => import('./pages/user/procurement')),
          page('procurement/add', 'UserProcurementAdd', () => import('./pages/user/procurement-add')),
          page('procurement/offer', 'UserProcurementOffer', () => import('./pages/user/procurement-offer')),
          page('develop', 'Developing', () => import('./pages/user/member')),
          page('chat', 'UserChat', () => import('./pages/user/chat')),
        ],
      },
      {
        path: 'product',
        children: [
          page('', 'ProductList', () => import('./pages/product/list'), { isLight: true, prefetch: prefetchList }),
          page('detail', 'ProductDetail', () => import('./pages/product/detail'), {
            isLight: true,
            prefetch: prefetchDetail,
            ownsPhoneBar: true,
          }),
          page('comment/add', 'CreateComment', () => import('./pages/product/comment-add')),
          page('comment/reply', 'CreateCommentReply', () => import('./pages/product/comment-reply')),
        ],
      },
      {
        path: 'order',
        children: [
          page('settlement', 'OrderConfirm', () => import('./pages/order/settlement'), { ownsPhoneBar: true }),
          page('detail', 'OrderDetail', () => import('./pages/order/detail')),
          page('cashier', 'OrderCashier', () => import('./pages/order/cashier'), { ownsPhoneBar: true }),
          page('service', 'Service', () => import('./pages/order/service')),
          page('refund', 'ServiceRefund', () => import('./pages/order/refund')),
          page('return', 'ServiceReturn', () => import('./pages/order/return')),
          page('change', 'ServiceChange', () => import('./pages/order/change')),
          page('confirm-procurement', 'ProcurementOrderConfirm', () => import('./pages/order/confirm-procurement'), {
            ownsPhoneBar: true,
          }),
        ],
      },
      {
        path: 'news',
        children: [
          page('', 'NewsHome', () => import('./pages/news/home')),
          page('list', 'NewsList', () => import('./pages/news/list')),
          page('detail', 'NewsDetail', () => import('./pages/news/detail')),
        ],
      },
      {
        path: 'plan',
        children: [
          page('', 'PlanHome', () => import('./pages/plan/home')),
          page('add', 'PlanAdd', () => import('./pages/plan/add')),
          page('detail', 'PlanDetail', () => import('./pages/plan/detail')),
        ],
      },
      page('chat', 'Chat', () => import('./pages/chat/chat'), { ownsPhoneBar: true }),
      page('market', 'Market', () => import('./pages/market')),
      page('procurement', 'Procurement', () => import('./pages/procurement/market')),
      page('procurement/detail', 'ProcurementDetail', () => import('./pages/procurement/detail')),
    ],
  },
  page('*', 'NotFound', () => import('./pages/not-found')),
];
