import {
  NEWS_BANNERS,
  NEWS_HOME_ITEMS,
  NEWS_RELATED_ITEMS,
  type TNewsCard,
  type TNewsDetail,
  type TNewsHome,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { keywordTerms } from '../../lib/keyword-terms.js';
import { sanitizeRichText } from '../../lib/sanitize-rich-text.js';
import { isFirstViewToday, type TViewer } from '../content-view/content-view.service.js';
import * as repo from './news.repository.js';

type TDb = Kysely<DB>;

function toCard(r: repo.TCardRow): TNewsCard {
  return {
    id: Number(r.id),
    columnId: Number(r.column_id),
    columnName: r.column_name,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    source: r.source,
    author: r.author,
    publishTime: Number(r.publish_time),
    views: Number(r.views),
  };
}

/**
 * The news home: the carousel (articles marked as banners, newest first, topped up with the newest
 * articles that have a cover) and every column in its order with its newest articles.
 */
export async function newsHome(db: TDb): Promise<TNewsHome> {
  const [marked, columns, items] = await Promise.all([
    repo.bannerCards(db, NEWS_BANNERS),
    repo.columnRows(db),
    repo.newestPerColumn(db, NEWS_HOME_ITEMS),
  ]);
  const banners = marked.map(toCard);
  if (banners.length < NEWS_BANNERS) {
    const more = await repo.newestWithCover(
      db,
      NEWS_BANNERS - banners.length,
      banners.map((b) => b.id),
    );
    banners.push(...more.map(toCard));
  }
  const byColumn = new Map<number, TNewsCard[]>();
  for (const row of items) {
    const card = toCard(row);
    const list = byColumn.get(card.columnId);
    if (list) list.push(card);
    else byColumn.set(card.columnId, [card]);
  }
  return {
    banners,
    columns: columns.map((c) => ({ id: Number(c.id), name: c.name, items: byColumn.get(Number(c.id)) ?? [] })),
  };
}

/** Articles newest first, by column and keyword (every term in the title or the summary), with the total. */
export async function queryNews(
  db: TDb,
  q: { page: number; limit: number; columnId?: number | undefined; keyword?: string | undefined },
): Promise<{ items: TNewsCard[]; total: number }> {
  const filter = { columnId: q.columnId, terms: keywordTerms(q.keyword) };
  const { rows, total } = await repo.newestPage(db, filter, q.limit, (q.page - 1) * q.limit);
  return { items: rows.map(toCard), total };
}

/**
 * One article, counting this view when it is the viewer's first of the article that China day (a
 * buyer once whatever their address, a guest once per address); its older and newer neighbours in
 * the column and related articles.
 */
export async function newsDetail(db: TDb, id: number, viewer: TViewer): Promise<TNewsDetail> {
  const found = await repo.findPublishedArticle(db, id);
  if (!found) throw appError('NEWS_NOT_FOUND');
  // The view is recorded and counted together: a recorded view is never left uncounted.
  const counted = await db
    .transaction()
    .execute(async (trx) =>
      (await isFirstViewToday(trx, 'news', id, viewer)) ? repo.countArticleView(trx, id) : undefined,
    );
  // A repeated read answers the count as it is now: the first read of this viewer may have
  // committed its count after this one read the article.
  const a = { ...found, views: counted ?? (await repo.articleViews(db, id)) ?? found.views };
  const article = { id: Number(a.id), column_id: Number(a.column_id), publish_time: Number(a.publish_time) };
  const [columnName, prev, next, related] = await Promise.all([
    repo.columnName(db, article.column_id),
    repo.neighbour(db, article, 'prev'),
    repo.neighbour(db, article, 'next'),
    repo.relatedCards(db, article.column_id, article.id, NEWS_RELATED_ITEMS),
  ]);
  const link = (n: { id: number; title: string } | undefined) => (n ? { id: Number(n.id), title: n.title } : null);
  return {
    id: article.id,
    columnId: article.column_id,
    columnName,
    title: a.title,
    summary: a.summary,
    cover: a.cover,
    source: a.source,
    author: a.author,
    publishTime: article.publish_time,
    views: Number(a.views),
    htmlCode: a.html_code,
    prev: link(prev),
    next: link(next),
    related: related.map(toCard),
  };
}

export interface TArticleInput {
  /** The column's name: created (with `columnSort`) when missing. */
  column: string;
  columnSort?: number;
  title: string;
  summary: string;
  cover?: string;
  source: string;
  author: string;
  /** Rich text: sanitized here, before it is stored (DESIGN.md §4). */
  html: string;
  banner?: boolean;
  publishTime: number;
  views?: number;
}

/** Stores an article (published) with its body sanitized; answers its id. */
export async function publishArticle(db: TDb, input: TArticleInput, now = Date.now()): Promise<number> {
  const columnId = await repo.ensureColumn(db, input.column, input.columnSort ?? 0);
  return repo.insertArticle(db, {
    column_id: columnId,
    title: input.title,
    summary: input.summary,
    cover: input.cover ?? '',
    source: input.source,
    author: input.author,
    html_code: sanitizeRichText(input.html),
    is_banner: input.banner ? 1 : 0,
    status: repo.PUBLISHED,
    publish_time: input.publishTime,
    created_at: now,
    updated_at: now,
    views: input.views ?? 0,
  });
}
