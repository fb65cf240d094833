import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { catalogueImagePath } from '../../features/catalogue/catalogue-images.js';
import { publishArticle } from '../../features/news/news.service.js';
import { planProducts } from './catalogue-seed.js';
import { ART_CATEGORY, NEWS_COLUMNS, type TNewsArticleData, type TNewsColumnData } from './news-data.js';
import type { TArtKind } from './product-art.js';

/** The key whose insert claims the news demo: one instance seeds it, once. */
export const NEWS_CLAIM = 'demo:news';
const NEVER = 32_503_680_000_000; // year 3000: the claim never expires
const HOUR = 3_600_000;
/** The seeded articles span this many days back from now. */
const SPAN_DAYS = 88;

/** An article's body: its lead, the key points, a section of detail and the column's closing. */
export function articleHtml(column: TNewsColumnData, a: TNewsArticleData): string {
  const points = a.points.map(([lead, rest]) => `<li><strong>${lead}</strong>：${rest}</li>`).join('');
  return [
    `<p>${a.intro}</p>`,
    `<h2>${column.pointsTitle}</h2>`,
    `<ul>${points}</ul>`,
    `<h2>${a.heading}</h2>`,
    `<p>${a.detail}</p>`,
    a.more ? `<p>${a.more}</p>` : '',
    `<p>${column.closing(ART_CATEGORY[a.art])}</p>`,
  ].join('');
}

/**
 * Covers: the demo catalogue's product pictures (the catalogue seed writes them under DATA_DIR on
 * every start), a different product of the article's family each time.
 */
function coverPicker(): (kind: TArtKind) => string {
  const byKind = new Map<TArtKind, number[]>();
  for (const p of planProducts()) {
    const list = byKind.get(p.top.art);
    if (list) list.push(p.n);
    else byKind.set(p.top.art, [p.n]);
  }
  const used = new Map<TArtKind, number>();
  return (kind) => {
    const list = byKind.get(kind) ?? [];
    const k = used.get(kind) ?? 0;
    used.set(kind, k + 1);
    const n = list[(k * 7) % Math.max(list.length, 1)];
    return n === undefined ? '' : catalogueImagePath(`p/${n}-0.svg`);
  };
}

/** Every demo article in publishing order, newest first: the columns taken in turn, so each spans the period. */
export function plannedArticles(): { column: TNewsColumnData; columnSort: number; article: TNewsArticleData }[] {
  const planned: { column: TNewsColumnData; columnSort: number; article: TNewsArticleData }[] = [];
  const longest = Math.max(...NEWS_COLUMNS.map((c) => c.articles.length));
  for (let i = 0; i < longest; i++) {
    NEWS_COLUMNS.forEach((column, columnSort) => {
      const article = column.articles[i];
      if (article) planned.push({ column, columnSort, article });
    });
  }
  return planned;
}

/**
 * The news demo: five columns and their articles, published over the last three months
 * through the news service (bodies sanitized as they are stored), some of them headlines. Runs once:
 * the claim and the articles are one transaction, so the first instance to claim seeds everything
 * and any other (or a later start) answers false; a database seeded by an earlier build gets the
 * news at its next start.
 */
export async function seedNews(db: Kysely<DB>, now = Date.now()): Promise<boolean> {
  const done = await db.selectFrom('counters').select('key').where('key', '=', NEWS_CLAIM).executeTakeFirst();
  if (done) return false;
  const planned = plannedArticles();
  const cover = coverPicker();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('counters')
      .values({ key: NEWS_CLAIM, count: 1, expires_at: NEVER })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    // Oldest first, so ids grow with the publishing time.
    for (let k = planned.length - 1; k >= 0; k--) {
      const { column, columnSort, article } = planned[k] as (typeof planned)[number];
      const ageHours = 6 + Math.round((k * SPAN_DAYS * 24) / Math.max(planned.length - 1, 1)) + ((k * 5) % 9);
      const publishTime = now - ageHours * HOUR;
      await publishArticle(
        trx,
        {
          column: column.name,
          columnSort,
          title: article.title,
          summary: article.summary,
          cover: cover(article.art),
          source: article.source ?? column.sources[0] ?? '智联商城资讯',
          author: article.author,
          html: articleHtml(column, article),
          banner: article.banner === true,
          publishTime,
          // Older articles have been read more.
          views: 60 + ((k * 7919) % 900) + Math.round(ageHours / 2),
        },
        publishTime,
      );
    }
    return true;
  });
}
