import type { TShopCard } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { RightOutlined, ShopOutlined } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { imageUrl } from '../../../lib/image-url';
import { CardCompat, productDetailPath, useRecommendedShops } from '../../catalogue';
import { shopHref } from '../links';
import { BlockHead, isEmptyList, QueryBlock } from './block-state';

/** Products shown per shop card. */
const SHOP_PRODUCTS = 3;

export function ShopCard({ shop }: { shop: TShopCard }) {
  return (
    <article className="shop-card" data-testid="shop-card">
      <Link to={shopHref(shop.agentId)} className="shop-card-head">
        <Avatar
          shape="square"
          size={56}
          src={shop.logo ? imageUrl(shop.logo, '86') : undefined}
          icon={<ShopOutlined />}
          // The shop's name is written beside it in the same link: the logo is decoration.
          alt=""
        />
        <span>
          <strong>{shop.name}</strong>
          <small>
            在售 {shop.productCount} 件 · 已售 {shop.sales}
          </small>
        </span>
      </Link>
      <p className="shop-card-desc">{shop.description || '品质好店，官方认证'}</p>
      <div className="shop-card-products">
        {shop.products.slice(0, SHOP_PRODUCTS).map((p) => (
          <Link key={p.id} to={productDetailPath(p.id)} title={p.title}>
            <img src={imageUrl(p.image, '86')} alt={p.title} loading="lazy" width={86} height={86} />
            <em>¥{formatYuan(p.price)}</em>
            {p.compat && <CardCompat compat={p.compat} />}
          </Link>
        ))}
      </div>
      <Link to={shopHref(shop.agentId)} className="shop-card-go">
        进店逛逛 <RightOutlined />
      </Link>
    </article>
  );
}

/** Recommended shops (queryShopList): logo, name, a few best sellers. */
export function ShopList() {
  const query = useRecommendedShops();
  return (
    <section className="home-block home-shops" aria-label="推荐店铺">
      <BlockHead title="推荐店铺" hint="官方认证品牌店，品质有保障" />
      <QueryBlock
        query={query}
        errorTitle="推荐店铺加载失败"
        emptyText="暂无推荐店铺"
        isEmpty={isEmptyList}
        skeleton={
          <div className="shop-grid">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} active avatar={{ shape: 'square', size: 56 }} paragraph={{ rows: 3 }} />
            ))}
          </div>
        }
      >
        {(shops) => (
          <div className="shop-grid">
            {shops.map((s) => (
              <ShopCard key={s.agentId} shop={s} />
            ))}
          </div>
        )}
      </QueryBlock>
    </section>
  );
}
