import { FileTextOutlined, ShopOutlined, StarFilled } from '@ant-design/icons';
import type { TDemandDetail, TQuote } from '@mall/contract';
import type { TInvoice } from '@mall/contract/wire';
import { formatYuan } from '@mall/contract/wire';
import { Alert, Button, Result, Skeleton, Steps } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { isInRegion, ShipToSection, useShipTo } from '../../../features/address';
import '../../../features/cart/components/cart.css';
import { SettleExtras, SettleSummary } from '../../../features/cart/components/settle-parts';
import { orderDestination } from '../../../features/cart/settlement';
import { useQuotes } from '../../../features/procurement/api/get-quotes';
import { useSettleQuote } from '../../../features/procurement/api/settle-quote';
import '../../../features/procurement/components/procurement.css';
import { isMissing } from '../../../features/catalogue/components/missing-state';
import { isCouponRefusal } from '../../../features/coupon';
import {
  SettleCoupons,
  type TSettleCouponGroup,
  useSettleCoupons,
} from '../../../features/coupon/components/settle-coupons';
import { SettleInvoice } from '../../../features/invoice';
import { isQuoteChoosable, quoteBlockedText } from '../../../features/procurement/procurement-view';
import { isSameYuan, parseSeenTotal, quoteChangedText } from '../../../features/procurement/quote-changes';
import { parseId } from '../../../lib/query-id';
import { errorCodeOf } from '../../../lib/request';
import { toast } from '../../../lib/toast';

const STEPS = [{ title: '选择报价' }, { title: '确认订单信息' }, { title: '提交订单并付款' }, { title: '完成' }];

const offerPath = (demandId: number | undefined) =>
  demandId ? `/user/procurement/offer?id=${demandId}` : '/user/procurement';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="container settle-page proc-settle" data-testid="procurement-settle-page">
      <div className="settle-top">
        <h1>确认采购订单</h1>
        <Steps className="settle-steps" size="small" current={1} items={STEPS} />
      </div>
      {children}
    </div>
  );
}

function Nothing({
  title,
  reason,
  demandId,
  orderId,
}: {
  title: string;
  reason: string;
  demandId?: number;
  /** The order the demand was settled into: shown instead of the way back to the quotes. */
  orderId?: number | null;
}) {
  return (
    <Frame>
      <div className="cart-panel" data-testid="procurement-settle-empty">
        <Result
          status="warning"
          title={title}
          subTitle={reason}
          extra={[
            orderId ? (
              <Link key="order" to={`/order/detail?orderId=${orderId}`}>
                <Button type="primary">查看订单</Button>
              </Link>
            ) : (
              <Link key="offer" to={offerPath(demandId)}>
                <Button type="primary">返回报价对比</Button>
              </Link>
            ),
            <Link key="mine" to="/user/procurement">
              <Button>我的采购</Button>
            </Link>,
          ]}
        />
      </div>
    </Frame>
  );
}

function SettleForm({
  demand,
  quote,
  seenTotal,
  onChanged,
}: {
  demand: TDemandDetail;
  /** The quote as it is now (the comparison's answer, asked again every few seconds). */
  quote: TQuote;
  /** The total the buyer saw on the comparison, when the link carried it. */
  seenTotal: number | undefined;
  /** Asks for the quote again (the server said it changed). */
  onChanged: () => Promise<unknown>;
}) {
  const navigate = useNavigate();
  // The total the buyer agreed to: what the comparison showed, else what this page first showed. A
  // revision arriving meanwhile (a poll, or 409 QUOTE_CHANGED) is shown and must be confirmed anew;
  // the settlement sends this total, so the order is never made at prices the buyer did not see.
  const [agreedTotal, setAgreedTotal] = useState(seenTotal ?? quote.total);
  const isChanged = !isSameYuan(agreedTotal, quote.total);
  const changedRef = useRef<HTMLDivElement>(null);
  // The change is told beside the submit button, which it disables: brought into view (on a phone the
  // summary lies below the fold while the fixed bar shows a disabled button).
  useEffect(() => {
    if (isChanged) changedRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [isChanged]);
  // The demand says where the goods go (交货地区): an address there comes preselected, another is warned of.
  const region = demand.province ? { province: demand.province, city: demand.city } : undefined;
  const ship = useShipTo(region);
  const { addresses, list, selected } = ship;
  const settle = useSettleQuote();
  const [remark, setRemark] = useState('');
  const [invoice, setInvoice] = useState<TInvoice | null>(null);
  const [conflict, setConflict] = useState('');

  const count = quote.lines.reduce((n, l) => n + l.quantity, 0);
  // One order of the quoting seller; its lines name no catalogue product, so no category coupon fits.
  const couponGroups = useMemo(
    (): TSettleCouponGroup[] => [
      {
        key: String(quote.id),
        shopName: quote.shopName,
        sellerId: quote.sellerId,
        lines: quote.lines.map((l) => ({ price: l.unitPrice, number: l.quantity, categoryId: null })),
      },
    ],
    [quote],
  );
  const coupons = useSettleCoupons(couponGroups);
  const payable = Math.round(quote.total * 100 - coupons.discount * 100) / 100;

  const submit = async () => {
    if (settle.isPending) return;
    if (!selected) {
      toast.warning(list.length ? '请选择收货地址' : '请先新增收货地址');
      return;
    }
    setConflict('');
    try {
      const { orderIds } = await settle.mutateAsync({
        quoteId: quote.id,
        addressId: selected.id,
        total: agreedTotal,
        remark: remark.trim() || undefined,
        ...(coupons.couponIds[0] !== undefined ? { couponId: coupons.couponIds[0] } : {}),
        ...(invoice ? { invoice } : {}),
      });
      // The same pay step as any checkout: the mall's cashier with the order(s), ready to pay.
      navigate(orderDestination(orderIds), { replace: true });
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      // The request client toasted the reason; a 409 (settled, closed, expired) stays in view with a way back.
      if (errorCodeOf(error) === 'QUOTE_CHANGED') {
        // The seller revised it after the buyer looked: nothing was settled. Show the new quote and
        // its total beside the one agreed to; the buyer confirms it (or goes back) before settling.
        await onChanged();
        return;
      }
      if (isCouponRefusal(errorCodeOf(error))) {
        // The coupon went away meanwhile (used elsewhere, expired): choose again, the quote is still open.
        void coupons.refetch();
      } else if (status === 409) {
        setConflict(error instanceof Error ? error.message : '该报价已不能成交');
      }
      if (status === 404) void addresses.refetch();
    }
  };

  return (
    <Frame>
      <ShipToSection
        ship={ship}
        notice={
          region && selected && !isInRegion(selected, region) ? (
            <Alert
              type="warning"
              showIcon
              className="proc-settle-region"
              data-testid="procurement-settle-region"
              title={`所选地址不在采购需求的交货地区（${demand.regionText}）`}
              description="商家按交货地区报价并安排配送，送往其他地区可能影响运费和交货周期，请先与商家确认，或选择交货地区内的地址。"
            />
          ) : null
        }
      />

      <section className="settle-card" data-testid="procurement-settle-lines">
        <div className="settle-card-head">
          <h2>采购清单</h2>
          <span className="page-card-hint">
            <FileTextOutlined /> {demand.title}
          </span>
          <Link to={offerPath(demand.id)} className="settle-card-link">
            返回报价对比
          </Link>
        </div>
        <div className="proc-settle-shop">
          <ShopOutlined /> <strong data-testid="procurement-settle-shop">{quote.shopName}</strong>
          <span className="proc-settle-score">
            <StarFilled className="proc-star" /> {quote.shopScore.toFixed(1)}
          </span>
        </div>
        <table className="proc-table proc-settle-table">
          <thead>
            <tr>
              <th scope="col">物品</th>
              <th scope="col">报价单价</th>
              <th scope="col">数量</th>
              <th scope="col">小计</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line, i) => (
              <tr key={line.itemId} data-testid={`procurement-settle-line-${i}`}>
                <td data-label="物品" className="proc-item-name">
                  <span>
                    {line.name}
                    {line.spec ? <span className="proc-cmp-sub">{line.spec}</span> : null}
                  </span>
                </td>
                <td data-label="报价单价">¥{formatYuan(line.unitPrice)}</td>
                <td data-label="数量">
                  {line.quantity} {line.unit}
                </td>
                <td data-label="小计" className="proc-money">
                  ¥{formatYuan(line.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="proc-settle-terms">
          <div>
            <dt>报价</dt>
            <dd>{quote.taxIncluded ? '含税' : '不含税'}</dd>
          </div>
          <div>
            <dt>交货周期</dt>
            <dd>{quote.leadDays}天</dd>
          </div>
          <div>
            <dt>质保</dt>
            <dd>{quote.warrantyMonths === 0 ? '无质保' : `${quote.warrantyMonths}个月`}</dd>
          </div>
          <div>
            <dt>报价有效期</dt>
            <dd>至 {quote.validUntil}</dd>
          </div>
        </dl>
        {quote.note ? <p className="proc-settle-note">商家备注：{quote.note}</p> : null}
      </section>

      <SettleCoupons groups={couponGroups} state={coupons} />

      <SettleInvoice value={invoice} onChange={setInvoice} />

      <SettleExtras
        delivery="商家配送"
        remark={remark}
        onRemark={setRemark}
        placeholder="选填：送货时间、开票信息等补充说明"
        remarkId="procurement-settle-remark"
      />

      <SettleSummary
        testId="procurement-settle-summary"
        sums={[
          { label: '物品件数：', value: `${count} 件` },
          { label: '报价总额：', value: `¥${formatYuan(quote.total)}` },
          { label: '运费：', value: `¥${formatYuan(0)}` },
          ...(coupons.discount > 0
            ? [{ label: '优惠：', value: `-¥${formatYuan(coupons.discount)}`, testId: 'procurement-settle-discount' }]
            : []),
        ]}
        total={payable}
        totalTestId="procurement-settle-total"
        shipTo={selected}
        notice={
          isChanged ? (
            <div ref={changedRef}>
              <Alert
                type="warning"
                showIcon
                className="settle-blocked"
                data-testid="procurement-settle-changed"
                title={quoteChangedText(agreedTotal, quote.total)}
                action={
                  <Button
                    size="small"
                    type="primary"
                    data-testid="procurement-settle-accept"
                    onClick={() => setAgreedTotal(quote.total)}
                  >
                    确认新报价
                  </Button>
                }
              />
            </div>
          ) : conflict ? (
            <Alert
              type="error"
              showIcon
              className="settle-blocked"
              data-testid="procurement-settle-conflict"
              title={
                <span>
                  {conflict}
                  <Link to={offerPath(demand.id)}> 返回报价对比</Link>
                </span>
              }
            />
          ) : null
        }
        submit={{
          onClick: submit,
          isPending: settle.isPending,
          isDisabled: !selected || Boolean(conflict) || isChanged,
          testId: 'procurement-settle-submit',
        }}
      />
    </Frame>
  );
}

/**
 * ProcurementOrderConfirm (`/order/confirm-procurement?quoteId=&demandId=&total=`): settles one quote
 * with an address into an order at the quoted prices — the total the buyer saw on the comparison
 * (`total`), or a revision the buyer confirmed here — then pays it like any order (its order page).
 */
export default function ProcurementOrderConfirmPage() {
  const [params] = useSearchParams();
  const quoteId = parseId(params.get('quoteId'));
  const demandId = parseId(params.get('demandId'));
  const seenTotal = parseSeenTotal(params.get('total'));
  const comparison = useQuotes(quoteId === undefined ? undefined : demandId);

  if (quoteId === undefined || demandId === undefined) {
    return <Nothing title="没有要结算的报价" reason="请在报价对比中选择一份报价后再结算。" demandId={demandId} />;
  }
  if (comparison.isPending) {
    return (
      <Frame>
        <div className="cart-panel" role="status" aria-busy="true" aria-label="报价信息加载中">
          <Skeleton active paragraph={{ rows: 3 }} />
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      </Frame>
    );
  }
  if (comparison.isError) {
    if (isMissing(comparison.error)) {
      return <Nothing title="报价不存在" reason="该采购需求不存在，或您不是它的发布者。" />;
    }
    return (
      <Frame>
        <div className="cart-panel">
          <LoadFailed title="报价信息加载失败" onRetry={() => comparison.refetch()} />
        </div>
      </Frame>
    );
  }
  const { demand, quotes } = comparison.data;
  const quote = quotes.find((q) => q.id === quoteId);
  if (!quote) return <Nothing title="报价不存在" reason="该报价不存在或已被商家撤回。" demandId={demandId} />;
  if (!isQuoteChoosable(quote, demand)) {
    const why = quoteBlockedText(quote, demand);
    return (
      <Nothing
        title="该报价不能成交"
        reason={
          demand.orderId
            ? '该采购需求已成交，不能重复下单，请在订单中查看并付款。'
            : `该报价${why}，请返回报价对比选择其他报价。`
        }
        demandId={demandId}
        orderId={demand.orderId}
      />
    );
  }
  return <SettleForm demand={demand} quote={quote} seenTotal={seenTotal} onChanged={() => comparison.refetch()} />;
}
