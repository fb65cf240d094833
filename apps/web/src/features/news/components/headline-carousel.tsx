import type { TNewsCard } from '@mall/contract';
import { Link } from 'react-router';
import { Carousel } from '../../../components/ui/carousel';
import { imageUrl } from '../../../lib/image-url';
import { newsDetailPath } from '../news-view';

/**
 * The news home's headlines: covers at the carousel preset (792×330), the title over each. A phone
 * swipes instead of hitting the dots (too small a target for a finger). The app's own carousel, not
 * antd's: react-slick clones slides into aria-hidden copies whose links stay focusable (issue 36);
 * this one keeps one copy of each slide and makes the hidden ones inert.
 */
export function HeadlineCarousel({ banners, isPhone }: { banners: readonly TNewsCard[]; isPhone: boolean }) {
  if (!banners.length) return null;
  return (
    <section className="news-carousel" aria-label="头条资讯" data-testid="news-carousel">
      <Carousel autoplay autoplaySpeed={5000} dots={!isPhone}>
        {banners.map((b, i) => (
          <div key={b.id}>
            <Link to={newsDetailPath(b.id)} className="news-banner" data-testid="news-banner" data-news-id={b.id}>
              {b.cover ? (
                <img
                  src={imageUrl(b.cover, 'carousel')}
                  alt=""
                  width={792}
                  height={330}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              ) : null}
              <span className="news-banner-caption">
                <span className="news-banner-column">{b.columnName}</span>
                <span className="news-banner-title">{b.title}</span>
              </span>
            </Link>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
