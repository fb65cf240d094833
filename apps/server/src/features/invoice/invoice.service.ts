import { INVOICE_TITLE_LIMIT, type TInvoiceTitle, type ZInvoiceTitleFields } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { lockUserRow } from '../../db/locks.js';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import * as repo from './invoice.repository.js';

type TFields = z.output<typeof ZInvoiceTitleFields>;
type TRow = NonNullable<Awaited<ReturnType<typeof repo.findTitle>>>;

/** A title as the buyer reads it: empty optional fields left out. */
export function toInvoiceTitle(row: TRow): TInvoiceTitle {
  const optional = { taxNo: row.tax_no, bank: row.bank, account: row.account, address: row.address, phone: row.phone };
  return {
    id: row.id,
    titleType: row.title_type === 2 ? 2 : 1,
    title: row.title,
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== '')),
    ...(row.email ? { email: row.email } : {}),
    updatedAt: Number(row.updated_at),
  };
}

function columns(f: TFields) {
  return {
    title_type: f.titleType,
    title: f.title,
    tax_no: f.taxNo ?? '',
    bank: f.bank ?? '',
    account: f.account ?? '',
    address: f.address ?? '',
    phone: f.phone ?? '',
    email: f.email ?? '',
  };
}

export async function listInvoiceTitles(db: Kysely<DB>, userId: number): Promise<TInvoiceTitle[]> {
  return (await repo.listTitles(db, userId)).map(toInvoiceTitle);
}

async function getInvoiceTitle(db: Kysely<DB>, userId: number, id: number): Promise<TInvoiceTitle> {
  const row = await repo.findTitle(db, userId, id);
  if (!row) throw appError('INVOICE_TITLE_NOT_FOUND');
  return toInvoiceTitle(row);
}

/** Saves a title; the count is read under the buyer's lock, so parallel adds cannot pass the limit. */
export async function addInvoiceTitle(db: Kysely<DB>, userId: number, fields: TFields): Promise<TInvoiceTitle> {
  return db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    if ((await repo.countTitles(trx, userId)) >= INVOICE_TITLE_LIMIT) throw appError('INVOICE_TITLE_LIMIT');
    const now = Date.now();
    const id = await repo.insertTitle(trx, { ...columns(fields), user_id: userId, created_at: now, updated_at: now });
    return getInvoiceTitle(trx, userId, id);
  });
}

/** Replaces a title's fields (orders placed with it keep their own snapshot); another buyer's is 404. */
export async function updateInvoiceTitle(
  db: Kysely<DB>,
  userId: number,
  id: number,
  fields: TFields,
): Promise<TInvoiceTitle> {
  if (!(await repo.updateTitle(db, userId, id, { ...columns(fields), updated_at: Date.now() }))) {
    throw appError('INVOICE_TITLE_NOT_FOUND');
  }
  return getInvoiceTitle(db, userId, id);
}

export async function removeInvoiceTitle(db: Kysely<DB>, userId: number, id: number): Promise<void> {
  if (!(await repo.deleteTitle(db, userId, id))) throw appError('INVOICE_TITLE_NOT_FOUND');
}
