import './ui.css';
import { useEffect, useState } from 'react';
import { cx } from './cx';

export interface TInputNumberProps {
  value: number;
  min?: number;
  max?: number;
  onChange: (value: number) => void;
  /**
   * Takes a typed amount as typed (fractions and signs included) instead of clamping it here, so the
   * caller can correct it and say why; the − and + buttons still stop at the bounds.
   */
  onTyped?: (typed: number) => void;
  disabled?: boolean;
  /** Whole numbers only; accepted for Ant Design's signature. */
  precision?: 0;
  size?: 'small' | 'middle' | 'large';
  className?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * A whole-number stepper: − field +. Typing keeps digits only and settles on blur or Enter, clamped
 * to [min, max]; the buttons stop at the bounds.
 */
export function InputNumber({
  value,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
  onChange,
  onTyped,
  disabled,
  size,
  className,
  ...aria
}: TInputNumberProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const clamp = (n: number) => Math.min(Math.max(n, min), Math.max(min, max));
  const commit = () => {
    if (onTyped) {
      const typed = text.trim() === '' ? Number.NaN : Number(text);
      setText(String(value));
      onTyped(typed);
      return;
    }
    const n = Number.parseInt(text, 10);
    const next = Number.isFinite(n) ? clamp(n) : value;
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <span
      className={cx(
        'ui-input-number',
        size && size !== 'middle' && `ui-input-number-${size}`,
        disabled && 'is-disabled',
        className,
      )}
    >
      <button
        type="button"
        aria-label="减少"
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        inputMode="numeric"
        role="spinbutton"
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-label={aria['aria-label']}
        data-testid={aria['data-testid']}
        disabled={disabled}
        value={text}
        onChange={(e) => setText(e.target.value.replace(onTyped ? /[^\d.-]/g : /\D/g, ''))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          else if (e.key === 'ArrowUp') onChange(clamp(value + 1));
          else if (e.key === 'ArrowDown') onChange(clamp(value - 1));
        }}
      />
      <button
        type="button"
        aria-label="增加"
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </span>
  );
}
