import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { useAntdPhone } from '../components/use-antd-phone';
import { PALETTE, STATUS_TINT, TAG_TEXT } from '../config/palette';
import { setToastHost } from '../lib/toast';

dayjs.locale('zh-cn');

/**
 * Ant Design's side of the app, loaded only with what uses it. The first screens (shell, home,
 * list, detail) are drawn with components/ui and load no antd at all (DESIGN.md §4 budgets); every
 * other page, the login modal and the toasts render inside this scope (app/routes.ts wraps them).
 */

/** Lets the request client and the stores toast through antd's context-aware `message`. */
export function ToastBridge({ onReady }: { onReady?: () => void }) {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    setToastHost(message);
    onReady?.();
    return () => setToastHost(null);
  }, [message, onReady]);
  return null;
}

/**
 * The palette (config/palette.ts) as antd's tokens: the seeds antd derives its shades from, and the
 * derived text colours whose defaults fall below WCAG AA on white (description and tertiary text at
 * 45 % black 3.4:1, error text #ff4d4f 3.3:1, warning text #faad14 1.9:1, success #52c41a 2.2:1).
 * The status seeds are the palette's too: a status tag writes its text in the seed itself (处理中 in
 * #1677ff on #e6f4ff was 3.9:1), so info is the brand teal and success and warning their text shades.
 */
const BRAND_THEME: ThemeConfig = {
  token: {
    colorPrimary: PALETTE.brand,
    colorInfo: PALETTE.brand,
    colorSuccess: PALETTE.success,
    colorWarning: PALETTE.warning,
    colorLink: PALETTE.brand,
    colorLinkHover: PALETTE.brandDark,
    // antd lightens a hovered primary (white on it 3.9:1 with this seed): darken instead, as the CSS does.
    colorPrimaryHover: PALETTE.brandDark,
    colorPrimaryActive: PALETTE.brandDark,
    colorPrimaryTextHover: PALETTE.brandDark,
    // antd's tint of this darker seed is a grey #acbfbd (brand text on it 2.7:1: the selected menu item).
    colorPrimaryBg: PALETTE.brandLight,
    colorPrimaryBgHover: PALETTE.brandLight,
    // The status tints behind status text (processing and success tags, alerts): see STATUS_TINT.
    colorInfoBg: STATUS_TINT.info.tint,
    colorInfoBgHover: STATUS_TINT.info.tint,
    colorSuccessBg: STATUS_TINT.success.tint,
    colorSuccessBgHover: STATUS_TINT.success.tint,
    colorWarningBg: STATUS_TINT.warning.tint,
    colorWarningBgHover: STATUS_TINT.warning.tint,
    colorErrorBg: STATUS_TINT.error.tint,
    colorError: PALETTE.danger,
    colorErrorText: PALETTE.danger,
    colorWarningText: PALETTE.warning,
    colorSuccessText: PALETTE.success,
    colorTextTertiary: PALETTE.text3,
    colorTextDescription: PALETTE.text3,
    colorTextLabel: PALETTE.text2,
    colorTextPlaceholder: PALETTE.text3,
    // Both spellings: antd keeps `gold7` and `gold-7`, and both become the CSS variable --ant-gold-7
    // (the later, unchanged one would win).
    ...Object.fromEntries(
      Object.entries(TAG_TEXT).flatMap(([key, { text }]) => [
        [key, text],
        [key.replace(/(\d+)$/, '-$1'), text],
      ]),
    ),
    borderRadius: 8,
    fontSize: 14,
    // The mall's typeface (styles/global.css): antd's own list would draw digits in another font.
    fontFamily: 'var(--font)',
  },
  components: { Layout: { bodyBg: PALETTE.bg, headerBg: PALETTE.card } },
};

/**
 * On a phone (below antd's md, DESIGN.md §4) every control a finger hits is at least 44 px tall:
 * buttons, inputs, selects, pickers, segmented controls and pagination, whatever size a page asks for.
 */
const PHONE_THEME: ThemeConfig = {
  token: { ...BRAND_THEME.token, controlHeight: 44, controlHeightLG: 48, controlHeightSM: 44, fontSizeSM: 12 },
  components: {
    ...BRAND_THEME.components,
    Pagination: { itemSize: 44, itemSizeSM: 44 },
    Tabs: { horizontalItemPaddingSM: '12px 0', horizontalItemPadding: '12px 0' },
    // A day is 1.5 × controlHeightSM wide by default: 66 px, a 480 px panel whose Mondays and Tuesdays
    // lay beyond a 390 px screen's left edge. 46 × 44 keeps a finger's target in a 346 px panel.
    DatePicker: { cellWidth: 46, cellHeight: 44 },
  },
};

/** Locale, buttons and brand theme: everything antd renders goes through it. */
export function BrandConfig({ children }: { children: ReactNode }) {
  const isPhone = useAntdPhone();
  return (
    <ConfigProvider
      locale={zhCN}
      // Buttons read exactly 登录/注册 (antd would render 登 录 for two CJK characters).
      button={{ autoInsertSpace: false }}
      theme={isPhone ? PHONE_THEME : BRAND_THEME}
    >
      {children}
    </ConfigProvider>
  );
}

/** Theme, locale and antd's App context (message/modal hooks) around an antd page or widget. */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <BrandConfig>
      <AntdApp message={{ maxCount: 3, top: 72 }}>{children}</AntdApp>
    </BrandConfig>
  );
}
