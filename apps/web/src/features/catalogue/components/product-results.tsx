import type { TProductCard } from '@mall/contract';
import { memo, type ReactNode } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { Button } from '../../../components/ui/button';
import { Empty, EmptyPicture } from '../../../components/ui/empty';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import type { TPagedAnswer } from '../../../lib/request';
import { ProductCard } from './product-card';

/** Cards above the fold load at once; the rest lazily. */
const EAGER_CARDS = 8;

/**
 * One card of the grid, drawn again only when its product changes: the page around it renders again
 * as its other answers arrive (the category tree, the menu, the count), the twenty cards need not.
 * `cardAction` is a stable function (a module's), so it does not defeat the memo as a fresh element would.
 */
const ResultCard = memo(function ResultCard({
  product,
  eager,
  cardAction,
}: {
  product: TProductCard;
  eager: boolean;
  cardAction?: (product: TProductCard) => ReactNode;
}) {
  return <ProductCard product={product} eager={eager} action={cardAction?.(product)} />;
});

/** Placeholder tiles while the first page loads. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="product-grid" role="status" aria-busy="true" aria-label="商品加载中">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
        <div className="product-card product-card-skeleton" key={i}>
          <span className="skeleton-box" />
          <div className="product-card-body">
            <Skeleton active title={false} paragraph={{ rows: 3 }} />
          </div>
        </div>
      ))}
    </div>
  );
}

interface TProductResultsProps {
  query: {
    data: TPagedAnswer<TProductCard[]> | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Shown with the empty state (e.g. 清空筛选). */
  onClear?: () => void;
  clearLabel?: string;
  emptyText?: ReactNode;
  emptyHint?: ReactNode;
  skeletonCount?: number;
  /** Something to put over each card (the list's heart, composed by the page); a stable function. */
  cardAction?: (product: TProductCard) => ReactNode;
}

/**
 * A paged product grid with its loading, empty and error states. While the next page loads the
 * previous one stays, dimmed (`aria-busy`).
 */
export function ProductResults({
  query,
  page,
  pageSize,
  onPageChange,
  onClear,
  clearLabel = '清空筛选条件',
  emptyText = '没有找到相关商品',
  emptyHint = '换个关键词或减少筛选条件试试',
  skeletonCount,
  cardAction,
}: TProductResultsProps) {
  if (query.isPending) return <ProductGridSkeleton count={skeletonCount} />;
  if (query.isError && !query.data) {
    return (
      <div className="results-error" data-testid="results-error">
        <LoadFailed title="商品加载失败，请稍后重试" onRetry={() => query.refetch()} />
      </div>
    );
  }
  const list = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const isBusy = query.isPlaceholderData && query.isFetching;
  if (list.length === 0 && !isBusy && total > 0) {
    return (
      <div className="results-empty" data-testid="results-empty">
        <Empty image={<EmptyPicture />} description="这一页没有商品了">
          <Button type="primary" onClick={() => onPageChange(1)}>
            回到第一页
          </Button>
        </Empty>
      </div>
    );
  }
  if (list.length === 0 && !isBusy) {
    return (
      <div className="results-empty" data-testid="results-empty">
        <Empty
          image={<EmptyPicture />}
          description={
            <>
              <div className="results-empty-title">{emptyText}</div>
              {emptyHint ? <div className="results-empty-hint">{emptyHint}</div> : null}
            </>
          }
        >
          {onClear ? (
            <Button type="primary" onClick={onClear}>
              {clearLabel}
            </Button>
          ) : null}
        </Empty>
      </div>
    );
  }
  return (
    <div className="results">
      <div className={`product-grid${isBusy ? ' is-busy' : ''}`} aria-busy={isBusy} data-testid="product-grid">
        {list.map((p, i) => (
          <ResultCard key={p.id} product={p} eager={i < EAGER_CARDS} cardAction={cardAction} />
        ))}
      </div>
      {total > pageSize ? (
        <Pagination
          className="results-pager"
          current={page}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          showQuickJumper={total > pageSize * 5}
          showTotal={(t) => `共 ${t} 件商品`}
          onChange={onPageChange}
        />
      ) : null}
    </div>
  );
}
