import { accountCalls } from './account/account.calls.js';
import { adminUserCalls } from './account/user-admin.calls.js';
import { addressCalls } from './address/address.calls.js';
import { adminAccountCalls, adminAuditCalls, adminAuthorizationCalls } from './admin/admin.calls.js';
import { afterSalesCalls, sellerAfterSalesCalls, sellerReturnAddressCalls } from './after-sales/after-sales.calls.js';
import { adminAfterSalesCalls } from './after-sales/after-sales-admin.calls.js';
import { aiCoinCalls } from './ai-coin/ai-coin.calls.js';
import { cartCalls } from './cart/cart.calls.js';
import { catalogueCalls } from './catalogue/catalogue.calls.js';
import { adminCategoryCalls, adminProductCalls } from './catalogue/catalogue-admin.calls.js';
import { chatCalls, sellerChatCalls } from './chat/chat.calls.js';
import type { TCall } from './common/call.js';
import { adminContentCalls } from './content/content-admin.calls.js';
import { couponCalls } from './coupon/coupon.calls.js';
import { adminCouponCalls } from './coupon/coupon-admin.calls.js';
import { sellerCouponCalls } from './coupon/seller-coupon.calls.js';
import { adminDashboardCalls } from './dashboard/dashboard-admin.calls.js';
import { freightCalls, sellerFreightCalls } from './freight/freight.calls.js';
import { adminHomeCalls } from './home/home-admin.calls.js';
import { invoiceTitleCalls } from './invoice/invoice.calls.js';
import { adminClientErrorCalls } from './log/client-error-admin.calls.js';
import { logCalls } from './log/log.calls.js';
import { adminFeedbackCalls } from './member/feedback-admin.calls.js';
import { favoriteCalls, feedbackCalls, footprintCalls, messageCalls } from './member/member.calls.js';
import { navigationCalls } from './navigation/navigation.calls.js';
import { newsCalls } from './news/news.calls.js';
import { adminNewsCalls } from './news/news-admin.calls.js';
import { orderCalls, sellerOrderCalls } from './order/order.calls.js';
import { payCalls } from './pay/pay.calls.js';
import { planCalls } from './plan/plan.calls.js';
import { privacyCalls } from './privacy/privacy.calls.js';
import { procurementCalls, quoteCalls, sellerProcurementCalls } from './procurement/procurement.calls.js';
import { reviewCalls, sellerReviewCalls } from './review/review.calls.js';
import { sellerAccountCalls, sellerProductCalls, sellerWorkbenchCalls } from './seller/seller.calls.js';
import { adminSellerCalls } from './seller/seller-admin.calls.js';
import { merchantApplyCalls } from './seller/seller-apply.calls.js';
import { siteCalls } from './settings/settings.calls.js';
import { adminSettingsCalls } from './settings/settings-admin.calls.js';
import { shopCalls } from './shop/shop.calls.js';
import { smartHomeCalls } from './smart-home/smart-home.calls.js';
import { uploadCalls } from './upload/upload.calls.js';
import { adminUploadCalls } from './upload/upload-admin.calls.js';

export * from './account/account.calls.js';
export * from './account/account.rules.js';
export * from './account/account.schemas.js';
export * from './account/user-admin.calls.js';
export * from './address/address.calls.js';
export * from './admin/admin.calls.js';
export * from './admin/admin.rules.js';
export * from './after-sales/after-sales.calls.js';
export * from './after-sales/after-sales.responses.js';
export * from './after-sales/after-sales.rules.js';
export * from './after-sales/after-sales.types.js';
export * from './after-sales/after-sales-admin.calls.js';
export * from './after-sales/return-address.rules.js';
export * from './after-sales/return-status.js';
export * from './ai-coin/ai-coin.calls.js';
export * from './cart/cart.calls.js';
export * from './catalogue/catalogue.calls.js';
export * from './catalogue/catalogue.constants.js';
export * from './catalogue/catalogue.responses.js';
export * from './catalogue/catalogue.types.js';
export * from './catalogue/catalogue-admin.calls.js';
export * from './catalogue/compat.rules.js';
export * from './catalogue/iot.js';
export * from './catalogue/iot.schemas.js';
export * from './catalogue/product-status.js';
export * from './catalogue/purchase-limit.rules.js';
export * from './catalogue/search-text.rules.js';
export * from './chat/chat.calls.js';
export * from './chat/chat.responses.js';
export * from './chat/chat.rules.js';
export * from './common/call.js';
export * from './common/envelope.js';
export * from './common/fields.js';
export * from './common/money.js';
export * from './common/pagination.js';
export * from './common/region.js';
export * from './content/content.rules.js';
export * from './content/content-admin.calls.js';
export * from './coupon/coupon.calls.js';
export * from './coupon/coupon.responses.js';
export * from './coupon/coupon.rules.js';
export * from './coupon/coupon.types.js';
export * from './coupon/coupon-admin.calls.js';
export * from './coupon/coupon-status.js';
export * from './coupon/seller-coupon.calls.js';
export * from './coupon/seller-coupon.rules.js';
export * from './dashboard/dashboard-admin.calls.js';
export * from './errors/app-errors.js';
export * from './errors/status.js';
export * from './freight/freight.calls.js';
export * from './freight/freight.rules.js';
export * from './freight/freight.types.js';
export * from './home/home-admin.calls.js';
export * from './home/home-admin.rules.js';
export * from './image/image-presets.js';
export * from './invoice/invoice.calls.js';
export * from './invoice/invoice.responses.js';
export * from './invoice/invoice.rules.js';
export * from './invoice/invoice-limit.js';
export * from './log/client-error-admin.calls.js';
export * from './log/log.calls.js';
export * from './log/scrub.js';
export * from './member/feedback-admin.calls.js';
export * from './member/member.calls.js';
export * from './member/member.responses.js';
export * from './member/member.rules.js';
export * from './member/member.types.js';
export * from './navigation/navigation.calls.js';
export * from './navigation/navigation.types.js';
export * from './news/news.calls.js';
export * from './news/news.responses.js';
export * from './news/news.types.js';
export * from './news/news-admin.calls.js';
export * from './news/news-admin.rules.js';
export * from './order/order.calls.js';
export * from './order/order.responses.js';
export * from './order/order.rules.js';
export * from './order/order.types.js';
export * from './order/order-status.js';
export * from './pay/pay.calls.js';
export * from './pay/pay.rules.js';
export * from './plan/plan.calls.js';
export * from './plan/plan.responses.js';
export * from './plan/plan.rules.js';
export * from './plan/plan.types.js';
export * from './privacy/privacy.calls.js';
export * from './privacy/privacy.rules.js';
export * from './procurement/procurement.calls.js';
export * from './procurement/procurement.responses.js';
export * from './procurement/procurement.rules.js';
export * from './procurement/procurement.types.js';
export * from './procurement/procurement-status.js';
export * from './review/review.calls.js';
export * from './review/review.responses.js';
export * from './review/review.rules.js';
export * from './review/review.types.js';
export * from './seller/seller.calls.js';
export * from './seller/seller.rules.js';
export * from './seller/seller.types.js';
export * from './seller/seller-admin.calls.js';
export * from './seller/seller-apply.calls.js';
export * from './seller/seller-apply.rules.js';
export * from './seller/seller-listing.calls.js';
export * from './seller/seller-listing.rules.js';
export * from './seller/uscc.js';
export * from './settings/settings.calls.js';
export * from './settings/settings.rules.js';
export * from './settings/settings-admin.calls.js';
export * from './shop/shop.calls.js';
export * from './shop/shop.types.js';
export * from './smart-home/smart-home.calls.js';
export * from './upload/upload.calls.js';
export * from './upload/upload-admin.calls.js';

/** Every call of the wire, by domain. */
export const CALLS = {
  account: accountCalls,
  aiCoin: aiCoinCalls,
  upload: uploadCalls,
  address: addressCalls,
  smartHome: smartHomeCalls,
  invoiceTitle: invoiceTitleCalls,
  order: orderCalls,
  sellerOrder: sellerOrderCalls,
  pay: payCalls,
  afterSales: afterSalesCalls,
  sellerAfterSales: sellerAfterSalesCalls,
  sellerReturnAddress: sellerReturnAddressCalls,
  cart: cartCalls,
  catalogue: catalogueCalls,
  review: reviewCalls,
  sellerReview: sellerReviewCalls,
  procurement: procurementCalls,
  quote: quoteCalls,
  sellerProcurement: sellerProcurementCalls,
  news: newsCalls,
  shop: shopCalls,
  navigation: navigationCalls,
  log: logCalls,
  site: siteCalls,
  favorite: favoriteCalls,
  footprint: footprintCalls,
  message: messageCalls,
  chat: chatCalls,
  sellerChat: sellerChatCalls,
  feedback: feedbackCalls,
  plan: planCalls,
  privacy: privacyCalls,
  coupon: couponCalls,
  sellerCoupon: sellerCouponCalls,
  freight: freightCalls,
  sellerFreight: sellerFreightCalls,
  sellerAccount: sellerAccountCalls,
  sellerWorkbench: sellerWorkbenchCalls,
  sellerProduct: sellerProductCalls,
  adminAuthorization: adminAuthorizationCalls,
  adminAccount: adminAccountCalls,
  adminAudit: adminAuditCalls,
  adminNews: adminNewsCalls,
  adminHome: adminHomeCalls,
  adminCoupon: adminCouponCalls,
  adminUpload: adminUploadCalls,
  adminCategory: adminCategoryCalls,
  adminProduct: adminProductCalls,
  merchantApply: merchantApplyCalls,
  adminSeller: adminSellerCalls,
  adminContent: adminContentCalls,
  adminUser: adminUserCalls,
  adminFeedback: adminFeedbackCalls,
  adminAfterSales: adminAfterSalesCalls,
  adminDashboard: adminDashboardCalls,
  adminClientError: adminClientErrorCalls,
  adminSettings: adminSettingsCalls,
} as const;

/** The seller workbench's domains: their wire table is `@mall/contract/seller-wire`, apart from the buyer's. */
export type TSellerDomain = Extract<keyof typeof CALLS, `seller${string}`>;

/** The platform console's domains: their wire table is `@mall/contract/admin-wire`, loaded only by /admin pages. */
export type TAdminDomain = Extract<keyof typeof CALLS, `admin${string}`>;

/** Every call as a flat list. */
export const ALL_CALLS: TCall[] = /* @__PURE__ */ Object.values(CALLS).flatMap(
  (domain) => Object.values(domain) as TCall[],
);
