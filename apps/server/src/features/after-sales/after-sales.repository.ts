import { RETURN_STATUS } from '@mall/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { chinaDayOf } from '../../db/china-day.js';
import { pageWithTotal } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';
import type { ProductReturnsTable } from './after-sales.table.js';

/**
 * Inserts a request under its number; answers its id, or undefined when the number is taken (the
 * caller draws another). A second open request of the line breaks `product_returns_open_uq` and throws.
 */
export async function insertReturn(db: Kysely<DB>, row: Insertable<ProductReturnsTable>): Promise<number | undefined> {
  const inserted = await db
    .insertInto('product_returns')
    .values(row)
    .onConflict((oc) => oc.column('return_no').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** Requests with what they show of their order and line (read only: the order feature owns those rows). */
function returnsQuery(db: Kysely<DB>) {
  return db
    .selectFrom('product_returns as r')
    .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .selectAll('r')
    .select([
      'i.product_id',
      'i.standard_id',
      'i.title',
      'i.image',
      'i.standard_name',
      'i.price_fen',
      'o.order_no',
      'o.address',
    ]);
}

export type TReturnRow = Awaited<ReturnType<ReturnType<typeof returnsQuery>['executeTakeFirstOrThrow']>>;

export function findReturn(db: Kysely<DB>, id: number) {
  return returnsQuery(db).where('r.id', '=', id).executeTakeFirst();
}

/** The latest request of an order line, or undefined. */
export function latestOfItem(db: Kysely<DB>, orderItemId: number) {
  return db
    .selectFrom('product_returns')
    .select(['id', 'status', 'appeal_status'])
    .where('order_item_id', '=', orderItemId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every request of an order, newest first. */
export function returnsOfOrder(db: Kysely<DB>, orderId: number) {
  return returnsQuery(db).where('r.order_id', '=', orderId).orderBy('r.id', 'desc').execute();
}

function sellerFiltered(db: Kysely<DB>, sellerId: number, status: number | undefined) {
  let q = returnsQuery(db).where('r.seller_id', '=', sellerId);
  if (status !== undefined) q = q.where('r.status', '=', status);
  return q;
}

/** A page of the seller's requests (in a state, if given), newest first, and the count of all of them. */
export function sellerPage(
  db: Kysely<DB>,
  sellerId: number,
  status: number | undefined,
  offset: number,
  limit: number,
) {
  let count = db
    .selectFrom('product_returns')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('seller_id', '=', sellerId);
  if (status !== undefined) count = count.where('status', '=', status);
  return pageWithTotal(sellerFiltered(db, sellerId, status).orderBy('r.id', 'desc'), count, offset, limit);
}

/**
 * Moves a request from `from` to `to` in one guarded statement (the transition happens once, whatever
 * races it); answers whether this call moved it. The states come from RETURN_TRANSITIONS.
 */
export async function moveReturn(
  db: Kysely<DB>,
  id: number,
  from: number,
  to: number,
  patch: Updateable<ProductReturnsTable>,
): Promise<boolean> {
  const res = await db
    .updateTable('product_returns')
    .set({ ...patch, status: to, updated_at: Date.now() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Notes how a request's refund went back. */
export async function markRefunded(db: Kysely<DB>, id: number, channel: string, now: number): Promise<void> {
  await db
    .updateTable('product_returns')
    .set({ refund_channel: channel, refunded_at: now })
    .where('id', '=', id)
    .execute();
}

/** The order's freight given back with this request (its last units). */
export async function setRefundedFreight(db: Kysely<DB>, id: number, freightFen: number): Promise<void> {
  await db.updateTable('product_returns').set({ freight_fen: freightFen }).where('id', '=', id).execute();
}

/** The seller's requests in any of `statuses` (index product_returns_seller_status_idx). */
export async function countSellerIn(db: Kysely<DB>, sellerId: number, statuses: number[]): Promise<number> {
  const row = await db
    .selectFrom('product_returns')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('seller_id', '=', sellerId)
    .where('status', 'in', statuses)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A request is open until it ends: 待审核, 待寄回, 待商家收货 and 换货中. */
const OPEN_STATUSES = [
  RETURN_STATUS.APPLIED,
  RETURN_STATUS.AWAIT_RETURN,
  RETURN_STATUS.AWAIT_SELLER,
  RETURN_STATUS.EXCHANGING,
];

/** The types of the open (待审核, 待寄回, 待商家收货, 换货中) requests of these orders (index product_returns_order_idx). */
export function openTypesOfOrders(db: Kysely<DB>, orderIds: number[]) {
  return db
    .selectFrom('product_returns')
    .select(['order_id', 'return_type'])
    .distinct()
    .where('order_id', 'in', orderIds)
    .where('status', 'in', OPEN_STATUSES)
    .execute();
}

/** Every after-sales request of a buyer, oldest first (the data export). */
export function allReturnsOf(db: Kysely<DB>, userId: number) {
  return db.selectFrom('product_returns').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** How many of a buyer's after-sales requests are open (待审核, 待寄回, 待商家收货, 换货中). */
export async function countOpenReturns(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('product_returns')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** 换货中 requests whose replacement left before `shippedBefore` (index product_returns_exchanging_idx), oldest first. */
export function overdueExchanges(db: Kysely<DB>, shippedBefore: number, limit: number) {
  return db
    .selectFrom('product_returns')
    .select(['id', 'order_id'])
    .where('status', '=', RETURN_STATUS.EXCHANGING)
    .where('back_shipped_at', '<', shippedBefore)
    .orderBy('back_shipped_at')
    .limit(limit)
    .execute();
}

// ---------------------------------------------------------------- 申请平台介入 (DESIGN-OPERATE §A)

/** Moves a request's appeal from `from` to `to` in one guarded statement; answers whether this call moved it. */
export async function moveAppeal(
  db: Kysely<DB>,
  id: number,
  from: number,
  to: number,
  patch: Updateable<ProductReturnsTable>,
): Promise<boolean> {
  const res = await db
    .updateTable('product_returns')
    .set({ ...patch, appeal_status: to, updated_at: Date.now() })
    .where('id', '=', id)
    .where('appeal_status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Appealed requests for the console with their buyer's and shop's names: waiting ones oldest first
 * (a queue), a chosen decided state newest first; and the count of all matches.
 */
export function appealsPage(db: Kysely<DB>, status: number | undefined, offset: number, limit: number) {
  const filtered = () => {
    const q = db.selectFrom('product_returns as r');
    return status === undefined ? q.where('r.appeal_status', '<>', 0) : q.where('r.appeal_status', '=', status);
  };
  const waitingFirst = status === undefined || status === 1;
  return pageWithTotal(
    filtered()
      .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('shops as s', 's.seller_id', 'r.seller_id')
      .selectAll('r')
      .select([
        'i.product_id',
        'i.standard_id',
        'i.title',
        'i.image',
        'i.standard_name',
        'i.price_fen',
        'o.order_no',
        'o.address',
        'u.username as buyer_username',
        'u.nickname as buyer_nickname',
        's.name as shop_name',
      ])
      // Waiting appeals first (1 sorts before 2 and 3), oldest first; decided ones newest first.
      .$call((q) =>
        waitingFirst
          ? q.orderBy('r.appeal_status').orderBy('r.appealed_at').orderBy('r.id')
          : q.orderBy('r.appeal_decided_at', 'desc').orderBy('r.id', 'desc'),
      ),
    filtered().select((eb) => eb.fn.countAll<number>().as('n')),
    offset,
    limit,
  );
}

/** Fen refunded per China day in [from, to), freight included (the console's dashboard; index product_returns_refunded_idx). */
export function refundedPerDay(db: Kysely<DB>, from: number, to: number) {
  return db
    .selectFrom('product_returns')
    .select((eb) => [
      chinaDayOf('refunded_at').as('day'),
      eb.fn.sum<number>(eb('amount_fen', '+', eb.ref('freight_fen'))).as('fen'),
    ])
    .where('refunded_at', '>=', from)
    .where('refunded_at', '<', to)
    .groupBy(chinaDayOf('refunded_at'))
    .execute();
}

/** How many appeals wait for the platform's decision (the console's queue). */
export async function countWaitingAppeals(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('product_returns')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('appeal_status', '=', 1)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
