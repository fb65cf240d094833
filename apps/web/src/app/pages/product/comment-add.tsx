import { Alert, Breadcrumb, Button, Result, Skeleton } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { isMissing } from '../../../features/catalogue/components/missing-state';
import { parseId } from '../../../features/catalogue/list-params';
import { useReviewPool, useReviewTarget } from '../../../features/review';
import { ReviewForm } from '../../../features/review/components/review-form';
import { ReviewItem } from '../../../features/review/components/review-item';
import { ReviewTargetCard } from '../../../features/review/components/review-target-card';
import '../../../features/review/components/reviews.css';
import { MissingResult } from '../../../components/missing-result';

function Loading() {
  return (
    <div role="status" aria-busy="true" aria-label="加载中">
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

function NotFound() {
  return (
    <MissingResult
      title="订单商品不存在"
      subTitle="该商品可能不属于当前账号，或订单尚未确认收货。"
      backTo="/user/order"
      backText="查看我的订单"
    />
  );
}

/** `?orderDetailId=`: the line and the form, or the review already written. */
function ReviewOneLine({ orderDetailId }: { orderDetailId: number }) {
  const navigate = useNavigate();
  const query = useReviewTarget(orderDetailId);
  if (query.isPending) return <Loading />;
  if (query.isError)
    return isMissing(query.error) ? <NotFound /> : <LoadFailed title="加载失败" onRetry={() => query.refetch()} />;
  const target = query.data;
  return (
    <>
      <ReviewTargetCard item={target} />
      <div className="review-add-body">
        {target.review ? (
          <div data-testid="review-done">
            <p className="review-done-title">您已评价过该商品</p>
            {target.review.hiddenReason ? (
              <Alert
                type="warning"
                showIcon
                title="该评价已被平台隐藏，其他用户看不到它"
                description={`原因：${target.review.hiddenReason}`}
                data-testid="review-hidden"
                style={{ marginBottom: 12 }}
              />
            ) : null}
            <ul className="review-list">
              <ReviewItem
                review={target.review}
                isShown
                now={Date.now()}
                onToggleReplies={() => undefined}
                onLike={() => undefined}
                onOpenImage={() => undefined}
              />
            </ul>
            <Link to={`/product/detail?id=${target.productId}&tab=reviews`}>
              <Button>查看商品评价</Button>
            </Link>
          </div>
        ) : (
          <ReviewForm target={target} onSaved={() => navigate(`/product/detail?id=${target.productId}&tab=reviews`)} />
        )}
      </div>
    </>
  );
}

/** `?orderId=`: the order's lines awaiting a review: none, one (opened at once) or a list to pick. */
function ReviewOneOrder({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  const query = useReviewPool(1, 100, orderId);
  const items = query.data?.data ?? [];
  const only = query.isSuccess && items.length === 1 ? items[0] : undefined;
  useEffect(() => {
    if (only) navigate(`/product/comment/add?orderDetailId=${only.orderDetailId}`, { replace: true });
  }, [only, navigate]);
  if (query.isPending || only) return <Loading />;
  if (query.isError) return <LoadFailed title="加载失败" onRetry={() => query.refetch()} />;
  if (items.length === 0)
    return (
      <Result
        status="success"
        title="该订单商品已全部评价"
        extra={
          <Link to="/user/order">
            <Button type="primary">返回我的订单</Button>
          </Link>
        }
      />
    );
  return (
    <ul className="review-list" data-testid="review-pool">
      {items.map((item) => (
        <li key={item.orderDetailId} className="review-pool-item" data-testid="review-pool-item">
          <ReviewTargetCard item={item} />
          <Link to={`/product/comment/add?orderDetailId=${item.orderDetailId}`}>
            <Button type="primary">评价</Button>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** CreateComment (`/product/comment/add?orderDetailId=` or `?orderId=`): review a received item. */
export default function CreateCommentPage() {
  const [params] = useSearchParams();
  const orderDetailId = parseId(params.get('orderDetailId'));
  const orderId = parseId(params.get('orderId'));
  let body: ReactNode;
  if (orderDetailId !== undefined) body = <ReviewOneLine orderDetailId={orderDetailId} />;
  else if (orderId !== undefined) body = <ReviewOneOrder orderId={orderId} />;
  else body = <NotFound />;
  return (
    <div className="container order-detail-page">
      <Breadcrumb
        className="order-crumbs"
        items={[
          { key: 'home', title: <Link to="/">首页</Link> },
          { key: 'orders', title: <Link to="/user/order">我的订单</Link> },
          { key: 'self', title: '发表评价' },
        ]}
      />
      <section className="page-card" data-testid="comment-add-page">
        <div className="page-card-head">
          <h1 className="page-card-title">发表评价</h1>
        </div>
        {body}
      </section>
    </div>
  );
}
