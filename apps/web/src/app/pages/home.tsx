import { Deferred } from '../../components/ui/deferred';
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

/**
 * Home (spec §2 Index, §3 Home content): categories beside the carousel, the ad block, banner goods
 * (market and rank), smart life, the classification floors, 为你推荐 with paging, recommended shops and
 * the community. Every block loads, fails and retries on its own; the blocks below the first
 * screens render (and call) when the buyer scrolls near them.
 */
export default function HomePage() {
  return (
    <div className="container home" data-testid="home">
      <h1 className="sr-only">智联商城 — 智能家居与物联网硬件在线商城</h1>
      <div className="home-top">
        <CategoryMenu />
        <HomeCarousel />
        <HomeSidePanel />
      </div>
      <HotAds />
      <Deferred minHeight={540}>
        <MarketAndRank />
      </Deferred>
      <Deferred minHeight={620}>
        <WisdomBlock />
      </Deferred>
      <Deferred minHeight={520}>
        <ClassificationFloors />
      </Deferred>
      <Deferred minHeight={900}>
        <GoodsList />
      </Deferred>
      <Deferred minHeight={560}>
        <ShopList />
      </Deferred>
      <Deferred minHeight={640}>
        <CommunityList />
      </Deferred>
    </div>
  );
}
