import './ui.css';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export interface TInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  size?: 'small' | 'middle' | 'large';
  /** Shown inside the box before the text (a currency sign, an icon). */
  prefix?: ReactNode;
  status?: 'error';
}

/** A text field in the brand's look; `aria-invalid` follows `status`. */
export function Input({ size = 'middle', prefix, status, className, ...rest }: TInputProps) {
  const classes = cx(
    'ui-input-affix',
    size !== 'middle' && `ui-input-${size}`,
    status === 'error' && 'is-error',
    className,
  );
  return (
    <span className={classes}>
      {prefix && <span className="ui-input-prefix">{prefix}</span>}
      <input {...rest} aria-invalid={status === 'error' || undefined} />
    </span>
  );
}
