import './ui.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from './cx';

export interface TBreadcrumbItem {
  title: ReactNode;
  /** An in-site path; the last item is the current page and has none. */
  href?: string;
}

/** Where the page sits: 首页 / 分类 / 商品. */
export function Breadcrumb({ items, className }: { items: TBreadcrumbItem[]; className?: string }) {
  return (
    <nav className={cx('ui-breadcrumb', className)} aria-label="面包屑">
      <ol>
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a trail keeps its order.
          <li key={i} aria-current={i === items.length - 1 ? 'page' : undefined}>
            {item.href ? <Link to={item.href}>{item.title}</Link> : <span>{item.title}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
