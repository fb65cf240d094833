import { ShopOutlined } from '@ant-design/icons';
import { CART_ITEM_STATUS_TEXT, formatYuan } from '@mall/contract/wire';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { CompatNote } from '../../smart-home';
import { lineAmount, totalsOf } from '../cart-selection';
import type { TSettleGroup } from '../settlement';
import { HubWarning } from './cart-compat';
import { GoodsThumb } from './cart-group';

/**
 * The goods of the order confirm page, one block per seller (each becomes one order): picture, title,
 * standard, price, number and subtotal; a line that cannot be ordered says why.
 */
export function SettleGoods({ groups }: { groups: readonly TSettleGroup[] }) {
  return (
    <div className="settle-goods" data-testid="settle-goods">
      <HubWarning lines={groups.flatMap((g) => g.lines)} />
      <div className="settle-line settle-line-head">
        <div>商品信息</div>
        <div>单价</div>
        <div>数量</div>
        <div>小计</div>
      </div>
      {groups.map((group) => {
        const totals = totalsOf(group.lines);
        return (
          <section key={group.agentId} className="settle-group" data-testid="settle-group">
            <div className="settle-group-head">
              <Link to={`/shop?agentId=${group.agentId}`} className="cart-group-shop">
                <ShopOutlined /> {group.shopName}
              </Link>
            </div>
            {group.lines.map((line) => {
              const statusText = CART_ITEM_STATUS_TEXT[line.status];
              return (
                <div
                  key={line.key}
                  className={`settle-line${statusText ? ' is-disabled' : ''}`}
                  data-testid="settle-line"
                >
                  <div className="cart-col-goods">
                    <GoodsThumb image={line.image} title={line.title} productId={line.productId} />
                    <div className="cart-goods-info">
                      <Link to={`/product/detail?id=${line.productId}`} className="cart-goods-title">
                        {line.title}
                      </Link>
                      {line.standardName ? <span className="cart-goods-spec">{line.standardName}</span> : null}
                      {statusText ? (
                        <Tag className="cart-goods-status" data-testid="settle-line-status">
                          {statusText}
                          {line.stock > 0 && line.stock < line.number ? `，仅剩 ${line.stock} 件` : ''}
                        </Tag>
                      ) : null}
                      {line.compat && line.compat.level !== 'ok' ? <CompatNote compat={line.compat} /> : null}
                    </div>
                  </div>
                  <div className="settle-price">¥{formatYuan(line.price)}</div>
                  <div className="settle-number">×{line.number}</div>
                  <div className="settle-amount">¥{formatYuan(lineAmount(line))}</div>
                </div>
              );
            })}
            <div className="settle-group-foot">
              共 {totals.count} 件，店铺合计：<b>¥{formatYuan(totals.amount)}</b>
            </div>
          </section>
        );
      })}
    </div>
  );
}
