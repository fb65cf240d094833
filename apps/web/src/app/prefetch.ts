import { PORTAL_POSITIONS } from '@mall/contract/wire';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getCategoryTreeQueryOptions } from '../features/catalogue/api/get-category-tree';
import { getNavigationQueryOptions } from '../features/catalogue/api/get-navigation';
import { getPortalQueryOptions } from '../features/catalogue/api/get-portal';
import { getProductDetailQueryOptions } from '../features/catalogue/api/get-product-detail';
import { getProductImagesQueryOptions } from '../features/catalogue/api/get-product-images';
import { getProductPageQueryOptions } from '../features/catalogue/api/get-product-page';
import { getStocksQueryOptions } from '../features/catalogue/api/get-stocks';
import { buildGoodsImg } from '../features/catalogue/goods-img';
import { LIST_PAGE_ROWS, parseId, parseListParams, toPortalQuery } from '../features/catalogue/list-params';
import { imageUrl } from '../lib/image-url';
import { preloadImage } from '../lib/preload-image';
import { queryClient } from '../lib/query-client';

/**
 * The first screens' data, asked for the moment a route matches: in parallel with the download of
 * the page's code instead of after it (no call waits for a chunk). The pages read the same query
 * keys, so they find the answers in the cache or join the calls in flight. Never awaited: a loader
 * that waited would hold the page back.
 */
export type TPrefetch = (args: Pick<LoaderFunctionArgs, 'request'>) => void;

function prefetch<TData, TKey extends QueryKey>(options: FetchQueryOptions<TData, Error, TData, TKey>): void {
  void queryClient.prefetchQuery(options);
}

/** Every in-site page: the navigation menu of the header. */
export const prefetchShell: TPrefetch = () => {
  prefetch(getNavigationQueryOptions());
};

/** Home: what the first screen shows (categories, the carousel, the two ad blocks). */
export const prefetchHome: TPrefetch = () => {
  prefetch(getCategoryTreeQueryOptions());
  // The carousel's first slide is the page's main picture: asked for as soon as its address is known.
  queryClient
    .fetchQuery(getPortalQueryOptions(PORTAL_POSITIONS.carousel))
    .then((slides) => slides[0] && preloadImage(imageUrl(slides[0].imageUrl, 'carousel')))
    .catch(() => undefined);
  prefetch(getPortalQueryOptions(PORTAL_POSITIONS.hot1));
  prefetch(getPortalQueryOptions(PORTAL_POSITIONS.hot2));
};

/** Product list: the page of products the URL asks for, and the category tree beside it. */
export const prefetchList: TPrefetch = ({ request }) => {
  const params = parseListParams(new URL(request.url).searchParams);
  // The first card's image is the page's main picture (on a cold visit the server's HTML names it already).
  queryClient
    .fetchQuery(getProductPageQueryOptions(toPortalQuery(params, LIST_PAGE_ROWS)))
    .then((page) => page.data[0] && preloadImage(imageUrl(page.data[0].image, '450')))
    .catch(() => undefined);
  prefetch(getCategoryTreeQueryOptions());
};

/** Product detail: the product, its gallery and its stock. */
export const prefetchDetail: TPrefetch = ({ request }) => {
  const id = parseId(new URL(request.url).searchParams.get('id'));
  if (id === undefined) return;
  prefetch(getProductDetailQueryOptions(id));
  // The gallery's main image (450²) is the page's main picture.
  queryClient
    .fetchQuery(getProductImagesQueryOptions(id))
    .then((files) => {
      const first = buildGoodsImg(files)[0]?.[0];
      if (first) preloadImage(first.showPath);
    })
    .catch(() => undefined);
  prefetch(getStocksQueryOptions(id));
};
