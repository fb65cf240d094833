import './ui.css';
import { type FormEvent, type ReactNode, useState } from 'react';
import { cx } from './cx';
import { LeftOutlined, RightOutlined } from './icons';

/** The page numbers to show: first, last, two around the current one, and gaps as null. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const list = [...shown].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of list) {
    const last = out.at(-1);
    if (typeof last === 'number' && p - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) out.push(null);
    out.push(p);
  }
  return out;
}

export interface TPaginationProps {
  current: number;
  total: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
  size?: 'small' | 'default';
  align?: 'start' | 'center' | 'end';
  className?: string;
  showSizeChanger?: boolean;
  pageSizeOptions?: (number | string)[];
  showQuickJumper?: boolean;
  showTotal?: (total: number) => ReactNode;
}

/** Page turning: 上一页, numbers with gaps, 下一页; optionally the total, a page size and 跳至. */
export function Pagination({
  current,
  total,
  pageSize,
  onChange,
  size,
  align = 'start',
  className,
  showSizeChanger,
  pageSizeOptions = [10, 20, 50],
  showQuickJumper,
  showTotal,
}: TPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, current), pages);
  const [jump, setJump] = useState('');
  const go = (p: number) => {
    const next = Math.min(Math.max(1, p), pages);
    if (next !== page) onChange(next, pageSize);
  };
  const onJump = (e: FormEvent) => {
    e.preventDefault();
    const p = Number.parseInt(jump, 10);
    if (Number.isFinite(p)) go(p);
    setJump('');
  };
  return (
    <nav
      className={cx('ui-pagination', `ui-pagination-${align}`, size === 'small' && 'ui-pagination-small', className)}
      aria-label="分页"
    >
      {showTotal && <span className="ui-pagination-total">{showTotal(total)}</span>}
      <button
        type="button"
        className="ui-pagination-item"
        onClick={() => go(page - 1)}
        disabled={page <= 1}
        aria-label="上一页"
        title="上一页"
      >
        <LeftOutlined />
      </button>
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, in fixed places.
          <span key={`gap-${i}`} className="ui-pagination-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={cx('ui-pagination-item', p === page && 'is-active')}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`第 ${p} 页`}
            title={String(p)}
            onClick={() => go(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className="ui-pagination-item"
        onClick={() => go(page + 1)}
        disabled={page >= pages}
        aria-label="下一页"
        title="下一页"
      >
        <RightOutlined />
      </button>
      {showSizeChanger && (
        <select
          className="ui-pagination-size"
          aria-label="每页条数"
          value={pageSize}
          onChange={(e) => onChange(1, Number(e.target.value))}
        >
          {pageSizeOptions.map((n) => (
            <option key={n} value={Number(n)}>
              {n} 条/页
            </option>
          ))}
        </select>
      )}
      {showQuickJumper && (
        <form className="ui-pagination-jump" onSubmit={onJump}>
          跳至
          <input
            inputMode="numeric"
            aria-label="跳至页"
            value={jump}
            onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
            onBlur={onJump}
          />
          页
        </form>
      )}
    </nav>
  );
}
