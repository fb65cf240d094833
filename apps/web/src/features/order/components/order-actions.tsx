import type { TOrder } from '@mall/contract';
import { ORDER_STATUS } from '@mall/contract/wire';
import { App, Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCancelOrder } from '../api/cancel-order';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { useExportOrder } from '../api/export-order';
import { orderActions } from '../order-actions';
import { isPayExpired, payCountdownText, payDeadlineText } from '../pay-countdown';
import { LogisticsModal } from './logistics-modal';
import { PayDialog } from './pay-dialog';

export interface TOrderActionsProps {
  order: TOrder;
  /** Epoch ms; decides whether an unpaid order can still be paid. */
  now: number;
  /** column: the list's action cell; row: the detail page. */
  layout?: 'column' | 'row';
  /** On the detail page 订单详情 is not offered and 查看物流 jumps to the page's own logistics block. */
  onShowLogistics?: () => void;
  isDetail?: boolean;
}

/**
 * Every action an order's state allows (see `orderActions`), shared by the order list and the
 * order detail: 去支付, 取消订单, 待商家发货, 确认收货, 评价, 再次购买, 查看物流, 导出商品, 订单详情.
 */
export function OrderActions({ order, now, layout = 'column', onShowLogistics, isDetail = false }: TOrderActionsProps) {
  const { modal, message } = App.useApp();
  const [isPaying, setIsPaying] = useState(false);
  const [isLogisticsOpen, setIsLogisticsOpen] = useState(false);
  const cancel = useCancelOrder();
  const receive = useConfirmReceipt();
  const exporter = useExportOrder();
  const actions = orderActions(order, now).filter((a) => !(isDetail && a === 'detail'));
  const size = layout === 'row' ? 'middle' : 'small';

  const askCancel = () =>
    modal.confirm({
      title: '确定取消该订单吗？',
      content: '取消后订单无法恢复，如仍需要可重新下单。',
      okText: '确定取消',
      cancelText: '再想想',
      okButtonProps: { danger: true },
      onOk: async () => {
        // A refusal (409: paid or timed out meanwhile) was toasted by the request client; the list refreshes.
        const isDone = await cancel.mutateAsync(order.id).then(
          () => true,
          () => false,
        );
        if (isDone) message.success('订单已取消');
      },
    });

  const askReceive = () =>
    modal.confirm({
      title: '确认已收到商品？',
      content: '请确认您已收到全部商品且完好无损，确认收货后交易完成。',
      okText: '确认收货',
      cancelText: '还没收到',
      onOk: async () => {
        const isDone = await receive.mutateAsync(order.id).then(
          () => true,
          () => false,
        );
        if (isDone) message.success('已确认收货，欢迎评价本次购物');
      },
    });

  const runExport = async () => {
    const name = await exporter.mutateAsync(order).catch(() => null);
    if (name) message.success(`已导出：${name}`);
  };

  // 再次购买 and 评价 are for catalogue products; a procurement order's lines name none.
  const firstLine = order.orderDetailList.find((line) => line.productId !== null);
  const timeLeft = payCountdownText(order.payDeadline, now);
  const payHint = isPayExpired(order.payDeadline, now)
    ? timeLeft
    : `订单号 ${order.orderNo} · ${timeLeft}，${payDeadlineText(order.payDeadline, now)}`;

  return (
    <div className={`order-actions is-${layout}`} data-testid="order-actions">
      {actions.map((action) => {
        switch (action) {
          case 'pay':
            return (
              <Button
                key={action}
                color="danger"
                variant="solid"
                size={size}
                onClick={() => setIsPaying(true)}
                data-testid="order-pay"
              >
                去支付
              </Button>
            );
          case 'cancel':
            return (
              <Button key={action} size={size} onClick={askCancel} data-testid="order-cancel">
                取消订单
              </Button>
            );
          case 'awaitShip':
            return (
              <span key={action} className="order-await" data-testid="order-await-ship">
                待商家发货
              </span>
            );
          case 'confirmReceipt':
            return (
              <Button key={action} type="primary" size={size} onClick={askReceive} data-testid="order-receive">
                确认收货
              </Button>
            );
          case 'review':
            return firstLine ? (
              <Link key={action} to={`/product/comment/add?orderId=${order.id}`}>
                <Button type="primary" ghost size={size} data-testid="order-review">
                  评价
                </Button>
              </Link>
            ) : null;
          case 'rebuy':
            return firstLine ? (
              <Link key={action} to={`/product/detail?id=${firstLine.productId}`}>
                <Button size={size}>再次购买</Button>
              </Link>
            ) : null;
          case 'logistics':
            return (
              <Button
                key={action}
                size={size}
                onClick={() => (onShowLogistics ? onShowLogistics() : setIsLogisticsOpen(true))}
                data-testid="order-logistics"
              >
                查看物流
              </Button>
            );
          case 'export':
            return (
              <Button
                key={action}
                size={size}
                loading={exporter.isPending}
                onClick={runExport}
                data-testid="order-export"
              >
                导出商品
              </Button>
            );
          case 'detail':
            return (
              <Link key={action} to={`/order/detail?orderId=${order.id}`} className="order-detail-link">
                订单详情
              </Link>
            );
          default:
            return null;
        }
      })}
      {order.status === ORDER_STATUS.NOPAY || isPaying ? (
        <PayDialog
          open={isPaying}
          orderIds={[order.id]}
          amount={order.orderTotalPrice}
          hint={payHint}
          onClose={() => setIsPaying(false)}
        />
      ) : null}
      {order.shippedAt !== null && !onShowLogistics ? (
        <LogisticsModal orderId={order.id} open={isLogisticsOpen} onClose={() => setIsLogisticsOpen(false)} />
      ) : null}
    </div>
  );
}
