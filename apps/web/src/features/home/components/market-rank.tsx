import type { TPortalItem } from '@mall/contract';
import { formatYuan, PORTAL_POSITIONS } from '@mall/contract/wire';
import { SiteLink } from '../../../components/site-link';
import { CrownOutlined, ShopOutlined } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { imageUrl } from '../../../lib/image-url';
import { usePortal } from '../../catalogue';
import { portalHref } from '../links';
import { chunk, MARKET_PER_ROW } from '../rows';
import { BlockHead, isEmptyList, QueryBlock } from './block-state';

/** A market slot as a horizontal card: picture left, name, selling point and price right. */
export function MarketItem({ item, size = 'normal' }: { item: TPortalItem; size?: 'normal' | 'large' }) {
  return (
    <SiteLink
      to={portalHref(item)}
      className={`market-item market-item-${size}`}
      title={item.title}
      testId="market-item"
    >
      <span className="market-item-image">
        <img
          src={imageUrl(item.imageUrl, '450')}
          alt={item.title}
          loading="lazy"
          decoding="async"
          width={450}
          height={450}
          data-testid="market-image"
        />
      </span>
      <span className="market-item-body">
        <strong>{item.title}</strong>
        <small>{item.desc}</small>
        {item.price !== null ? <em>¥{formatYuan(item.price)}</em> : <em className="market-item-go">去看看 ›</em>}
      </span>
    </SiteLink>
  );
}

/** The market position (9/2) laid out in rows of 3 (spec §3, §9). */
export function MarketRows({ size = 'normal' }: { size?: 'normal' | 'large' }) {
  const query = usePortal(PORTAL_POSITIONS.market);
  return (
    <QueryBlock
      query={query}
      errorTitle="精选市场加载失败"
      emptyText="精选好物正在上架中"
      isEmpty={isEmptyList}
      skeleton={
        <div className="market-rows">
          {[0, 1, 2].map((r) => (
            <div className="market-row" key={r}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} active avatar={{ shape: 'square', size: 84 }} paragraph={{ rows: 2 }} />
              ))}
            </div>
          ))}
        </div>
      }
    >
      {(items) => (
        <div className="market-rows" data-testid="market-rows">
          {chunk(items, MARKET_PER_ROW).map((row) => (
            <div className="market-row" key={row[0].id}>
              {row.map((item) => (
                <MarketItem key={item.id} item={item} size={size} />
              ))}
            </div>
          ))}
        </div>
      )}
    </QueryBlock>
  );
}

/** The rank position (3/5) as a ranked list with 1, 2, 3 badges. */
function RankList() {
  const query = usePortal(PORTAL_POSITIONS.rank);
  return (
    <QueryBlock
      query={query}
      errorTitle="排行榜加载失败"
      emptyText="榜单统计中"
      isEmpty={isEmptyList}
      skeleton={<Skeleton active avatar={{ shape: 'square', size: 86 }} paragraph={{ rows: 6 }} />}
    >
      {(items) => (
        <ol className="rank-list" data-testid="rank-list">
          {items.slice(0, PORTAL_POSITIONS.rank.rownum).map((item, i) => (
            <li key={item.id}>
              <SiteLink to={portalHref(item)} className="rank-item" title={item.title}>
                <span className={`rank-badge rank-badge-${i + 1}`} aria-hidden="true">
                  {i + 1}
                </span>
                <img src={imageUrl(item.imageUrl, '86')} alt={item.title} loading="lazy" width={86} height={86} />
                <span className="rank-item-body">
                  <strong>{item.title}</strong>
                  <small>{item.desc}</small>
                  {item.price !== null ? <em>¥{formatYuan(item.price)}</em> : null}
                </span>
              </SiteLink>
            </li>
          ))}
        </ol>
      )}
    </QueryBlock>
  );
}

/** Banner goods: market (rows of 3) beside the rank list. */
export function MarketAndRank() {
  return (
    <div className="home-banner-goods">
      <section className="home-block home-market" aria-label="精选市场">
        <BlockHead
          title={
            <>
              <ShopOutlined /> 精选市场
            </>
          }
          hint="品质智能好物，编辑精选"
          more={{ to: '/market', label: '进入精选市场' }}
        />
        <MarketRows />
      </section>
      <section className="home-block home-rank" aria-label="热销排行">
        <BlockHead
          title={
            <>
              <CrownOutlined /> 热销排行
            </>
          }
          more={{ to: '/product?sort=sales', label: '完整榜单' }}
        />
        <RankList />
      </section>
    </div>
  );
}
