import { PORTAL_POSITIONS } from '@mall/contract/wire';
import { SiteLink } from '../../../components/site-link';
import { Carousel } from '../../../components/ui/carousel';
import { imageUrl } from '../../../lib/image-url';
import { usePortal } from '../../catalogue';
import { portalHref } from '../links';
import { QueryBlock, SkeletonBox } from './block-state';

/** The home carousel (portal 10/1): images at the 792×330 preset, autoplay, each slide opens its link. */
export function HomeCarousel() {
  const query = usePortal(PORTAL_POSITIONS.carousel);
  return (
    <div className="home-carousel" data-testid="home-carousel">
      <QueryBlock
        query={query}
        errorTitle="轮播图加载失败"
        emptyText="暂无推荐活动"
        isEmpty={(items) => !items.length}
        skeleton={<SkeletonBox height={330} />}
      >
        {(items) => (
          <Carousel autoplay autoplaySpeed={4500} arrows={items.length > 1} dots={items.length > 1}>
            {items.map((item, i) => (
              <div key={item.id}>
                <SiteLink to={portalHref(item)} className="home-carousel-slide" title={item.title}>
                  <img
                    src={imageUrl(item.imageUrl, 'carousel')}
                    alt={item.title}
                    width={792}
                    height={330}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    data-testid="carousel-image"
                  />
                </SiteLink>
              </div>
            ))}
          </Carousel>
        )}
      </QueryBlock>
    </div>
  );
}
