import type { TOrder, TOrderAfterSales, TOrderLine, TOrderStatus } from '@mall/contract';
import { formatYuan, ORDER_STATUS_TEXT } from '@mall/contract/wire';
import { Tag } from 'antd';
import { imageUrl } from '../../../lib/image-url';
import { afterSalesLabel } from '../order-after-sales';

const STATUS_COLOR: Record<TOrderStatus, string> = {
  0: 'gold',
  1: 'red',
  2: 'blue',
  3: 'green',
  4: 'default',
  5: 'default',
};

/** An order's state as a coloured tag (待发货 stands out: it is the seller's to do). */
export function OrderStatusTag({ status }: { status: TOrderStatus }) {
  return (
    <Tag color={STATUS_COLOR[status]} className="seller-order-status" data-testid="seller-order-status">
      {ORDER_STATUS_TEXT[status]}
    </Tag>
  );
}

/** 退款中 / 售后中 while a request of one of the order's lines is open; nothing otherwise. */
export function AfterSalesTag({ afterSales }: { afterSales: TOrderAfterSales | null }) {
  const label = afterSalesLabel(afterSales);
  if (label === null) return null;
  return (
    <Tag
      color={afterSales === 'refunding' ? 'volcano' : 'purple'}
      className="seller-order-status"
      data-testid="seller-order-after-sales"
    >
      {label}
    </Tag>
  );
}

/** One line: thumbnail (a 采购 mark for a quote's line), title, standard, price × number. */
export function OrderLine({ line }: { line: TOrderLine }) {
  return (
    <div className="seller-order-line">
      {line.image ? (
        <img className="seller-order-line-img" src={imageUrl(line.image, '86')} alt="" loading="lazy" />
      ) : (
        <span className="seller-order-line-img is-text" aria-hidden="true">
          {line.productId === null ? '采购' : '无图'}
        </span>
      )}
      <div className="seller-order-line-text">
        <span className="seller-order-line-title" title={line.title}>
          {line.title}
        </span>
        {line.standardName ? <span className="seller-order-line-spec">{line.standardName}</span> : null}
        <span className="seller-order-line-price">
          ¥{formatYuan(line.price)} × {line.number}
          {line.returnedNumber > 0 ? (
            <em className="seller-order-line-returned">已退 {line.returnedNumber} 件</em>
          ) : null}
        </span>
      </div>
    </div>
  );
}

/** The order's lines, one under the other. */
export function OrderLines({ order }: { order: TOrder }) {
  return (
    <div className="seller-order-lines">
      {order.orderDetailList.map((line) => (
        <OrderLine key={line.id} line={line} />
      ))}
    </div>
  );
}

/** The receiver as the server sends it (masked until the order is paid, DESIGN.md §6). */
export function OrderReceiver({ order }: { order: TOrder }) {
  const { realname, telphone, fullText } = order.address;
  return (
    <div className="seller-order-receiver" data-testid="seller-order-receiver">
      <span>
        {realname} <span className="seller-nowrap">{telphone}</span>
      </span>
      <small>{fullText}</small>
    </div>
  );
}
