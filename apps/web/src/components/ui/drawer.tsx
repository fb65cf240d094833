import './ui.css';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { CloseOutlined } from './icons';

export interface TDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading (and accessible name). */
  title: ReactNode;
  /** `left`: a panel from the left edge (the category drawer); `bottom`: a bottom sheet (spec picker, filters). */
  placement?: 'left' | 'bottom';
  /** Pinned under the scrolling body (a sheet's 确定 / 加入购物车 row). */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

let openCount = 0;

/**
 * A modal panel over the page, drawn without Ant Design so the first screens (shell, list, detail)
 * can use it on a phone: a dimmed mask that closes it, Escape, a 44 px close button, focus moved in
 * on open and back to the opener on close, and the page behind not scrolling while it is open.
 */
export function Drawer({
  open,
  onClose,
  title,
  placement = 'left',
  footer,
  className,
  children,
  ...rest
}: TDrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    openCount += 1;
    document.documentElement.classList.add('ui-drawer-lock');
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openCount -= 1;
      if (openCount === 0) document.documentElement.classList.remove('ui-drawer-lock');
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className={cx('ui-drawer', `ui-drawer-${placement}`, className)}>
      <div className="ui-drawer-mask" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className="ui-drawer-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={rest['data-testid']}
      >
        <div className="ui-drawer-head">
          <h2 id={titleId} className="ui-drawer-title">
            {title}
          </h2>
          <button type="button" className="ui-drawer-close" aria-label="关闭" onClick={onClose}>
            <CloseOutlined />
          </button>
        </div>
        <div className="ui-drawer-body">{children}</div>
        {footer ? <div className="ui-drawer-foot">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
