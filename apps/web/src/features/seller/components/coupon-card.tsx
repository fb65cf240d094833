import type { TSellerCouponOffer } from '@mall/contract';
import { Button, Popconfirm, Progress, Tag } from 'antd';
import { toast } from '../../../lib/toast';
import { canStopCoupon, claimedPercent, claimPeriodText, couponValidityText } from '../../coupon';
import { useStopCoupon } from '../api/stop-coupon';

const STATE_COLOR = { running: 'green', upcoming: 'blue', ended: 'default' } as const;

/**
 * One of the shop's offers: its terms as a ticket, the claim period and the coupons' validity,
 * claimed of total with a bar, how many were used, and 结束发放 while it can still be claimed or is to come.
 */
export function CouponCard({ coupon }: { coupon: TSellerCouponOffer }) {
  const stop = useStopCoupon();
  const onStop = async () => {
    try {
      await stop.mutateAsync(coupon.id);
      toast.success('已结束发放，已领取的券仍可使用');
    } catch {
      // toasted by the request layer (e.g. it ended meanwhile); the list reloads
    }
  };

  return (
    <article
      className={`seller-card seller-coupon is-${coupon.state}`}
      data-testid="seller-coupon-card"
      data-coupon-id={coupon.id}
    >
      <div className="seller-coupon-ticket">
        <b className="seller-coupon-terms" data-testid="seller-coupon-terms">
          {coupon.termsText}
        </b>
        <span>{coupon.thresholdText}</span>
      </div>
      <div className="seller-coupon-body">
        <div className="seller-coupon-head">
          <h3 className="seller-coupon-name">{coupon.name}</h3>
          <Tag color={STATE_COLOR[coupon.state]} data-testid="seller-coupon-state">
            {coupon.stoppedAt === null ? coupon.stateText : '已提前结束'}
          </Tag>
        </div>
        <dl className="seller-coupon-facts">
          <div>
            <dt>领取时间</dt>
            <dd>{claimPeriodText(coupon)}</dd>
          </div>
          <div>
            <dt>使用期限</dt>
            <dd>{couponValidityText(coupon)}</dd>
          </div>
          <div>
            <dt>每人限领</dt>
            <dd>{coupon.perUserLimit} 张</dd>
          </div>
        </dl>
        <div className="seller-coupon-progress">
          <Progress
            percent={claimedPercent(coupon)}
            showInfo={false}
            size="small"
            strokeColor={coupon.state === 'ended' ? '#bfbfbf' : { from: '#ff7a45', to: '#f5222d' }}
            aria-label="领取进度"
          />
          <div className="seller-coupon-counts">
            <span data-testid="seller-coupon-claimed">已领 {coupon.claimed}</span>
            <span className="seller-muted">/ 共 {coupon.total} 张</span>
            <span className="seller-coupon-used" data-testid="seller-coupon-used">
              已使用 {coupon.used}
            </span>
          </div>
        </div>
        {canStopCoupon(coupon) ? (
          <div className="seller-actions">
            <Popconfirm
              title="结束发放？"
              description="买家将不能再领取，已领取的券在有效期内仍可使用。"
              okText="结束发放"
              cancelText="取消"
              okButtonProps={{ danger: true, loading: stop.isPending, 'data-testid': 'seller-coupon-stop-ok' }}
              onConfirm={onStop}
            >
              <Button danger data-testid="seller-coupon-stop">
                结束发放
              </Button>
            </Popconfirm>
          </div>
        ) : null}
      </div>
    </article>
  );
}
