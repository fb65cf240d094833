import './ui.css';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import { Spinner } from './spin';

export interface TButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: 'primary' | 'default' | 'dashed' | 'link' | 'text';
  size?: 'small' | 'middle' | 'large';
  htmlType?: 'button' | 'submit' | 'reset';
  icon?: ReactNode;
  block?: boolean;
  danger?: boolean;
  ghost?: boolean;
  /** Shows a spinner and ignores clicks until the work is done. */
  loading?: boolean;
  /** Renders a link that looks like a button. */
  href?: string;
  target?: AnchorHTMLAttributes<HTMLAnchorElement>['target'];
}

/** A button in the brand's look (Ant Design's shapes and sizes, without its runtime). */
export function Button({
  type = 'default',
  size = 'middle',
  htmlType = 'button',
  icon,
  block,
  danger,
  ghost,
  loading,
  href,
  target,
  className,
  children,
  disabled,
  onClick,
  ...rest
}: TButtonProps) {
  const classes = cx(
    'ui-btn',
    `ui-btn-${type}`,
    size !== 'middle' && `ui-btn-${size}`,
    block && 'ui-btn-block',
    danger && 'ui-btn-danger',
    ghost && 'ui-btn-ghost',
    loading && 'ui-btn-loading',
    !children && Boolean(icon) && 'ui-btn-icon-only',
    className,
  );
  const content = (
    <>
      {loading ? <Spinner size="small" /> : icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </>
  );
  if (href !== undefined && !disabled) {
    return (
      <a className={classes} href={href} target={target} rel={target === '_blank' ? 'noopener noreferrer' : undefined}>
        {content}
      </a>
    );
  }
  return (
    <button
      {...rest}
      type={htmlType}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
    >
      {content}
    </button>
  );
}
