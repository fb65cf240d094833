/* The catalogue's fixed values (no zod: the web's first screens read them). */

/** Sort orders of the product list. `default`: relevance when searching, otherwise the shop's order. */
export const PRODUCT_SORTS = ['default', 'priceAsc', 'priceDesc', 'sales', 'newest'] as const;
export type TProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * Products per page of the mall's product list (`/product`; spec §7 names the page size parameter):
 * the web asks for pages of this size, and the server's HTML for a list names the first product's
 * picture of the same page.
 */
export const LIST_PAGE_ROWS = 20;

/** Portal positions of spec §7 (rownum/position). */
export const PORTAL_POSITIONS = {
  carousel: { rownum: 10, position: 1 },
  market: { rownum: 9, position: 2 },
  hot1: { rownum: 3, position: 3 },
  hot2: { rownum: 3, position: 4 },
  rank: { rownum: 3, position: 5 },
  wisdom: { rownum: 3, position: 6 },
} as const;

/**
 * How deep the system category tree goes: the storefront draws three levels (the menu's top level,
 * its children and their leaves); the console refuses a tree deeper than that.
 */
export const CATEGORY_MAX_DEPTH = 3;

/** A category's name, at most this many characters. */
export const CATEGORY_NAME_MAX = 20;

/**
 * The icon names the storefront draws for a category (`sys_categories.icon`, antd's names; the home's
 * category entries map each to a picture of its own). An icon is one of these, an uploaded picture's
 * `/files/…` path, or '' (the default picture).
 */
export const CATEGORY_ICONS = [
  { name: 'BulbOutlined', label: '照明' },
  { name: 'SafetyCertificateOutlined', label: '安防' },
  { name: 'LockOutlined', label: '门锁' },
  { name: 'RadarChartOutlined', label: '传感' },
  { name: 'ClusterOutlined', label: '网关' },
  { name: 'ApiOutlined', label: '电工' },
  { name: 'HomeOutlined', label: '家居' },
  { name: 'CloudOutlined', label: '环境' },
  { name: 'SoundOutlined', label: '影音' },
  { name: 'CodeOutlined', label: '开发' },
  { name: 'ControlOutlined', label: '控制' },
  { name: 'BankOutlined', label: '商用' },
] as const;

export type TCategoryIconName = (typeof CATEGORY_ICONS)[number]['name'];
