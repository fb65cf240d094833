import { PlusOutlined } from '@ant-design/icons';
import type { TSellerCouponState } from '@mall/contract/seller-wire';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { CouponFormModal } from '../../../features/coupon/components/coupon-form-modal';
import { COUPON_TABS, parseCouponState } from '../../../features/coupon/offer-view';
import { useAddCoupon } from '../../../features/seller/api/add-coupon';
import { COUPONS_PAGE_SIZE, useSellerCoupons } from '../../../features/seller/api/get-coupons';
import { CouponCard } from '../../../features/seller/components/coupon-card';
import { SellerListPage } from '../../../features/seller/components/seller-list-page';
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
  const add = useAddCoupon();

  const go = (next: { state?: TSellerCouponState; page?: number }) => {
    const p = new URLSearchParams();
    const s = next.state ?? state;
    if (s !== 'running') p.set('state', s);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };

  return (
    <SellerListPage
      className="seller-page"
      testId="seller-coupons-page"
      barClassName="seller-tabs-card seller-coupons-bar"
      bar={
        <>
          <Tabs
            activeKey={state}
            onChange={(key) => go({ state: parseCouponState(key) })}
            items={COUPON_TABS.map((t) => ({ key: t.key, label: t.label }))}
            className="seller-tabs phone-tabs"
          />
          {/* Beside the tab row, not in it: antd's tabBarExtraContent puts it inside the role="tablist",
              which may hold only tabs. */}
          <Button
            type="primary"
            block={isPhone}
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="seller-coupon-add"
          >
            新建优惠券
          </Button>
        </>
      }
      what="优惠券"
      query={list}
      items={list.data?.data}
      empty={{ text: EMPTY_TEXT[state], testId: 'seller-coupons-empty' }}
      listClassName="seller-list seller-coupons"
      listTestId="seller-coupons"
      pages={{
        page,
        pageSize: COUPONS_PAGE_SIZE,
        total: list.data?.total ?? 0,
        onChange: (next) => go({ page: next }),
        testId: 'seller-coupons-pagination',
      }}
      extra={<CouponFormModal open={adding} onClose={() => setAdding(false)} isPhone={isPhone} add={add} />}
    >
      {(items) => items.map((c) => <CouponCard key={c.id} coupon={c} />)}
    </SellerListPage>
  );
}
