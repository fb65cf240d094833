import { SoundOutlined } from '@ant-design/icons';
import { regionText, type TShopBasic, type TShopTemplateData } from '@mall/contract';
import { Carousel } from 'antd';
import type { CSSProperties } from 'react';
import { SiteLink } from '../../../components/site-link';
import { formatDate } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-url';
import { formatCount } from '../format-price';
import { ProductCard } from './product-card';

/** The `banner` template: a carousel of 792×330 images (the carousel preset). */
export function ShopBanner({ items, fallback }: { items: TShopTemplateData['banner'][]; fallback?: string }) {
  const slides = items.filter((b) => b.imageUrl);
  if (slides.length === 0) {
    return (
      <div className="shop-banner" data-testid="shop-banner">
        {fallback ? (
          <img className="shop-banner-slide" src={imageUrl(fallback, 'carousel')} alt="" width={792} height={330} />
        ) : null}
      </div>
    );
  }
  return (
    <div className="shop-banner" data-testid="shop-banner">
      <Carousel autoplay={slides.length > 1} autoplaySpeed={5000} dots={slides.length > 1}>
        {slides.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: banner entries have no id and may repeat an image.
          <div key={i}>
            <SiteLink to={b.link} className="shop-banner-slide">
              <img
                src={imageUrl(b.imageUrl, 'carousel')}
                alt={b.title}
                width={792}
                height={330}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            </SiteLink>
          </div>
        ))}
      </Carousel>
    </div>
  );
}

/** The `notice` template: the shop's announcements in one bar. */
export function ShopNotice({ items }: { items: TShopTemplateData['notice'][] }) {
  const notices = items.map((n) => n.content?.trim()).filter(Boolean);
  if (notices.length === 0) return null;
  return (
    <div className="shop-notice" role="note" data-testid="shop-notice">
      <SoundOutlined />
      <strong>店铺公告</strong>
      <div className="shop-notice-list">
        {notices.map((n, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: notices may repeat; their order is fixed.
          <span key={i}>{n}</span>
        ))}
      </div>
    </div>
  );
}

/** The shop's introduction beside the banner. */
export function ShopIntro({ shop }: { shop: TShopBasic }) {
  const region = regionText(shop.province, shop.city).text;
  return (
    <div className="shop-intro">
      <h2>店铺简介</h2>
      <p>{shop.description || '这家店铺还没有填写简介。'}</p>
      <dl className="shop-intro-facts">
        <dt>所在地区</dt>
        <dd>{region || '—'}</dd>
        <dt>开店时间</dt>
        <dd>{formatDate(shop.createdAt) || '—'}</dd>
      </dl>
      <div className="shop-intro-stats">
        <div>
          <b>{shop.score.toFixed(1)}</b>
          <span>店铺评分</span>
        </div>
        <div>
          <b>{shop.productCount}</b>
          <span>在售商品</span>
        </div>
        <div>
          <b>{formatCount(shop.sales)}</b>
          <span>累计销量</span>
        </div>
      </div>
    </div>
  );
}

/** One `recommend` template: a titled row of products. */
export function ShopRecommend({ item }: { item: TShopTemplateData['recommend'] }) {
  const products = (item.products ?? []).slice(0, 10);
  if (products.length === 0) return null;
  // Four products fill the row; fewer keep the card size of a five-column row.
  const cols = products.length === 4 ? 4 : 5;
  return (
    <section className="shop-section" data-testid="shop-recommend">
      <div className="shop-section-head">
        <h2>{item.title || '店长推荐'}</h2>
      </div>
      <div className="shop-recommend-grid" style={{ '--cols': cols } as CSSProperties}>
        {products.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </div>
    </section>
  );
}
