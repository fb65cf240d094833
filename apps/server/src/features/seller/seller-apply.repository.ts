import { APPLICATION_STATUS } from '@mall/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { hasTermIn } from '../../db/like-term.js';
import { pageWithTotal, type TPaged } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';
import type { SellerApplicationsTable } from './seller.table.js';

export type TApplicationRow = Selectable<SellerApplicationsTable>;

export async function insertApplication(db: Kysely<DB>, row: Insertable<SellerApplicationsTable>): Promise<number> {
  const inserted = await db.insertInto('seller_applications').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function hasOpenApplication(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('seller_applications')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', APPLICATION_STATUS.PENDING)
    .executeTakeFirst();
  return row !== undefined;
}

export function latestApplication(db: Kysely<DB>, userId: number): Promise<TApplicationRow | undefined> {
  return db
    .selectFrom('seller_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findApplication(db: Kysely<DB>, id: number): Promise<TApplicationRow | undefined> {
  return db.selectFrom('seller_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Decides a 待审核 application with one guarded write; false when it was decided meanwhile. */
export async function decideApplication(
  db: Kysely<DB>,
  id: number,
  decision: { status: number; reason: string; seller_id: number | null; decided_at: number },
): Promise<boolean> {
  const res = await db
    .updateTable('seller_applications')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', APPLICATION_STATUS.PENDING)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The queue: 待审核 oldest first (first come, first served); decided ones newest first. */
export function listApplications(
  db: Kysely<DB>,
  status: number | undefined,
  offset: number,
  limit: number,
): Promise<TPaged<TApplicationRow>> {
  let page = db.selectFrom('seller_applications').selectAll();
  let count = db.selectFrom('seller_applications').select((eb) => eb.fn.countAll().as('n'));
  if (status !== undefined) {
    page = page.where('status', '=', status);
    count = count.where('status', '=', status);
  }
  const ordered =
    status === APPLICATION_STATUS.PENDING ? page.orderBy('id', 'asc') : page.orderBy('status').orderBy('id', 'desc');
  return pageWithTotal(ordered, count, offset, limit) as Promise<TPaged<TApplicationRow>>;
}

export interface TSellerListRow {
  id: number;
  username: string;
  phone: string;
  name: string;
  created_at: number;
  suspended_at: number | null;
  suspend_reason: string;
  shop_name: string | null;
  company_name: string | null;
  contact_name: string | null;
}

/**
 * The console's sellers, newest first, by a keyword in the login name, phone, shop, company or
 * contact and by state; one statement for the page and its total (a read across the account's and
 * the shop's tables: see the ownership allowlist).
 */
export function listSellers(
  db: Kysely<DB>,
  filter: { keyword?: string | undefined; suspended?: boolean | undefined },
  offset: number,
  limit: number,
): Promise<TPaged<TSellerListRow>> {
  const base = () => {
    let q = db
      .selectFrom('sellers as s')
      .leftJoin('shops as sh', 'sh.seller_id', 's.id')
      .leftJoin('seller_applications as a', 'a.seller_id', 's.id');
    if (filter.keyword) {
      q = q.where(
        hasTermIn(
          ['s.username', 's.phone', 's.name', 'sh.name', 'a.company_name', 'a.contact_name'],
          filter.keyword.toLowerCase(),
        ),
      );
    }
    if (filter.suspended !== undefined) {
      q = q.where('s.suspended_at', filter.suspended ? 'is not' : 'is', null);
    }
    return q;
  };
  const page = base()
    .select([
      's.id',
      's.username',
      's.phone',
      's.name',
      's.created_at',
      's.suspended_at',
      's.suspend_reason',
      'sh.name as shop_name',
      'a.company_name',
      'a.contact_name',
    ])
    .orderBy('s.id', 'desc');
  const count = base().select((eb) => eb.fn.countAll().as('n'));
  return pageWithTotal(page, count, offset, limit) as Promise<TPaged<TSellerListRow>>;
}
