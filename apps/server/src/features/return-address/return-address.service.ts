import {
  RETURN_ADDRESS_LIMIT,
  regionText,
  type TReturnAddress,
  type TReturnAddressSnapshot,
  type ZAddressFields,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import * as repo from './return-address.repository.js';

type TFields = z.output<typeof ZAddressFields>;
type TRow = NonNullable<Awaited<ReturnType<typeof repo.findReturnAddress>>>;
type TDb = Kysely<DB>;

function fullAddress(row: Pick<TRow, 'province' | 'city' | 'area' | 'street'>): string {
  return `${regionText(row.province, row.city, row.area).text} ${row.street}`.trim();
}

export function toReturnAddress(row: TRow): TReturnAddress {
  return {
    id: row.id,
    realname: row.realname,
    telphone: row.telphone,
    province: row.province,
    city: row.city,
    area: row.area,
    street: row.street,
    isDefaultAddress: row.is_default === 1 ? 1 : 0,
    fullAddress: fullAddress(row),
  };
}

export async function listReturnAddresses(db: TDb, sellerId: number): Promise<TReturnAddress[]> {
  return (await repo.listReturnAddresses(db, sellerId)).map(toReturnAddress);
}

async function getOwned(db: TDb, sellerId: number, id: number): Promise<TRow> {
  const row = await repo.findReturnAddress(db, sellerId, id);
  if (!row) throw appError('RETURN_ADDRESS_NOT_FOUND');
  return row;
}

function columns(f: TFields) {
  return {
    realname: f.realname,
    telphone: f.telphone,
    province: f.province,
    city: f.city,
    area: f.area,
    street: f.street,
  };
}

/** Adds a return address (at most RETURN_ADDRESS_LIMIT); the first, or one sent as default, becomes the default. */
export function addReturnAddress(db: TDb, sellerId: number, fields: TFields): Promise<TReturnAddress> {
  return db.transaction().execute(async (trx) => {
    await repo.lockSellerRow(trx, sellerId);
    const count = await repo.countReturnAddresses(trx, sellerId);
    if (count >= RETURN_ADDRESS_LIMIT) throw appError('RETURN_ADDRESS_LIMIT');
    const isDefault = count === 0 ? 1 : fields.isDefaultAddress;
    const id = await repo.insertReturnAddress(trx, {
      ...columns(fields),
      is_default: isDefault,
      seller_id: sellerId,
      created_at: Date.now(),
    });
    if (isDefault) await repo.clearDefault(trx, sellerId, id);
    return toReturnAddress(await getOwned(trx, sellerId, id));
  });
}

/** Edits a return address; requests approved before keep the snapshot they took. The default stays the default. */
export function updateReturnAddress(db: TDb, sellerId: number, id: number, fields: TFields): Promise<TReturnAddress> {
  return db.transaction().execute(async (trx) => {
    await repo.lockSellerRow(trx, sellerId);
    const current = await getOwned(trx, sellerId, id);
    const isDefault = current.is_default === 1 ? 1 : fields.isDefaultAddress;
    await repo.updateReturnAddress(trx, sellerId, id, { ...columns(fields), is_default: isDefault });
    if (isDefault) await repo.clearDefault(trx, sellerId, id);
    return toReturnAddress(await getOwned(trx, sellerId, id));
  });
}

export async function setDefaultReturnAddress(db: TDb, sellerId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.lockSellerRow(trx, sellerId);
    await getOwned(trx, sellerId, id);
    await repo.updateReturnAddress(trx, sellerId, id, { is_default: 1 });
    await repo.clearDefault(trx, sellerId, id);
  });
}

/** Removes a return address; when it was the default, the newest remaining one takes its place. */
export async function removeReturnAddress(db: TDb, sellerId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.lockSellerRow(trx, sellerId);
    const current = await getOwned(trx, sellerId, id);
    await repo.deleteReturnAddress(trx, sellerId, id);
    if (current.is_default === 1) {
      const next = await repo.newestReturnAddress(trx, sellerId);
      if (next) await repo.updateReturnAddress(trx, sellerId, next.id, { is_default: 1 });
    }
  });
}

/**
 * The address an approval names, as the request keeps it: `id` (another seller's answers 404) or the
 * seller's default; a seller keeping none answers RETURN_ADDRESS_MISSING.
 */
export async function returnAddressForApproval(
  db: TDb,
  sellerId: number,
  id: number | undefined,
): Promise<TReturnAddressSnapshot> {
  const row = id === undefined ? await repo.defaultReturnAddress(db, sellerId) : await getOwned(db, sellerId, id);
  if (!row) throw appError('RETURN_ADDRESS_MISSING');
  return { name: row.realname, phone: row.telphone, fullAddress: fullAddress(row) };
}

/**
 * Gives a seller a default return address unless it keeps one already (the demo's sellers): checked
 * and written under the seller row's lock, so instances seeding at once add it once. Answers whether
 * it added one.
 */
export function ensureReturnAddress(db: TDb, sellerId: number, fields: TFields): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await repo.lockSellerRow(trx, sellerId);
    if ((await repo.countReturnAddresses(trx, sellerId)) > 0) return false;
    await repo.insertReturnAddress(trx, {
      ...columns(fields),
      is_default: 1,
      seller_id: sellerId,
      created_at: Date.now(),
    });
    return true;
  });
}
