import type { TProductDetail } from '@mall/contract';
import { type ReactNode, useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { Empty } from '../../../components/ui/empty';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNow } from '../../../lib/use-now';
import { useLoginModal } from '../../../stores/login-modal';
import { useSession } from '../../../stores/session';
import { REVIEW_PAGE_SIZE, useReviews } from '../api/get-reviews';
import { useToggleLike } from '../api/toggle-like';
import { type TShowMap, toggleShow } from '../review-view';
import { ImageViewer } from './image-viewer';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';
import './reviews.css';

export type TReviewPanelProduct = Pick<TProductDetail, 'id' | 'ppcCount' | 'ppcImageCount' | 'goodRate'>;

/**
 * The product detail's 累计评价 tab (loaded on first open, without antd): good rate, 全部 / 有图,
 * ten reviews a page with pictures that open large, likes and replies shown per review.
 */
export default function ReviewPanel({ product }: { product: TReviewPanelProduct }) {
  const [hasImage, setHasImage] = useState(false);
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<TShowMap>({});
  const [viewer, setViewer] = useState<{ images: string[]; index: number } | null>(null);
  const isLoggedIn = useSession((s) => Boolean(s.token));
  const query = useReviews(product.id, hasImage, page);
  const like = useToggleLike();
  const now = useNow(60_000);

  const filter = (next: boolean) => {
    setHasImage(next);
    setPage(1);
  };
  const onLike = (id: number) => {
    if (isLoggedIn) like.mutate(id);
    else useLoginModal.getState().open(() => like.mutate(id));
  };

  const reviews = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  let body: ReactNode;
  if (query.isPending) body = <Skeleton active avatar paragraph={{ rows: 3 }} />;
  else if (query.isError) body = <LoadFailed title="评价加载失败" onRetry={() => query.refetch()} />;
  else if (reviews.length === 0)
    body = (
      <Empty
        style={{ padding: '40px 0' }}
        description={hasImage ? '暂无带图评价' : '暂无评价，购买后来说说使用体验吧'}
      />
    );
  else
    body = (
      <ul className={query.isPlaceholderData ? 'review-list is-loading' : 'review-list'} data-testid="review-list">
        {reviews.map((r) => (
          <ReviewItem
            key={r.id}
            review={r}
            now={now}
            isShown={Boolean(shown[r.id])}
            onToggleReplies={() => setShown((m) => toggleShow(m, r.id))}
            onLike={() => onLike(r.id)}
            isLiking={like.isPending && like.variables === r.id}
            onOpenImage={(index) => setViewer({ images: r.images, index })}
          />
        ))}
      </ul>
    );

  return (
    <div data-testid="reviews" className="review-panel">
      <ReviewSummary
        count={product.ppcCount}
        imageCount={product.ppcImageCount}
        goodRate={product.goodRate}
        hasImage={hasImage}
        onFilter={filter}
      />
      {body}
      {total > REVIEW_PAGE_SIZE ? (
        <Pagination
          className="review-pagination"
          align="center"
          current={page}
          total={total}
          pageSize={REVIEW_PAGE_SIZE}
          onChange={(p) => setPage(p)}
        />
      ) : null}
      {viewer ? (
        <ImageViewer
          images={viewer.images}
          index={viewer.index}
          onIndex={(index) => setViewer({ ...viewer, index })}
          onClose={() => setViewer(null)}
        />
      ) : null}
    </div>
  );
}
