import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

const { LOGIN_REQUIRED_ROUTES, ROUTES, requireLogin } = await import('./routes');
const { SELLER_ROUTES } = await import('./seller-routes');
const { useSession } = await import('../stores/session');
const { TOKEN_KEY } = await import('../lib/browser-storage');
const { SELLER_TOKEN_KEY, requireSellerLogin } = await import('../features/seller/token');

interface TFlatRoute {
  path: string;
  name: string;
  requiresLogin: boolean;
  hasGuard: boolean;
  isLazy: boolean;
}

function join(parent: string, child: RouteObject): string {
  if (child.index) return parent || '/';
  const path = child.path ?? '';
  if (path.startsWith('/') || !parent) return path;
  return `${parent === '/' ? '' : parent}/${path}`;
}

function flatten(routes: RouteObject[], parent = ''): TFlatRoute[] {
  return routes.flatMap((route) => {
    const full = join(parent, route);
    const handle = route.handle as { name?: string; requiresLogin?: boolean } | undefined;
    const own: TFlatRoute[] = handle?.name
      ? [
          {
            path: full,
            name: handle.name,
            requiresLogin: Boolean(handle.requiresLogin),
            hasGuard: route.loader === requireLogin,
            isLazy: typeof route.lazy === 'function',
          },
        ]
      : [];
    return [...own, ...(route.children ? flatten(route.children, full) : [])];
  });
}

/** Spec §2, path → name. */
const SPEC_ROUTES: Record<string, string> = {
  '/login': 'Login',
  '/auth': 'Auth',
  '/devp': 'Development',
  '*': 'NotFound',
  '/': 'Index',
  '/register': 'Register',
  '/findPwd': 'FindPwd',
  '/cart': 'CartList',
  '/guide': 'Guide',
  '/shop': 'Shop',
  '/shop/search': 'ShopPage',
  '/bcca': 'Bcca',
  '/user/center': 'PersonalCenter',
  '/user/address': 'PersonalAddress',
  '/user/order': 'UserOrderList',
  '/user/info': 'PersonalInfo',
  '/user/editPwd': 'EditPwd',
  '/user/aicoin': 'AiCoin',
  '/user/aicoin/buy': 'AiCoinBuy',
  '/user/plan': 'UserPlan',
  '/user/coupons': 'UserCoupons',
  '/user/home': 'UserHome',
  '/user/procurement': 'UserProcurement',
  '/user/procurement/add': 'UserProcurementAdd',
  '/user/procurement/offer': 'UserProcurementOffer',
  '/user/develop': 'Developing',
  '/product': 'ProductList',
  '/product/detail': 'ProductDetail',
  '/product/comment/add': 'CreateComment',
  '/product/comment/reply': 'CreateCommentReply',
  '/order/settlement': 'OrderConfirm',
  '/order/detail': 'OrderDetail',
  '/order/service': 'Service',
  '/order/refund': 'ServiceRefund',
  '/order/return': 'ServiceReturn',
  '/order/change': 'ServiceChange',
  '/order/confirm-procurement': 'ProcurementOrderConfirm',
  '/news': 'NewsHome',
  '/news/list': 'NewsList',
  '/news/detail': 'NewsDetail',
  '/plan': 'PlanHome',
  '/plan/add': 'PlanAdd',
  '/plan/detail': 'PlanDetail',
  '/market': 'Market',
  '/procurement': 'Procurement',
  '/procurement/detail': 'ProcurementDetail',
};

/**
 * Pages that are not the mall's own and so not in spec §2: the sandbox gateway's cashier (DESIGN.md §2
 * payUrl). Open (a gateway page asks for no mall login) and outside the shell.
 */
const GATEWAY_ROUTES: Record<string, string> = {
  '/pay/sandbox': 'PaySandbox',
};

/** Pages added by issues beyond spec §2, guarded like the spec's order pages: the mall's cashier (合并支付). */
const ISSUE_ROUTES: Record<string, string> = {
  '/order/cashier': 'OrderCashier',
  '/merchant/join': 'MerchantJoin',
  // Issue 33: the mall's own payment pages (WeChat's QR code, the gateways' way back), in the shell.
  '/pay/wechat': 'PayWechat',
  '/pay/result': 'PayResult',
  // 客服会话 (DESIGN-OPERATE §J): the buyer's conversations and one conversation.
  '/user/chat': 'UserChat',
  '/chat': 'Chat',
};

/**
 * The seller workbench: the seller platform spec §1 links to, in this deployment. Its pages
 * are guarded by the seller's own token (`requireSellerLogin` on the layout), never the buyer's.
 */
const SELLER_PATHS: Record<string, string> = {
  '/seller/login': 'SellerLogin',
  '/seller': 'SellerHome',
  '/seller/order': 'SellerOrders',
  '/seller/order/detail': 'SellerOrderDetail',
  '/seller/chat': 'SellerChat',
  '/seller/after-sales': 'SellerAfterSales',
  '/seller/procurement': 'SellerProcurement',
  '/seller/procurement/quote': 'SellerQuote',
  '/seller/review': 'SellerReviews',
  '/seller/product': 'SellerProducts',
  '/seller/product/edit': 'SellerProductEdit',
  '/seller/coupon': 'SellerCoupons',
  '/seller/freight': 'SellerFreight',
  '/seller/return-address': 'SellerReturnAddresses',
};

/** Spec §2 login guard list, verbatim. */
const SPEC_GUARDED = [
  'CartList',
  'PersonalCenter',
  'PersonalAddress',
  'UserOrderList',
  'PersonalInfo',
  'EditPwd',
  'AiCoin',
  'AiCoinBuy',
  'UserPlan',
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
  // The cashier shows the buyer's orders.
  'OrderCashier',
  // 商家入驻: the applicant is a signed-in buyer.
  'MerchantJoin',
  // A payment is its payer's alone.
  'PayWechat',
  'PayResult',
  // A conversation is its two parties' alone.
  'UserChat',
  'Chat',
  // 我的家 (DESIGN.md §H) is the buyer's own home.
  'UserHome',
];

const flat = flatten([...ROUTES, ...SELLER_ROUTES]);

describe('route table (spec §2)', () => {
  it('has every spec path with its name, and nothing else named but the gateway and workbench pages', () => {
    const actual = Object.fromEntries(flat.map((r) => [r.path, r.name]));
    expect(actual).toEqual({ ...SPEC_ROUTES, ...GATEWAY_ROUTES, ...ISSUE_ROUTES, ...SELLER_PATHS });
    expect(flat).toHaveLength(
      Object.keys(SPEC_ROUTES).length +
        Object.keys(GATEWAY_ROUTES).length +
        Object.keys(ISSUE_ROUTES).length +
        Object.keys(SELLER_PATHS).length,
    );
  });

  it('guards exactly the spec list', () => {
    expect([...LOGIN_REQUIRED_ROUTES].sort()).toEqual([...SPEC_GUARDED].sort());
    expect(
      flat
        .filter((r) => r.requiresLogin)
        .map((r) => r.name)
        .sort(),
    ).toEqual([...SPEC_GUARDED].sort());
  });

  it('marks guarded routes with the login loader and leaves the others open', () => {
    for (const route of flat) expect(route.hasGuard, route.name).toBe(route.requiresLogin);
  });

  it('lazy-loads every page', () => {
    for (const route of flat) expect(route.isLazy, route.name).toBe(true);
  });

  it('puts login, auth, devp, the sandbox cashier and 404 outside the shell and the rest under /', () => {
    const top = ROUTES.map((r) => r.path);
    expect(top).toEqual(['/login', '/auth', '/devp', '/pay/sandbox', '/', '*']);
    // The workbench is an app of its own (seller.html, src/seller-main.tsx) with these at its top.
    expect(SELLER_ROUTES.map((r) => r.path)).toEqual(['/seller/login', '/seller']);
  });

  it('guards the workbench with the seller token only', () => {
    const workbench = SELLER_ROUTES.find((r) => r.path === '/seller');
    expect(typeof workbench?.lazy).toBe('function');
    localStorage.removeItem(SELLER_TOKEN_KEY);
    localStorage.setItem(TOKEN_KEY, 'buyer-token');
    const answer = requireSellerLogin({ request: new Request('http://mall.test/seller/order?status=1') });
    expect(answer?.headers.get('Location')).toBe(
      `/seller/login?redirect=${encodeURIComponent('/seller/order?status=1')}`,
    );
    localStorage.setItem(SELLER_TOKEN_KEY, 'seller-token');
    expect(requireSellerLogin({ request: new Request('http://mall.test/seller') })).toBeNull();
    localStorage.removeItem(SELLER_TOKEN_KEY);
    localStorage.removeItem(TOKEN_KEY);
  });
});

describe('requireLogin', () => {
  it('sends a visitor without a token to /login with the full target path', () => {
    localStorage.removeItem(TOKEN_KEY);
    useSession.setState({ token: null });
    const answer = requireLogin({ request: new Request('http://mall.test/user/order?tab=nopay&page=2') });
    expect(answer).toBeInstanceOf(Response);
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('Location')).toBe(
      `/login?redirect=${encodeURIComponent('/user/order?tab=nopay&page=2')}`,
    );
  });

  it('lets a visitor with a stored token through', () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    useSession.setState({ token: 'tok' });
    expect(requireLogin({ request: new Request('http://mall.test/cart') })).toBeNull();
  });
});
