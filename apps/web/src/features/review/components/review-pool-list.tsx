import { POOL_COMMENT_PAGE_SIZE } from '@mall/contract';
import { Button, Empty, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { formatDate } from '../../../lib/format';
import { useReviewPool } from '../api/get-review-pool';
import { ReviewTargetCard } from './review-target-card';
import './reviews.css';

/** The evaluate tab (待评价): received order lines not yet reviewed, five a page, each with 评价. */
export function ReviewPoolList() {
  const [page, setPage] = useState(1);
  const query = useReviewPool(page, POOL_COMMENT_PAGE_SIZE);
  const items = query.data?.data ?? [];
  const total = query.data?.total ?? 0;

  const lastPage = Math.max(1, Math.ceil(total / POOL_COMMENT_PAGE_SIZE));
  if (query.isSuccess && !query.isPlaceholderData && items.length === 0 && page > lastPage) setPage(lastPage);

  if (query.isPending) return <Skeleton active avatar={{ shape: 'square', size: 64 }} paragraph={{ rows: 2 }} />;
  if (query.isError) return <LoadFailed title="待评价商品加载失败" onRetry={() => query.refetch()} />;
  if (items.length === 0)
    return (
      <Empty className="order-empty" description="没有待评价的商品" data-testid="order-empty">
        <Link to="/product">
          <Button type="primary">去逛逛</Button>
        </Link>
      </Empty>
    );
  return (
    <div data-testid="review-pool">
      <ul className="review-list">
        {items.map((item) => (
          <li key={item.orderDetailId} className="review-pool-item" data-testid="review-pool-item">
            <ReviewTargetCard
              item={item}
              extra={
                <span data-testid="review-pool-received">
                  收货时间：{formatDate(item.receivedAt, 'YYYY-MM-DD HH:mm')}
                </span>
              }
            />
            <Link to={`/product/comment/add?orderDetailId=${item.orderDetailId}`}>
              <Button type="primary" data-testid="review-pool-go">
                评价
              </Button>
            </Link>
          </li>
        ))}
      </ul>
      {total > POOL_COMMENT_PAGE_SIZE ? (
        <Pagination
          className="order-pagination"
          current={page}
          pageSize={POOL_COMMENT_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          showTotal={(t) => `共 ${t} 件待评价`}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
}
