import { type Kysely, sql } from 'kysely';
import { hasTermIn } from '../../db/like-term.js';
import { pageWithTotal } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';

// ---------------------------------------------------------------- the console's products (DESIGN-OPERATE §A)

/** What the console's product list is narrowed by. */
export interface TAdminProductFilter {
  /** Lower-cased terms, each in the title or the shop's name (LIKE characters literal). */
  terms: string[];
  /** The life-cycle state. */
  state?: number | undefined;
  sellerId?: number | undefined;
  /** The review queue: 待审核 products and approved ones whose revision waits (DESIGN-OPERATE §B). */
  isReviewQueue?: boolean;
}

/** A revision waiting for review (REVISION_STATE.PENDING). */
const REVISION_PENDING = 1;

function filtered(db: Kysely<DB>, f: TAdminProductFilter) {
  let q = db.selectFrom('products as p').innerJoin('shops as s', 's.seller_id', 'p.seller_id');
  for (const term of f.terms) q = q.where(hasTermIn(['p.title', 's.name'], term));
  if (f.state !== undefined) q = q.where('p.state', '=', f.state);
  if (f.isReviewQueue) {
    q = q.where((eb) =>
      eb.or([
        eb('p.state', '=', 1),
        eb.exists(
          eb
            .selectFrom('product_revisions as r')
            .select('r.product_id')
            .whereRef('r.product_id', '=', 'p.id')
            .where('r.state', '=', REVISION_PENDING),
        ),
      ]),
    );
  }
  if (f.sellerId !== undefined) q = q.where('p.seller_id', '=', f.sellerId);
  return q;
}

/**
 * One page of products with their shop, category and stock; the review queue (`oldestFirst`) by the
 * longest waiting, every other list by the latest change. The count of all matches in one statement.
 */
export function adminProductsPage(
  db: Kysely<DB>,
  f: TAdminProductFilter,
  offset: number,
  limit: number,
  oldestFirst = false,
) {
  const direction = oldestFirst ? 'asc' : 'desc';
  const page = filtered(db, f)
    .leftJoin('sys_categories as c', 'c.id', 'p.sys_category_id')
    .select([
      'p.id',
      'p.title',
      'p.image',
      'p.seller_id',
      's.name as shop_name',
      'p.sys_category_id',
      'c.name as category_name',
      'p.price_fen',
      'p.sales',
      'p.state',
      'p.state_reason',
      'p.created_at',
      'p.updated_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('product_standards as st')
        .select(sql<number>`coalesce(sum(st.stock), 0)`.as('n'))
        .whereRef('st.product_id', '=', 'p.id')
        .as('stock'),
    )
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('product_revisions as r')
            .select('r.product_id')
            .whereRef('r.product_id', '=', 'p.id')
            .where('r.state', '=', REVISION_PENDING),
        )
        .as('revision_pending'),
    )
    .orderBy('p.updated_at', direction)
    .orderBy('p.id', direction);
  const count = filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n'));
  return pageWithTotal(page, count, offset, limit);
}

/** A product's state, reason and title under its row lock (the rest of the transaction), or undefined. */
export async function lockProductState(db: Kysely<DB>, id: number) {
  await db.updateTable('products').set({ id: sql`id` }).where('id', '=', id).execute();
  return db
    .selectFrom('products')
    .select(['id', 'title', 'seller_id', 'status', 'state', 'state_reason', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Takes the row locks of the product's standards, one by one in id order, before the product's own:
 * the order every buying, price and stock write takes them (standard, then product), so an approval
 * that rewrites the standards never waits in a cycle with them.
 */
export async function lockProductStandards(db: Kysely<DB>, productId: number): Promise<void> {
  const rows = await db
    .selectFrom('product_standards')
    .select('id')
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute();
  for (const { id } of rows) {
    await db.updateTable('product_standards').set({ id: sql`id` }).where('id', '=', id).execute();
  }
}

/**
 * Moves a product from state `from` to `to` (with `status`, on sale exactly in 已上架) in one guarded
 * write; answers whether it moved (false: another write moved it first).
 */
export async function moveProductState(
  db: Kysely<DB>,
  id: number,
  move: { from: number; to: number; status: number; reason: string | null; now: number },
): Promise<boolean> {
  const res = await db
    .updateTable('products')
    .set({ state: move.to, status: move.status, state_reason: move.reason, updated_at: move.now })
    .where('id', '=', id)
    .where('state', '=', move.from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
