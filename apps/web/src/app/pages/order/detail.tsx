import { EnvironmentOutlined, FileTextOutlined, ShopOutlined, WalletOutlined } from '@ant-design/icons';
import type { TLogisticsDetails, TOrder } from '@mall/contract';
import { formatYuan, ORDER_STATUS, PAY_TYPE_TEXT } from '@mall/contract/wire';
import { Breadcrumb, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { AfterSalesLineLink, OrderAfterSales, useServiceData } from '../../../features/after-sales';
import { isMissing } from '../../../features/catalogue/components/missing-state';
import { parseId } from '../../../features/catalogue/list-params';
import { ChatOpenButton } from '../../../features/chat/components/chat-open-button';
import { InvoiceInfo } from '../../../features/invoice';
import { useOrder } from '../../../features/order/api/get-order';
import { LogisticsTimeline } from '../../../features/order/components/logistics-timeline';
import { OrderActions } from '../../../features/order/components/order-actions';
import { STATUS_TONE } from '../../../features/order/components/order-card';
import { OrderLineItem } from '../../../features/order/components/order-line-item';
import { OrderNotFound } from '../../../features/order/components/order-not-found';
import { OrderSteps } from '../../../features/order/components/order-steps';
import '../../../features/order/components/order.css';
import { goodsCount } from '../../../features/order/order-actions';
import { isPayExpired, payCountdownText, payDeadlineText } from '../../../features/order/pay-countdown';
import { formatDate, maskPhone } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';

const TIME = 'YYYY-MM-DD HH:mm:ss';

/** The line under the big status text. */
function statusTip(order: TOrder, now: number): string {
  switch (order.status) {
    case ORDER_STATUS.NOPAY:
      return isPayExpired(order.payDeadline, now)
        ? '支付已超时，订单将自动取消'
        : `${payDeadlineText(order.payDeadline, now)}（${payCountdownText(order.payDeadline, now)}），超时订单将自动取消`;
    case ORDER_STATUS.SHIP:
      return '您已付款成功，商家正在备货，请耐心等待发货';
    case ORDER_STATUS.DELIVER:
      return '商家已发货，请留意物流信息，收到商品后请确认收货';
    case ORDER_STATUS.RECEIVED:
      return '交易已完成，感谢您的购买，欢迎评价本次购物';
    case ORDER_STATUS.CANCELLED:
      return `订单已取消${order.cancelReason ? `（${order.cancelReason}）` : ''}`;
    default:
      return '订单已关闭，款项已原路退回';
  }
}

function InfoBlock({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="order-info-block">
      <h3>
        {icon} {title}
      </h3>
      <dl>{children}</dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="order-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DetailView({ order, logistics }: { order: TOrder; logistics: TLogisticsDetails | null }) {
  const now = useNow(1000, order.status === ORDER_STATUS.NOPAY);
  const showLogistics = () => document.getElementById('order-logistics')?.scrollIntoView({ behavior: 'smooth' });
  const hasLogistics = order.shippedAt !== null || logistics !== null;
  // After-sales exist only for paid orders; the section reloads after each action (spec §4).
  const services = useServiceData(order.paidAt !== null ? order.id : undefined);

  return (
    <div className="order-detail" data-testid="order-detail">
      <section className="page-card order-detail-status">
        <div className="order-detail-state">
          <span className="order-detail-no">
            订单号：<Typography.Text copyable={{ tooltips: ['复制订单号', '已复制'] }}>{order.orderNo}</Typography.Text>
          </span>
          <strong className={`order-detail-status-text ${STATUS_TONE[order.status] ?? ''}`} data-testid="order-status">
            {order.statusText}
          </strong>
          <p>{statusTip(order, now)}</p>
          <OrderActions order={order} now={now} layout="row" isDetail onShowLogistics={showLogistics} />
        </div>
        <div className="order-detail-steps">
          <OrderSteps order={order} />
        </div>
      </section>

      <section className="page-card order-info">
        <InfoBlock icon={<EnvironmentOutlined />} title="收货信息">
          <Fact label="收货人">
            {order.address.realname} {maskPhone(order.address.telphone)}
          </Fact>
          <Fact label="收货地址">{order.address.fullText}</Fact>
        </InfoBlock>
        <InfoBlock icon={<WalletOutlined />} title="付款信息">
          <Fact label="支付方式">{PAY_TYPE_TEXT[order.payType]}</Fact>
          <Fact label="付款时间">{order.paidAt ? formatDate(order.paidAt, TIME) : '—'}</Fact>
          <Fact label="实付金额">¥{formatYuan(order.paidAt ? order.orderTotalPrice : 0)}</Fact>
          {order.refundedPrice > 0 ? (
            <Fact label="已退款">
              <span data-testid="order-refunded">¥{formatYuan(order.refundedPrice)}</span>
            </Fact>
          ) : null}
        </InfoBlock>
        <InfoBlock icon={<FileTextOutlined />} title="订单信息">
          <Fact label="下单时间">{formatDate(order.createdAt, TIME)}</Fact>
          <Fact label="店铺">
            <Link to={`/shop?agentId=${order.agentId}`} className="order-info-link">
              <ShopOutlined /> {order.shopName}
            </Link>
            <ChatOpenButton shopId={order.agentId} orderId={order.id} className="is-small">
              联系商家
            </ChatOpenButton>
          </Fact>
          <Fact label="订单备注">{order.remark || '无'}</Fact>
        </InfoBlock>
      </section>

      <InvoiceInfo invoice={order.invoice} />

      {hasLogistics ? (
        <section className="page-card" id="order-logistics">
          <div className="page-card-head">
            <h2>物流信息</h2>
          </div>
          <LogisticsTimeline details={logistics} />
        </section>
      ) : null}

      {order.paidAt !== null ? <OrderAfterSales orderId={order.id} lines={order.orderDetailList} /> : null}

      <section className="page-card">
        <div className="page-card-head">
          <h2>商品清单</h2>
        </div>
        <div className="order-goods-head" aria-hidden="true">
          <span>商品信息</span>
          <span>单价</span>
          <span>数量</span>
          <span>小计</span>
        </div>
        {order.orderDetailList.map((line) => (
          <div key={line.id} className="order-goods-row" data-testid="order-line">
            <div className="order-line-cell">
              <OrderLineItem line={line} />
              <AfterSalesLineLink
                orderId={order.id}
                service={services.data?.find((s) => s.orderDetailId === line.id)}
              />
            </div>
            <span>¥{formatYuan(line.price)}</span>
            <span>×{line.number}</span>
            <strong>¥{formatYuan(line.amount)}</strong>
          </div>
        ))}
        <dl className="order-sum">
          <div>
            <dt>商品件数：</dt>
            <dd data-testid="order-goods-count">{goodsCount(order)} 件</dd>
          </div>
          <div>
            <dt>商品总额：</dt>
            <dd>¥{formatYuan(order.goodsTotalPrice)}</dd>
          </div>
          <div>
            <dt>运费：</dt>
            <dd data-testid="order-freight">¥{formatYuan(order.freight)}</dd>
          </div>
          {order.discount > 0 ? (
            <div>
              <dt>优惠券：</dt>
              <dd className="order-discount" data-testid="order-discount">
                -¥{formatYuan(order.discount)}
              </dd>
            </div>
          ) : null}
          <div className="order-sum-total">
            <dt>{order.paidAt ? '实付款：' : '应付款：'}</dt>
            <dd data-testid="order-total">¥{formatYuan(order.orderTotalPrice)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

/** OrderDetail (`/order/detail?orderId=`): state and steps, address, payment, logistics, goods and totals. */
export default function OrderDetailPage() {
  const [params] = useSearchParams();
  const orderId = parseId(params.get('orderId'));
  const query = useOrder(orderId);

  const crumbs = [
    { key: 'home', title: <Link to="/">首页</Link> },
    { key: 'orders', title: <Link to="/user/order">我的订单</Link> },
    { key: 'self', title: '订单详情' },
  ];

  let body: ReactNode;
  if (orderId === undefined || (query.isError && isMissing(query.error))) body = <OrderNotFound />;
  else if (query.isPending)
    body = (
      <div className="page-card" role="status" aria-busy="true" aria-label="订单加载中">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  else if (query.isError)
    body = (
      <div className="page-card">
        <LoadFailed title="订单加载失败" onRetry={() => query.refetch()} />
      </div>
    );
  else body = <DetailView order={query.data.order} logistics={query.data.logisticsDetails} />;

  return (
    <div className="container order-detail-page">
      <Breadcrumb className="order-crumbs" items={crumbs} />
      <h1 className="sr-only">订单详情</h1>
      {body}
    </div>
  );
}
