// @vitest-environment jsdom

import { CALLS, PORTAL_POSITIONS } from '@mall/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProductPageQueryOptions } from '../features/catalogue/api/get-product-page';
import { toPortalQuery } from '../features/catalogue/list-params';
import { queryClient } from '../lib/query-client';
import { ok, stubApi } from '../test/dom';
import { firstAnswers, firstPageReady, prefetchDetail, prefetchHome, prefetchList } from './prefetch';

const at = (url: string) => ({ request: new Request(`http://mall.test${url}`) });

afterEach(() => queryClient.clear());

describe('prefetch of the first screens', () => {
  it('home asks for the categories, the carousel and both ad blocks at once', async () => {
    const api = stubApi({
      [CALLS.catalogue.showSon.path]: ok([]),
      [CALLS.catalogue.queryPortal.path]: ok([]),
    });
    prefetchHome(at('/'));
    expect(api.sent(CALLS.catalogue.showSon.path)).toHaveLength(1);
    expect(api.sent(CALLS.catalogue.queryPortal.path)).toEqual([
      PORTAL_POSITIONS.carousel,
      PORTAL_POSITIONS.hot1,
      PORTAL_POSITIONS.hot2,
    ]);
  });

  it('the list asks for the page its URL names, under the key the page reads, then its first picture', async () => {
    const api = stubApi({
      [CALLS.catalogue.queryPortalPage.path]: ok([{ id: 7, image: '/files/p7.png' }], 1),
      [CALLS.catalogue.showSon.path]: ok([]),
    });
    prefetchList(at('/product?queryName=%E7%BD%91%E5%85%B3&sort=priceAsc&page=2'));
    const sent = api.sent(CALLS.catalogue.queryPortalPage.path);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ queryName: '网关', sort: 'priceAsc', pageNO: 2, pageRows: 20 });
    const key = getProductPageQueryOptions(toPortalQuery({ queryName: '网关', sort: 'priceAsc', page: 2 })).queryKey;
    await expect.poll(() => queryClient.getQueryData(key)).toBeDefined();
    // The first card's image is the page's main picture.
    const picture = () => document.head.querySelector('link[rel=preload][as=image][href="/img/450/files/p7.png"]');
    await expect.poll(picture).not.toBeNull();
    picture()?.remove();
  });

  it('the detail asks for the product, its gallery and its stock, and nothing for a malformed id', async () => {
    const api = stubApi({
      [CALLS.catalogue.details.path]: ok({}),
      [CALLS.catalogue.productFile.path]: ok([{ id: 1, productId: 12, type: 2, path: '/files/a.png', sort: 0 }]),
      [CALLS.catalogue.getStocks.path]: ok([]),
    });
    prefetchDetail(at('/product/detail?id=abc'));
    expect(api.fetch).not.toHaveBeenCalled();
    prefetchDetail(at('/product/detail?id=12'));
    expect(api.sent(CALLS.catalogue.details.path)).toEqual([{ id: 12 }]);
    expect(api.sent(CALLS.catalogue.productFile.path)).toEqual([{ productId: 12, type: 2 }]);
    // The gallery's first image is asked for as soon as the files are known.
    await expect
      .poll(() => document.head.querySelector('link[rel=preload][as=image]')?.getAttribute('href'))
      .toBe('/img/450/files/a.png');
    expect(api.sent(CALLS.catalogue.getStocks.path)).toEqual([{ productId: 12 }]);
  });
});

describe('the first page waits for its first answers', () => {
  it('until they are in, a little while at most, and no later page waits', async () => {
    vi.useFakeTimers();
    try {
      let answer: (value: unknown) => void = () => undefined;
      const answered = vi.fn();
      void firstAnswers(new Promise((done) => (answer = done)))?.then(answered);
      await vi.advanceTimersByTimeAsync(100);
      expect(answered).not.toHaveBeenCalled();
      answer([]);
      await vi.advanceTimersByTimeAsync(0);
      expect(answered).toHaveBeenCalledWith(null);

      // A call that never answers holds the first page back 1.5 s, no longer.
      const late = vi.fn();
      void firstAnswers(new Promise(() => undefined))?.then(late);
      await vi.advanceTimersByTimeAsync(1400);
      expect(late).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(100);
      expect(late).toHaveBeenCalledWith(null);

      firstPageReady();
      expect(firstAnswers(new Promise(() => undefined))).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
