/**
 * The mall's colours: one place decides them (issue 36). `styles/global.css` declares each as a CSS
 * variable of the same name (`brandDark` → `--brand-dark`) for the hand-written styles, and the antd
 * theme (app/antd-scope.tsx) takes the same values; `palette.test.ts` checks that the two agree and
 * that every text colour passes WCAG AA (4.5:1) on every surface it is drawn on.
 *
 * The brand stays teal and prices stay red, a shade darker than before: the old teal #08979c gave
 * white text on the search button 3.54:1, the grey #8a97a6 2.97:1, the price red #e4393c 4.24:1.
 */
export const PALETTE = {
  /** The brand teal: links, active tabs, primary buttons (white text on it 5.1:1). */
  brand: '#007a80',
  /** Hover and pressed states of brand buttons and links. */
  brandDark: '#005b61',
  /** A brand-tinted surface (selected rows, tags, hints). */
  brandLight: '#e6fffb',
  /** Brand accent on the dark top bar (#1f2933) and other dark surfaces. */
  brandOnDark: '#5cdbd3',
  /** Body text. */
  text: '#1f2933',
  /** Secondary text. */
  text2: '#52606d',
  /** Small print, hints, captions: the lightest text, still 4.5:1 on the greyest surface. */
  text3: '#5f6b7a',
  /** Prices, amounts to pay, the buy and settle buttons (white text on it 5.3:1). */
  price: '#d0222a',
  /** The orange of a second call to action beside a red one (加入购物车 beside 立即购买; white text 4.8:1). */
  accent: '#c05000',
  /** Coupons and promotions: volcano text, also on its peach tint #fff2e8 (was #d4380d, 4.4:1 there). */
  promo: '#ad2102',
  /** Errors and destructive actions. */
  danger: '#cf1322',
  /** Warnings and waiting states drawn as text (待付款, 即将过期). */
  warning: '#a35405',
  /** Success states drawn as text (已完成, 有货). */
  success: '#237804',
  /** Borders and dividers (decoration, not a control's outline). */
  line: '#e8ecf0',
  /** The page background. */
  bg: '#f5f7fa',
  /** A greyer surface (bars, table heads, placeholders). */
  bgGrey: '#f0f2f5',
  /** Cards and panels. */
  card: '#ffffff',
  /** The dark top bar and footers. */
  dark: '#1f2933',
} as const;

export type TPaletteName = keyof typeof PALETTE;

/**
 * Ant Design draws a coloured tag's text in the 7th shade of its preset on the 1st (gold-7 #d48806 on
 * #fffbe6 is 2.8:1): these darker shades of the same hues replace the ones that fall short. Each entry
 * names the tint the text sits on; palette.test.ts checks 4.5:1 on it.
 */
export const TAG_TEXT = {
  volcano7: { text: '#ad2102', tint: '#fff2e8' },
  orange7: { text: '#ad4e00', tint: '#fff7e6' },
  gold7: { text: '#874d00', tint: '#fffbe6' },
  yellow7: { text: '#876800', tint: '#feffe6' },
  lime7: { text: '#3f6600', tint: '#fcffe6' },
  green7: { text: '#237804', tint: '#f6ffed' },
  cyan7: { text: '#006d75', tint: '#e6fffb' },
} as const;

/**
 * The tints antd draws behind a status's text (a processing or success tag, an info alert): derived
 * from the palette's dark seeds they come out grey (#acbfbd behind the brand teal 2.7:1, #adb8a5
 * behind the success green 2.7:1), so the theme sets them to these light tints of the same hues.
 * Each entry names the text drawn on it; palette.test.ts checks 4.5:1.
 */
export const STATUS_TINT = {
  info: { text: PALETTE.brand, tint: PALETTE.brandLight },
  success: { text: PALETTE.success, tint: '#f6ffed' },
  warning: { text: PALETTE.warning, tint: '#fffbe6' },
  error: { text: PALETTE.danger, tint: '#fff2f0' },
} as const;

/** `brandDark` → `--brand-dark`, `text2` → `--text-2`. */
export function cssVariableOf(name: TPaletteName): string {
  return `--${name.replace(/[A-Z0-9]/g, (c) => `-${c.toLowerCase()}`)}`;
}
