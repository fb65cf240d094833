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
import { getSiteInfoQueryOptions } from '../lib/site-info';

/**
 * The first screens' data, asked for the moment a route matches: in parallel with the download of
 * the page's code instead of after it (no call waits for a chunk). The pages read the same query
 * keys, so they find the answers in the cache or join the calls in flight. Each answers a promise
 * that settles (never rejects) once the page's first answers are in: only the visit's first page
 * waits for it, and only a little while (`firstAnswers`); a later navigation never does.
 */
export type TPrefetch = (args: Pick<LoaderFunctionArgs, 'request'>) => Promise<unknown>;

function prefetch<TData, TKey extends QueryKey>(options: FetchQueryOptions<TData, Error, TData, TKey>): Promise<void> {
  return queryClient.prefetchQuery(options);
}

/**
 * How long the visit's first page waits for its first answers before it draws without them (its
 * skeletons). Until then the boot frame (index.html) stays on screen, with the page's main picture.
 */
const FIRST_ANSWERS_WAIT_MS = 1500;

let isFirstPage = true;

/** The router has drawn the visit's first page: later navigations draw at once (their skeletons). */
export function firstPageReady(): void {
  isFirstPage = false;
}

/**
 * A route's loader result: for the visit's first page, its first answers (FIRST_ANSWERS_WAIT_MS at
 * most), so the app draws it once with its data instead of skeletons that each answer redraws and
 * moves (the list's 相关分类 row arriving after its grid shifted the grid down); else nothing.
 */
export function firstAnswers(answers: Promise<unknown>): Promise<null> | null {
  if (!isFirstPage) return null;
  // The prefetches never reject (a failed call is the page's to show).
  return Promise.race([answers, new Promise((done) => setTimeout(done, FIRST_ANSWERS_WAIT_MS))]).then(() => null);
}

/** Every in-site page: the navigation menu of the header, the site's name and filings (header, footer). */
export const prefetchShell: TPrefetch = () =>
  Promise.all([prefetch(getNavigationQueryOptions()), prefetch(getSiteInfoQueryOptions())]);

/** Home: what the first screen shows (categories, the carousel, the two ad blocks). */
export const prefetchHome: TPrefetch = () =>
  Promise.all([
    prefetch(getCategoryTreeQueryOptions()),
    // The carousel's first slide is the page's main picture: asked for as soon as its address is known.
    queryClient
      .fetchQuery(getPortalQueryOptions(PORTAL_POSITIONS.carousel))
      .then((slides) => slides[0] && preloadImage(imageUrl(slides[0].imageUrl, 'carousel')))
      .catch(() => undefined),
    prefetch(getPortalQueryOptions(PORTAL_POSITIONS.hot1)),
    prefetch(getPortalQueryOptions(PORTAL_POSITIONS.hot2)),
  ]);

/** Product list: the page of products the URL asks for, and the category tree beside it. */
export const prefetchList: TPrefetch = ({ request }) => {
  const params = parseListParams(new URL(request.url).searchParams);
  return Promise.all([
    // The first card's image is the page's main picture (on a cold visit the server's HTML names it already).
    queryClient
      .fetchQuery(getProductPageQueryOptions(toPortalQuery(params, LIST_PAGE_ROWS)))
      .then((page) => page.data[0] && preloadImage(imageUrl(page.data[0].image, '450')))
      .catch(() => undefined),
    prefetch(getCategoryTreeQueryOptions()),
  ]);
};

/** Product detail: the product, its gallery and its stock. */
export const prefetchDetail: TPrefetch = ({ request }) => {
  const id = parseId(new URL(request.url).searchParams.get('id'));
  if (id === undefined) return Promise.resolve();
  return Promise.all([
    prefetch(getProductDetailQueryOptions(id)),
    // The gallery's main image (450²) is the page's main picture.
    queryClient
      .fetchQuery(getProductImagesQueryOptions(id))
      .then((files) => {
        const first = buildGoodsImg(files)[0]?.[0];
        if (first) preloadImage(first.showPath);
      })
      .catch(() => undefined),
    prefetch(getStocksQueryOptions(id)),
  ]);
};
