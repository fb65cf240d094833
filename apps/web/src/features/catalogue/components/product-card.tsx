import './product-card.css';
import type { TProductCard } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Tag } from '../../../components/ui/tag';
import { imageUrl } from '../../../lib/image-url';
import { CardCompat } from './card-compat';

export function productDetailPath(id: number): string {
  return `/product/detail?id=${id}`;
}

/**
 * A product tile of grids (home goods list, product list, market, shop): image, title, price, IoT tags.
 * `action` (the list's heart) sits over the card beside its link, never inside it.
 */
export function ProductCard({
  product,
  eager = false,
  action,
}: {
  product: TProductCard;
  eager?: boolean;
  action?: ReactNode;
}) {
  const card = <CardLink product={product} eager={eager} />;
  if (!action) return card;
  return (
    <div className="product-card-slot">
      {card}
      {action}
    </div>
  );
}

function CardLink({ product, eager }: { product: TProductCard; eager: boolean }) {
  const tags = [...product.iot.protocols.slice(0, 2), ...product.iot.ecosystems.slice(0, 1)];
  return (
    <Link
      to={productDetailPath(product.id)}
      className={`product-card${product.isSoldOut ? ' is-sold-out' : ''}`}
      data-testid="product-card"
    >
      <div className="product-card-image">
        {product.isSoldOut ? (
          <span className="product-card-sold-out" data-testid="sold-out">
            已售罄
          </span>
        ) : null}
        <img
          src={imageUrl(product.image, '450')}
          alt={product.title}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width={450}
          height={450}
        />
      </div>
      <div className="product-card-body">
        <div className="product-card-price">
          <span className="price">¥{formatYuan(product.price)}</span>
          {product.marketPrice > product.price ? (
            <span className="market-price">¥{formatYuan(product.marketPrice)}</span>
          ) : null}
        </div>
        <div className="product-card-title" title={product.title}>
          {product.title}
        </div>
        <div className="product-card-tags">
          {/* For a buyer with a home, whether it suits that home (我的家) says more than the bare facts:
              first, so a narrow card (a home page floor) never hides it behind the protocols. */}
          {product.compat && <CardCompat compat={product.compat} />}
          {tags.map((t) => (
            <Tag key={t} variant="filled" color="blue">
              {t}
            </Tag>
          ))}
          {!product.compat && product.iot.hubRequired && <Tag variant="filled">需网关</Tag>}
        </div>
        <div className="product-card-meta">
          <span className="product-card-shop">{product.shopName}</span>
          <span>已售 {product.sales}</span>
        </div>
      </div>
    </Link>
  );
}
