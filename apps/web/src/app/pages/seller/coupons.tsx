import { PlusOutlined } from '@ant-design/icons';
import type { TSellerCouponState } from '@mall/contract/seller-wire';
import { Button, Empty, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { LoadFailed } from '../../../components/load-failed';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { COUPONS_PAGE_SIZE, useSellerCoupons } from '../../../features/seller/api/get-coupons';
import { CouponCard } from '../../../features/seller/components/coupon-card';
import { CouponFormModal } from '../../../features/seller/components/coupon-form-modal';
import { COUPON_TABS, parseCouponState } from '../../../features/seller/coupon-view';
import { parsePage } from '../../../features/seller/return-view';
import './seller-pages.css';
import './coupons.css';

const EMPTY_TEXT: Record<TSellerCouponState, string> = {
  running: '没有进行中的优惠券，点「新建优惠券」发一张吧',
  upcoming: '没有未开始的优惠券',
  ended: '没有已结束的优惠券',
};

/**
 * SellerCoupons (`/seller/coupon?state=&page=`): the shop's coupon offers by state (进行中 / 未开始 /
 * 已结束), each with its terms, period, claimed of total and used; 新建优惠券 opens the form.
 */
export default function SellerCouponsPage() {
  const [params, setParams] = useSearchParams();
  const state = parseCouponState(params.get('state'));
  const page = parsePage(params.get('page'));
  const isPhone = useAntdPhone();
  const list = useSellerCoupons(state, page);
  const [adding, setAdding] = useState(false);

  const go = (next: { state?: TSellerCouponState; page?: number }) => {
    const p = new URLSearchParams();
    const s = next.state ?? state;
    if (s !== 'running') p.set('state', s);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <div className="seller-card" role="status" aria-busy="true" aria-label="优惠券加载中">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  } else if (list.isError) {
    body = (
      <div className="seller-card">
        <LoadFailed title="优惠券加载失败" onRetry={() => list.refetch()} />
      </div>
    );
  } else if (list.data.data.length === 0) {
    body = <Empty className="seller-empty" data-testid="seller-coupons-empty" description={EMPTY_TEXT[state]} />;
  } else {
    body = (
      <div
        className={list.isPlaceholderData ? 'seller-list seller-coupons is-loading' : 'seller-list seller-coupons'}
        data-testid="seller-coupons"
      >
        {list.data.data.map((c) => (
          <CouponCard key={c.id} coupon={c} />
        ))}
        <ListPagination
          className="seller-pagination"
          page={page}
          pageSize={COUPONS_PAGE_SIZE}
          total={list.data.total}
          onChange={(next) => go({ page: next })}
          data-testid="seller-coupons-pagination"
        />
      </div>
    );
  }

  return (
    <div className="seller-page" data-testid="seller-coupons-page">
      <div className="seller-card seller-tabs-card seller-coupons-bar">
        <Tabs
          activeKey={state}
          onChange={(key) => go({ state: parseCouponState(key) })}
          items={COUPON_TABS.map((t) => ({ key: t.key, label: t.label }))}
          className="seller-tabs phone-tabs"
          tabBarExtraContent={
            isPhone ? undefined : (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setAdding(true)}
                data-testid="seller-coupon-add"
              >
                新建优惠券
              </Button>
            )
          }
        />
        {isPhone ? (
          <Button
            type="primary"
            block
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="seller-coupon-add"
          >
            新建优惠券
          </Button>
        ) : null}
      </div>
      {body}
      <CouponFormModal open={adding} onClose={() => setAdding(false)} isPhone={isPhone} />
    </div>
  );
}
