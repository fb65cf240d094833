import { ShopOutlined } from '@ant-design/icons';
import type { TOrder } from '@mall/contract';
import { formatYuan, ORDER_AFTER_SALES_TEXT, ORDER_STATUS, PAY_TYPE_TEXT } from '@mall/contract/wire';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { goodsCount } from '../order-actions';
import { isPayExpired, payCountdownText } from '../pay-countdown';
import { OrderActions } from './order-actions';
import { OrderLineItem } from './order-line-item';

/** The column heads above the order cards (宝贝 | 单价 | 数量 | 实付款 | 交易状态 | 交易操作). */
export function OrderTableHead() {
  return (
    <div className="order-table-head" aria-hidden="true">
      <span>商品信息</span>
      <span>单价</span>
      <span>数量</span>
      <span>实付款</span>
      <span>交易状态</span>
      <span>交易操作</span>
    </div>
  );
}

export const STATUS_TONE: Record<number, string> = {
  0: 'is-warn',
  1: 'is-info',
  2: 'is-info',
  3: 'is-done',
  4: 'is-off',
  5: 'is-off',
};

/** One order in the list, in the style of the big malls: head (time, number, shop), lines, totals, state, actions. */
export function OrderCard({ order, now, statusLabel }: { order: TOrder; now: number; statusLabel?: string }) {
  const isUnpaid = order.status === ORDER_STATUS.NOPAY;
  return (
    <article className="order-card" data-testid="order-card" data-order-id={order.id}>
      <header className="order-card-head">
        <time>{formatDate(order.createdAt, 'YYYY-MM-DD HH:mm:ss')}</time>
        <span>
          订单号：
          <Typography.Text copyable={{ tooltips: ['复制订单号', '已复制'] }} data-testid="order-no">
            {order.orderNo}
          </Typography.Text>
        </span>
        <Link to={`/shop?agentId=${order.agentId}`} className="order-card-shop">
          <ShopOutlined /> {order.shopName}
        </Link>
      </header>
      <div className="order-card-body">
        <div className="order-card-lines">
          {order.orderDetailList.map((line) => (
            <div key={line.id} className="order-card-line">
              <OrderLineItem line={line} />
              <span className="order-cell-price">¥{formatYuan(line.price)}</span>
              <span className="order-cell-number">×{line.number}</span>
            </div>
          ))}
        </div>
        <div className="order-cell order-cell-total">
          <strong data-testid="order-total">¥{formatYuan(order.orderTotalPrice)}</strong>
          <small>
            共 <span data-testid="order-goods-count">{goodsCount(order)}</span> 件商品
          </small>
          <small>（含运费 ¥{formatYuan(order.freight)}）</small>
          {order.discount > 0 ? (
            <small className="order-discount" data-testid="order-discount">
              优惠券 -¥{formatYuan(order.discount)}
            </small>
          ) : null}
          {order.payType ? <small className="order-paytype">{PAY_TYPE_TEXT[order.payType]}</small> : null}
        </div>
        <div className="order-cell order-cell-status">
          <span className={`order-status ${STATUS_TONE[order.status] ?? ''}`} data-testid="order-status">
            {statusLabel ?? order.statusText}
          </span>
          {isUnpaid ? (
            <small className={isPayExpired(order.payDeadline, now) ? 'order-countdown is-over' : 'order-countdown'}>
              {payCountdownText(order.payDeadline, now)}
            </small>
          ) : null}
          {order.status === ORDER_STATUS.CANCELLED && order.cancelReason ? <small>{order.cancelReason}</small> : null}
          {order.afterSales ? (
            <small className="order-after-sales" data-testid="order-after-sales">
              {ORDER_AFTER_SALES_TEXT[order.afterSales]}
            </small>
          ) : null}
        </div>
        <div className="order-cell order-cell-actions">
          <OrderActions order={order} now={now} layout="column" />
        </div>
      </div>
      {order.remark ? <footer className="order-card-remark">订单备注：{order.remark}</footer> : null}
    </article>
  );
}
