/**
 * Route names, titles and the handle type, apart from the route table: pages and hooks read them
 * (`useRouteHandle`) without importing routes.ts, which lazy-imports every page (no cycle).
 */

/** What every named route carries in `handle` (read by the title effect and the tests). */
export interface TRouteHandle {
  name: TRouteName | TSellerRouteName | TAdminRouteName;
  /** Page title; the document title is `<title> - 智联商城`. */
  title: string;
  requiresLogin: boolean;
  /** On a phone the page draws its own fixed bar at the bottom (buy bar, submit bar): the shell's tab bar steps aside. */
  ownsPhoneBar?: boolean;
}

/** Route names and their page titles (spec §2 names; titles in Chinese). */
export const ROUTE_TITLES = {
  Login: '个人登录',
  Auth: '授权登录',
  Development: '页面建设中',
  NotFound: '页面走丢了',
  Index: '首页',
  Register: '注册',
  FindPwd: '找回密码',
  CartList: '购物车',
  Guide: '帮助指南',
  Shop: '店铺',
  ShopPage: '店内搜索',
  Bcca: '产业联盟',
  PersonalCenter: '账户中心',
  PersonalAddress: '收货地址',
  UserOrderList: '我的订单',
  PersonalInfo: '个人信息',
  EditPwd: '修改密码',
  AiCoin: '我的AI币',
  AiCoinBuy: 'AI币充值',
  UserPlan: '我的方案',
  UserCoupons: '优惠券',
  /** 我的家 (DESIGN.md §H): the buyer's smart home; not a spec §2 route. */
  UserHome: '我的家',
  UserProcurement: '我的采购',
  UserProcurementAdd: '发布需求',
  UserProcurementOffer: '报价详情',
  /** 客服会话 (DESIGN-OPERATE §J): the buyer's conversations with shops; not spec §2 routes. */
  UserChat: '我的会话',
  Chat: '联系商家',
  Developing: '会员服务',
  ProductList: '商品列表',
  ProductDetail: '商品详情',
  CreateComment: '发表评价',
  CreateCommentReply: '回复评价',
  OrderConfirm: '确认订单',
  OrderDetail: '订单详情',
  /** 合并支付: the mall's cashier for the orders of one checkout, not a spec §2 route. */
  OrderCashier: '收银台',
  /** 商家入驻 (DESIGN-OPERATE §B): a signed-in buyer applies to sell; not a spec §2 route. */
  MerchantJoin: '商家入驻',
  Service: '售后服务',
  ServiceRefund: '申请退款',
  ServiceReturn: '申请退货退款',
  ServiceChange: '申请换货',
  ProcurementOrderConfirm: '报价结算',
  NewsHome: '资讯',
  NewsList: '资讯列表',
  NewsDetail: '资讯详情',
  PlanHome: '方案馆',
  PlanAdd: '发布方案',
  PlanDetail: '方案详情',
  Market: '精选市场',
  Procurement: '采购市场',
  ProcurementDetail: '采购详情',
  /** The sandbox gateway's cashier page (DESIGN.md §2), outside the shell like a real gateway's. */
  PaySandbox: '沙箱收银台',
  /** WeChat Native's QR page on a desktop (DESIGN-OPERATE §C): the mall's own page, in the shell. */
  PayWechat: '微信支付',
  /** Where Alipay's return and WeChat H5's redirect bring the buyer back: the mall's own page, in the shell. */
  PayResult: '支付结果',
} as const;

export type TRouteName = keyof typeof ROUTE_TITLES;

/**
 * The seller workbench's pages: not spec §2 routes. Their titles and routes live in
 * app/seller-routes.ts, which the router adds when a /seller path is first visited.
 */
/** The console's route names (`Admin…`): each page names itself in app/admin-routes.ts. */
export type TAdminRouteName = `Admin${string}`;

export type TSellerRouteName =
  | 'SellerLogin'
  | 'SellerHome'
  | 'SellerOrders'
  | 'SellerOrderDetail'
  | 'SellerChat'
  | 'SellerAfterSales'
  | 'SellerProcurement'
  | 'SellerQuote'
  | 'SellerReviews'
  | 'SellerProducts'
  | 'SellerProductEdit'
  | 'SellerCoupons'
  | 'SellerFreight'
  | 'SellerReturnAddresses';
