import './ui.css';
import type { ReactNode } from 'react';
import { cx } from './cx';

/**
 * A short hint shown on hover and keyboard focus, placed beside its child (CSS only); the child
 * keeps its own accessible name, so the hint is for sighted mouse and keyboard users.
 */
export function Tooltip({
  title,
  placement = 'top',
  children,
}: {
  title: ReactNode;
  placement?: 'top' | 'left' | 'right' | 'bottom';
  children: ReactNode;
}) {
  return (
    <span className={cx('ui-tooltip', `ui-tooltip-${placement}`)}>
      {children}
      <span className="ui-tooltip-bubble" role="tooltip">
        {title}
      </span>
    </span>
  );
}
