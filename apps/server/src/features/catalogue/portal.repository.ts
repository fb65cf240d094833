import { type Insertable, type Kysely, sql } from 'kysely';
import { hasTermIn } from '../../db/like-term.js';
import { pageWithTotal } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';
import type { TModerationFilter } from '../../lib/moderation.js';
import { ON_SALE } from './catalogue.repository.js';
import type { CommunityPostsTable } from './catalogue.table.js';

// ---------------------------------------------------------------- portal, recommendations, community

/** A portal position's slots with their product's image and price; slots of off-sale products are left out. */
export function listPortalItems(db: Kysely<DB>, position: number, rownum: number) {
  return (
    db
      .selectFrom('portal_items as i')
      .leftJoin('products as p', (join) => join.onRef('p.id', '=', 'i.product_id').on('p.status', '=', ON_SALE))
      .select([
        'i.id',
        'i.position',
        'i.title',
        'i.description',
        'i.image_url',
        'i.product_id',
        'i.link',
        'p.image as product_image',
        'p.price_fen',
      ])
      .where('i.position', '=', position)
      // A slot whose product went off sale is left out before counting rownum.
      .where((eb) => eb.or([eb('i.product_id', 'is', null), eb('p.id', 'is not', null)]))
      .orderBy('i.sort')
      .orderBy('i.id')
      .limit(rownum)
      .execute()
  );
}

/** Recommended shops, each with its count of products on sale and their total sales. */
export function listRecommendedShops(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('shops as s')
    .leftJoin('products as p', (join) => join.onRef('p.seller_id', '=', 's.seller_id').on('p.status', '=', ON_SALE))
    .select((eb) => [
      's.seller_id',
      's.name',
      's.logo',
      's.description',
      eb.fn.count<number>('p.id').as('product_count'),
      eb.fn.coalesce(eb.fn.sum<number>('p.sales'), sql<number>`0`).as('sales'),
    ])
    .where('s.recommend_sort', '>', 0)
    .groupBy(['s.seller_id', 's.name', 's.logo', 's.description', 's.recommend_sort'])
    .orderBy('s.recommend_sort', 'desc')
    .orderBy('s.seller_id')
    .limit(limit)
    .execute();
}

/** A page of community posts newest first, with their product and their author's current account names, and their count. */
export function communityPostsPage(db: Kysely<DB>, offset: number, limit: number) {
  const page = db
    .selectFrom('community_posts as c')
    .leftJoin('products as p', 'p.id', 'c.product_id')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.user_id',
      'c.author_name',
      'c.author_avatar',
      'c.content',
      'c.product_id',
      'c.created_at',
      'p.title as product_title',
      'p.image as product_image',
      'u.nickname',
      'u.username',
      'u.icon',
    ])
    // Posts the platform hid (DESIGN-OPERATE §A) leave the community at once.
    .where('c.hidden_at', 'is', null)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc');
  const count = db
    .selectFrom('community_posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('hidden_at', 'is', null);
  return pageWithTotal(page, count, offset, limit);
}

/** The names a post's author is shown by. */
export function findAuthorNames(db: Kysely<DB>, userId: number) {
  return db.selectFrom('users').select(['nickname', 'username']).where('id', '=', userId).executeTakeFirst();
}

export async function insertCommunityPost(db: Kysely<DB>, row: Insertable<CommunityPostsTable>): Promise<number> {
  const inserted = await db.insertInto('community_posts').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Every community post a buyer wrote, oldest first (the data export). */
export function communityPostsOf(db: Kysely<DB>, userId: number) {
  return db.selectFrom('community_posts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** Account deletion: the posts stay, their stored author name and picture go. */
export async function anonymiseCommunityPostsOf(db: Kysely<DB>, userId: number, name: string): Promise<void> {
  await db
    .updateTable('community_posts')
    .set({ author_name: name, author_avatar: '' })
    .where('user_id', '=', userId)
    .execute();
}

// ---------------------------------------------------------------- the platform's moderation (DESIGN-OPERATE §A)

export function findPostForModeration(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('community_posts')
    .select(['id', 'user_id', 'content', 'hidden_at', 'hidden_reason'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Hides a shown post, or (`hide` null) shows a hidden one, in one guarded write; answers whether it moved. */
export async function setPostHidden(
  db: Kysely<DB>,
  id: number,
  hide: { reason: string; at: number } | null,
): Promise<boolean> {
  const res = await db
    .updateTable('community_posts')
    .set(hide ? { hidden_at: hide.at, hidden_reason: hide.reason } : { hidden_at: null, hidden_reason: '' })
    .where('id', '=', id)
    .where('hidden_at', hide ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Posts for the console, newest first, hidden or not, with their author's names and product. */
export function postsForModeration(db: Kysely<DB>, f: TModerationFilter, offset: number, limit: number) {
  const filtered = () => {
    let q = db.selectFrom('community_posts as c');
    if (f.hidden !== undefined) q = q.where('c.hidden_at', f.hidden ? 'is not' : 'is', null);
    for (const term of f.terms) q = q.where(hasTermIn(['c.content'], term));
    return q;
  };
  return pageWithTotal(
    filtered()
      .leftJoin('products as p', 'p.id', 'c.product_id')
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .select([
        'c.id',
        'c.user_id',
        'c.author_name',
        'c.content',
        'c.product_id',
        'c.created_at',
        'c.hidden_at',
        'c.hidden_reason',
        'p.title as product_title',
        'u.nickname',
        'u.username',
      ])
      .orderBy('c.id', 'desc'),
    filtered().select((eb) => eb.fn.countAll<number>().as('n')),
    offset,
    limit,
  );
}
