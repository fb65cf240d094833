import './ui.css';
import type { ReactNode } from 'react';
import { cx } from './cx';

/** Ant Design's preset tag colours the pages use; anything else is taken as a CSS colour. */
const PRESETS = new Set([
  'red',
  'volcano',
  'orange',
  'gold',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
  'magenta',
  'success',
  'processing',
  'error',
  'warning',
  'default',
]);

export interface TTagProps {
  color?: string;
  /** `filled`: solid background; `outlined` (default) / `borderless` as in Ant Design. */
  variant?: 'filled' | 'outlined' | 'borderless' | 'solid';
  className?: string;
  children?: ReactNode;
  title?: string;
}

/** A small label (protocols, ecosystems, promotions). */
export function Tag({ color, variant = 'outlined', className, children, title }: TTagProps) {
  const isPreset = color !== undefined && PRESETS.has(color);
  return (
    <span
      className={cx('ui-tag', `ui-tag-${variant}`, isPreset && `ui-tag-${color}`, className)}
      style={color && !isPreset ? { color: '#fff', background: color, borderColor: color } : undefined}
      title={title}
    >
      {children}
    </span>
  );
}
