import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { BRAND_COLOR } from '../config/site';
import { queryClient } from '../lib/query-client';
import { setToastHost } from '../lib/toast';

dayjs.locale('zh-cn');

/** Lets the request client and the stores toast through antd's context-aware `message`. */
export function ToastBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    setToastHost(message);
    return () => setToastHost(null);
  }, [message]);
  return null;
}

/** Locale, buttons and brand theme: everything antd renders goes through it (the error page too). */
export function BrandConfig({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      locale={zhCN}
      // Buttons read exactly 登录/注册 (antd would render 登 录 for two CJK characters).
      button={{ autoInsertSpace: false }}
      theme={{
        token: { colorPrimary: BRAND_COLOR, colorLink: BRAND_COLOR, borderRadius: 8, fontSize: 14 },
        components: { Layout: { bodyBg: '#f5f7fa', headerBg: '#ffffff' } },
      }}
    >
      {children}
    </ConfigProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <BrandConfig>
      <AntdApp message={{ maxCount: 3, top: 72 }}>
        <ToastBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </BrandConfig>
  );
}
