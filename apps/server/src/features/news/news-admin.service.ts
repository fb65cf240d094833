import type { TAdminNewsArticle, TAdminNewsColumn, TAdminNewsInput, TAdminNewsRow } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { keywordTerms } from '../../lib/keyword-terms.js';
import { sanitizeRichText } from '../../lib/sanitize-rich-text.js';
import * as publicRepo from './news.repository.js';
import * as repo from './news-admin.repository.js';

type TDb = Kysely<DB>;

/*
 * The console's news (DESIGN-OPERATE §A `news`). Every write answers the target before and after
 * for the audit log; the routes clear the public news answers once it is written.
 */

export async function adminNewsColumns(db: TDb): Promise<TAdminNewsColumn[]> {
  const rows = await repo.columnsWithCounts(db);
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    sort: Number(r.sort),
    articleCount: Number(r.article_count),
  }));
}

export async function addNewsColumn(db: TDb, input: { name: string; sort: number }) {
  if (await repo.columnNameTaken(db, input.name)) throw appError('NEWS_COLUMN_EXISTS');
  const id = await repo.insertColumn(db, input);
  return { id, after: { id, ...input } };
}

export async function updateNewsColumn(db: TDb, input: { id: number; name: string; sort: number }) {
  const before = await repo.findColumn(db, input.id);
  if (!before) throw appError('NEWS_COLUMN_NOT_FOUND');
  if (await repo.columnNameTaken(db, input.name, input.id)) throw appError('NEWS_COLUMN_EXISTS');
  await repo.updateColumn(db, input.id, { name: input.name, sort: input.sort });
  return { before: { ...before, id: Number(before.id) }, after: { ...input } };
}

/** Removes an empty column: 404 unknown, 409 while it holds articles (drafts included). */
export async function removeNewsColumn(db: TDb, id: number) {
  const before = await repo.findColumn(db, id);
  if (!before) throw appError('NEWS_COLUMN_NOT_FOUND');
  if (!(await repo.deleteEmptyColumn(db, id))) throw appError('NEWS_COLUMN_IN_USE');
  return { before: { ...before, id: Number(before.id) } };
}

function toRow(r: repo.TAdminArticleRow): TAdminNewsRow {
  return {
    id: Number(r.id),
    columnId: Number(r.column_id),
    columnName: r.column_name,
    title: r.title,
    cover: r.cover,
    status: Number(r.status),
    isBanner: Number(r.is_banner) === 1,
    publishTime: Number(r.publish_time),
    views: Number(r.views),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

export async function adminNewsList(
  db: TDb,
  q: {
    page: number;
    limit: number;
    columnId?: number | undefined;
    status?: number | undefined;
    keyword?: string | undefined;
  },
): Promise<{ items: TAdminNewsRow[]; total: number }> {
  const { rows, total } = await repo.articlesPage(
    db,
    { columnId: q.columnId, status: q.status, terms: keywordTerms(q.keyword) },
    (q.page - 1) * q.limit,
    q.limit,
  );
  return { items: rows.map(toRow), total };
}

export async function adminNewsDetail(db: TDb, id: number): Promise<TAdminNewsArticle> {
  const r = await repo.findArticle(db, id);
  if (!r) throw appError('NEWS_NOT_FOUND');
  return { ...toRow(r), summary: r.summary, source: r.source, author: r.author, htmlCode: r.html_code };
}

/** The stored fields of an article as the console sends it: the body sanitized, the time now when absent. */
async function articleFields(db: TDb, input: TAdminNewsInput, now: number) {
  if (!(await repo.findColumn(db, input.columnId))) throw appError('NEWS_COLUMN_NOT_FOUND');
  return {
    column_id: input.columnId,
    title: input.title.trim(),
    summary: input.summary.trim(),
    cover: input.cover.trim(),
    source: input.source?.trim() ?? '',
    author: input.author?.trim() ?? '',
    html_code: sanitizeRichText(input.htmlCode),
    is_banner: input.isBanner ? 1 : 0,
    status: input.status,
    publish_time: input.publishTime ?? now,
    updated_at: now,
  };
}

/** What the audit log keeps of an article (the body is cut by the log itself when long). */
function auditView(a: TAdminNewsArticle) {
  const { views: _views, createdAt: _c, updatedAt: _u, ...rest } = a;
  return rest;
}

export async function addNewsArticle(db: TDb, input: TAdminNewsInput, now = Date.now()) {
  const fields = await articleFields(db, input, now);
  const id = await publicRepo.insertArticle(db, { ...fields, created_at: now, views: 0 });
  return { id, after: auditView(await adminNewsDetail(db, id)) };
}

export async function updateNewsArticle(db: TDb, input: TAdminNewsInput & { id: number }, now = Date.now()) {
  const before = await adminNewsDetail(db, input.id);
  const fields = await articleFields(db, input, now);
  // A published article keeps its time unless the console sends another.
  if (input.publishTime === undefined && before.status === 1) fields.publish_time = before.publishTime;
  await repo.updateArticle(db, input.id, fields);
  return { before: auditView(before), after: auditView(await adminNewsDetail(db, input.id)) };
}

export async function removeNewsArticle(db: TDb, id: number) {
  const before = await adminNewsDetail(db, id);
  await repo.deleteArticle(db, id);
  return { before: auditView(before) };
}
