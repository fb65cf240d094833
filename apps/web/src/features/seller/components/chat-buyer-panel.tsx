import type { TChatBuyerContext } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';
import { Avatar, Button, Empty, Spin } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-url';
import { sellerOrderPath } from './order-list';

export interface TChatBuyerPanelProps {
  context: TChatBuyerContext | undefined;
  isLoading: boolean;
  /** Sends the order as a card in the conversation. */
  onSendOrder: (orderId: number) => void;
  /** The order whose card is on its way (its button spins). */
  sendingOrderId: number | null;
}

/** Beside a conversation: the buyer (nickname, 注册时间) and their latest orders with this shop. */
export function ChatBuyerPanel({ context, isLoading, onSendOrder, sendingOrderId }: TChatBuyerPanelProps) {
  if (!context) {
    return (
      <div className="seller-chat-buyer" data-testid="seller-chat-orders">
        {isLoading ? <Spin style={{ display: 'block', margin: '32px auto' }} /> : null}
      </div>
    );
  }
  const { buyer, orders } = context;
  return (
    <div className="seller-chat-buyer" data-testid="seller-chat-orders">
      <div className="seller-chat-buyer-head">
        <Avatar alt="" size={48} src={buyer.avatar ? imageUrl(buyer.avatar, '86') : undefined}>
          {buyer.name.slice(0, 1)}
        </Avatar>
        <div>
          <div className="seller-chat-buyer-name">{buyer.name}</div>
          <div className="seller-chat-buyer-since">注册时间 {formatDate(buyer.since)}</div>
        </div>
      </div>
      <h3 className="seller-chat-buyer-title">最近订单</h3>
      {orders.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该买家还没有在本店下单" />
      ) : (
        <ul className="seller-chat-orders">
          {orders.map((order) => (
            <li key={order.id} className="seller-chat-order">
              <div className="seller-chat-order-head">
                <span>订单号 {order.orderNo}</span>
                <span className="seller-chat-order-status">{order.statusText}</span>
              </div>
              <div className="seller-chat-order-row">
                <img src={imageUrl(order.image, '86')} alt="" width={48} height={48} loading="lazy" />
                <div className="seller-chat-order-body">
                  <div className="seller-chat-order-title">
                    {order.title}
                    {order.lines > 1 ? ` 等${order.lines}件商品` : ''}
                  </div>
                  <div className="seller-chat-order-total">
                    ¥{formatYuan(order.total)} · {formatDate(order.createTime)}
                  </div>
                </div>
              </div>
              <div className="seller-chat-order-actions">
                <Link to={sellerOrderPath(order.id)}>订单详情</Link>
                <Button
                  size="small"
                  onClick={() => onSendOrder(order.id)}
                  loading={sendingOrderId === order.id}
                  data-testid="seller-chat-send-order"
                >
                  发送订单
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
