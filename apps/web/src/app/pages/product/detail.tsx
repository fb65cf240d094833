import type { TProductDetail } from '@mall/contract';
import { CALLS, formatYuan } from '@mall/contract/wire';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Empty } from '../../../components/ui/empty';
import { CustomerServiceOutlined } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useProductDetail } from '../../../features/catalogue/api/get-product-detail';
import { useProductImages } from '../../../features/catalogue/api/get-product-images';
import { useRichText } from '../../../features/catalogue/api/get-rich-text';
import { getStocksQueryOptions } from '../../../features/catalogue/api/get-stocks';
import { isMissing, ProductNotFound } from '../../../features/catalogue/components/missing-state';
import { ProductBuyBox } from '../../../features/catalogue/components/product-buy-box';
import { ProductGallery } from '../../../features/catalogue/components/product-gallery';
import { ProductSpecTables } from '../../../features/catalogue/components/product-specs';
import { RichText } from '../../../features/catalogue/components/rich-text';
import { ShopBox, ShopHotProducts } from '../../../features/catalogue/components/shop-box';
import '../../../features/catalogue/components/catalogue.css';
import { buildGoodsImg } from '../../../features/catalogue/goods-img';
import { parseId } from '../../../features/catalogue/list-params';
import { withFreshStock } from '../../../features/catalogue/spec-selection';
import { DetailFavorite } from '../../../features/member/components/favorite-heart';
import { request } from '../../../lib/request';
import { useLoginModal } from '../../../stores/login-modal';
import { useMetaDescription, usePageTitle } from '../../../stores/page-title';
import { useSession } from '../../../stores/session';

function DetailSkeleton() {
  return (
    <div className="detail-loading" role="status" aria-busy="true" aria-label="商品加载中">
      <span className="skeleton-box" />
      <div style={{ flex: 1 }}>
        <Skeleton active paragraph={{ rows: 3 }} />
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </div>
    </div>
  );
}

function Description({ productId }: { productId: number }) {
  const query = useRichText(productId);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError) return <LoadFailed title="商品详情加载失败" onRetry={() => query.refetch()} />;
  if (!query.data?.htmlCode?.trim()) return <Empty description="商家暂未上传图文详情" />;
  return <RichText html={query.data.htmlCode} />;
}

/**
 * The 配送 row (运费, 预计送达): its own small chunk with its call, so the first screen's JavaScript
 * stays where it was; it renders when its answer comes, as it would anyway.
 */
const ProductFreight = lazy(() => import('../../../features/freight/components/product-freight'));

/** 我的家's note, loaded only when the detail carries `compat` (a buyer with a home). */
const CompatNote = lazy(() => import('../../../features/smart-home').then((m) => ({ default: m.CompatNote })));

/** The 累计评价 tab's list: its own chunk, loaded the first time the tab opens (no antd). */
const ReviewPanel = lazy(() => import('../../../features/review/components/review-panel'));

function Reviews({ product }: { product: TProductDetail }) {
  return (
    <Suspense fallback={<Skeleton active avatar paragraph={{ rows: 3 }} />}>
      <ReviewPanel product={product} />
    </Suspense>
  );
}

/**
 * 联系客服 (DESIGN-OPERATE §J): opens the conversation with the shop and lands on it offering this
 * product (a guest logs in first). Drawn like the heart beside it, with what the first screen already
 * has (the call table, the request client, the stores): the detail's JS is at its ceiling, so not the
 * chat feature's button, whose chunk would cost more than this.
 */
function ContactShop({ shopId, productId }: { shopId: number; productId: number }) {
  const navigate = useNavigate();
  const openLogin = useLoginModal((s) => s.open);
  const go = () =>
    void request(CALLS.chat.open, { shopId, productId }).then(
      ({ conversationId }) => navigate(`/chat?conversationId=${conversationId}&productId=${productId}`),
      () => undefined,
    );
  return (
    <button
      type="button"
      className="favorite-heart favorite-heart-detail"
      onClick={() => (useSession.getState().token ? go() : openLogin(go))}
      data-testid="chat-open"
    >
      <CustomerServiceOutlined />
      <span>联系客服</span>
    </button>
  );
}

/** The product's `<meta name="description">`: what it is, its subtitle, its shop and its price. */
function productDescription(product: TProductDetail): string {
  const facts = [product.subtitle, [...product.iot.protocols, ...product.iot.ecosystems].join(' / ')].filter(Boolean);
  return `${product.title}${facts.length ? `：${facts.join('，')}` : ''}。${product.shopName}在售，¥${formatYuan(product.price)}起，正品保障，七天无理由退换。`;
}

function DetailView({ product }: { product: TProductDetail }) {
  const id = product.id;
  // `?tab=reviews` opens the reviews (after a review is posted, spec §4).
  const [search] = useSearchParams();
  const isReviewsTab = search.get('tab') === 'reviews';
  const [tab, setTab] = useState(isReviewsTab ? 'reviews' : 'desc');
  useEffect(() => {
    if (!isReviewsTab) return;
    setTab('reviews');
    document.getElementById('detail-tabs')?.scrollIntoView({ block: 'start' });
  }, [isReviewsTab]);
  const images = useProductImages(id);
  // Stock moves: ask again whenever the page opens, and lay it over the detail's standards.
  const stocks = useQuery({ ...getStocksQueryOptions(id), refetchOnMount: 'always' });
  const standards = useMemo(() => withFreshStock(product.listStandar, stocks.data), [product, stocks.data]);
  const rows = useMemo(() => buildGoodsImg(images.data), [images.data]);
  usePageTitle(product.title);
  useMetaDescription(productDescription(product));

  const crumbs = [
    { key: 'home', title: <Link to="/">首页</Link> },
    ...product.categoryPath.map((c) => ({
      key: c.id,
      title: <Link to={`/product?sysCategoryId=${c.id}`}>{c.name}</Link>,
    })),
    { key: 'self', title: <span className="crumb-current">{product.title}</span> },
  ];

  return (
    <>
      <Breadcrumb className="page-crumbs" items={crumbs} />
      <div className="detail-top" data-testid="product-detail">
        {images.isPending ? (
          <div className="gallery">
            <span className="gallery-main skeleton-box" />
          </div>
        ) : (
          <ProductGallery rows={rows} title={product.title} />
        )}
        <ProductBuyBox
          product={product}
          standards={standards}
          actions={
            <>
              <DetailFavorite productId={id} />
              <ContactShop shopId={product.agentId} productId={id} />
            </>
          }
          delivery={
            <Suspense fallback={null}>
              <ProductFreight productId={id} />
            </Suspense>
          }
          fit={
            product.compat ? (
              <Suspense fallback={null}>
                <CompatNote compat={product.compat} />
              </Suspense>
            ) : null
          }
        />
      </div>

      <div className="detail-bottom">
        <aside className="detail-aside">
          <ShopBox product={product} />
          <ShopHotProducts agentId={product.agentId} excludeId={product.id} />
        </aside>
        <section className="detail-main" id="detail-tabs" aria-labelledby="detail-tabs-title">
          {/* The tabs' section in the outline (the tab row names it for the eye): the seller's description
              and the spec tables carry h3 headings below it. */}
          <h2 id="detail-tabs-title" className="sr-only">
            商品详情与参数
          </h2>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'desc', label: '商品详情', children: <Description productId={id} /> },
              {
                key: 'specs',
                label: '规格参数',
                children: <ProductSpecTables product={product} standards={standards} />,
              },
              {
                key: 'reviews',
                label: `累计评价 (${product.ppcCount})`,
                children: <Reviews product={product} />,
              },
            ]}
          />
        </section>
      </div>
    </>
  );
}

function DetailLoader({ id }: { id: number }) {
  const query = useProductDetail(id);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    if (isMissing(query.error)) return <ProductNotFound />;
    return (
      <div className="state-card">
        <LoadFailed title="商品信息加载失败，请稍后重试" onRetry={() => query.refetch()} />
      </div>
    );
  }
  return <DetailView product={query.data} />;
}

/** ProductDetail (`/product/detail?id=`): gallery, spec selection, shop, IoT spec table and tabs. */
export default function ProductDetailPage() {
  const [search] = useSearchParams();
  const id = parseId(search.get('id'));
  return (
    <div className="container catalogue-page detail-page">
      {id === undefined ? <ProductNotFound /> : <DetailLoader id={id} />}
    </div>
  );
}
