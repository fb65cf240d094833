import { PALETTE } from './palette';

/** Site-wide constants: title, version label, contact and filing numbers, external links. */
export const SITE_TITLE = '智联商城';

/** Spec §1 gives two readings (BETA V1.2.2 / BETA V1.6.1); the newer one is shown. */
export const VERSION_LABEL = 'BETA V1.6.1';

export const HOTLINE = '400-800-8888';
export const SERVICE_HOURS = '周一至周日 9:00-21:00';
export const COMPANY_NAME = '上海智联物联网科技有限公司';
export const COMPANY_CREDIT_CODE = '统一社会信用代码 91310115MA1K4ZL88X';
export const ICP_FILING = '沪ICP备20260001号-1';
export const POLICE_FILING = '沪公网安备 31011502026001号';

/**
 * The seller platform (spec §1, §6): by default this deployment's own workbench under /seller (its
 * own login and layout, loaded only there). VITE_SELLER_PLATFORM_URL at build time points the
 * navbar's link elsewhere.
 */
export const SELLER_PLATFORM_URL: string = import.meta.env.VITE_SELLER_PLATFORM_URL || '/seller';

/**
 * The 智联生态 row of the footer and the top bar (spec §1 names sister apps: smart city, home, campus,
 * hotel, building, pension). Those apps do not exist, so the row links to this mall's own pages for
 * the same scenes and the mall's other sections instead of to placeholder addresses.
 */
export const ECOSYSTEM_LINKS = [
  { label: '智慧楼宇', href: '/product?queryName=智慧楼宇' },
  { label: '工业物联网', href: '/product?queryName=工业物联网' },
  { label: '智能安防', href: '/product?queryName=智能安防' },
  { label: '开发板与模组', href: '/product?queryName=开发板' },
  { label: '精选市场', href: '/market' },
  { label: '产业联盟', href: '/bcca' },
] as const;

/** Footer guide columns; a link opens `/guide?index=<column>&active=<item>` (spec §2). */
export const GUIDE_SECTIONS = [
  { title: '购物指南', items: ['注册新用户', '购物流程', '常见问题'] },
  { title: '配送方式', items: ['配送范围', '配送时效', '运费说明'] },
  { title: '支付方式', items: ['AI币支付', '在线支付', '发票说明'] },
  { title: '售后服务', items: ['退换货政策', '退款说明', '售后流程'] },
  { title: '关于我们', items: ['公司简介', '联系我们', '商务合作'] },
] as const;

export function guideHref(index: number, active: number): string {
  return `/guide?index=${index}&active=${active}`;
}

/** Brand colour (teal), shared by the antd theme and hand-written styles. */
export const BRAND_COLOR = PALETTE.brand;
export const CONTENT_WIDTH = 1200;
/** Spec §9: sidebar width of the user-center layout. */
export const USER_SIDEBAR_WIDTH = 210;
/** Spec §2/§9: the back-to-top button appears after scrolling this far. */
export const BACK_TO_TOP_THRESHOLD = 400;
