import './ui.css';
import type { CSSProperties, ReactNode } from 'react';
import { cx } from './cx';

export interface TBadgeProps {
  count?: number;
  overflowCount?: number;
  /** Shift of the count from the top-right corner, [x, y] in px. */
  offset?: [number, number];
  size?: 'default' | 'small';
  showZero?: boolean;
  className?: string;
  /** The count is in the accessible name of what it sits on (「购物车，2件」): hide it from assistive tech. */
  isCountHidden?: boolean;
  children?: ReactNode;
}

/** A red count on the corner of its child (nothing at 0 unless `showZero`). */
export function Badge({
  count = 0,
  overflowCount = 99,
  offset,
  size,
  showZero,
  className,
  isCountHidden,
  children,
}: TBadgeProps) {
  const isShown = count > 0 || (showZero && count === 0);
  const style: CSSProperties | undefined = offset ? { right: -offset[0], top: offset[1] } : undefined;
  const text = count > overflowCount ? `${overflowCount}+` : String(count);
  return (
    <span className={cx('ui-badge', !children && 'ui-badge-alone', className)}>
      {children}
      {isShown && (
        <sup
          className={cx('ui-badge-count', size === 'small' && 'ui-badge-small')}
          style={style}
          title={String(count)}
          aria-hidden={isCountHidden || undefined}
        >
          {text}
        </sup>
      )}
    </span>
  );
}
