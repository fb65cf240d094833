import { ClockCircleOutlined, ShopOutlined } from '@ant-design/icons';
import type { TCashier } from '@mall/contract';
import { formatYuan, ORDER_STATUS } from '@mall/contract/wire';
import { Alert, App, Button, Result, Skeleton, Steps, Tag } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { isMissing } from '../../../features/catalogue/components/missing-state';
import { useCashier } from '../../../features/order/api/get-cashier';
import { usePayOrders } from '../../../features/order/api/pay-orders';
import { cashierPath, paidDestination, parseCashierIds } from '../../../features/order/cashier-path';
import { OrderNotFound } from '../../../features/order/components/order-not-found';
import { PayMethods, payRequestOf, usePayChoice } from '../../../features/order/components/pay-methods';
import '../../../features/order/components/order.css';
import { isPayExpired, payCountdownText, payDeadlineText } from '../../../features/order/pay-countdown';
import { openUrl } from '../../../lib/open-url';
import { useNow } from '../../../lib/use-now';

const STEPS = [{ title: '我的购物车' }, { title: '确认订单信息' }, { title: '提交订单并付款' }, { title: '完成' }];

function CashierFrame({ children }: { children: ReactNode }) {
  const isPhone = useAntdPhone();
  return (
    <div className="container cashier-page" data-testid="cashier-page">
      <div className="cashier-top">
        <h1>收银台</h1>
        {isPhone ? null : <Steps className="cashier-steps" size="small" current={2} items={STEPS} />}
      </div>
      {children}
    </div>
  );
}

/** The orders of the checkout, each shop's own, with what each costs and where it stands. */
function CashierOrders({ cashier }: { cashier: TCashier }) {
  return (
    <ul className="cashier-orders" data-testid="cashier-orders">
      {cashier.orders.map((o) => (
        <li key={o.id} className="cashier-order" data-testid="cashier-order">
          <div className="cashier-order-main">
            <span className="cashier-order-shop">
              <ShopOutlined /> {o.shopName}
            </span>
            <span className="cashier-order-title">
              {o.title}
              {o.goodsNum > 1 ? ` 等 ${o.goodsNum} 件` : ''}
            </span>
            <span className="cashier-order-no">订单号 {o.orderNo}</span>
          </div>
          <div className="cashier-order-side">
            <strong className="cashier-order-amount">¥{formatYuan(o.amount)}</strong>
            <Tag color={o.status === ORDER_STATUS.NOPAY ? 'orange' : 'default'} data-testid="cashier-order-status">
              {o.statusText}
            </Tag>
          </div>
        </li>
      ))}
    </ul>
  );
}

function CashierBody({ cashier }: { cashier: TCashier }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const isPhone = useAntdPhone();
  const pay = usePayOrders();
  const payable = cashier.payableIds;
  const choice = usePayChoice(cashier.amount, payable.length > 0);
  const now = useNow(1000, cashier.payDeadline !== null);
  const orderIds = cashier.orders.map((o) => o.id);
  const isAllPaid = payable.length === 0 && cashier.orders.some((o) => o.status !== ORDER_STATUS.CANCELLED);

  if (payable.length === 0) {
    return (
      <section className="page-card cashier-state" data-testid={isAllPaid ? 'cashier-paid' : 'cashier-closed'}>
        <Result
          status={isAllPaid ? 'success' : 'warning'}
          title={isAllPaid ? '订单已支付' : '订单已取消，无需支付'}
          subTitle={isAllPaid ? '商家将尽快为您发货。' : '订单已取消或已关闭，如仍需要请重新下单。'}
          extra={[
            <Link key="orders" to={isAllPaid ? paidDestination(orderIds) : '/user/order'}>
              <Button type="primary">查看订单</Button>
            </Link>,
            <Link key="home" to="/">
              <Button>继续购物</Button>
            </Link>,
          ]}
        />
        <CashierOrders cashier={cashier} />
      </section>
    );
  }

  const deadline = cashier.payDeadline ?? now;
  const isExpired = isPayExpired(deadline, now);
  const isPartial = payable.length < cashier.orders.length;

  const submit = async () => {
    const payment = payRequestOf(choice);
    if (pay.isPending || !payment) return;
    const result = await pay.mutateAsync({ orderIds: payable, ...payment }).catch(() => null);
    if (!result) return;
    if (result.paid) {
      message.success('支付成功，商家将尽快为您发货');
      void navigate(paidDestination(payable), { replace: true });
      return;
    }
    if (!result.payUrl || !openUrl(result.payUrl, navigate)) message.error('支付网关暂不可用，请稍后重试');
  };

  return (
    <>
      <section className="page-card cashier-due" data-testid="cashier-due">
        <div className="cashier-due-text">
          <strong>订单提交成功，请尽快付款！</strong>
          <span className={isExpired ? 'cashier-clock is-late' : 'cashier-clock'} data-testid="cashier-countdown">
            <ClockCircleOutlined /> {payCountdownText(deadline, now)}
            {isExpired ? '' : `，${payDeadlineText(deadline, now)}`}
          </span>
          {cashier.orders.length > 1 ? (
            <span className="cashier-split" data-testid="cashier-split">
              商品来自 {cashier.orders.length} 家店铺，已拆分为 {cashier.orders.length} 个订单，一次付清
            </span>
          ) : null}
        </div>
        <div className="cashier-due-amount">
          <span>应付金额</span>
          <strong data-testid="cashier-amount">
            <small>¥</small>
            {formatYuan(cashier.amount)}
          </strong>
        </div>
      </section>

      <section className="page-card cashier-list">
        <h2>订单信息</h2>
        {isPartial ? (
          <Alert
            type="info"
            showIcon
            className="cashier-partial"
            title={`其中 ${cashier.orders.length - payable.length} 个订单已支付或已取消，本次只需支付其余 ${payable.length} 个订单。`}
            data-testid="cashier-partial"
          />
        ) : null}
        <CashierOrders cashier={cashier} />
      </section>

      <section className="page-card cashier-methods">
        <h2>选择支付方式</h2>
        <PayMethods choice={choice} returnTo={cashierPath(orderIds)} />
      </section>

      <div className={isPhone ? 'cashier-submit phone-bar' : 'cashier-submit'}>
        {isPhone ? (
          <span className="cashier-phone-total">
            应付：<b>¥{formatYuan(cashier.amount)}</b>
          </span>
        ) : null}
        <Button
          type="primary"
          danger
          size="large"
          loading={pay.isPending}
          disabled={isExpired || !choice.canPay}
          onClick={submit}
          data-testid="cashier-pay"
        >
          确认支付 ¥{formatYuan(cashier.amount)}
        </Button>
      </div>
    </>
  );
}

/**
 * 收银台 (`/order/cashier?orderIds=1,2`, 合并支付): where 提交订单 lands. Every order of the checkout
 * (one per shop) is listed and paid at once, with AI币 or by one gateway payment; a single order
 * (立即购买) lands here too, ready to pay.
 */
export default function OrderCashierPage() {
  const [params] = useSearchParams();
  const orderIds = useMemo(() => parseCashierIds(params), [params]);
  const cashier = useCashier(orderIds);

  let body: ReactNode;
  if (orderIds === null || (cashier.isError && isMissing(cashier.error))) {
    body = <OrderNotFound />;
  } else if (cashier.isPending) {
    body = (
      <section className="page-card" role="status" aria-busy="true" aria-label="收银台加载中">
        <Skeleton active paragraph={{ rows: 6 }} />
      </section>
    );
  } else if (cashier.isError) {
    body = (
      <section className="page-card">
        <LoadFailed title="收银台加载失败" onRetry={() => cashier.refetch()} />
      </section>
    );
  } else {
    body = <CashierBody cashier={cashier.data} />;
  }
  return <CashierFrame>{body}</CashierFrame>;
}
