import { type Insertable, type Kysely, sql } from 'kysely';
import { hasTermIn } from '../../db/like-term.js';
import { pageWithTotal } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';
import type { TModerationFilter } from '../../lib/moderation.js';
import type { PlanProductsTable } from './plan.table.js';
import './plan.table.js';

type TDb = Kysely<DB>;

/** What a card shows (`plans as p` joined with its author `u`). */
const CARD_COLUMNS = [
  'p.id',
  'p.user_id',
  'p.title',
  'p.scene',
  'p.summary',
  'p.cover',
  'p.views',
  'p.product_count',
  'p.created_at',
  'p.updated_at',
  'u.nickname as author_nickname',
  'u.username as author_username',
  'p.hidden_at',
  'p.hidden_reason',
] as const;

function cards(db: TDb) {
  return db.selectFrom('plans as p').innerJoin('users as u', 'u.id', 'p.user_id');
}

export type TCardRow = Awaited<ReturnType<typeof cardsPage>>['rows'][number];

export interface TPlanFilter {
  scene?: string | undefined;
  /** Lower-cased terms; a plan matches when it holds every one. */
  terms: string[];
  userId?: number | undefined;
}

/** Plans the platform hid leave every public answer; only their author's own list keeps them. */

function filtered(db: TDb, f: TPlanFilter) {
  let q = cards(db);
  if (f.scene !== undefined) q = q.where('p.scene', '=', f.scene);
  if (f.userId !== undefined) q = q.where('p.user_id', '=', f.userId);
  else q = q.where('p.hidden_at', 'is', null);
  for (const term of f.terms) q = q.where(hasTermIn(['p.title', 'p.summary'], term));
  return q;
}

/** A page of plans (newest first, or most viewed first; ties go to the later id) and the count of all matches. */
export function cardsPage(db: TDb, f: TPlanFilter, sort: 'new' | 'hot', limit: number, offset: number) {
  const q = filtered(db, f).select(CARD_COLUMNS);
  const ordered =
    sort === 'hot'
      ? q.orderBy('p.views', 'desc').orderBy('p.id', 'desc')
      : q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  const count = filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n'));
  return pageWithTotal(ordered, count, offset, limit);
}

/**
 * Counts one view of a plan in a guarded increment (concurrent counts all land: the increment happens
 * in the database); the author's own reads (`viewerId`) count none. Answers the count it made, or
 * undefined when it counted nothing.
 */
export async function countPlanView(db: TDb, id: number, viewerId: number): Promise<number | undefined> {
  const counted = await db
    .updateTable('plans')
    .set({ views: sql`views + 1` })
    .where('id', '=', id)
    .where('user_id', '<>', viewerId)
    .returning('views')
    .executeTakeFirst();
  return counted ? Number(counted.views) : undefined;
}

/** A plan's view count now; undefined when the plan is gone. */
export async function planViews(db: TDb, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('plans').select('views').where('id', '=', id).executeTakeFirst();
  return row ? Number(row.views) : undefined;
}

/** A plan in full with its author's names. */
export function findPlan(db: TDb, id: number) {
  return cards(db)
    .where('p.id', '=', id)
    .select([...CARD_COLUMNS, 'p.html_code', 'p.attachments'])
    .executeTakeFirst();
}

/** The owner of a plan, or undefined when there is none. */
export async function planOwner(db: TDb, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('plans').select('user_id').where('id', '=', id).executeTakeFirst();
  return row ? Number(row.user_id) : undefined;
}

/** A plan's bill of materials in the author's order. */
export function planLines(db: TDb, planId: number) {
  return db
    .selectFrom('plan_products')
    .select(['product_id', 'standard_id', 'quantity'])
    .where('plan_id', '=', planId)
    .orderBy('sort')
    .execute();
}

/** The first line's product of each plan (cards without a cover show its picture). */
export function firstLines(db: TDb, planIds: number[]) {
  return db
    .selectFrom('plan_products')
    .select(['plan_id', 'product_id', 'standard_id'])
    .where('plan_id', 'in', planIds)
    .where('sort', '=', 0)
    .execute();
}

interface TPlanRow {
  user_id: number;
  title: string;
  scene: string;
  summary: string;
  cover: string;
  html_code: string;
  attachments: string;
  product_count: number;
  created_at: number;
  updated_at: number;
}
type TLine = Omit<Insertable<PlanProductsTable>, 'id' | 'plan_id'>;

export async function insertPlan(db: TDb, row: TPlanRow & { views?: number }): Promise<number> {
  const inserted = await db.insertInto('plans').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Rewrites the owner's plan; answers whether it was theirs (guarded by the owner in the same statement). */
export async function updateOwnPlan(
  db: TDb,
  id: number,
  userId: number,
  row: Omit<TPlanRow, 'user_id' | 'created_at'>,
): Promise<boolean> {
  const updated = await db
    .updateTable('plans')
    .set(row)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Deletes the owner's plan (its lines go with it); answers whether it was theirs. */
export async function deleteOwnPlan(db: TDb, id: number, userId: number): Promise<boolean> {
  await db
    .deleteFrom('plan_products')
    .where('plan_id', 'in', (eb) =>
      eb.selectFrom('plans').select('id').where('id', '=', id).where('user_id', '=', userId),
    )
    .execute();
  const deleted = await db
    .deleteFrom('plans')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

export async function replaceLines(db: TDb, planId: number, lines: TLine[]): Promise<void> {
  await db.deleteFrom('plan_products').where('plan_id', '=', planId).execute();
  if (lines.length > 0) {
    await db
      .insertInto('plan_products')
      .values(lines.map((l) => ({ ...l, plan_id: planId })))
      .execute();
  }
}

/** Every plan a buyer wrote with its lines, oldest first (the data export). */
export async function allPlansOf(db: TDb, userId: number) {
  const plans = await db.selectFrom('plans').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const lines = plans.length
    ? await db
        .selectFrom('plan_products')
        .selectAll()
        .where(
          'plan_id',
          'in',
          plans.map((p) => p.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return { plans, lines };
}

// ---------------------------------------------------------------- the platform's moderation (DESIGN-OPERATE §A)

export function findPlanForModeration(db: TDb, id: number) {
  return db
    .selectFrom('plans')
    .select(['id', 'user_id', 'title', 'hidden_at', 'hidden_reason'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Hides a shown plan, or (`hide` null) shows a hidden one, in one guarded write; answers whether it moved. */
export async function setPlanHidden(
  db: TDb,
  id: number,
  hide: { reason: string; at: number } | null,
): Promise<boolean> {
  const res = await db
    .updateTable('plans')
    .set(hide ? { hidden_at: hide.at, hidden_reason: hide.reason } : { hidden_at: null, hidden_reason: '' })
    .where('id', '=', id)
    .where('hidden_at', hide ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Plans for the console, newest first, hidden or not, with their author. */
export function plansForModeration(db: TDb, f: TModerationFilter, offset: number, limit: number) {
  const filtered = () => {
    let q = cards(db);
    if (f.hidden !== undefined) q = q.where('p.hidden_at', f.hidden ? 'is not' : 'is', null);
    for (const term of f.terms) q = q.where(hasTermIn(['p.title', 'p.summary'], term));
    return q;
  };
  return pageWithTotal(
    filtered()
      .select([...CARD_COLUMNS])
      .orderBy('p.id', 'desc'),
    filtered().select((eb) => eb.fn.countAll<number>().as('n')),
    offset,
    limit,
  );
}
