import { DeleteOutlined, ShopOutlined } from '@ant-design/icons';
import type { TCartGroup, TCartItem } from '@mall/contract';
import { CART_ITEM_STATUS_TEXT, formatYuan } from '@mall/contract/wire';
import { Button, Checkbox, Popconfirm, Tag } from 'antd';
import { Link } from 'react-router';
import { imageUrl } from '../../../lib/image-url';
import { groupCheckState, isBuyable, lineAmount } from '../cart-selection';
import { CartCompat } from './cart-compat';
import { CartQuantity } from './cart-quantity';

function productHref(productId: number): string {
  return `/product/detail?id=${productId}`;
}

export function GoodsThumb({ image, title, productId }: { image: string; title: string; productId: number }) {
  return (
    <Link to={productHref(productId)} className="cart-thumb" tabIndex={-1} aria-hidden>
      {image ? <img src={imageUrl(image, '86')} alt={title} loading="lazy" /> : <span className="cart-thumb-empty" />}
    </Link>
  );
}

interface TCartRowProps {
  item: TCartItem;
  isChecked: boolean;
  onCheck: (on: boolean) => void;
  onDelete: () => Promise<unknown>;
}

function CartRow({ item, isChecked, onCheck, onDelete }: TCartRowProps) {
  const isOk = isBuyable(item);
  const statusText = CART_ITEM_STATUS_TEXT[item.status];
  return (
    <div
      className={`cart-row cart-item${isOk ? '' : ' is-disabled'}${isChecked ? ' is-checked' : ''}`}
      data-testid="cart-item"
      data-cart-id={item.id}
    >
      <div className="cart-col-check">
        <Checkbox
          checked={isChecked}
          disabled={!isOk}
          onChange={(e) => onCheck(e.target.checked)}
          aria-label={`选择 ${item.title}`}
          data-testid="cart-item-check"
        />
      </div>
      <div className="cart-col-goods">
        <GoodsThumb image={item.image} title={item.title} productId={item.productId} />
        <div className="cart-goods-info">
          <Link to={productHref(item.productId)} className="cart-goods-title" title={item.title}>
            {item.title}
          </Link>
          {item.standardName ? <span className="cart-goods-spec">{item.standardName}</span> : null}
          {statusText ? (
            <Tag className="cart-goods-status" data-testid="cart-item-status">
              {statusText}
            </Tag>
          ) : null}
          <CartCompat item={item} />
        </div>
      </div>
      {/* The grid's cells on a desktop (display: contents); the price-and-quantity line of the card on a phone. */}
      <div className="cart-row-buy">
        <div className="cart-col-price">¥{formatYuan(item.price)}</div>
        <div className="cart-col-qty">
          <CartQuantity item={item} />
        </div>
        <div className="cart-col-amount" data-testid="cart-item-amount">
          ¥{formatYuan(lineAmount(item))}
        </div>
      </div>
      <div className="cart-col-ops">
        <Popconfirm
          title="删除商品"
          description="确定要从购物车中删除该商品吗？"
          okText="删除"
          cancelText="取消"
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          <Button type="link" size="small" icon={<DeleteOutlined />} data-testid="cart-item-delete">
            <span className="cart-delete-text">删除</span>
          </Button>
        </Popconfirm>
      </div>
    </div>
  );
}

interface TCartGroupProps {
  group: TCartGroup;
  checked: ReadonlySet<number>;
  onCheckItem: (item: TCartItem, on: boolean) => void;
  onCheckGroup: (on: boolean) => void;
  onDelete: (ids: number[]) => Promise<unknown>;
}

/** One seller's entries: the shop (linking to its page) with a check box for all of them, then the rows. */
export function CartGroup({ group, checked, onCheckItem, onCheckGroup, onDelete }: TCartGroupProps) {
  const state = groupCheckState(group, checked);
  return (
    <section className="cart-group" data-testid="cart-group" data-agent-id={group.agentId}>
      <div className="cart-group-head">
        <div className="cart-col-check">
          <Checkbox
            checked={state.isChecked}
            indeterminate={state.isIndeterminate}
            disabled={state.isDisabled}
            onChange={(e) => onCheckGroup(e.target.checked)}
            aria-label={`选择 ${group.shopName} 的全部商品`}
            data-testid="cart-group-check"
          />
        </div>
        <Link to={`/shop?agentId=${group.agentId}`} className="cart-group-shop" data-testid="cart-group-shop">
          <ShopOutlined /> {group.shopName}
        </Link>
      </div>
      {group.productList.map((item) => (
        <CartRow
          key={item.id}
          item={item}
          isChecked={checked.has(item.id)}
          onCheck={(on) => onCheckItem(item, on)}
          onDelete={() => onDelete([item.id])}
        />
      ))}
    </section>
  );
}
