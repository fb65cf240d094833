import type { TProductSort } from '@mall/contract';
import type { ReactNode } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined } from '../../../components/ui/icons';

const PLAIN_SORTS: { value: TProductSort; label: string }[] = [
  { value: 'default', label: '综合' },
  { value: 'sales', label: '销量' },
  { value: 'newest', label: '新品' },
];

/** The next price sort of the 价格 toggle: ascending first, then flipping. */
export function nextPriceSort(sort: TProductSort): TProductSort {
  return sort === 'priceAsc' ? 'priceDesc' : 'priceAsc';
}

/** 综合 / 销量 / 新品 / 价格 ↑↓ (price is compared as a number, spec §5); `extra` sits on the right. */
export function SortBar({
  sort,
  onChange,
  extra,
}: {
  sort: TProductSort;
  onChange: (sort: TProductSort) => void;
  extra?: ReactNode;
}) {
  const isPrice = sort === 'priceAsc' || sort === 'priceDesc';
  return (
    <div className="sort-bar" data-testid="sort-bar">
      <fieldset className="sort-bar-options" aria-label="排序方式">
        {PLAIN_SORTS.map((s) => (
          <button
            type="button"
            key={s.value}
            className={`sort-btn${sort === s.value ? ' is-active' : ''}`}
            aria-pressed={sort === s.value}
            onClick={() => onChange(s.value)}
          >
            {s.label}
          </button>
        ))}
        <button
          type="button"
          className={`sort-btn sort-btn-price${isPrice ? ' is-active' : ''}`}
          aria-pressed={isPrice}
          aria-label={sort === 'priceAsc' ? '价格从低到高，点击改为从高到低' : '价格排序'}
          data-testid="sort-price"
          data-sort={isPrice ? sort : undefined}
          onClick={() => onChange(nextPriceSort(sort))}
        >
          价格
          <span className="sort-price-arrows" aria-hidden>
            <ArrowUpOutlined className={sort === 'priceAsc' ? 'is-on' : undefined} />
            <ArrowDownOutlined className={sort === 'priceDesc' ? 'is-on' : undefined} />
          </span>
        </button>
      </fieldset>
      {extra ? <div className="sort-bar-extra">{extra}</div> : null}
    </div>
  );
}
