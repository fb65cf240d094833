import { ShoppingCartOutlined } from '@ant-design/icons';
import { formatYuan, type TInvoice } from '@mall/contract/wire';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton, Steps } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { ShipToSection, useShipTo } from '../../../features/address/components/ship-to-section';
import { useCartGroups } from '../../../features/cart/api/get-cart';
import { totalsOf } from '../../../features/cart/cart-selection';
import { useProductDetail } from '../../../features/catalogue/api/get-product-detail';
import { useProductImages } from '../../../features/catalogue/api/get-product-images';
import { getStocksQueryOptions } from '../../../features/catalogue/api/get-stocks';
import { SettleInvoice } from '../../../features/invoice';
import { usePlaceOrder } from '../../../features/order/api/place-order';
import '../../../features/cart/components/cart.css';
import { SettleGoods } from '../../../features/cart/components/settle-goods';
import { SettleExtras, SettleSummary } from '../../../features/cart/components/settle-parts';
import {
  blockedLines,
  orderDestination,
  parseSettlementParams,
  settleGroupsFromCart,
  settleGroupsFromDetail,
  settleLines,
  type TSettleGroup,
  type TSettlementSource,
} from '../../../features/cart/settlement';
import { isMissing } from '../../../features/catalogue/components/missing-state';
import { withFreshStock } from '../../../features/catalogue/spec-selection';
import {
  SettleCoupons,
  type TSettleCouponGroup,
  useSettleCoupons,
} from '../../../features/coupon/components/settle-coupons';
import { useFreightQuote } from '../../../features/freight/api/get-freight-quote';
import { SettleFreight } from '../../../features/freight/components/settle-freight';
import { RequestError } from '../../../lib/request';
import { toast } from '../../../lib/toast';

const STEPS = [{ title: '我的购物车' }, { title: '确认订单信息' }, { title: '提交订单并付款' }, { title: '完成' }];

function SettleFrame({ children }: { children: ReactNode }) {
  return (
    <div className="container settle-page" data-testid="settle-page">
      <div className="settle-top">
        <h1>确认订单</h1>
        <Steps className="settle-steps" size="small" current={1} items={STEPS} />
      </div>
      {children}
    </div>
  );
}

function NothingToSettle({ reason }: { reason?: string }) {
  return (
    <SettleFrame>
      <div className="cart-panel" data-testid="settle-empty">
        <Result
          icon={<ShoppingCartOutlined style={{ color: '#c9d2dc' }} />}
          title="没有需要结算的商品"
          subTitle={reason ?? '您要结算的商品可能已经下单，或已从购物车中移除。'}
          extra={[
            <Link key="cart" to="/cart">
              <Button type="primary">返回购物车</Button>
            </Link>,
            <Link key="home" to="/">
              <Button>去首页逛逛</Button>
            </Link>,
          ]}
        />
      </div>
    </SettleFrame>
  );
}

function SettleLoading() {
  return (
    <SettleFrame>
      <div className="cart-panel" role="status" aria-busy="true" aria-label="订单信息加载中">
        <Skeleton active paragraph={{ rows: 3 }} />
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    </SettleFrame>
  );
}

interface TSettlementFormProps {
  source: Exclude<TSettlementSource, { kind: 'none' }>;
  groups: TSettleGroup[];
  /** Loads the goods again (after a refusal: stock or shelves moved). */
  onStale: () => void;
}

function SettlementForm({ source, groups, onStale }: TSettlementFormProps) {
  const navigate = useNavigate();
  const ship = useShipTo();
  const { addresses, list, selected } = ship;
  const place = usePlaceOrder();
  const [remark, setRemark] = useState('');
  const [invoice, setInvoice] = useState<TInvoice | null>(null);

  const lines = settleLines(groups);
  const blocked = blockedLines(groups);
  const totals = totalsOf(lines);
  const couponGroups = useMemo(
    (): TSettleCouponGroup[] =>
      groups.map((g) => ({
        key: String(g.agentId),
        shopName: g.shopName,
        sellerId: g.agentId,
        lines: g.lines.map((l) => ({ price: l.price, number: l.number, categoryId: l.sysCategoryId })),
      })),
    [groups],
  );
  const coupons = useSettleCoupons(couponGroups);
  const freight = useFreightQuote(
    selected?.id ?? null,
    lines.map((l) => ({ standardId: l.standardId, number: l.number })),
  );
  const payable = Math.round(totals.amount * 100 + freight.total * 100 - coupons.discount * 100) / 100;

  const submit = async () => {
    if (place.isPending) return;
    if (!selected) {
      toast.warning(list.length ? '请选择收货地址' : '请先新增收货地址');
      return;
    }
    if (blocked.length) {
      toast.warning('部分商品暂时无法购买，请修改后再提交');
      return;
    }
    const note = remark.trim() || undefined;
    try {
      const { orderIds } = await place.mutateAsync(
        source.kind === 'cart'
          ? {
              kind: 'cart',
              data: {
                cartIds: lines.map((l) => l.cartId).filter((id): id is number => id !== null),
                addressId: selected.id,
                remark: note,
                ...(coupons.couponIds.length > 0 ? { couponIds: coupons.couponIds } : {}),
                ...(invoice ? { invoice } : {}),
              },
            }
          : {
              kind: 'detail',
              data: {
                productId: source.productId,
                standardId: source.standardId,
                number: source.number,
                addressId: selected.id,
                remark: note,
                ...(coupons.couponIds[0] !== undefined ? { couponId: coupons.couponIds[0] } : {}),
                ...(invoice ? { invoice } : {}),
              },
            },
      );
      // Straight to the cashier with every order of this checkout (it says they were submitted): paid
      // once, no extra click.
      navigate(orderDestination(orderIds), { replace: true });
    } catch (error) {
      // The request client has shown the server's reason (409: out of stock, 404: address gone).
      if (error instanceof RequestError && (error.status === 409 || error.status === 404)) {
        onStale();
        void addresses.refetch();
        // A coupon used on another order meanwhile: the choice is made again from what is left.
        void coupons.refetch();
      }
    }
  };

  return (
    <SettleFrame>
      <ShipToSection ship={ship} />

      <section className="settle-card">
        <div className="settle-card-head">
          <h2>商品清单</h2>
          {groups.length > 1 ? (
            <span className="page-card-hint">
              商品来自 {groups.length} 家店铺，将按店铺拆分为 {groups.length} 个订单
            </span>
          ) : null}
          {source.kind === 'cart' ? (
            <Link to="/cart" className="settle-card-link">
              返回购物车修改
            </Link>
          ) : null}
        </div>
        <SettleGoods groups={groups} />
      </section>

      <SettleCoupons groups={couponGroups} state={coupons} />

      <SettleInvoice value={invoice} onChange={setInvoice} shopCount={groups.length} />

      <SettleExtras
        delivery="快递配送"
        remark={remark}
        onRemark={setRemark}
        placeholder="选填：对本次交易的补充说明，如送货时间、包装要求等"
        remarkId="settle-remark"
        freight={<SettleFreight groups={groups} byShop={freight.byShop} isKnown={freight.isKnown} />}
      />

      <SettleSummary
        testId="settle-summary"
        sums={[
          { label: '商品件数：', value: `${totals.count} 件`, testId: 'settle-count' },
          { label: '商品总额：', value: `¥${formatYuan(totals.amount)}` },
          { label: '运费：', value: `¥${formatYuan(freight.total)}`, testId: 'settle-freight-total' },
          ...(coupons.discount > 0
            ? [{ label: '优惠：', value: `-¥${formatYuan(coupons.discount)}`, testId: 'settle-discount' }]
            : []),
        ]}
        total={payable}
        totalTestId="settle-total"
        shipTo={selected}
        notice={
          blocked.length ? (
            <Alert
              type="warning"
              showIcon
              className="settle-blocked"
              title={`有 ${blocked.length} 件商品已下架、售罄或库存不足，请${source.kind === 'cart' ? '返回购物车修改' : '返回商品页重新选择'}后再提交。`}
              data-testid="settle-blocked"
            />
          ) : null
        }
        submit={{
          onClick: submit,
          isPending: place.isPending,
          isDisabled: !selected || blocked.length > 0,
          testId: 'settle-submit',
        }}
      />
    </SettleFrame>
  );
}

function CartSettlement({ cartIds }: { cartIds: number[] }) {
  const cart = useCartGroups({ isFresh: true });
  const groups = useMemo(() => settleGroupsFromCart(cart.data ?? [], cartIds), [cart.data, cartIds]);
  if (cart.isPending) return <SettleLoading />;
  if (cart.isError) {
    return (
      <SettleFrame>
        <div className="cart-panel">
          <LoadFailed title="购物车加载失败" onRetry={() => cart.refetch()} />
        </div>
      </SettleFrame>
    );
  }
  if (groups.length === 0) return <NothingToSettle />;
  return <SettlementForm source={{ kind: 'cart', cartIds }} groups={groups} onStale={() => void cart.refetch()} />;
}

function DetailSettlement({ source }: { source: Extract<TSettlementSource, { kind: 'detail' }> }) {
  const detail = useProductDetail(source.productId);
  // Stock moves: ask again whenever the page opens.
  const stocks = useQuery({ ...getStocksQueryOptions(source.productId), refetchOnMount: 'always' });
  const images = useProductImages(source.productId);
  const groups = useMemo(() => {
    if (!detail.data) return [];
    const image = [...(images.data ?? [])].sort((a, b) => a.sort - b.sort || a.id - b.id)[0]?.path ?? '';
    const standards = withFreshStock(detail.data.listStandar, stocks.data);
    return settleGroupsFromDetail(detail.data, standards, { ...source, image });
  }, [detail.data, stocks.data, images.data, source]);

  if (detail.isPending) return <SettleLoading />;
  if (detail.isError) {
    if (isMissing(detail.error)) return <NothingToSettle reason="该商品不存在或已下架。" />;
    return (
      <SettleFrame>
        <div className="cart-panel">
          <LoadFailed title="商品信息加载失败" onRetry={() => detail.refetch()} />
        </div>
      </SettleFrame>
    );
  }
  return <SettlementForm source={source} groups={groups} onStale={() => void stocks.refetch()} />;
}

/**
 * OrderConfirm (`/order/settlement`): from the cart (`?cartIds=1,2,3`) or buy now
 * (`?productId=&standardId=&number=`). Address choice, goods per seller, remark, totals, 提交订单.
 */
export default function OrderConfirmPage() {
  const [params] = useSearchParams();
  const source = useMemo(() => parseSettlementParams(params), [params]);
  if (source.kind === 'cart') return <CartSettlement cartIds={source.cartIds} />;
  if (source.kind === 'detail') return <DetailSettlement source={source} />;
  return <NothingToSettle reason="还没有选择要结算的商品，去购物车挑选后再来结算吧。" />;
}
