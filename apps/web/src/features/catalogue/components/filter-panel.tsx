import { IOT_FILTERS } from '@mall/contract/wire';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { formatPrice } from '../format-price';
import type { TListParams, TListPatch } from '../list-params';
import { validatePriceRange } from '../list-params';

type TIotKey = keyof typeof IOT_FILTERS;
const IOT_KEYS = Object.keys(IOT_FILTERS) as TIotKey[];

/** 是否需要网关 (`hubRequired`): not in IOT_FILTERS because it is a yes/no, not a list. */
const HUB_OPTIONS: { value: 0 | 1 | undefined; label: string }[] = [
  { value: undefined, label: '不限' },
  { value: 1, label: '需要网关' },
  { value: 0, label: '无需网关' },
];

function Chip({
  isActive,
  onClick,
  children,
  testId,
}: {
  isActive: boolean;
  onClick: () => void;
  children: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className={`filter-chip${isActive ? ' is-active' : ''}`}
      aria-pressed={isActive}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

function FilterRow({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="filter-row" data-testid={testId}>
      <div className="filter-row-label">{label}</div>
      <div className="filter-row-values">{children}</div>
    </div>
  );
}

/** Price range inputs; checked before they are applied (numbers ≥ 0, low ≤ high). */
export function PriceRange({
  priceStart,
  priceEnd,
  onApply,
}: {
  priceStart?: number;
  priceEnd?: number;
  onApply: (range: { priceStart?: number; priceEnd?: number }) => void;
}) {
  const [start, setStart] = useState(priceStart === undefined ? '' : String(priceStart));
  const [end, setEnd] = useState(priceEnd === undefined ? '' : String(priceEnd));
  const [error, setError] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validatePriceRange(start, end);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError('');
    onApply({ priceStart: result.priceStart, priceEnd: result.priceEnd });
  };

  return (
    <form className="price-range" onSubmit={submit} noValidate data-testid="price-range">
      <Input
        size="small"
        prefix="¥"
        placeholder="最低价"
        inputMode="decimal"
        value={start}
        status={error ? 'error' : undefined}
        onChange={(e) => setStart(e.target.value)}
        aria-label="最低价"
      />
      <span className="price-range-sep">-</span>
      <Input
        size="small"
        prefix="¥"
        placeholder="最高价"
        inputMode="decimal"
        value={end}
        status={error ? 'error' : undefined}
        onChange={(e) => setEnd(e.target.value)}
        aria-label="最高价"
      />
      <Button size="small" type="primary" htmlType="submit">
        确定
      </Button>
      {error ? (
        <span className="price-range-error" role="alert">
          {error}
        </span>
      ) : null}
    </form>
  );
}

/** The IoT filter rows (通信协议, 生态平台, 供电方式, 认证, 是否需要网关) and the price row. */
export function FilterPanel({ params, onChange }: { params: TListParams; onChange: (patch: TListPatch) => void }) {
  return (
    <div className="filter-panel" data-testid="filter-panel">
      {IOT_KEYS.map((key) => {
        const filter = IOT_FILTERS[key];
        const current = params[key];
        return (
          <FilterRow key={key} label={filter.label} testId={`filter-${key}`}>
            <Chip isActive={current === undefined} onClick={() => onChange({ [key]: undefined })}>
              不限
            </Chip>
            {filter.values.map((value) => (
              <Chip
                key={value}
                isActive={current === value}
                onClick={() => onChange({ [key]: current === value ? undefined : value })}
              >
                {value}
              </Chip>
            ))}
          </FilterRow>
        );
      })}
      <FilterRow label="是否需要网关" testId="filter-hubRequired">
        {HUB_OPTIONS.map((o) => (
          <Chip
            key={o.label}
            isActive={params.hubRequired === o.value}
            onClick={() => onChange({ hubRequired: o.value })}
          >
            {o.label}
          </Chip>
        ))}
      </FilterRow>
      <FilterRow label="价格区间" testId="filter-price">
        <PriceRange
          // A new range from the URL (back button, chip removal) resets the inputs.
          key={`${params.priceStart ?? ''}-${params.priceEnd ?? ''}`}
          priceStart={params.priceStart}
          priceEnd={params.priceEnd}
          onApply={(range) => onChange(range)}
        />
      </FilterRow>
    </div>
  );
}

/** The chosen filters as removable tags, with 清空筛选. */
export function ActiveFilters({
  params,
  onChange,
  onClear,
  categoryName,
}: {
  params: TListParams;
  onChange: (patch: TListPatch) => void;
  onClear: () => void;
  categoryName?: string;
}) {
  const items: { key: string; label: string; patch: TListPatch }[] = [];
  if (params.sysCategoryId && categoryName)
    items.push({ key: 'cat', label: `分类：${categoryName}`, patch: { sysCategoryId: undefined } });
  for (const key of IOT_KEYS) {
    const value = params[key];
    if (value) items.push({ key, label: `${IOT_FILTERS[key].label}：${value}`, patch: { [key]: undefined } });
  }
  if (params.hubRequired !== undefined)
    items.push({
      key: 'hub',
      label: params.hubRequired ? '需要网关' : '无需网关',
      patch: { hubRequired: undefined },
    });
  if (params.onlyInStock) items.push({ key: 'stock', label: '仅看有货', patch: { onlyInStock: undefined } });
  if (params.compatible) items.push({ key: 'compatible', label: '只看兼容我家', patch: { compatible: undefined } });
  if (params.priceStart !== undefined || params.priceEnd !== undefined) {
    const label =
      params.priceEnd === undefined
        ? `¥${formatPrice(params.priceStart ?? 0)} 以上`
        : params.priceStart === undefined
          ? `¥${formatPrice(params.priceEnd)} 以下`
          : `¥${formatPrice(params.priceStart)} - ¥${formatPrice(params.priceEnd)}`;
    items.push({ key: 'price', label: `价格：${label}`, patch: { priceStart: undefined, priceEnd: undefined } });
  }
  if (items.length === 0) return null;
  return (
    <div className="active-filters" data-testid="active-filters">
      <span className="active-filters-label">已选条件：</span>
      {items.map((item) => (
        <button
          type="button"
          key={item.key}
          className="active-filter"
          onClick={() => onChange(item.patch)}
          aria-label={`移除 ${item.label}`}
        >
          {item.label}
          <span className="active-filter-x" aria-hidden>
            ×
          </span>
        </button>
      ))}
      <button type="button" className="link-btn" onClick={onClear}>
        清空筛选
      </button>
    </div>
  );
}
