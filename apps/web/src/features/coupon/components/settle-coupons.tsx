import type { TUserCoupon } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';
import { Button, Drawer, Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { useMyCoupons } from '../api/get-my-coupons';
import {
  bestChoice,
  chosenDiscounts,
  couponFace,
  couponValidity,
  type TSettleCouponOrder,
  usableFor,
} from '../coupon-view';
import './coupon.css';

/** A seller order of a settlement page, as the coupon picker shows it. */
export interface TSettleCouponGroup extends TSettleCouponOrder {
  key: string;
  shopName: string;
}

/**
 * The coupons of a settlement (order confirm, quote settlement): the buyer's unused coupons, the best
 * assignment pre-selected once they load (again when the goods change), the buyer's own choice per
 * seller order after that. Answers what the page needs: the choice, the saving and the ids to send.
 */
export function useSettleCoupons(groups: readonly TSettleCouponGroup[]) {
  const mine = useMyCoupons(0);
  const coupons = useMemo(() => mine.data ?? [], [mine.data]);
  const shape = groups.map((g) => `${g.key}:${g.lines.map((l) => `${l.price}x${l.number}`).join(',')}`).join('|');
  const [chosen, setChosen] = useState<{ shape: string; ids: (number | null)[] } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the shape stands for the groups' content
  const best = useMemo(() => bestChoice(coupons, groups), [coupons, shape]);
  const ids = chosen && chosen.shape === shape && chosen.ids.length === groups.length ? chosen.ids : best;
  useEffect(() => {
    // Coupons that went away (used on another order meanwhile) drop out of the choice.
    if (chosen?.ids.some((id) => id !== null && !coupons.some((c) => c.id === id))) setChosen(null);
  }, [coupons, chosen]);
  const discounts = chosenDiscounts(coupons, groups, ids);
  return {
    coupons,
    isLoading: mine.isPending,
    chosen: ids,
    choose: (index: number, id: number | null) =>
      setChosen({ shape, ids: ids.map((x, i) => (i === index ? id : x === id ? null : x)) }),
    discount: discounts.total,
    perOrder: discounts.perOrder,
    couponIds: ids.filter((id): id is number => id !== null),
    refetch: () => mine.refetch(),
  };
}

export type TSettleCouponsState = ReturnType<typeof useSettleCoupons>;

function CouponOptions({
  options,
  chosenId,
  onPick,
}: {
  options: { coupon: TUserCoupon; discount: number; isTaken: boolean }[];
  chosenId: number | null;
  onPick: (id: number | null) => void;
}) {
  return (
    <div className="coupon-option-list">
      {options.map(({ coupon, discount, isTaken }) => {
        const face = couponFace(coupon);
        return (
          <button
            type="button"
            aria-pressed={chosenId === coupon.id}
            key={coupon.id}
            className={`coupon-option${chosenId === coupon.id ? ' is-chosen' : ''}`}
            onClick={() => onPick(coupon.id)}
            data-testid="coupon-option"
          >
            <span className="coupon-option-face">{face.unit === '¥' ? `¥${face.value}` : `${face.value}折`}</span>
            <span className="coupon-option-body">
              <span>
                {coupon.name}（{coupon.termsText}）
              </span>
              <small>
                {couponValidity(coupon)}
                {isTaken ? ' · 已用于其他店铺订单，选择后将从该订单移除' : ''}
              </small>
            </span>
            <span className="coupon-option-saving">-¥{formatYuan(discount)}</span>
          </button>
        );
      })}
      <button
        type="button"
        aria-pressed={chosenId === null}
        className={`coupon-option${chosenId === null ? ' is-chosen' : ''}`}
        onClick={() => onPick(null)}
        data-testid="coupon-option-none"
      >
        <span className="coupon-option-body">不使用优惠券</span>
      </button>
    </div>
  );
}

/**
 * 优惠券 of a settlement: one row per seller order with the chosen coupon and its saving (优惠 -¥x);
 * 选择 opens the choice — a bottom sheet on a phone (DESIGN.md §4), a dialog on the desktop.
 */
export function SettleCoupons({
  groups,
  state,
}: {
  groups: readonly TSettleCouponGroup[];
  state: TSettleCouponsState;
}) {
  const isPhone = useAntdPhone();
  const [open, setOpen] = useState<number | null>(null);
  const openGroup = open === null ? undefined : groups[open];
  const options =
    open === null || !openGroup
      ? []
      : usableFor(state.coupons, openGroup).map((x) => ({
          ...x,
          isTaken: state.chosen.some((id, i) => i !== open && id === x.coupon.id),
        }));
  const pick = (id: number | null) => {
    if (open !== null) state.choose(open, id);
    setOpen(null);
  };
  const picker = (
    <CouponOptions options={options} chosenId={open === null ? null : (state.chosen[open] ?? null)} onPick={pick} />
  );
  return (
    <section className="settle-card" data-testid="settle-coupons">
      <div className="settle-card-head">
        <h2>优惠券</h2>
        {state.discount > 0 ? <span className="settle-coupon-saving">已优惠 ¥{formatYuan(state.discount)}</span> : null}
      </div>
      {groups.map((g, i) => {
        const usable = usableFor(state.coupons, g);
        const c = state.coupons.find((x) => x.id === state.chosen[i]);
        const saving = state.perOrder[i] ?? 0;
        return (
          <div key={g.key} className="settle-coupon-row" data-testid="settle-coupon-row">
            <span className="settle-coupon-shop">{g.shopName}</span>
            <span className="settle-coupon-pick">
              <span className="settle-coupon-text" data-testid="settle-coupon-text">
                {state.isLoading
                  ? '加载中…'
                  : c
                    ? c.termsText
                    : usable.length > 0
                      ? `不使用优惠券（${usable.length}张可用）`
                      : '暂无可用优惠券'}
              </span>
              {saving > 0 ? (
                <span className="settle-coupon-saving" data-testid="settle-coupon-saving">
                  -¥{formatYuan(saving)}
                </span>
              ) : null}
              <Button
                onClick={() => setOpen(i)}
                disabled={usable.length === 0}
                data-testid="settle-coupon-change"
                // The name begins with the visible word (更换 or 选择), then says whose coupons.
                aria-label={`${c ? '更换' : '选择'}${g.shopName}的优惠券`}
              >
                {c ? '更换' : '选择'}
              </Button>
            </span>
          </div>
        );
      })}
      {isPhone ? (
        <Drawer
          open={open !== null}
          onClose={() => setOpen(null)}
          placement="bottom"
          title={`选择优惠券 · ${openGroup?.shopName ?? ''}`}
          size={Math.min(560, 150 + (options.length + 1) * 76)}
          className="coupon-sheet"
        >
          {picker}
        </Drawer>
      ) : (
        <Modal
          open={open !== null}
          onCancel={() => setOpen(null)}
          footer={null}
          title={`选择优惠券 · ${openGroup?.shopName ?? ''}`}
          destroyOnHidden
        >
          {picker}
        </Modal>
      )}
    </section>
  );
}
