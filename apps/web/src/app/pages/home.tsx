import { Deferred } from '../../components/ui/deferred';
import { CategoryGrid } from '../../features/home/components/category-grid';
import { CategoryMenu } from '../../features/home/components/category-menu';
import { ClassificationFloors } from '../../features/home/components/classification-floors';
import { CommunityList } from '../../features/home/components/community-list';
import { GoodsList } from '../../features/home/components/goods-list';
import { HomeCarousel } from '../../features/home/components/home-carousel';
import { HomeSidePanel } from '../../features/home/components/home-side-panel';
import { HotAds } from '../../features/home/components/hot-ads';
import { MarketAndRank } from '../../features/home/components/market-rank';
import { ShopList } from '../../features/home/components/shop-list';
import { WisdomBlock } from '../../features/home/components/wisdom-block';
import { usePhone } from '../../lib/use-phone';

/** The room each deferred block takes before it renders, about its height: [desktop, phone at 360–390 px]. */
const ROOM = {
  market: [540, 1000],
  wisdom: [620, 680],
  floors: [520, 950],
  goods: [900, 1700],
  shops: [560, 330],
  community: [640, 1400],
} as const;

/**
 * Home (spec §2 Index, §3 Home content): categories beside the carousel, the ad block, banner goods
 * (market and rank), smart life, the classification floors, 为你推荐 with paging, recommended shops and
 * the community. Every block loads, fails and retries on its own; the blocks below the first
 * screens render (and call) when the buyer scrolls near them.
 */
export default function HomePage() {
  const isPhone = usePhone();
  const room = (block: keyof typeof ROOM) => ROOM[block][isPhone ? 1 : 0];
  return (
    <div className="container home" data-testid="home">
      <h1 className="sr-only">智联商城 — 智能家居与物联网硬件在线商城</h1>
      <div className="home-top">
        <CategoryMenu />
        <HomeCarousel />
        <CategoryGrid />
        <HomeSidePanel />
      </div>
      <HotAds />
      <Deferred minHeight={room('market')}>
        <MarketAndRank />
      </Deferred>
      <Deferred minHeight={room('wisdom')}>
        <WisdomBlock />
      </Deferred>
      <Deferred minHeight={room('floors')}>
        <ClassificationFloors />
      </Deferred>
      <Deferred minHeight={room('goods')}>
        <GoodsList />
      </Deferred>
      <Deferred minHeight={room('shops')}>
        <ShopList />
      </Deferred>
      <Deferred minHeight={room('community')}>
        <CommunityList />
      </Deferred>
    </div>
  );
}
