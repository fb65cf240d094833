import { Empty, Skeleton, type SkeletonProps } from 'antd';
import type { ReactNode } from 'react';
import { ListPagination } from '../../../components/list-pagination';
import { LoadFailed } from '../../../components/load-failed';
import './seller-list-page.css';

/** What the page shows of its list's query (a TanStack Query result fits). */
export interface TSellerListQuery {
  isPending: boolean;
  isError: boolean;
  /** The previous page shown while the next one loads: the list dims. */
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

/** The list's pages, under it; with `totalText` (共 12 个订单) the count stands beside them. */
export interface TSellerListPages {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** Test ids of the pagination and of the count. */
  testId: string;
  totalText?: string;
  totalTestId?: string;
}

interface TSellerListPageProps<T> {
  /** Classes of the page beside `seller-list-page` (`seller-page` keeps it to the reading width). */
  className: string;
  testId: string;
  /**
   * The whole page is one card (订单: its table on a desktop): the bar, the states and the list sit in
   * it unboxed. Otherwise the bar and the loading / failed states are cards of their own.
   */
  isInCard?: boolean;
  /** The header: title, tabs, search, the add button. */
  bar: ReactNode;
  /** Classes of the bar's card beside `seller-list-bar` (`seller-tabs-card` for a row of tabs). */
  barClassName?: string;
  /** What is listed, for the states: 优惠券 → 优惠券加载中 / 优惠券加载失败. */
  what: string;
  query: TSellerListQuery;
  /** The rows of the answer; undefined until it came. */
  items: readonly T[] | undefined;
  skeleton?: Omit<SkeletonProps, 'active'>;
  empty: { text: string; testId: string };
  /** Classes and test id of the list's element (`seller-list` dims it while the next page loads). */
  listClassName?: string;
  listTestId?: string;
  /** Draws the rows (cards, or a table); `isLoading` while the previous page stands in. */
  children: (items: readonly T[], isLoading: boolean) => ReactNode;
  pages?: TSellerListPages;
  /** The page's dialogs. */
  extra?: ReactNode;
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * A seller workbench list page (订单, 商品, 售后, 采购, 评价, 优惠券, 运费模板, 退货地址): the bar, then
 * the list's loading, failed or empty state or its rows, then its pages; the dialogs after.
 */
export function SellerListPage<T>({
  className,
  testId,
  isInCard = false,
  bar,
  barClassName,
  what,
  query,
  items,
  skeleton = { paragraph: { rows: 4 } },
  empty,
  listClassName,
  listTestId,
  children,
  pages,
  extra,
}: TSellerListPageProps<T>) {
  const box = isInCard ? undefined : 'seller-card';
  const isLoading = Boolean(query.isPlaceholderData);
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className={box} role="status" aria-busy="true" aria-label={`${what}加载中`}>
        <Skeleton active {...skeleton} />
      </div>
    );
  } else if (query.isError || !items) {
    body = (
      <div className={box}>
        <LoadFailed title={`${what}加载失败`} onRetry={() => query.refetch()} />
      </div>
    );
  } else if (items.length === 0) {
    body = <Empty className="seller-empty" description={empty.text} data-testid={empty.testId} />;
  } else {
    body = (
      <div className={cx(listClassName, isLoading && 'is-loading')} data-testid={listTestId}>
        {children(items, isLoading)}
      </div>
    );
  }
  // The count stands whenever there is one; the pages only when there is more than one.
  const hasFoot = pages && !query.isPending && pages.total > 0 && (pages.totalText || pages.total > pages.pageSize);

  return (
    <div className={cx('seller-list-page', isInCard && 'is-in-card', className)} data-testid={testId}>
      <div className={cx(box, 'seller-list-bar', barClassName)}>{bar}</div>
      {body}
      {hasFoot ? (
        <div className="seller-list-foot">
          {pages.totalText ? (
            <span className="seller-list-total" data-testid={pages.totalTestId}>
              {pages.totalText}
            </span>
          ) : null}
          <ListPagination
            className="seller-list-pages"
            page={pages.page}
            pageSize={pages.pageSize}
            total={pages.total}
            onChange={pages.onChange}
            data-testid={pages.testId}
          />
        </div>
      ) : null}
      {extra}
    </div>
  );
}
