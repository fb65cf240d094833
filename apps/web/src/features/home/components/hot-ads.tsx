import type { TPortalItem } from '@mall/contract';
import { formatYuan, PORTAL_POSITIONS } from '@mall/contract/wire';
import type { ReactNode } from 'react';
import { SiteLink } from '../../../components/site-link';
import { FireOutlined, RocketOutlined } from '../../../components/ui/icons';
import { imageUrl } from '../../../lib/image-url';
import { usePortal } from '../../catalogue';
import { portalHref } from '../links';
import { isEmptyList, QueryBlock, SkeletonBox } from './block-state';

function AdTile({ item }: { item: TPortalItem }) {
  return (
    <SiteLink to={portalHref(item)} className="ad-tile" title={item.title} testId="ad-tile">
      <span className="ad-tile-image">
        <img
          src={imageUrl(item.imageUrl, '450')}
          alt={item.title}
          loading="lazy"
          decoding="async"
          width={450}
          height={450}
        />
      </span>
      {/* The pictures of these slots carry their headline; the line below adds the selling point. */}
      <strong>{item.desc || item.title}</strong>
      {item.price !== null ? <em>¥{formatYuan(item.price)}</em> : <small>去看看 ›</small>}
    </SiteLink>
  );
}

function AdPanel({
  slot,
  title,
  tagline,
  icon,
  tone,
}: {
  slot: { rownum: number; position: number };
  title: string;
  tagline: string;
  icon: ReactNode;
  tone: 'warm' | 'cool';
}) {
  const query = usePortal(slot);
  return (
    <section className={`ad-panel ad-panel-${tone}`} aria-label={title}>
      <header>
        <h2>
          {icon} {title}
        </h2>
        <span>{tagline}</span>
      </header>
      <QueryBlock
        query={query}
        errorTitle={`${title}加载失败`}
        emptyText="活动筹备中，敬请期待"
        isEmpty={isEmptyList}
        skeleton={
          <div className="ad-tiles">
            {[0, 1, 2].map((i) => (
              <SkeletonBox key={i} height={220} />
            ))}
          </div>
        }
      >
        {(items) => (
          <div className="ad-tiles">
            {items.slice(0, slot.rownum).map((item) => (
              <AdTile key={item.id} item={item} />
            ))}
          </div>
        )}
      </QueryBlock>
    </section>
  );
}

/** The ad block of the hot positions 3/3 and 3/4, side by side. */
export function HotAds() {
  return (
    <div className="home-ads" data-testid="home-ads">
      <AdPanel
        slot={PORTAL_POSITIONS.hot1}
        title="热卖爆款"
        tagline="口碑好物 · 人气之选"
        icon={<FireOutlined />}
        tone="warm"
      />
      <AdPanel
        slot={PORTAL_POSITIONS.hot2}
        title="新品首发"
        tagline="智能新品 · 抢先体验"
        icon={<RocketOutlined />}
        tone="cool"
      />
    </div>
  );
}
