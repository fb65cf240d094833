import type { TOrder } from '@mall/contract';
import { formatYuan, ORDER_STATUS } from '@mall/contract/wire';
import { Button, Table } from 'antd';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { formatDate } from '../../../lib/format';
import { shipBlock } from '../order-after-sales';
import { AfterSalesTag, OrderLines, OrderReceiver, OrderStatusTag } from './order-lines';
import type { TShipTarget } from './ship-modal';

const TIME = 'YYYY-MM-DD HH:mm';

/** Where an order's detail page is. */
export function sellerOrderPath(orderId: number): string {
  return `/seller/order/detail?id=${orderId}`;
}

interface TOrderListProps {
  orders: readonly TOrder[];
  onShip: (order: TShipTarget) => void;
  isLoading?: boolean;
}

/**
 * 发货 (only while 待发货) and 详情. A 待发货 order with an open after-sales request cannot be shipped
 * (the server answers AFTER_SALES_OPEN): 处理售后 stands in for 发货, saying why.
 */
function OrderActions({ order, onShip }: { order: TOrder; onShip: TOrderListProps['onShip'] }) {
  const blocked = shipBlock(order);
  return (
    <div className="seller-order-actions">
      {blocked ? (
        <LinkButton to={blocked.to} danger data-testid="seller-order-handle-after-sales">
          处理售后
        </LinkButton>
      ) : order.status === ORDER_STATUS.SHIP ? (
        <Button
          type="primary"
          onClick={() => onShip({ id: order.id, orderNo: order.orderNo })}
          data-testid="seller-order-ship"
        >
          发货
        </Button>
      ) : null}
      <LinkButton to={sellerOrderPath(order.id)} data-testid="seller-order-detail">
        详情
      </LinkButton>
      {blocked ? (
        <small className="seller-order-ship-hint" data-testid="seller-order-ship-hint">
          {blocked.hint}
        </small>
      ) : null}
    </div>
  );
}

/** Total, with freight, discount and refunds when there are any. */
function OrderTotal({ order }: { order: TOrder }) {
  return (
    <div className="seller-order-total">
      <strong>¥{formatYuan(order.orderTotalPrice)}</strong>
      <small>共 {order.goodsNum} 件</small>
      {order.discount > 0 ? (
        <small>
          优惠 ¥{formatYuan(order.discount)}
          {order.platformDiscount > 0 ? '（平台承担）' : ''}
        </small>
      ) : null}
      {order.refundedPrice > 0 ? <small className="is-refund">已退 ¥{formatYuan(order.refundedPrice)}</small> : null}
    </div>
  );
}

/** The desktop's order list: one row an order, its lines stacked in the goods column. */
export function SellerOrderTable({ orders, onShip, isLoading }: TOrderListProps) {
  return (
    <Table<TOrder>
      className="seller-order-table"
      rowKey="id"
      dataSource={orders}
      pagination={false}
      loading={isLoading}
      tableLayout="fixed"
      onRow={(order) => ({ 'data-testid': 'seller-order', 'data-order-no': order.orderNo }) as object}
      columns={[
        {
          title: '订单',
          key: 'no',
          width: 215,
          render: (_, o) => (
            <div className="seller-order-no">
              <Link to={sellerOrderPath(o.id)} data-testid="seller-order-no">
                {o.orderNo}
              </Link>
              <small>{formatDate(o.createdAt, TIME)}</small>
            </div>
          ),
        },
        { title: '商品', key: 'lines', render: (_, o) => <OrderLines order={o} /> },
        { title: '实付', key: 'total', width: 110, render: (_, o) => <OrderTotal order={o} /> },
        { title: '收货人', key: 'receiver', width: 190, render: (_, o) => <OrderReceiver order={o} /> },
        {
          title: '状态',
          key: 'status',
          width: 90,
          render: (_, o) => (
            <div className="seller-order-tags">
              <OrderStatusTag status={o.status} />
              <AfterSalesTag afterSales={o.afterSales} />
            </div>
          ),
        },
        { title: '操作', key: 'actions', width: 170, render: (_, o) => <OrderActions order={o} onShip={onShip} /> },
      ]}
    />
  );
}

/** The phone's order list: a card an order (no wide table on a 390 px screen). */
export function SellerOrderCards({ orders, onShip, isLoading }: TOrderListProps) {
  return (
    <div className={isLoading ? 'seller-order-cards is-loading' : 'seller-order-cards'}>
      {orders.map((o) => (
        <article key={o.id} className="seller-order-card" data-testid="seller-order" data-order-no={o.orderNo}>
          <header className="seller-order-card-head">
            <Link to={sellerOrderPath(o.id)} className="seller-order-card-no" data-testid="seller-order-no">
              {o.orderNo}
            </Link>
            <span className="seller-order-tags">
              <AfterSalesTag afterSales={o.afterSales} />
              <OrderStatusTag status={o.status} />
            </span>
          </header>
          <small className="seller-order-card-time">下单 {formatDate(o.createdAt, TIME)}</small>
          <OrderLines order={o} />
          <OrderReceiver order={o} />
          <footer className="seller-order-card-foot">
            <OrderTotal order={o} />
            <OrderActions order={o} onShip={onShip} />
          </footer>
        </article>
      ))}
    </div>
  );
}
