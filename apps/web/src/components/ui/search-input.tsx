import './ui.css';
import type { FormEvent, ReactNode } from 'react';
import { cx } from './cx';

export interface TSearchInputProps {
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  /** The button's content (default 搜索). */
  button?: ReactNode;
  size?: 'middle' | 'large';
  className?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** A search box with its button: Enter or the button searches for what is typed. */
export function SearchInput({
  value,
  onChange,
  onSearch,
  placeholder,
  maxLength,
  button = '搜索',
  size = 'middle',
  className,
  ...rest
}: TSearchInputProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value);
  };
  return (
    <form className={cx('ui-search', size === 'large' && 'ui-search-large', className)} onSubmit={submit}>
      <input
        type="search"
        enterKeyHint="search"
        className="ui-input"
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-label={rest['aria-label']}
        data-testid={rest['data-testid']}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="submit" className="ui-btn ui-btn-primary ui-search-button">
        {button}
      </button>
    </form>
  );
}
