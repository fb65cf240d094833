import { ArrowLeftOutlined } from '@ant-design/icons';
import { formatYuan, invoiceLines, ORDER_STATUS, PAY_TYPE_TEXT, STATUS } from '@mall/contract/wire';
import { Alert, Button, Result, Skeleton } from 'antd';
import { Fragment, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { LoadFailed } from '../../../components/load-failed';
import { LogisticsTimeline } from '../../../features/order/components/logistics-timeline';
import '../../../features/order/components/order.css';
import { OrderSteps } from '../../../features/order/components/order-steps';
import { useSellerOrder } from '../../../features/seller/api/get-order';
import { AfterSalesTag, OrderLine, OrderStatusTag } from '../../../features/seller/components/order-lines';
import { ShipModal, type TShipTarget } from '../../../features/seller/components/ship-modal';
import { shipBlock } from '../../../features/seller/order-after-sales';
import { formatDate } from '../../../lib/format';
import { parseId } from '../../../lib/query-id';
import './orders.css';

const TIME = 'YYYY-MM-DD HH:mm:ss';

/** An unknown id, or another seller's order (the server answers 404 for both). */
function NotFound() {
  return (
    <div className="seller-card" data-testid="seller-order-not-found">
      <Result
        status="404"
        title="订单不存在"
        subTitle="该订单可能不存在，或不属于您的店铺。"
        extra={
          <LinkButton type="primary" to="/seller/order">
            返回订单列表
          </LinkButton>
        }
      />
    </div>
  );
}

/**
 * 订单详情 (/seller/order/detail?id=): state and steps, lines, amounts, receiver (masked until paid, as
 * the server sends it), remark, logistics (the provider's trace or 暂无物流轨迹, and the carrier's own
 * page), 发货 while 待发货, and the way back. While after-sales is open the order shows 退款中 / 售后中,
 * and a 待发货 one offers 处理售后 instead of 发货.
 */
export default function SellerOrderDetailPage() {
  const [params] = useSearchParams();
  const orderId = parseId(params.get('id'));
  const query = useSellerOrder(orderId);
  const [shipping, setShipping] = useState<TShipTarget | null>(null);

  if (orderId === undefined) return <NotFound />;
  if (query.isPending) {
    return (
      <div className="seller-card" role="status" aria-busy="true" aria-label="订单加载中">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (query.isError) {
    const status = (query.error as { status?: unknown }).status;
    if (status === STATUS.NOT_FOUND) return <NotFound />;
    return (
      <div className="seller-card">
        <LoadFailed title="订单加载失败" onRetry={() => query.refetch()} />
      </div>
    );
  }
  const { order, logisticsDetails } = query.data;
  const a = order.address;
  const blocked = shipBlock(order);
  return (
    <div className="seller-order-detail" data-testid="seller-order-detail">
      <section className="seller-card">
        <div className="seller-detail-head">
          <h2 data-testid="seller-detail-no">
            订单号：<span className="seller-nowrap">{order.orderNo}</span>
          </h2>
          <span className="seller-order-tags">
            <OrderStatusTag status={order.status} />
            <AfterSalesTag afterSales={order.afterSales} />
          </span>
          <div className="seller-detail-actions">
            <LinkButton icon={<ArrowLeftOutlined />} to="/seller/order" data-testid="seller-detail-back">
              返回列表
            </LinkButton>
            {blocked ? (
              <LinkButton to={blocked.to} type="primary" danger data-testid="seller-detail-handle-after-sales">
                处理售后
              </LinkButton>
            ) : order.status === ORDER_STATUS.SHIP ? (
              <Button
                type="primary"
                onClick={() => setShipping({ id: order.id, orderNo: order.orderNo })}
                data-testid="seller-detail-ship"
              >
                发货
              </Button>
            ) : null}
          </div>
        </div>
        {blocked ? (
          <Alert
            className="seller-detail-blocked"
            type="warning"
            showIcon
            title={`${blocked.label}：${blocked.hint}`}
            description="在售后中同意或拒绝买家的申请后，即可发货；买家撤销申请后也可发货。"
            data-testid="seller-detail-ship-blocked"
          />
        ) : null}
        <OrderSteps order={order} />
      </section>

      <section className="seller-card" aria-labelledby="seller-detail-lines">
        <h3 id="seller-detail-lines">商品（共 {order.goodsNum} 件）</h3>
        <div className="seller-order-lines">
          {order.orderDetailList.map((line) => (
            <OrderLine key={line.id} line={line} />
          ))}
        </div>
      </section>

      <div className="seller-detail-grid">
        <section className="seller-card" aria-labelledby="seller-detail-amounts">
          <h3 id="seller-detail-amounts">金额</h3>
          <dl className="seller-amounts">
            <dt>商品金额</dt>
            <dd>¥{formatYuan(order.goodsTotalPrice)}</dd>
            <dt>运费</dt>
            <dd>¥{formatYuan(order.freight)}</dd>
            <dt>优惠</dt>
            <dd>−¥{formatYuan(order.discount)}</dd>
            {order.platformDiscount > 0 ? (
              <>
                <dt>其中平台承担</dt>
                <dd data-testid="seller-detail-platform-discount">¥{formatYuan(order.platformDiscount)}</dd>
              </>
            ) : null}
            <dt>{order.paidAt ? '实付' : '应付'}</dt>
            <dd className="is-paid" data-testid="seller-detail-paid">
              ¥{formatYuan(order.orderTotalPrice)}
            </dd>
            {order.refundedPrice > 0 ? (
              <>
                <dt>已退款</dt>
                <dd data-testid="seller-detail-refunded">¥{formatYuan(order.refundedPrice)}</dd>
              </>
            ) : null}
            {order.paidAt ? (
              <>
                <dt>应结金额</dt>
                <dd data-testid="seller-detail-settlement">¥{formatYuan(order.settlement)}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className="seller-card" aria-labelledby="seller-detail-receiver">
          <h3 id="seller-detail-receiver">收货信息</h3>
          <dl className="seller-facts" data-testid="seller-detail-address">
            <dt>收货人</dt>
            <dd>{a.realname}</dd>
            <dt>电话</dt>
            <dd>{a.telphone}</dd>
            <dt>地址</dt>
            <dd>{a.fullText}</dd>
            <dt>买家备注</dt>
            <dd data-testid="seller-detail-remark">{order.remark || '无'}</dd>
            <dt>下单时间</dt>
            <dd>{formatDate(order.createdAt, TIME)}</dd>
            <dt>支付方式</dt>
            <dd>
              {PAY_TYPE_TEXT[order.payType]}
              {order.paidAt ? `（${formatDate(order.paidAt, TIME)}）` : ''}
            </dd>
          </dl>
        </section>
      </div>

      <section className="seller-card" aria-labelledby="seller-detail-invoice">
        <h3 id="seller-detail-invoice">发票信息</h3>
        {order.invoice ? (
          <dl className="seller-facts" data-testid="seller-detail-invoice">
            {invoiceLines(order.invoice).map(({ label, value }) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
        ) : (
          <p data-testid="seller-detail-invoice">买家未要求开具发票</p>
        )}
        {order.invoice && !order.paidAt ? (
          <p className="seller-detail-invoice-hint">买家付款后显示完整开票信息。</p>
        ) : null}
      </section>

      <section className="seller-card" aria-labelledby="seller-detail-logistics">
        <h3 id="seller-detail-logistics">物流信息</h3>
        <LogisticsTimeline details={logisticsDetails} />
      </section>

      <ShipModal order={shipping} onClose={() => setShipping(null)} />
    </div>
  );
}
