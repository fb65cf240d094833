import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CALLS,
  PORTAL_POSITIONS,
  type TCategory,
  type TPortalItem,
  type TProductCard,
  type TProductFile,
} from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../../demo/seed/seed.js';
import { pictureFrame, picturePreload } from '../../lib/spa-pages.js';
import { describeEachDb } from '../../test/helper.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-pictures-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>智联商城</title></head><body><div id="root"><div class="boot-nav"></div></div></body></html>',
);

describeEachDb(
  'first screens name their main picture in their HTML',
  (ctx) => {
    beforeAll(async () => {
      await seedDemo(ctx.app.deps);
    });

    const page = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).body;
    const preloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    /** The main picture drawn in the boot frame, after its menu row: shape and address. */
    const framed = (html: string) =>
      [
        ...html.matchAll(
          /<div class="boot-nav"><\/div><div class="boot-picture boot-picture-([\w -]+)"><img src="([^"]*)"/g,
        ),
      ].map((m) => `${m[1]} ${m[2]}`);

    it('home preloads the carousel’s first slide at the size the carousel asks for', async () => {
      const slides = await ctx.call<TPortalItem[]>(CALLS.catalogue.queryPortal.path, PORTAL_POSITIONS.carousel);
      const html = await page('/');
      expect(preloads(html)).toEqual([
        `<link rel="preload" as="image" fetchpriority="high" href="/img/carousel/${slides.data[0]?.imageUrl.replace(/^\//, '')}">`,
      ]);
      expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<title>'));
      expect(framed(html)).toEqual([`banner /img/carousel/${slides.data[0]?.imageUrl.replace(/^\//, '')}`]);
    });

    it('a product list preloads the first card’s image of the page it asks for, below the rows of chips the page draws', async () => {
      const first = async (query: Record<string, unknown>) => {
        const answer = await ctx.call<TProductCard[]>(CALLS.catalogue.queryPortalPage.path, {
          pageRows: 20,
          pageNO: 1,
          ...query,
        });
        return `/img/450/${answer.data[0]?.image.replace(/^\//, '')}`;
      };
      const tree = await ctx.call<TCategory[]>(CALLS.catalogue.showSon.path, {});
      const category = tree.data[0];
      // A keyword in a category's name adds 相关分类, a filter 已选条件; the page number picks the page.
      for (const [url, query, shape] of [
        ['/product', {}, 'card'],
        ['/product?queryName=%E7%BD%91%E5%85%B3', { queryName: '网关' }, 'card boot-rows-1'],
        [
          '/product?queryName=%E7%BD%91%E5%85%B3&sort=priceAsc&page=2',
          { queryName: '网关', sort: 'priceAsc', pageNO: 2 },
          'card boot-rows-1',
        ],
        [`/product?sysCategoryId=${category?.id}`, { sysCategoryId: category?.id }, 'card boot-rows-1'],
        [
          '/product?onlyInStock=1&queryName=%E7%BD%91%E5%85%B3',
          { onlyInStock: 1, queryName: '网关' },
          'card boot-rows-2',
        ],
      ] as const) {
        const href = await first(query);
        const html = await page(url);
        expect(preloads(html), url).toEqual([`<link rel="preload" as="image" fetchpriority="high" href="${href}">`]);
        expect(framed(html), url).toEqual([`${shape} ${href}`]);
      }
      // A keyword long enough to wrap the heading on a narrow phone: preloaded, not drawn (its place is unknown).
      const long = await page('/product?queryName=%E6%99%BA%E8%83%BD%E7%BD%91%E5%85%B3%20Zigbee%203.0');
      expect(preloads(long)).toHaveLength(1);
      expect(long).not.toContain('boot-picture');
      // Nothing found, or values the web would drop: nothing named.
      for (const url of [
        '/product?queryName=%E6%B2%A1%E6%9C%89%E8%BF%99%E4%B8%AA',
        '/product?page=0',
        '/product?sort=cheap',
      ]) {
        const other = await page(url);
        expect(preloads(other), url).toEqual([]);
        expect(other, url).not.toContain('boot-picture');
      }
    });

    it('a product page preloads its gallery’s first image; an unknown or bad id, and other pages, none', async () => {
      const files = await ctx.call<TProductFile[]>(CALLS.catalogue.productFile.path, { productId: 3, type: 2 });
      const first = [...files.data].sort((a, b) => a.sort - b.sort || a.id - b.id)[0];
      const html = await page('/product/detail?id=3');
      expect(preloads(html)).toEqual([
        `<link rel="preload" as="image" fetchpriority="high" href="/img/450/${first?.path.replace(/^\//, '')}">`,
      ]);
      expect(framed(html)).toEqual([`square /img/450/${first?.path.replace(/^\//, '')}`]);
      for (const url of [
        '/product/detail?id=999999',
        '/product/detail?id=abc',
        '/product/detail',
        '/cart',
        '/product/list',
      ]) {
        const other = await page(url);
        expect(preloads(other), url).toEqual([]);
        expect(other, url).not.toContain('boot-picture');
      }
    });
  },
  { WEB_DIST: dist },
);

it('escapes a picture address for its attribute', () => {
  expect(picturePreload('/img/450/a"b<c>&d.png')).toBe(
    '<link rel="preload" as="image" fetchpriority="high" href="/img/450/a&#34;b&#60;c&#62;&#38;d.png">',
  );
  expect(pictureFrame('/img/450/a"b<c>&d.png', 'square')).toBe(
    '<div class="boot-picture boot-picture-square"><img src="/img/450/a&#34;b&#60;c&#62;&#38;d.png" alt="" fetchpriority="high"></div>',
  );
  expect(pictureFrame('/img/450/a.png', 'card', 1)).toBe(
    '<div class="boot-picture boot-picture-card boot-rows-1"><img src="/img/450/a.png" alt="" fetchpriority="high"></div>',
  );
});
