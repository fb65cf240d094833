import { Breadcrumb, Button, Result, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { isMissing } from '../../../features/catalogue/components/missing-state';
import { parseId } from '../../../features/catalogue/list-params';
import { ReplyForm, useReview } from '../../../features/review';
import { useToggleLike } from '../../../features/review/api/toggle-like';
import { ReviewItem } from '../../../features/review/components/review-item';
import '../../../features/review/components/reviews.css';

function ReplyView({ id }: { id: number }) {
  const navigate = useNavigate();
  const query = useReview(id);
  const like = useToggleLike();
  const [isShown, setShown] = useState(true);
  if (query.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="加载中">
        <Skeleton active avatar paragraph={{ rows: 4 }} />
      </div>
    );
  if (query.isError)
    return isMissing(query.error) ? (
      <Result
        status="404"
        title="评价不存在"
        extra={
          <Link to="/">
            <Button type="primary">返回首页</Button>
          </Link>
        }
      />
    ) : (
      <LoadFailed title="评价加载失败" onRetry={() => query.refetch()} />
    );
  const review = query.data;
  return (
    <>
      <ul className="review-list">
        <ReviewItem
          review={review}
          now={Date.now()}
          isShown={isShown}
          onToggleReplies={() => setShown((s) => !s)}
          onLike={() => like.mutate(review.id)}
          isLiking={like.isPending}
          onOpenImage={() => undefined}
        />
      </ul>
      <ReplyForm
        productId={review.productId}
        reviewId={review.id}
        onSaved={() => navigate(`/product/detail?id=${review.productId}&tab=reviews`)}
      />
    </>
  );
}

/** CreateCommentReply (`/product/comment/reply?id=`): a review with all its replies, and a reply form. */
export default function CreateCommentReplyPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  let body: ReactNode;
  if (id === undefined) body = <Result status="404" title="评价不存在" />;
  else body = <ReplyView id={id} />;
  return (
    <div className="container order-detail-page">
      <Breadcrumb
        className="order-crumbs"
        items={[
          { key: 'home', title: <Link to="/">首页</Link> },
          { key: 'self', title: '回复评价' },
        ]}
      />
      <section className="page-card" data-testid="comment-reply-page">
        <div className="page-card-head">
          <h1 className="page-card-title">回复评价</h1>
        </div>
        {body}
      </section>
    </div>
  );
}
