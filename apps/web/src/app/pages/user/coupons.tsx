import type { TCouponOffer, TCouponStatus, TUserCoupon } from '@mall/contract';
import { Button, Empty, Pagination, Skeleton, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useClaimCoupon } from '../../../features/coupon/api/claim-coupon';
import { useCouponOffers } from '../../../features/coupon/api/get-coupon-offers';
import { useMyCoupons } from '../../../features/coupon/api/get-my-coupons';
import { CouponTicket } from '../../../features/coupon/components/coupon-ticket';
import '../../../features/coupon/components/coupon.css';
import {
  couponUseHref,
  couponValidity,
  isExpiringSoon,
  OFFER_STATE_TEXT,
  offerQuotaLines,
  offerState,
  offerValidity,
} from '../../../features/coupon/coupon-view';
import { toast } from '../../../lib/toast';
import { useLoginModal } from '../../../stores/login-modal';
import { useSession } from '../../../stores/session';

const OFFERS_PAGE_SIZE = 10;

/** The tabs: the coupon centre, then the buyer's coupons by state (`?tab=center|0|1|2`). */
const TABS: { key: string; label: string; status?: TCouponStatus }[] = [
  { key: 'center', label: '领券中心' },
  { key: '0', label: '未使用', status: 0 },
  { key: '1', label: '已使用', status: 1 },
  { key: '2', label: '已过期', status: 2 },
];

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <Skeleton active paragraph={{ rows: 2 }} />
      <Skeleton active paragraph={{ rows: 2 }} />
    </div>
  );
}

function OfferTicket({ offer }: { offer: TCouponOffer }) {
  const claim = useClaimCoupon();
  const state = offerState(offer);
  const onClaim = async () => {
    // A guest logs in first; the login refetches the centre, which then shows 立即领取 or 已领取.
    if (state === 'login') {
      useLoginModal.getState().open();
      return;
    }
    try {
      await claim.mutateAsync(offer.id);
      toast.success('领取成功，可在“未使用”中查看');
    } catch {
      // toasted by the request client (已抢光, 每人限领); the centre reloads its counts
    }
  };
  return (
    <CouponTicket
      coupon={offer}
      validity={offerValidity(offer)}
      isMuted={state === 'soldOut'}
      testId="coupon-offer"
      action={
        <>
          <Button
            type={state === 'claim' || state === 'login' ? 'primary' : 'default'}
            danger={state === 'claim' || state === 'login'}
            disabled={state === 'claimed' || state === 'soldOut'}
            loading={claim.isPending}
            onClick={onClaim}
            data-testid="coupon-claim"
            aria-label={`${OFFER_STATE_TEXT[state]}：${offer.name}`}
          >
            {OFFER_STATE_TEXT[state]}
          </Button>
          <span className="coupon-left" data-testid="coupon-left">
            {offerQuotaLines(offer).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </span>
        </>
      }
    />
  );
}

function CouponCenter({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const query = useCouponOffers({ page, limit: OFFERS_PAGE_SIZE });
  if (query.isPending) return <Loading label="优惠券加载中" />;
  if (query.isError) return <LoadFailed title="优惠券加载失败" onRetry={() => query.refetch()} />;
  const { data, total } = query.data;
  if (data.length === 0) return <Empty description="暂时没有可领取的优惠券" />;
  return (
    <>
      <div className="coupon-grid" data-testid="coupon-offers">
        {data.map((offer) => (
          <OfferTicket key={offer.id} offer={offer} />
        ))}
      </div>
      {total > OFFERS_PAGE_SIZE ? (
        <Pagination
          className="coupon-pager"
          current={page}
          pageSize={OFFERS_PAGE_SIZE}
          total={total}
          onChange={onPage}
          showSizeChanger={false}
          align="center"
        />
      ) : null}
    </>
  );
}

function MineTicket({ coupon }: { coupon: TUserCoupon }) {
  const isSoon = isExpiringSoon(coupon);
  return (
    <CouponTicket
      coupon={coupon}
      validity={couponValidity(coupon)}
      isMuted={coupon.status !== 0}
      testId="my-coupon"
      mark={isSoon ? '即将过期' : undefined}
      stamp={coupon.status === 0 ? undefined : coupon.statusText}
      action={
        coupon.status === 0 ? (
          <Link to={couponUseHref(coupon)} data-testid="coupon-use">
            <Button type="primary" danger ghost>
              去使用
            </Button>
          </Link>
        ) : coupon.status === 1 && coupon.orderId !== null ? (
          <Link to={`/order/detail?orderId=${coupon.orderId}`} data-testid="coupon-order">
            <Button>查看订单</Button>
          </Link>
        ) : undefined
      }
    />
  );
}

/** A guest's own coupons: none to show until a login (the centre stays open to guests). */
function LogInToSee() {
  const openLogin = useLoginModal((s) => s.open);
  return (
    <Empty description="登录后查看您的优惠券" data-testid="coupon-login">
      <Button type="primary" danger onClick={() => openLogin()}>
        登录
      </Button>
    </Empty>
  );
}

function MyCoupons({ status }: { status: TCouponStatus }) {
  const isLoggedIn = useSession((s) => Boolean(s.token));
  const query = useMyCoupons(status, { isEnabled: isLoggedIn });
  if (!isLoggedIn) return <LogInToSee />;
  if (query.isPending) return <Loading label="优惠券加载中" />;
  if (query.isError) return <LoadFailed title="优惠券加载失败" onRetry={() => query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <Empty
        description={status === 0 ? '暂无可用的优惠券，去领券中心看看吧' : `暂无${TABS[status + 1]?.label}的优惠券`}
      />
    );
  }
  return (
    <div className="coupon-grid" data-testid={`my-coupons-${status}`}>
      {query.data.map((c) => (
        <MineTicket key={c.id} coupon={c} />
      ))}
    </div>
  );
}

/**
 * UserCoupons (`/user/coupons`): 领券中心 and the buyer's coupons as tickets (未使用 / 已使用 / 已过期).
 * Open to guests: the centre shows the offers with 登录后领取, the other tabs ask for a login.
 */
export default function UserCouponsPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.key === params.get('tab'))?.key ?? 'center';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const status = TABS.find((t) => t.key === tab)?.status;
  return (
    <div className="page-card coupon-page" data-testid="user-coupons">
      <div className="page-card-head">
        <h2>我的优惠券</h2>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'center' ? {} : { tab: key }, { replace: true })}
        items={TABS.map((t) => ({
          key: t.key,
          label: <span data-testid={`coupon-tab-${t.key}`}>{t.label}</span>,
        }))}
        className="coupon-tabs phone-tabs"
      />
      {status === undefined ? (
        <CouponCenter page={page} onPage={(p) => setParams({ page: String(p) })} />
      ) : (
        <MyCoupons status={status} />
      )}
    </div>
  );
}
