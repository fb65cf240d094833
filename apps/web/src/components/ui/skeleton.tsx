import './ui.css';
import type { CSSProperties } from 'react';
import { cx } from './cx';

export interface TSkeletonProps {
  active?: boolean;
  /** A round placeholder before the lines. */
  avatar?: boolean | { size?: number; shape?: 'circle' | 'square' };
  /** false: no title bar. */
  title?: boolean;
  /** false: no lines; `rows`: how many (3 by default). */
  paragraph?: boolean | { rows?: number; width?: number | string | (number | string)[] };
  className?: string;
}

/** Grey bars where text will be, shimmering while `active`. */
export function Skeleton({ active, avatar, title = true, paragraph = true, className }: TSkeletonProps) {
  const rows = paragraph === false ? 0 : ((paragraph === true ? undefined : paragraph.rows) ?? 3);
  const avatarSize = typeof avatar === 'object' ? (avatar.size ?? 40) : 40;
  const widths = typeof paragraph === 'object' ? paragraph.width : undefined;
  const widthOf = (i: number) => (Array.isArray(widths) ? widths[i] : i === rows - 1 ? widths : undefined);
  const isSquare = typeof avatar === 'object' && avatar.shape === 'square';
  return (
    <div className={cx('ui-skeleton', active && 'is-active', className)} aria-hidden="true">
      {avatar && (
        <span
          className="ui-skeleton-avatar ui-skeleton-bar"
          style={{ width: avatarSize, height: avatarSize, borderRadius: isSquare ? 6 : undefined }}
        />
      )}
      <div className="ui-skeleton-lines">
        {title && <span className="ui-skeleton-title ui-skeleton-bar" />}
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity.
          <span key={i} className="ui-skeleton-line ui-skeleton-bar" style={{ width: widthOf(i) }} />
        ))}
      </div>
    </div>
  );
}

/** One grey block of a given size (an image, a tab bar, a button). */
export function SkeletonBlock({
  active = true,
  className,
  style,
}: {
  active?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span
      className={cx('ui-skeleton-block ui-skeleton-bar', active && 'is-active', className)}
      style={style}
      aria-hidden="true"
    />
  );
}
