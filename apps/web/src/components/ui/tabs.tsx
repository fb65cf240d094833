import './ui.css';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { cx } from './cx';

export interface TTabItem {
  key: string;
  label: ReactNode;
  children?: ReactNode;
}

export interface TTabsProps {
  items: TTabItem[];
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  className?: string;
  /** Space between two tabs in px. */
  tabBarGutter?: number;
}

/** A row of tabs (ARIA tablist, arrow keys move between them) and the active tab's panel. */
export function Tabs({ items, activeKey, defaultActiveKey, onChange, className, tabBarGutter }: TTabsProps) {
  const id = useId();
  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? items[0]?.key);
  const current = activeKey ?? ownKey;
  const select = (key: string) => {
    if (activeKey === undefined) setOwnKey(key);
    if (key !== current) onChange?.(key);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const at = items.findIndex((t) => t.key === current);
    const next = items[(at + step + items.length) % items.length];
    if (!next) return;
    e.preventDefault();
    select(next.key);
    document.getElementById(`${id}-tab-${next.key}`)?.focus();
  };
  const active = items.find((t) => t.key === current);
  return (
    <div className={cx('ui-tabs', className)}>
      <div
        className="ui-tabs-nav"
        role="tablist"
        onKeyDown={onKeyDown}
        style={tabBarGutter ? { gap: tabBarGutter } : undefined}
      >
        {items.map((t) => (
          <button
            key={t.key}
            id={`${id}-tab-${t.key}`}
            type="button"
            role="tab"
            aria-selected={t.key === current}
            // Only a tab row that draws its panel points at it (a row of filters has none).
            aria-controls={active?.children !== undefined ? `${id}-panel` : undefined}
            tabIndex={t.key === current ? 0 : -1}
            className={cx('ui-tabs-tab', t.key === current && 'is-active')}
            onClick={() => select(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {active?.children !== undefined && (
        <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${active.key}`} className="ui-tabs-panel">
          {active.children}
        </div>
      )}
    </div>
  );
}
