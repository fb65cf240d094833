import './ui.css';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx } from './cx';

/** A menu entry: an action (picked through onSelect), a link opened in a new tab (`href`), or a divider. */
export type TMenuItem = { key: string; label: ReactNode; danger?: boolean; href?: string } | { type: 'divider' };

export interface TDropdownProps {
  items: TMenuItem[];
  /** Called with the chosen item's key; omit when the labels are links themselves. */
  onSelect?: (key: string) => void;
  placement?: 'bottomLeft' | 'bottom' | 'bottomRight';
  /** What the trigger button shows. */
  label: ReactNode;
  triggerClassName?: string;
  'data-testid'?: string;
}

/**
 * A menu under its trigger button: opens on hover for the mouse and on click/Enter for keyboards
 * and touch screens, closes on a pick, Escape, leaving it with the mouse or a click elsewhere.
 */
export function Dropdown({
  items,
  onSelect,
  placement = 'bottomLeft',
  label,
  triggerClassName,
  ...rest
}: TDropdownProps) {
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (!isOpen) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [isOpen]);
  const pick = (key: string) => {
    setOpen(false);
    onSelect?.(key);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens the menu for the mouse; the trigger button is the control.
    <div
      ref={root}
      className={cx('ui-dropdown', `ui-dropdown-${placement}`, isOpen && 'is-open')}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className={triggerClassName}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={id}
        data-testid={rest['data-testid']}
        // Opens (hover may have opened it already); a pick, Escape or a click elsewhere closes.
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <div id={id} className="ui-dropdown-menu" role="menu" hidden={!isOpen}>
        {items.map((item, i) =>
          'type' in item ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: dividers have no key of their own.
            <hr key={`divider-${i}`} className="ui-dropdown-divider" />
          ) : item.href ? (
            <a
              key={item.key}
              role="menuitem"
              className="ui-dropdown-item"
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setOpen(false)}
            >
              {item.label}
            </a>
          ) : (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              className={cx('ui-dropdown-item', item.danger && 'is-danger')}
              onClick={() => pick(item.key)}
            >
              {item.label}
            </button>
          ),
        )}
      </div>
    </div>
  );
}
