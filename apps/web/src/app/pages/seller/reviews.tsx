import { Empty, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { LoadFailed } from '../../../components/load-failed';
import { SELLER_REVIEWS_PAGE_SIZE, useSellerReviews } from '../../../features/seller/api/get-reviews';
import { ReviewCard } from '../../../features/seller/components/review-card';
import { parsePage } from '../../../features/seller/return-view';
import { parseReplied, REVIEW_TABS } from '../../../features/seller/review-view';
import './seller-pages.css';

const EMPTY_TEXT = {
  all: '店铺商品还没有收到评价',
  false: '所有评价都已回复',
  true: '还没有回复过评价',
} as const;

/** SellerReviews (`/seller/review?replied=&page=`): reviews of the shop's products and its replies. */
export default function SellerReviewsPage() {
  const [params, setParams] = useSearchParams();
  const replied = parseReplied(params.get('replied'));
  const page = parsePage(params.get('page'));
  const list = useSellerReviews(replied, page);
  const tab = replied === undefined ? 'all' : String(replied);

  const go = (next: { tab?: string; page?: number }) => {
    const p = new URLSearchParams();
    const t = next.tab ?? tab;
    if (t !== 'all') p.set('replied', t);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };

  let body: React.ReactNode;
  if (list.isPending) body = <Skeleton active avatar paragraph={{ rows: 5 }} />;
  else if (list.isError) body = <LoadFailed title="评价加载失败" onRetry={() => list.refetch()} />;
  else if (list.data.data.length === 0)
    body = (
      <Empty
        className="seller-empty"
        data-testid="seller-reviews-empty"
        description={EMPTY_TEXT[tab as keyof typeof EMPTY_TEXT]}
      />
    );
  else
    body = (
      <div className={list.isPlaceholderData ? 'seller-list is-loading' : 'seller-list'} data-testid="seller-reviews">
        {list.data.data.map((r) => (
          <ReviewCard key={r.id} review={r} />
        ))}
        <ListPagination
          className="seller-pagination"
          page={page}
          pageSize={SELLER_REVIEWS_PAGE_SIZE}
          total={list.data.total}
          onChange={(next) => go({ page: next })}
          data-testid="seller-reviews-pagination"
        />
      </div>
    );

  return (
    <div className="seller-page" data-testid="seller-reviews-page">
      <div className="seller-card seller-tabs-card">
        <Tabs
          activeKey={tab}
          onChange={(key) => go({ tab: key })}
          items={REVIEW_TABS.map((t) => ({ key: t.key, label: t.label }))}
          className="seller-tabs phone-tabs"
        />
      </div>
      {body}
    </div>
  );
}
