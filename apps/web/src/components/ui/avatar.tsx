import './ui.css';
import { type ReactNode, useState } from 'react';

export interface TAvatarProps {
  size?: number;
  shape?: 'circle' | 'square';
  src?: string;
  icon?: ReactNode;
  alt?: string;
  children?: ReactNode;
  className?: string;
}

/** A round picture; the icon or text when there is none or it fails to load. */
export function Avatar({ size = 32, shape = 'circle', src, icon, alt = '', children, className }: TAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src && failed !== src;
  return (
    <span
      className={`ui-avatar${shape === 'square' ? ' ui-avatar-square' : ''}${className ? ` ${className}` : ''}`}
      style={{ width: size, height: size, fontSize: Math.round(size / 2), lineHeight: `${size}px` }}
    >
      {showImage ? (
        <img src={src} alt={alt} width={size} height={size} loading="lazy" onError={() => setFailed(src)} />
      ) : (
        (children ?? icon)
      )}
    </span>
  );
}
