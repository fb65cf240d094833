import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { useAntdPhone } from '../components/use-antd-phone';
import { BRAND_COLOR } from '../config/site';
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

const BRAND_THEME: ThemeConfig = {
  // The mall's typeface (styles/global.css): antd's own list would draw digits in another font.
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    borderRadius: 8,
    fontSize: 14,
    fontFamily: 'var(--font)',
  },
  components: { Layout: { bodyBg: '#f5f7fa', headerBg: '#ffffff' } },
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
