import fs from 'node:fs';
import path from 'node:path';
import { CALLS, NEWS_BANNERS, type TNewsCard, type TNewsDetail, type TNewsHome } from '@mall/contract';
import { expect, it } from 'vitest';
import { catalogueImageDir } from '../../features/catalogue/catalogue-images.js';
import { sanitizeRichText } from '../../lib/sanitize-rich-text.js';
import { describeEachDb } from '../../test/helper.js';
import { planProducts } from './catalogue-seed.js';
import { NEWS_COLUMNS } from './news-data.js';
import { NEWS_CLAIM, seedNews } from './news-seed.js';
import { seedDemo } from './seed.js';

const DAY = 86_400_000;
const ARTICLES = NEWS_COLUMNS.reduce((n, c) => n + c.articles.length, 0);
/** Visible text of a body (tags out). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

describeEachDb('demo news seed', (ctx) => {
  const count = async (table: 'news_articles' | 'news_columns') =>
    Number(
      (
        await ctx.app.deps.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('publishes at least 40 articles of the mall in at least 4 columns, sanitized, once', async () => {
    const now = Date.now();
    expect(await seedNews(ctx.app.deps.db, now)).toBe(true);
    const { db } = ctx.app.deps;
    expect(await count('news_columns')).toBeGreaterThanOrEqual(4);
    expect(ARTICLES).toBeGreaterThanOrEqual(40);
    expect(await count('news_articles')).toBe(ARTICLES);

    const rows = await db
      .selectFrom('news_articles as a')
      .innerJoin('news_columns as c', 'c.id', 'a.column_id')
      .select(['a.id', 'c.name', 'a.title', 'a.summary', 'a.cover', 'a.source', 'a.author', 'a.html_code'])
      .select(['a.publish_time', 'a.is_banner', 'a.status'])
      .execute();
    // Every article in a column, each column with several.
    expect(rows).toHaveLength(ARTICLES);
    for (const c of NEWS_COLUMNS) expect(rows.filter((r) => r.name === c.name).length).toBeGreaterThanOrEqual(7);
    expect(new Set(rows.map((r) => r.title)).size).toBe(ARTICLES);
    const products = planProducts().length;
    for (const r of rows) {
      expect(r.status).toBe(1);
      expect(r.summary.length, r.title).toBeGreaterThanOrEqual(60);
      expect(r.summary.length, r.title).toBeLessThanOrEqual(120);
      const text = textOf(r.html_code);
      expect(text.length, r.title).toBeGreaterThanOrEqual(300);
      expect(text.length, r.title).toBeLessThanOrEqual(800);
      for (const tag of ['<h2>', '<p>', '<ul>', '<li>', '<strong>']) expect(r.html_code).toContain(tag);
      // Stored sanitized: sanitizing again changes nothing.
      expect(sanitizeRichText(r.html_code)).toBe(r.html_code);
      expect(r.source).not.toBe('');
      expect(r.author).not.toBe('');
      // A picture of the demo catalogue (written by the catalogue seed).
      const n = Number(/^\/catalogue\/p\/(\d+)-0\.svg$/.exec(r.cover)?.[1]);
      expect(n, r.title).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(products);
      const age = now - Number(r.publish_time);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(90 * DAY);
    }
    const times = rows.map((r) => Number(r.publish_time));
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(80 * DAY);
    expect(new Set(rows.map((r) => r.source)).size).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.is_banner === 1).length).toBeGreaterThanOrEqual(NEWS_BANNERS);

    // Served: the carousel and every column filled, every card with a picture.
    const home = await ctx.call<TNewsHome>(CALLS.news.home.path);
    expect(home.status, home.msg).toBe(200);
    expect(home.data.banners).toHaveLength(NEWS_BANNERS);
    expect(home.data.columns.map((c) => c.name)).toEqual(NEWS_COLUMNS.map((c) => c.name));
    const cards: TNewsCard[] = [...home.data.banners, ...home.data.columns.flatMap((c) => c.items)];
    expect(cards.every((c) => c.cover !== '' && c.views > 0)).toBe(true);
    const matter = await ctx.call<TNewsCard[]>(CALLS.news.query.path, { keyword: 'matter' });
    expect(matter.total).toBeGreaterThanOrEqual(3);
    const detail = await ctx.call<TNewsDetail>(CALLS.news.detail.path, { id: matter.data[0]?.id });
    expect(detail.status, detail.msg).toBe(200);
    expect(detail.data.related.length).toBeGreaterThan(0);

    // Seeding again writes nothing more.
    expect(await seedNews(db)).toBe(false);
    expect(await count('news_articles')).toBe(ARTICLES);
  });

  it('a database seeded before the news existed gets them at the next start, once among instances', async () => {
    const { db } = ctx.app.deps;
    await db.deleteFrom('news_articles').execute();
    await db.deleteFrom('news_columns').execute();
    await db.deleteFrom('counters').where('key', '=', NEWS_CLAIM).execute();
    const results = await Promise.all([seedNews(db), seedNews(db), seedNews(db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await count('news_articles')).toBe(ARTICLES);
    expect(await count('news_columns')).toBe(NEWS_COLUMNS.length);
  });

  it('comes with the demo seed, covers on disk', async () => {
    const { db } = ctx.app.deps;
    await db.deleteFrom('news_articles').execute();
    await db.deleteFrom('counters').where('key', '=', NEWS_CLAIM).execute();
    expect(await seedDemo(ctx.app.deps)).toBe(true);
    expect(await count('news_articles')).toBe(ARTICLES);
    const covers = await db.selectFrom('news_articles').select('cover').distinct().execute();
    const dir = catalogueImageDir(ctx.config.DATA_DIR);
    for (const { cover } of covers)
      expect(fs.existsSync(path.join(dir, cover.replace(/^\/catalogue\//, '')))).toBe(true);
    expect(await seedDemo(ctx.app.deps)).toBe(false);
    expect(await count('news_articles')).toBe(ARTICLES);
  }, 180_000);
});
