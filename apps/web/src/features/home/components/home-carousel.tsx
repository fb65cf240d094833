import { PORTAL_POSITIONS } from '@mall/contract/wire';
import { useEffect, useState } from 'react';
import { SiteLink } from '../../../components/site-link';
import { Carousel } from '../../../components/ui/carousel';
import { imageUrl } from '../../../lib/image-url';
import { usePortal } from '../../catalogue';
import { portalHref } from '../links';
import { QueryBlock, SkeletonBox } from './block-state';

/** How long after the first slide's picture the others are asked for (autoplay moves after 4.5 s). */
const REST_DELAY_MS = 1000;

/**
 * The home carousel (portal 10/1): images at the 792×330 preset, autoplay, each slide opens its link.
 * The first slide's picture is the page's largest (its LCP); the others are asked for a moment after
 * it has loaded, so they never share the slow phone connection with it or with the page's code.
 */
export function HomeCarousel() {
  const query = usePortal(PORTAL_POSITIONS.carousel);
  const [isFirstLoaded, setFirstLoaded] = useState(false);
  const [isRestAsked, setRestAsked] = useState(false);
  useEffect(() => {
    if (!isFirstLoaded) return;
    const timer = window.setTimeout(() => setRestAsked(true), REST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isFirstLoaded]);
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
                    src={i === 0 || isRestAsked ? imageUrl(item.imageUrl, 'carousel') : undefined}
                    alt={item.title}
                    width={792}
                    height={330}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    onLoad={i === 0 ? () => setFirstLoaded(true) : undefined}
                    onError={i === 0 ? () => setFirstLoaded(true) : undefined}
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
