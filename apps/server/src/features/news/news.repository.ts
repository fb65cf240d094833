import { type Kysely, sql } from 'kysely';
import { hasTermIn } from '../../db/like-term.js';
import { pageWithTotal } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';
import './news.table.js';

type TDb = Kysely<DB>;

/** A published article. */
export const PUBLISHED = 1;

/** What a card shows (`news_articles as a` joined with its column `c`). */
const CARD_COLUMNS = [
  'a.id',
  'a.column_id',
  'c.name as column_name',
  'a.title',
  'a.summary',
  'a.cover',
  'a.source',
  'a.author',
  'a.publish_time',
  'a.views',
] as const;

/** Articles the public sees: published, and their publish time come (a timed one stays hidden until then). */
function cards(db: TDb) {
  return db
    .selectFrom('news_articles as a')
    .innerJoin('news_columns as c', 'c.id', 'a.column_id')
    .where('a.status', '=', PUBLISHED)
    .where('a.publish_time', '<=', Date.now());
}

export type TCardRow = Awaited<ReturnType<typeof newestPage>>['rows'][number];

export interface TArticleFilter {
  columnId?: number | undefined;
  /** Lower-cased terms; an article matches when it holds every one. */
  terms: string[];
}

function filtered(db: TDb, f: TArticleFilter) {
  let q = cards(db);
  if (f.columnId !== undefined) q = q.where('a.column_id', '=', f.columnId);
  for (const term of f.terms) q = q.where(hasTermIn(['a.title', 'a.summary'], term));
  return q;
}

/** A page of published articles newest first (ties: the later id first) and the count of all matches. */
export function newestPage(db: TDb, f: TArticleFilter, limit: number, offset: number) {
  return pageWithTotal(
    filtered(db, f).select(CARD_COLUMNS).orderBy('a.publish_time', 'desc').orderBy('a.id', 'desc'),
    filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')),
    offset,
    limit,
  );
}

/** The carousel's headlines: articles marked as banners, newest first. */
export function bannerCards(db: TDb, limit: number) {
  return cards(db)
    .where('a.is_banner', '=', 1)
    .select(CARD_COLUMNS)
    .orderBy('a.publish_time', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest articles with a cover, leaving out `exclude` (the carousel's fallback). */
export function newestWithCover(db: TDb, limit: number, exclude: number[]) {
  let q = cards(db).where('a.cover', '<>', '');
  if (exclude.length > 0) q = q.where('a.id', 'not in', exclude);
  return q.select(CARD_COLUMNS).orderBy('a.publish_time', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
}

export function columnRows(db: TDb) {
  return db.selectFrom('news_columns').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}

/**
 * The `perColumn` newest articles of every column, in one statement (a window over the column
 * index), newest first within each column.
 */
export function newestPerColumn(db: TDb, perColumn: number) {
  return db
    .selectFrom(
      cards(db)
        .select([
          ...CARD_COLUMNS,
          sql<number>`row_number() over (partition by a.column_id order by a.publish_time desc, a.id desc)`.as('rn'),
        ])
        .as('t'),
    )
    .selectAll()
    .where('t.rn', '<=', perColumn)
    .orderBy('t.column_id')
    .orderBy('t.publish_time', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}

/** A published article in full; undefined when there is none. */
export function findPublishedArticle(db: TDb, id: number) {
  return db
    .selectFrom('news_articles')
    .select(['id', 'column_id', 'title', 'summary', 'cover', 'source', 'author', 'html_code', 'publish_time', 'views'])
    .where('id', '=', id)
    .where('status', '=', PUBLISHED)
    .where('publish_time', '<=', Date.now())
    .executeTakeFirst();
}

/** An article's view count now; undefined when it is gone. */
export async function articleViews(db: TDb, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('news_articles').select('views').where('id', '=', id).executeTakeFirst();
  return row ? Number(row.views) : undefined;
}

/**
 * Counts one view of a published article in a guarded increment (concurrent counts all land: the
 * increment happens in the database); answers the count it made, or undefined when it counted nothing.
 */
export async function countArticleView(db: TDb, id: number): Promise<number | undefined> {
  const counted = await db
    .updateTable('news_articles')
    .set({ views: sql`views + 1` })
    .where('id', '=', id)
    .where('status', '=', PUBLISHED)
    .returning('views')
    .executeTakeFirst();
  return counted ? Number(counted.views) : undefined;
}

export async function columnName(db: TDb, id: number): Promise<string> {
  const row = await db.selectFrom('news_columns').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? '';
}

/** The older (`prev`) or newer (`next`) neighbour of an article in its column, by (publish_time, id). */
export function neighbour(db: TDb, a: { id: number; column_id: number; publish_time: number }, side: 'prev' | 'next') {
  const cmp = side === 'prev' ? '<' : '>';
  const dir = side === 'prev' ? 'desc' : 'asc';
  return db
    .selectFrom('news_articles')
    .select(['id', 'title'])
    .where('column_id', '=', a.column_id)
    .where('status', '=', PUBLISHED)
    .where('publish_time', '<=', Date.now())
    .where((eb) =>
      eb.or([
        eb('publish_time', cmp, a.publish_time),
        eb.and([eb('publish_time', '=', a.publish_time), eb('id', cmp, a.id)]),
      ]),
    )
    .orderBy('publish_time', dir)
    .orderBy('id', dir)
    .limit(1)
    .executeTakeFirst();
}

/** The newest other articles of a column. */
export function relatedCards(db: TDb, columnId: number, excludeId: number, limit: number) {
  return cards(db)
    .where('a.column_id', '=', columnId)
    .where('a.id', '<>', excludeId)
    .select(CARD_COLUMNS)
    .orderBy('a.publish_time', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

/** A column's id by name, created with `sort` when missing (two writers at once: one row). */
export async function ensureColumn(db: TDb, name: string, sort: number): Promise<number> {
  await db
    .insertInto('news_columns')
    .values({ name, sort })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('news_columns').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertArticle(
  db: TDb,
  row: {
    column_id: number;
    title: string;
    summary: string;
    cover: string;
    source: string;
    author: string;
    html_code: string;
    is_banner: number;
    status: number;
    publish_time: number;
    created_at: number;
    updated_at?: number;
    views: number;
  },
): Promise<number> {
  const inserted = await db.insertInto('news_articles').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}
