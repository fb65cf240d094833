/**
 * The member corner's rules (DESIGN.md §2 member corner): what the server enforces and the pages show.
 * Zod-free, so the shell and the first screens may read them through '@mall/contract/wire'.
 */

/** Footprints kept per buyer (the oldest go first). */
export const FOOTPRINT_MAX = 200;

/** Feedback kinds: 1 建议, 2 问题, 3 投诉, 4 客服 (the customer-service panel sends 4). */
export const FEEDBACK_TYPES = [1, 2, 3, 4] as const;
export type TFeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_TYPE_TEXT: Record<TFeedbackType, string> = { 1: '建议', 2: '问题', 3: '投诉', 4: '客服' };
/** The type the customer-service panel sends. */
export const FEEDBACK_TYPE_SERVICE: TFeedbackType = 4;
export const FEEDBACK_CONTENT_MIN = 5;
export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_CONTACT_MAX = 50;
/** Customer service's reply to feedback (DESIGN-OPERATE §A): its length limit. */
export const FEEDBACK_REPLY_MAX = 500;
/** Feedback as customer service files it: 0 待回复, 1 已回复. */
export const FEEDBACK_STATUS = { WAITING: 0, REPLIED: 1 } as const;
export const FEEDBACK_STATUS_TEXT: Record<number, string> = { 0: '待回复', 1: '已回复' };
export const FEEDBACK_IMAGE_MAX = 6;
/** Feedback one buyer may send per hour (more: 429 FEEDBACK_THROTTLED). */
export const FEEDBACK_PER_HOUR = 10;

/**
 * What a message is about. The mall writes them (never a buyer): an order shipped, an after-sales
 * request moved by the seller, a seller's first quote on a demand, a coupon about to expire, the
 * account itself (a deletion cancelled by a login), a 商家入驻 application decided.
 */
export const MESSAGE_KINDS = [
  'orderShipped',
  'afterSales',
  'quoteReceived',
  'couponExpiring',
  'account',
  'sellerApply',
  'moderation',
  'feedbackReply',
  'chat',
] as const;
export type TMessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_KIND_TEXT: Record<TMessageKind, string> = {
  orderShipped: '物流通知',
  afterSales: '售后通知',
  quoteReceived: '采购报价',
  couponExpiring: '优惠券提醒',
  account: '账号通知',
  sellerApply: '入驻通知',
  moderation: '内容管理',
  feedbackReply: '反馈回复',
  chat: '客服消息',
};

/** The tabs of the member-service page (`/user/develop?tab=…`), in menu order. */
export const MEMBER_TABS = ['favorite', 'footprint', 'message', 'feedback', 'service', 'invoice', 'privacy'] as const;
export type TMemberTab = (typeof MEMBER_TABS)[number];
export const MEMBER_TAB_TEXT: Record<TMemberTab, string> = {
  favorite: '我的收藏',
  footprint: '我的足迹',
  message: '消息中心',
  feedback: '意见反馈',
  service: '联系客服',
  invoice: '发票抬头',
  privacy: '隐私与注销',
};
/** The web path of a member-service tab. */
export function memberTabPath(tab: TMemberTab): string {
  return `/user/develop?tab=${tab}`;
}
