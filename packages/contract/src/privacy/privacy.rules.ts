/**
 * The buyer's rights over their data (个人信息保护法; DESIGN.md §6, DESIGN-OPERATE §F): what the
 * export holds, how long deletion waits, and why it may be refused. Zod-free, for the web as well.
 */

/** Days between asking to delete an account and its anonymisation; a login in between cancels it. */
export const ACCOUNT_DELETION_COOLING_DAYS = 7;

/** The name a deleted account's public traces show (its nickname, its community posts, its demands' contact). */
export const DELETED_USER_NAME = '已注销用户';

/** What stops an account from being deleted now (each is also a named error of the catalogue). */
export const DELETION_BLOCKERS = ['ordersOpen', 'afterSalesOpen', 'balancePositive'] as const;
export type TDeletionBlocker = (typeof DELETION_BLOCKERS)[number];

/** What the buyer reads for each condition (met, or blocking), and where they can settle it. */
export const DELETION_BLOCKER_TEXT: Record<
  TDeletionBlocker,
  { met: string; blocking: string; link: string; linkText: string }
> = {
  ordersOpen: {
    met: '没有未完成的订单',
    blocking: '有未完成的订单（待付款、待发货或待收货）',
    link: '/user/order',
    linkText: '查看订单',
  },
  afterSalesOpen: {
    met: '没有处理中的售后申请',
    blocking: '有处理中的售后申请',
    link: '/user/order',
    linkText: '查看订单',
  },
  balancePositive: {
    met: 'AI币余额为0',
    blocking: 'AI币余额大于0，请先用完余额',
    link: '/user/aicoin',
    linkText: '查看AI币',
  },
};

/** The sections of the data export, in the file's order, with the name a buyer reads. */
export const EXPORT_SECTIONS = {
  profile: '个人资料',
  consents: '隐私政策同意记录',
  addresses: '收货地址',
  smartHome: '我的家',
  invoiceTitles: '发票抬头',
  orders: '订单',
  afterSales: '售后申请',
  reviews: '商品评价与回复',
  plans: '方案',
  demands: '采购需求',
  favorites: '收藏',
  footprints: '足迹',
  messages: '消息',
  conversations: '客服会话',
  feedback: '意见反馈',
  coupons: '优惠券',
  aiCoinLedger: 'AI币明细',
  cart: '购物车',
  community: '社区发言',
  sellerApplications: '商家入驻申请',
} as const;
export type TExportSection = keyof typeof EXPORT_SECTIONS;
