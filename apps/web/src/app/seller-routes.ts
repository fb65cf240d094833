import type { RouteObject } from 'react-router';
import type { TSellerRouteName } from './route-names';
import { handledPage, lazyPage, type TLoad, withAntd } from './routes';

/** The workbench's page titles (the document title is `<title> - 智联商城`). */
export const SELLER_ROUTE_TITLES: Record<TSellerRouteName, string> = {
  SellerLogin: '商家登录',
  SellerHome: '工作台',
  SellerOrders: '订单管理',
  SellerOrderDetail: '订单详情',
  SellerChat: '客服消息',
  SellerAfterSales: '售后处理',
  SellerProcurement: '采购报价',
  SellerQuote: '填写报价',
  SellerReviews: '评价管理',
  SellerProducts: '商品管理',
  /** 发布商品; the page names itself 编辑商品 when it opens a product (?id=). */
  SellerProductEdit: '发布商品',
  SellerCoupons: '优惠券管理',
  SellerFreight: '运费模板',
  SellerReturnAddresses: '退货地址',
};

/** A workbench page: never behind the buyer's login (the layout checks the seller's). */
function sellerPage(path: string, name: TSellerRouteName, load: TLoad): RouteObject {
  return handledPage(path, { name, title: SELLER_ROUTE_TITLES[name], requiresLogin: false }, load);
}

/**
 * The seller workbench: its own login and layout. Its own page (seller.html, which the
 * server answers for every /seller path) routes with this table (src/seller-main.tsx), so the buyer's
 * app carries nothing of it.
 */
export const SELLER_ROUTES: RouteObject[] = [
  sellerPage('/seller/login', 'SellerLogin', () => import('./pages/seller/login')),
  {
    path: '/seller',
    // The guard (the seller's token, never the buyer's) comes with the layout's module: this table
    // imports nothing of the workbench itself.
    lazy: async () => {
      const [layout, { Component }] = await Promise.all([
        import('./pages/seller/layout'),
        lazyPage(withAntd(() => import('./pages/seller/layout')))(),
      ]);
      return { Component, loader: layout.requireSellerLogin };
    },
    children: [
      sellerPage('', 'SellerHome', () => import('./pages/seller/home')),
      sellerPage('order', 'SellerOrders', () => import('./pages/seller/orders')),
      sellerPage('order/detail', 'SellerOrderDetail', () => import('./pages/seller/order-detail')),
      sellerPage('chat', 'SellerChat', () => import('./pages/seller/chat')),
      sellerPage('after-sales', 'SellerAfterSales', () => import('./pages/seller/after-sales')),
      sellerPage('procurement', 'SellerProcurement', () => import('./pages/seller/procurement')),
      sellerPage('procurement/quote', 'SellerQuote', () => import('./pages/seller/quote')),
      sellerPage('review', 'SellerReviews', () => import('./pages/seller/reviews')),
      sellerPage('product', 'SellerProducts', () => import('./pages/seller/products')),
      sellerPage('product/edit', 'SellerProductEdit', () => import('./pages/seller/product-edit')),
      sellerPage('coupon', 'SellerCoupons', () => import('./pages/seller/coupons')),
      sellerPage('freight', 'SellerFreight', () => import('./pages/seller/freight')),
      sellerPage('return-address', 'SellerReturnAddresses', () => import('./pages/seller/return-addresses')),
    ],
  },
];
