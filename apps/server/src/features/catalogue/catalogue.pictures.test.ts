import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CALLS, PORTAL_POSITIONS, type TPortalItem, type TProductFile } from '@mall/contract';
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
          /<div class="boot-nav"><\/div><div class="boot-picture boot-picture-(\w+)"><img src="([^"]*)"/g,
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
});
