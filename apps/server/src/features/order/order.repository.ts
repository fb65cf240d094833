import { ORDER_STATUS } from '@mall/contract';
import { type Insertable, type Kysely, PostgresAdapter, type SqlBool, sql, type Updateable } from 'kysely';
import { chinaDayOf } from '../../db/china-day.js';
import { hasTermIn } from '../../db/like-term.js';
import { pageWithTotal } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';
import type { OrderItemsTable, OrdersTable } from './order.table.js';

/**
 * Standards with the product and shop facts an order line snapshots, and what the buyer holds unpaid
 * (待付款) in the same statement (a round trip less inside the order's transaction): the number of
 * orders (the hoarding limit, the same on every row) and the units of each standard (the 限购 check;
 * procurement lines name no standard and never count).
 */
export function standardsForLines(db: Kysely<DB>, standardIds: number[], userId: number) {
  return db
    .selectFrom('product_standards as st')
    .innerJoin('products as p', 'p.id', 'st.product_id')
    .innerJoin('shops as s', 's.seller_id', 'p.seller_id')
    .where('st.id', 'in', standardIds)
    .select((eb) => [
      'st.id',
      'st.product_id',
      'st.specs',
      'st.price_fen',
      'st.stock',
      'p.title',
      'p.image',
      'p.status as product_status',
      'p.seller_id',
      'p.sys_category_id',
      'p.purchase_limit',
      'p.freight_template_id',
      eb
        .selectFrom('orders as o')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('o.user_id', '=', userId)
        .where('o.status', '=', ORDER_STATUS.NOPAY)
        .as('unpaid_orders'),
      eb
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .select((e) => e.fn.sum<number>('i.number').as('n'))
        .where('o.user_id', '=', userId)
        .where('o.status', '=', ORDER_STATUS.NOPAY)
        .whereRef('i.standard_id', '=', 'st.id')
        .as('unpaid_units'),
    ])
    .execute();
}

/**
 * Inserts an order under its number; answers its id, or undefined when the number is taken (nothing
 * written, and on PostgreSQL the transaction stays usable, so the caller can draw another number).
 */
export async function insertOrder(db: Kysely<DB>, row: Insertable<OrdersTable>): Promise<number | undefined> {
  const inserted = await db
    .insertInto('orders')
    .values(row)
    .onConflict((oc) => oc.column('order_no').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function insertItems(db: Kysely<DB>, rows: Insertable<OrderItemsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('order_items').values(rows).execute();
}

/** A line of an order about to be written (its order's id comes from the insert). */
export type TNewOrderItem = Omit<Insertable<OrderItemsTable>, 'order_id'>;

/**
 * Inserts an order and its lines under the order's number; answers the order's id, or undefined when
 * the number is taken (nothing written; on PostgreSQL the transaction stays usable). On PostgreSQL one
 * statement (a round trip less per order, one per seller of a checkout): the lines are inserted
 * from the order's `returning` as arrays, one per column, so the text is the same whatever the number of
 * lines (one prepared statement). SQLite (no writes in a `with`, and no round trips to save) takes two.
 */
export async function insertOrderWithItems(
  db: Kysely<DB>,
  row: Insertable<OrdersTable>,
  items: TNewOrderItem[],
): Promise<number | undefined> {
  if (items.length === 0 || !(db.getExecutor().adapter instanceof PostgresAdapter)) {
    const id = await insertOrder(db, row);
    if (id !== undefined)
      await insertItems(
        db,
        items.map((item) => ({ ...item, order_id: id })),
      );
    return id;
  }
  const column = <K extends keyof TNewOrderItem>(key: K) => items.map((item) => item[key] ?? null);
  const inserted = await db
    .with('o', (w) =>
      w
        .insertInto('orders')
        .values(row)
        .onConflict((oc) => oc.column('order_no').doNothing())
        .returning('id'),
    )
    .insertInto('order_items')
    .columns([
      'order_id',
      'product_id',
      'standard_id',
      'title',
      'image',
      'standard_name',
      'price_fen',
      'number',
      'discount_fen',
    ])
    .expression(
      sql`select o.id, u.product_id, u.standard_id, u.title, u.image, u.standard_name, u.price_fen, u.number, u.discount_fen
        from o, unnest(${column('product_id')}::integer[], ${column('standard_id')}::integer[],
          ${column('title')}::text[], ${items.map((i) => i.image ?? '')}::text[], ${items.map((i) => i.standard_name ?? '')}::text[],
          ${column('price_fen')}::bigint[], ${column('number')}::integer[], ${items.map((i) => i.discount_fen ?? 0)}::bigint[])
          as u(product_id, standard_id, title, image, standard_name, price_fen, number, discount_fen)`,
    )
    .returning('order_id')
    .executeTakeFirst();
  return inserted?.order_id;
}

function ordersQuery(db: Kysely<DB>) {
  return db
    .selectFrom('orders as o')
    .innerJoin('shops as s', 's.seller_id', 'o.seller_id')
    .selectAll('o')
    .select('s.name as shop_name');
}

export type TOrderRow = Awaited<ReturnType<ReturnType<typeof ordersQuery>['executeTakeFirstOrThrow']>>;

export interface TOrderFilter {
  userId?: number;
  sellerId?: number;
  status?: number | undefined;
  /** Lower-cased terms: each must be in the order number or in the title of one of its lines. */
  terms?: string[];
}

/** The order `o` has `term` in its number or in a line's title (LIKE characters literal). */
function orderHasTerm(term: string) {
  return sql<SqlBool>`(${hasTermIn(['o.order_no'], term)} or exists (select 1 from order_items as ti where ti.order_id = o.id and ${hasTermIn(['ti.title'], term)}))`;
}

function filtered(db: Kysely<DB>, f: TOrderFilter) {
  let q = ordersQuery(db);
  if (f.userId !== undefined) q = q.where('o.user_id', '=', f.userId);
  if (f.sellerId !== undefined) q = q.where('o.seller_id', '=', f.sellerId);
  if (f.status !== undefined) q = q.where('o.status', '=', f.status);
  for (const term of f.terms ?? []) q = q.where(orderHasTerm(term));
  return q;
}

/** How many orders match (no join: every order's seller has its shop). */
function countQuery(db: Kysely<DB>, f: TOrderFilter) {
  let q = db.selectFrom('orders as o').select((eb) => eb.fn.countAll<number>().as('n'));
  if (f.userId !== undefined) q = q.where('o.user_id', '=', f.userId);
  if (f.sellerId !== undefined) q = q.where('o.seller_id', '=', f.sellerId);
  if (f.status !== undefined) q = q.where('o.status', '=', f.status);
  for (const term of f.terms ?? []) q = q.where(orderHasTerm(term));
  return q;
}

/** A page of matching orders, newest first, and the count of all of them. */
export function ordersPage(db: Kysely<DB>, f: TOrderFilter, offset: number, limit: number) {
  return pageWithTotal(filtered(db, f).orderBy('o.id', 'desc'), countQuery(db, f), offset, limit);
}

export async function countOrders(db: Kysely<DB>, f: TOrderFilter): Promise<number> {
  return Number((await countQuery(db, f).executeTakeFirstOrThrow()).n);
}

export function findOrders(db: Kysely<DB>, ids: number[]) {
  return ordersQuery(db).where('o.id', 'in', ids).orderBy('o.id').execute();
}

export function findOrder(db: Kysely<DB>, id: number) {
  return ordersQuery(db).where('o.id', '=', id).executeTakeFirst();
}

/** The procurement demand an order settled, or null (a catalogue order). */
export async function demandIdOf(db: Kysely<DB>, orderId: number): Promise<number | null> {
  const row = await db.selectFrom('orders').select('demand_id').where('id', '=', orderId).executeTakeFirst();
  return row?.demand_id == null ? null : Number(row.demand_id);
}

export function itemsOf(db: Kysely<DB>, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
}

/**
 * Moves orders from one of the `from` states to `to` in one guarded statement (the transition
 * happens at most once, whatever races it); answers how many moved. The states come from the
 * order transition table (`ORDER_TRANSITIONS`), never from the caller's own numbers.
 */
export async function moveStatus(
  db: Kysely<DB>,
  ids: number[],
  from: readonly number[],
  to: number,
  patch: Updateable<OrdersTable> = {},
  guard: { userId?: number; sellerId?: number; paymentNo?: string; deadlineAfter?: number } = {},
): Promise<number> {
  if (ids.length === 0) return 0;
  let q = db
    .updateTable('orders')
    .set({ ...patch, status: to })
    .where('id', 'in', ids);
  const [only] = from;
  q = from.length === 1 && only !== undefined ? q.where('status', '=', only) : q.where('status', 'in', from);
  if (guard.userId !== undefined) q = q.where('user_id', '=', guard.userId);
  if (guard.sellerId !== undefined) q = q.where('seller_id', '=', guard.sellerId);
  if (guard.paymentNo !== undefined) q = q.where('payment_no', '=', guard.paymentNo);
  if (guard.deadlineAfter !== undefined) q = q.where('pay_deadline', '>', guard.deadlineAfter);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * Locks the user's unpaid orders among `ids` for the rest of the transaction (a no-op write, portable
 * to SQLite) and answers their current gateway payment numbers, or null when some order is no longer
 * unpaid.
 */
export async function lockUnpaid(db: Kysely<DB>, ids: number[], userId: number): Promise<string[] | null> {
  const res = await db
    .updateTable('orders')
    .set({ payment_no: sql`payment_no` })
    .where('id', 'in', ids)
    .where('user_id', '=', userId)
    .where('status', '=', ORDER_STATUS.NOPAY)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== ids.length) return null;
  return paymentNosOf(db, ids);
}

/** The gateway payment numbers currently attached to orders. */
export async function paymentNosOf(db: Kysely<DB>, ids: number[]): Promise<string[]> {
  const rows = await db.selectFrom('orders').select('payment_no').where('id', 'in', ids).execute();
  return rows.map((r) => r.payment_no).filter(Boolean);
}

export async function setPaymentNo(db: Kysely<DB>, ids: number[], paymentNo: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_no: paymentNo })
    .where('id', 'in', ids)
    .where('status', '=', ORDER_STATUS.NOPAY)
    .execute();
}

/** Unpaid orders whose pay deadline has passed. */
export async function overdueOrderIds(db: Kysely<DB>, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', ORDER_STATUS.NOPAY)
    .where('pay_deadline', '<=', now)
    .orderBy('pay_deadline')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Shipped orders (待收货) shipped at or before `shippedBefore`, the oldest first (index orders_status_shipped_idx). */
export async function unconfirmedShippedIds(db: Kysely<DB>, shippedBefore: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', ORDER_STATUS.DELIVER)
    .where('shipped_at', '<=', shippedBefore)
    .orderBy('shipped_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Paid orders of the named sellers waiting for shipment since before `paidBefore`. */
export async function dueShipments(db: Kysely<DB>, sellerNames: readonly string[], paidBefore: number, limit: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('sellers as s', 's.id', 'o.seller_id')
    .select(['o.id', 'o.seller_id'])
    .where('s.username', 'in', [...sellerNames])
    .where('o.status', '=', 1)
    .where('o.paid_at', '<=', paidBefore)
    .orderBy('o.paid_at')
    .limit(limit)
    .execute();
}

/**
 * Locks one order for an after-sales write (a no-op write, portable to SQLite, like `lockUnpaid`),
 * optionally only when it is the buyer's or the seller's; answers whether the order was there.
 */
export async function lockOrder(
  db: Kysely<DB>,
  orderId: number,
  guard: { userId?: number; sellerId?: number } = {},
): Promise<boolean> {
  let q = db.updateTable('orders').set({ refunded_fen: sql`refunded_fen` }).where('id', '=', orderId);
  if (guard.userId !== undefined) q = q.where('user_id', '=', guard.userId);
  if (guard.sellerId !== undefined) q = q.where('seller_id', '=', guard.sellerId);
  return Number((await q.executeTakeFirst()).numUpdatedRows) > 0;
}

/** Adds a refund to the order when it stays within what was paid, in one statement; answers whether it did. */
export async function addRefunded(db: Kysely<DB>, orderId: number, amountFen: number): Promise<boolean> {
  const res = await db
    .updateTable('orders')
    .set({ refunded_fen: sql`refunded_fen + ${amountFen}` })
    .where('id', '=', orderId)
    .where(sql<boolean>`refunded_fen + ${amountFen} <= total_fen`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Counts units returned on a line when they stay within what was bought; answers whether it did. */
export async function addReturned(db: Kysely<DB>, orderItemId: number, n: number): Promise<boolean> {
  const res = await db
    .updateTable('order_items')
    .set({ returned_num: sql`returned_num + ${n}` })
    .where('id', '=', orderItemId)
    .where(sql<boolean>`returned_num + ${n} <= number`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Closes a fully refunded order: from one of `from` to `to`, only when refunded_fen = total_fen. */
export async function closeRefunded(
  db: Kysely<DB>,
  orderId: number,
  from: readonly number[],
  to: number,
  now: number,
): Promise<boolean> {
  const res = await db
    .updateTable('orders')
    .set({ status: to, closed_at: now })
    .where('id', '=', orderId)
    .where('status', 'in', [...from])
    .where(sql<boolean>`refunded_fen = total_fen`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export function findItem(db: Kysely<DB>, orderItemId: number) {
  return db.selectFrom('order_items').selectAll().where('id', '=', orderItemId).executeTakeFirst();
}

/** The first `limit` orders of a filter, newest first (the seller's export). */
export function ordersUpTo(db: Kysely<DB>, f: TOrderFilter, limit: number) {
  return filtered(db, f).orderBy('o.id', 'desc').limit(limit).execute();
}

/** The seller's orders by status (index orders_seller_status_idx). */
export function sellerStatusCounts(db: Kysely<DB>, sellerId: number) {
  return db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('seller_id', '=', sellerId)
    .groupBy('status')
    .execute();
}

/** Orders per seller, every state (the console's seller list). */
export function countBySellers(db: Kysely<DB>, sellerIds: number[]) {
  return db
    .selectFrom('orders')
    .select(['seller_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('seller_id', 'in', sellerIds)
    .groupBy('seller_id')
    .execute();
}

/** Orders the seller got per China day since `from` (epoch ms, a day's start). */
export function placedPerDay(db: Kysely<DB>, sellerId: number, from: number) {
  return db
    .selectFrom('orders')
    .select([chinaDayOf('created_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('seller_id', '=', sellerId)
    .where('created_at', '>=', from)
    .groupBy(chinaDayOf('created_at'))
    .execute();
}

/**
 * Fen paid for the seller's goods per China day since `from` (orders paid then, whatever happened to
 * them later): the buyer's payment plus the discount of a platform coupon, which the platform bears.
 */
export function paidPerDay(db: Kysely<DB>, sellerId: number, from: number) {
  return db
    .selectFrom('orders')
    .select([chinaDayOf('paid_at').as('day'), sql<number>`sum(total_fen + platform_discount_fen)`.as('fen')])
    .where('seller_id', '=', sellerId)
    .where('paid_at', '>=', from)
    .groupBy(chinaDayOf('paid_at'))
    .execute();
}

/** Every order of a buyer with its lines, oldest first (the data export). */
export async function allOrdersOf(db: Kysely<DB>, userId: number) {
  const orders = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const items = orders.length
    ? await db
        .selectFrom('order_items')
        .selectAll()
        .where(
          'order_id',
          'in',
          orders.map((o) => o.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return { orders, items };
}

/** How many of a buyer's orders are still under way (待付款, 待发货, 待收货). */
export async function countOpenOrders(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', 'in', [ORDER_STATUS.NOPAY, ORDER_STATUS.SHIP, ORDER_STATUS.DELIVER])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A buyer's orders with their delivery snapshots (account deletion masks them). */
export function addressesOfOrders(db: Kysely<DB>, userId: number) {
  return db.selectFrom('orders').select(['id', 'address', 'invoice']).where('user_id', '=', userId).execute();
}

/** Replaces an order's receiver and invoice snapshots (account deletion masks them). */
export async function setOrderAddress(
  db: Kysely<DB>,
  orderId: number,
  address: string,
  invoice: string | null,
): Promise<void> {
  await db.updateTable('orders').set({ address, invoice }).where('id', '=', orderId).execute();
}

/** How many orders each of these buyers placed (any state): the console's user list. */
export function orderCountsOf(db: Kysely<DB>, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
}
/**
 * The whole mall's paid orders per China day since `from` (the console's dashboard): their amounts,
 * how many, and how many buyers paid (index orders_paid_idx).
 */
export function platformPaidPerDay(db: Kysely<DB>, from: number, to: number) {
  return db
    .selectFrom('orders')
    .select((eb) => [
      chinaDayOf('paid_at').as('day'),
      eb.fn.sum<number>('total_fen').as('fen'),
      eb.fn.countAll<number>().as('orders'),
      eb.fn.count<number>('user_id').distinct().as('buyers'),
    ])
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .groupBy(chinaDayOf('paid_at'))
    .execute();
}

/** Buyers who paid at least one order in [from, to). */
export async function platformPayingBuyers(db: Kysely<DB>, from: number, to: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Claims the next ask of the logistics provider about an order's parcel: marks it asked at `now`
 * when it was never asked or last asked at or before `staleBefore`; answers whether this caller won
 * the claim. One guarded statement, so instances and page views at once ask the provider once
 * (快递100 locks a parcel asked more often than every half hour).
 */
export async function claimLogisticsFetch(
  db: Kysely<DB>,
  orderId: number,
  now: number,
  staleBefore: number,
): Promise<boolean> {
  const res = await db
    .updateTable('orders')
    .set({ logistics_fetched_at: now })
    .where('id', '=', orderId)
    .where((eb) => eb.or([eb('logistics_fetched_at', 'is', null), eb('logistics_fetched_at', '<=', staleBefore)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Keeps the provider's trace of an order's parcel (JSON of TLogisticsTrace[]). */
export async function saveLogisticsTraces(db: Kysely<DB>, orderId: number, traces: string): Promise<void> {
  await db.updateTable('orders').set({ logistics_traces: traces }).where('id', '=', orderId).execute();
}
