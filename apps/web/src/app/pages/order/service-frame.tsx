import type { TOrder, TOrderLine, TServiceData } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';
import { Breadcrumb, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useServiceData } from '../../../features/after-sales';
import { isMissing } from '../../../features/catalogue/components/missing-state';
import { parseId } from '../../../features/catalogue/list-params';
import { ChatOpenButton } from '../../../features/chat/components/chat-open-button';
import { useOrder } from '../../../features/order/api/get-order';
import { OrderLineItem } from '../../../features/order/components/order-line-item';
import { OrderNotFound } from '../../../features/order/components/order-not-found';
import '../../../features/order/components/order.css';

export interface TServiceContext {
  order: TOrder;
  line: TOrderLine;
  service: TServiceData;
}

/**
 * The after-sales pages' frame (`?orderId=&orderDetailId=`): loads the order and its service data,
 * shows the line, and hands both to the page's body.
 */
export function ServiceFrame({ title, children }: { title: string; children: (ctx: TServiceContext) => ReactNode }) {
  const [params] = useSearchParams();
  const orderId = parseId(params.get('orderId'));
  const orderDetailId = parseId(params.get('orderDetailId'));
  const order = useOrder(orderId);
  const services = useServiceData(orderId);

  let body: ReactNode;
  if (orderId === undefined || orderDetailId === undefined || (order.isError && isMissing(order.error)))
    body = <OrderNotFound />;
  else if (order.isPending || services.isPending)
    body = (
      <div className="page-card" role="status" aria-busy="true" aria-label="加载中">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  else if (order.isError || services.isError)
    body = (
      <div className="page-card">
        <LoadFailed
          title="售后信息加载失败"
          onRetry={() => {
            void order.refetch();
            void services.refetch();
          }}
        />
      </div>
    );
  else {
    const line = order.data.order.orderDetailList.find((l) => l.id === orderDetailId);
    const service = services.data.find((s) => s.orderDetailId === orderDetailId);
    body =
      line && service ? (
        <section className="page-card" data-testid="service-page">
          <div className="page-card-head">
            <h2>{title}</h2>
            <span className="service-head-side">
              <ChatOpenButton shopId={order.data.order.agentId} orderId={order.data.order.id} className="is-small">
                联系商家
              </ChatOpenButton>
              <Link to={`/order/detail?orderId=${orderId}`} className="page-card-hint">
                订单号 {order.data.order.orderNo}
              </Link>
            </span>
          </div>
          <div className="service-line order-goods-row" data-testid="service-line">
            <OrderLineItem line={line} />
            <span>¥{formatYuan(line.price)}</span>
            <span>×{line.number}</span>
            <strong>¥{formatYuan(line.amount)}</strong>
          </div>
          {children({ order: order.data.order, line, service })}
        </section>
      ) : (
        <OrderNotFound />
      );
  }

  return (
    <div className="container order-detail-page">
      <Breadcrumb
        className="order-crumbs"
        items={[
          { key: 'home', title: <Link to="/">首页</Link> },
          { key: 'orders', title: <Link to="/user/order">我的订单</Link> },
          ...(orderId ? [{ key: 'order', title: <Link to={`/order/detail?orderId=${orderId}`}>订单详情</Link> }] : []),
          { key: 'self', title },
        ]}
      />
      {body}
    </div>
  );
}
