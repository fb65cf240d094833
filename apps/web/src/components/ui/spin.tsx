import './ui.css';
import type { ReactNode } from 'react';
import { cx } from './cx';

/** A turning ring in the brand colour. */
export function Spinner({ size = 'default' }: { size?: 'small' | 'default' | 'large' }) {
  return <span className={cx('ui-spinner', size !== 'default' && `ui-spinner-${size}`)} aria-hidden="true" />;
}

export interface TSpinProps {
  spinning?: boolean;
  size?: 'small' | 'default' | 'large';
  /** Text under the ring. */
  description?: ReactNode;
  children?: ReactNode;
}

/**
 * Loading state: alone, a centred ring; around content, the content stays (dimmed) under the ring
 * while `spinning`, so a page turn does not make the block jump.
 */
export function Spin({ spinning = true, size, description, children }: TSpinProps) {
  const indicator = (
    <span
      className="ui-spin-indicator"
      role="status"
      aria-label={typeof description === 'string' ? description : '加载中'}
    >
      <Spinner size={size} />
      {description && <span className="ui-spin-text">{description}</span>}
    </span>
  );
  if (children === undefined) return spinning ? <div className="ui-spin">{indicator}</div> : null;
  return (
    <div className={cx('ui-spin-container', spinning && 'is-spinning')} aria-busy={spinning || undefined}>
      {spinning && indicator}
      <div className="ui-spin-content">{children}</div>
    </div>
  );
}
