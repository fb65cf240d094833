import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { SELLER_REVIEWS_PAGE_SIZE, useSellerReviews } from '../../../features/seller/api/get-reviews';
import { ReviewCard } from '../../../features/seller/components/review-card';
import { SellerListPage } from '../../../features/seller/components/seller-list-page';
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

  return (
    <SellerListPage
      className="seller-page"
      testId="seller-reviews-page"
      barClassName="seller-tabs-card"
      bar={
        <Tabs
          activeKey={tab}
          onChange={(key) => go({ tab: key })}
          items={REVIEW_TABS.map((t) => ({ key: t.key, label: t.label }))}
          className="seller-tabs phone-tabs"
        />
      }
      what="评价"
      query={list}
      items={list.data?.data}
      skeleton={{ avatar: true, paragraph: { rows: 5 } }}
      empty={{ text: EMPTY_TEXT[tab as keyof typeof EMPTY_TEXT], testId: 'seller-reviews-empty' }}
      listClassName="seller-list"
      listTestId="seller-reviews"
      pages={{
        page,
        pageSize: SELLER_REVIEWS_PAGE_SIZE,
        total: list.data?.total ?? 0,
        onChange: (next) => go({ page: next }),
        testId: 'seller-reviews-pagination',
      }}
    >
      {(items) => items.map((r) => <ReviewCard key={r.id} review={r} />)}
    </SellerListPage>
  );
}
