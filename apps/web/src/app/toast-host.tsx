import { createRoot } from 'react-dom/client';
import type { TToastHost } from '../lib/toast';
import { getToastHost } from '../lib/toast';
import { AntdScope, ToastBridge } from './antd-scope';

/**
 * The one place toasts appear: a small React root of its own with antd's message, mounted the first
 * time something toasts (lib/toast.ts loads this module then), so a first screen that never toasts
 * never loads antd.
 */
export function mountToastHost(): Promise<TToastHost> {
  return new Promise((resolve) => {
    const container = document.createElement('div');
    container.dataset.toastHost = '';
    document.body.appendChild(container);
    const onReady = () => {
      const host = getToastHost();
      if (host) resolve(host);
    };
    createRoot(container).render(
      <AntdScope>
        <ToastBridge onReady={onReady} />
      </AntdScope>,
    );
  });
}
