import type { TProductDetail } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ShopOutlined } from '../../../components/ui/icons';
import { imageUrl } from '../../../lib/image-url';
import { getProductPageQueryOptions } from '../api/get-product-page';
import { useShopBasic } from '../api/get-shop-basic';
import { formatCount } from '../format-price';
import { productDetailPath } from './product-card';

export function shopPath(agentId: number): string {
  return `/shop?agentId=${agentId}`;
}

/** The seller of a product: logo, name and a way into the shop. */
export function ShopBox({ product }: { product: Pick<TProductDetail, 'agentId' | 'shopName' | 'shopLogo'> }) {
  const basic = useShopBasic(product.agentId).data;
  return (
    <div className="shop-box" data-testid="shop-box">
      {product.shopLogo ? (
        <img
          className="shop-box-logo"
          src={imageUrl(product.shopLogo, '86')}
          alt={product.shopName}
          width={86}
          height={86}
          loading="lazy"
        />
      ) : (
        <div className="shop-box-logo" />
      )}
      <div className="shop-box-name">{product.shopName}</div>
      {basic ? (
        <div className="shop-box-facts">
          <span>评分 {basic.score.toFixed(1)}</span>
          <span>商品 {basic.productCount}</span>
          <span>销量 {formatCount(basic.sales)}</span>
        </div>
      ) : (
        <div className="shop-box-facts" />
      )}
      <Link to={shopPath(product.agentId)}>
        <Button type="primary" ghost icon={<ShopOutlined />}>
          进店逛逛
        </Button>
      </Link>
    </div>
  );
}

/** A few best sellers of the same shop, for the detail page's side column. */
export function ShopHotProducts({ agentId, excludeId }: { agentId: number; excludeId: number }) {
  const query = useQuery(getProductPageQueryOptions({ agentId, sort: 'sales', pageNO: 1, pageRows: 7 }));
  const list = (query.data?.data ?? []).filter((p) => p.id !== excludeId).slice(0, 6);
  if (list.length === 0) return null;
  return (
    <div className="side-card">
      <h2>店铺热销</h2>
      <div className="side-products">
        {list.map((p) => (
          <Link key={p.id} to={productDetailPath(p.id)} className="side-product">
            <img src={imageUrl(p.image, '86')} alt="" loading="lazy" width={72} height={72} />
            <div>
              <div className="side-product-title">{p.title}</div>
              <div className="side-product-price">¥{formatYuan(p.price)}</div>
            </div>
          </Link>
        ))}
      </div>
    </div>
  );
}
