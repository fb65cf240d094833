import { EnvironmentOutlined, SearchOutlined } from '@ant-design/icons';
import { regionText, type TShopBasic } from '@mall/contract';
import { Input, Rate, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-url';
import { formatCount } from '../format-price';
import { shopPath } from './shop-box';

export function shopSearchPath(agentId: number, queryName: string): string {
  const kw = queryName.trim();
  return `/shop/search?agentId=${agentId}${kw ? `&queryName=${encodeURIComponent(kw)}` : ''}`;
}

/** 搜本店: searches within the shop (`/shop/search?agentId=&queryName=`). */
export function ShopSearchBox({ agentId, initial = '' }: { agentId: number; initial?: string }) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(initial);
  return (
    <Input.Search
      className="shop-header-search"
      placeholder="搜索本店商品"
      enterButton={
        <>
          <SearchOutlined /> 搜本店
        </>
      }
      value={keyword}
      maxLength={50}
      onChange={(e) => setKeyword(e.target.value)}
      onSearch={(value) => navigate(shopSearchPath(agentId, value))}
      aria-label="搜索本店商品"
      data-testid="shop-search"
    />
  );
}

/** The shop's head: logo, name, tags, score, region, product count and sales, and the in-shop search. */
export function ShopHeader({
  shop,
  keyword,
  hasDescription = true,
}: {
  shop: TShopBasic;
  keyword?: string;
  /** The shop page shows the description in its introduction card instead. */
  hasDescription?: boolean;
}) {
  const region = regionText(shop.province, shop.city).text;
  const opened = formatDate(shop.createdAt, 'YYYY年M月');
  return (
    <header className="shop-header" data-testid="shop-header">
      {shop.logo ? (
        <img className="shop-header-logo" src={imageUrl(shop.logo, '86')} alt="" width={86} height={86} />
      ) : (
        <div className="shop-header-logo" />
      )}
      <div className="shop-header-main">
        <h1 className="shop-header-name">
          <Link to={shopPath(shop.agentId)} data-testid="shop-name">
            {shop.name}
          </Link>
          {shop.tags.map((t) => (
            <Tag key={t} className="shop-header-tag">
              {t}
            </Tag>
          ))}
        </h1>
        {hasDescription && shop.description ? <p className="shop-header-desc">{shop.description}</p> : null}
        <div className="shop-header-facts">
          <span>
            店铺评分 <Rate disabled allowHalf value={Math.round(shop.score * 2) / 2} /> <b>{shop.score.toFixed(1)}</b>
          </span>
          {region ? (
            <span>
              <EnvironmentOutlined /> {region}
            </span>
          ) : null}
          <span>
            商品<b>{shop.productCount}</b>件
          </span>
          <span>
            累计销量<b>{formatCount(shop.sales)}</b>
          </span>
          {opened ? <span>开店于 {opened}</span> : null}
        </div>
      </div>
      <ShopSearchBox key={keyword} agentId={shop.agentId} initial={keyword} />
    </header>
  );
}

export function ShopHeaderSkeleton() {
  return (
    <div className="shop-header-skeleton" aria-busy="true">
      <Skeleton active avatar={{ size: 86, shape: 'square' }} paragraph={{ rows: 2 }} />
    </div>
  );
}
