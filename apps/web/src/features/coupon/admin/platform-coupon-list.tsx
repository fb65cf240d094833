import { PlusOutlined } from '@ant-design/icons';
import type { TSellerCouponOffer } from '@mall/contract';
import { SELLER_COUPON_STATE_TEXT, type TSellerCouponState } from '@mall/contract/admin-wire';
import { couponTermsText, couponThresholdText } from '@mall/contract/wire';
import { Button, Modal, Progress, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { AdminTable, useAdminPaging } from '../../../components/admin/admin-table';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { toast } from '../../../lib/toast';
import { CouponFormModal } from '../components/coupon-form-modal';
import { canStopCoupon, claimedPercent, claimPeriodText, couponValidityText } from '../offer-view';
import { useAddPlatformCoupon, usePlatformCoupons, useStopPlatformCoupon } from './api/platform-coupons';

const STATE_COLOR: Record<TSellerCouponState, string> = { running: 'green', upcoming: 'blue', ended: 'default' };

type TTab = TSellerCouponState | 'all';

/**
 * 平台优惠券: offers usable at every shop (全平台通用) whose discount the platform bears; by state,
 * with claims and uses, 新建 (the seller's form) and 结束发放 after a confirmation.
 */
export function PlatformCouponList() {
  const isPhone = useAntdPhone();
  const paging = useAdminPaging(20);
  const [tab, setTab] = useState<TTab>('running');
  const [isAdding, setAdding] = useState(false);
  const query = usePlatformCoupons({ state: tab === 'all' ? undefined : tab, page: paging.page, limit: paging.limit });
  const add = useAddPlatformCoupon();
  const stop = useStopPlatformCoupon();

  const confirmStop = (c: TSellerCouponOffer) =>
    Modal.confirm({
      title: `结束发放「${c.name}」？`,
      content: '结束后买家不能再领取；已领取的券在有效期内仍可使用，优惠由平台承担。',
      okText: '结束发放',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await stop.mutateAsync(c.id);
          toast.success('已结束发放');
        } catch {
          // toasted by the request layer
        }
      },
    });

  return (
    <>
      <AdminTable<TSellerCouponOffer>
        testId="admin-coupon-table"
        what="平台优惠券"
        rowKey="id"
        query={query}
        page={paging.page}
        limit={paging.limit}
        onPage={paging.onPage}
        filters={
          <>
            <Segmented<TTab>
              value={tab}
              onChange={(v) => {
                setTab(v);
                paging.toFirst();
              }}
              options={[
                { value: 'running', label: '进行中' },
                { value: 'upcoming', label: '未开始' },
                { value: 'ended', label: '已结束' },
                { value: 'all', label: '全部' },
              ]}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              style={{ marginLeft: 'auto' }}
              onClick={() => setAdding(true)}
              data-testid="admin-coupon-add"
            >
              新建平台优惠券
            </Button>
          </>
        }
        columns={[
          {
            title: '优惠券',
            key: 'name',
            render: (_v, c) => (
              <div>
                <div>
                  {c.name} <Tag color="red">{c.scopeText}</Tag>
                </div>
                <div style={{ color: '#d4380d', fontWeight: 600 }}>
                  {couponTermsText({
                    kind: c.kind,
                    thresholdFen: Math.round(c.threshold * 100),
                    amountFen: c.amount === null ? null : Math.round(c.amount * 100),
                    percentOff: c.percentOff,
                    maxOffFen: c.maxOff === null ? null : Math.round(c.maxOff * 100),
                  })}
                  <span style={{ color: 'var(--text-3)', fontWeight: 400, marginLeft: 8 }}>
                    {couponThresholdText(Math.round(c.threshold * 100))}
                  </span>
                </div>
              </div>
            ),
          },
          {
            title: '状态',
            key: 'state',
            render: (_v, c) => (
              <Tag color={STATE_COLOR[c.state]}>{c.stoppedAt ? '已停止' : SELLER_COUPON_STATE_TEXT[c.state]}</Tag>
            ),
          },
          { title: '领取时间', key: 'period', render: (_v, c) => claimPeriodText(c) },
          { title: '使用期限', key: 'validity', render: (_v, c) => couponValidityText(c) },
          {
            title: '已领 / 总量',
            key: 'claimed',
            render: (_v, c) => (
              <div style={{ minWidth: 120 }}>
                {c.claimed} / {c.total}
                <Progress percent={claimedPercent(c)} size="small" showInfo={false} aria-label="领取进度" />
              </div>
            ),
          },
          { title: '已使用', dataIndex: 'used', key: 'used' },
          { title: '每人限领', dataIndex: 'perUserLimit', key: 'perUserLimit' },
          {
            title: '操作',
            key: 'actions',
            render: (_v, c) =>
              canStopCoupon(c) ? (
                <Button type="link" danger onClick={() => confirmStop(c)}>
                  结束发放
                </Button>
              ) : (
                <span style={{ color: 'var(--text-3)' }}>—</span>
              ),
          },
        ]}
      />
      <CouponFormModal
        open={isAdding}
        onClose={() => setAdding(false)}
        isPhone={isPhone}
        add={{
          mutateAsync: add.mutateAsync,
          isPending: add.isPending,
          title: '新建平台优惠券',
          thresholdHint: '单个店铺订单的商品满多少元可用，0 为无门槛；优惠由平台承担',
          namePlaceholder: '如 平台满299减30，买家在领券中心看到（全平台通用）',
        }}
      />
    </>
  );
}
