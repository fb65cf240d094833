import { ADDRESS_LIMIT, regionText, type TAddress, type TOrderAddress, type ZAddressFields } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { lockUserRow } from '../../db/locks.js';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import * as repo from './address.repository.js';

type TFields = z.output<typeof ZAddressFields>;
type TRow = NonNullable<Awaited<ReturnType<typeof repo.findAddress>>>;

export function toAddress(row: TRow): TAddress {
  return {
    id: row.id,
    realname: row.realname,
    telphone: row.telphone,
    street: row.street,
    province: row.province,
    city: row.city,
    area: row.area,
    isDefaultAddress: row.is_default === 1 ? 1 : 0,
  };
}

/** The address as an order keeps it: fields plus one readable line. */
export function toOrderAddress(a: TAddress): TOrderAddress {
  const region = regionText(a.province, a.city, a.area).text;
  return {
    realname: a.realname,
    telphone: a.telphone,
    province: a.province,
    city: a.city,
    area: a.area,
    street: a.street,
    fullText: `${region} ${a.street}`.trim(),
  };
}

export async function listAddresses(db: Kysely<DB>, userId: number): Promise<TAddress[]> {
  return (await repo.listAddresses(db, userId)).map(toAddress);
}

/** One of the buyer's addresses; another buyer's answers 404. */
export async function getAddress(db: Kysely<DB>, userId: number, id: number): Promise<TAddress> {
  const row = await repo.findAddress(db, userId, id);
  if (!row) throw appError('ADDRESS_NOT_FOUND');
  return toAddress(row);
}

function columns(f: TFields) {
  return {
    realname: f.realname,
    telphone: f.telphone,
    province: f.province,
    city: f.city,
    area: f.area,
    street: f.street,
    is_default: f.isDefaultAddress,
  };
}

/**
 * Adds an address. The first one becomes the default; a new default clears the others in the same
 * transaction, so a buyer never has two.
 */
export async function addAddress(db: Kysely<DB>, userId: number, fields: TFields): Promise<TAddress> {
  return db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    const count = await repo.countAddresses(trx, userId);
    if (count >= ADDRESS_LIMIT) throw appError('ADDRESS_LIMIT');
    const isDefault = count === 0 ? 1 : fields.isDefaultAddress;
    const id = await repo.insertAddress(trx, {
      ...columns({ ...fields, isDefaultAddress: isDefault }),
      user_id: userId,
      created_at: Date.now(),
    });
    if (isDefault) await repo.clearDefault(trx, userId, id);
    return getAddress(trx, userId, id);
  });
}

export async function updateAddress(db: Kysely<DB>, userId: number, id: number, fields: TFields): Promise<TAddress> {
  return db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    const current = await repo.findAddress(trx, userId, id);
    if (!current) throw appError('ADDRESS_NOT_FOUND');
    // The default cannot be switched off by editing it: choose another default instead.
    const isDefault = current.is_default === 1 ? 1 : fields.isDefaultAddress;
    await repo.updateAddress(trx, userId, id, columns({ ...fields, isDefaultAddress: isDefault }));
    if (isDefault) await repo.clearDefault(trx, userId, id);
    return getAddress(trx, userId, id);
  });
}

/** Deletes an address; when it was the default, the newest remaining one takes its place. */
export async function deleteAddress(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    const current = await repo.findAddress(trx, userId, id);
    if (!current) throw appError('ADDRESS_NOT_FOUND');
    await repo.deleteAddress(trx, userId, id);
    if (current.is_default === 1) {
      const next = await repo.newestAddress(trx, userId);
      if (next) await repo.updateAddress(trx, userId, next.id, { is_default: 1 });
    }
  });
}
