import type { Kysely, Updateable } from 'kysely';
import { hasTermIn } from '../../db/like-term.js';
import { pageWithTotal } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';
import type { NewsArticlesTable } from './news.table.js';
import './news.table.js';

type TDb = Kysely<DB>;

// ---------------------------------------------------------------- columns

/** Every column in its order with how many articles (drafts too) it holds. */
export function columnsWithCounts(db: TDb) {
  return db
    .selectFrom('news_columns as c')
    .leftJoin('news_articles as a', 'a.column_id', 'c.id')
    .select((eb) => ['c.id', 'c.name', 'c.sort', eb.fn.count<number>('a.id').as('article_count')])
    .groupBy(['c.id', 'c.name', 'c.sort'])
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

export function findColumn(db: TDb, id: number) {
  return db.selectFrom('news_columns').select(['id', 'name', 'sort']).where('id', '=', id).executeTakeFirst();
}

/** Another column of that name (`except`: the column being renamed). */
export async function columnNameTaken(db: TDb, name: string, except = 0): Promise<boolean> {
  const row = await db
    .selectFrom('news_columns')
    .select('id')
    .where('name', '=', name)
    .where('id', '<>', except)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertColumn(db: TDb, row: { name: string; sort: number }): Promise<number> {
  const inserted = await db.insertInto('news_columns').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateColumn(db: TDb, id: number, row: { name: string; sort: number }): Promise<void> {
  await db.updateTable('news_columns').set(row).where('id', '=', id).execute();
}

/** Removes a column only while it holds no article (one guarded statement); answers whether it did. */
export async function deleteEmptyColumn(db: TDb, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('news_columns')
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('news_articles').select('id').where('news_articles.column_id', '=', id))),
    )
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

// ---------------------------------------------------------------- articles

const ROW_COLUMNS = [
  'a.id',
  'a.column_id',
  'c.name as column_name',
  'a.title',
  'a.cover',
  'a.status',
  'a.is_banner',
  'a.publish_time',
  'a.views',
  'a.created_at',
  'a.updated_at',
] as const;

export interface TAdminArticleFilter {
  columnId?: number | undefined;
  status?: number | undefined;
  terms: string[];
}

function filtered(db: TDb, f: TAdminArticleFilter) {
  let q = db.selectFrom('news_articles as a').innerJoin('news_columns as c', 'c.id', 'a.column_id');
  if (f.columnId !== undefined) q = q.where('a.column_id', '=', f.columnId);
  if (f.status !== undefined) q = q.where('a.status', '=', f.status);
  for (const term of f.terms) q = q.where(hasTermIn(['a.title', 'a.summary'], term));
  return q;
}

/** Every article (drafts and timed ones), latest change first, and the count of all matches. */
export function articlesPage(db: TDb, f: TAdminArticleFilter, offset: number, limit: number) {
  return pageWithTotal(
    filtered(db, f).select(ROW_COLUMNS).orderBy('a.updated_at', 'desc').orderBy('a.id', 'desc'),
    filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')),
    offset,
    limit,
  );
}

export type TAdminArticleRow = Awaited<ReturnType<typeof articlesPage>>['rows'][number];

/** One article whatever its status, with its column's name. */
export function findArticle(db: TDb, id: number) {
  return db
    .selectFrom('news_articles as a')
    .innerJoin('news_columns as c', 'c.id', 'a.column_id')
    .select([...ROW_COLUMNS, 'a.summary', 'a.source', 'a.author', 'a.html_code'])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export async function updateArticle(db: TDb, id: number, row: Updateable<NewsArticlesTable>): Promise<boolean> {
  const res = await db.updateTable('news_articles').set(row).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteArticle(db: TDb, id: number): Promise<void> {
  await db.deleteFrom('news_articles').where('id', '=', id).execute();
}
