import {
  chinaDate,
  FEEDBACK_PER_HOUR,
  FOOTPRINT_MAX,
  type TFavorite,
  type TFeedbackInput,
  type TFootprint,
  type TProductCard,
  type TSmartHome,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { TPaged } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { takeSlot } from '../../lib/counter-store.js';
import type { TDeps } from '../../plugins/deps.js';
import { buyerIdOf } from '../account/session.service.js';
import { cardsInOrder } from '../catalogue/catalogue.service.js';
import { homeOf } from '../smart-home/index.js';
import { ownedImages } from '../upload/upload.service.js';
import * as repo from './member.repository.js';

type TDb = Kysely<DB>;

/**
 * A page of the buyer's rows about products (favourites, footprints), each with the catalogue's
 * current card of its product (null once it is off sale), saying whether it suits the buyer's home.
 */
async function withCards<R extends { product_id: number }, T>(
  db: TDb,
  { rows, total }: TPaged<R>,
  home: TSmartHome | null,
  toItem: (row: R, product: TProductCard | null) => T,
): Promise<{ items: T[]; total: number }> {
  const cards = await cardsInOrder(db, [...new Set(rows.map((r) => r.product_id))], home);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return { items: rows.map((r) => toItem(r, byId.get(r.product_id) ?? null)), total };
}

/** A product the buyer may keep or see: on sale now (else 404 PRODUCT_NOT_FOUND). */
async function ensureOnSale(db: TDb, productId: number): Promise<void> {
  if ((await cardsInOrder(db, [productId])).length === 0) throw appError('PRODUCT_NOT_FOUND');
}

// ---------------------------------------------------------------- favourites

export async function addFavorite(db: TDb, userId: number, productId: number): Promise<{ favorite: true }> {
  await ensureOnSale(db, productId);
  await repo.insertFavorite(db, userId, productId, Date.now());
  return { favorite: true };
}

export async function removeFavorite(db: TDb, userId: number, productId: number): Promise<{ favorite: false }> {
  await repo.deleteFavorite(db, userId, productId);
  return { favorite: false };
}

export async function checkFavorite(db: TDb, userId: number, productId: number): Promise<{ favorite: boolean }> {
  return { favorite: await repo.hasFavorite(db, userId, productId) };
}

export async function queryFavorites(
  db: TDb,
  userId: number,
  page: number,
  limit: number,
): Promise<{ items: TFavorite[]; total: number }> {
  const [found, home] = await Promise.all([
    repo.favoritesOf(db, userId, limit, (page - 1) * limit),
    homeOf(db, userId),
  ]);
  return withCards(db, found, home, (r, product) => ({
    id: r.id,
    productId: r.product_id,
    createTime: Number(r.created_at),
    product,
  }));
}

// ---------------------------------------------------------------- footprints

/**
 * Records that a buyer viewed a product: one row per (buyer, product, China day), the day's latest
 * view on top, the oldest beyond FOOTPRINT_MAX dropped. Products off sale leave no footprint.
 */
export async function recordFootprint(db: TDb, userId: number, productId: number, now = Date.now()): Promise<void> {
  if ((await cardsInOrder(db, [productId])).length === 0) return;
  await db.transaction().execute(async (trx) => {
    await repo.upsertFootprint(trx, { user_id: userId, product_id: productId, day: chinaDate(now), viewed_at: now });
    await repo.trimFootprints(trx, userId, FOOTPRINT_MAX);
  });
}

/**
 * The listener of the catalogue's product views (lib/product-views.ts): a buyer's token (a seller's
 * or a dead one is ignored) leaves a footprint.
 */
export async function footprintOfView(db: TDb, view: { token: string; productId: number; at: number }): Promise<void> {
  const buyerId = await buyerIdOf(db, view.token);
  if (buyerId > 0) await recordFootprint(db, buyerId, view.productId, view.at);
}

export async function queryFootprints(
  db: TDb,
  userId: number,
  page: number,
  limit: number,
): Promise<{ items: TFootprint[]; total: number }> {
  const [found, home] = await Promise.all([
    repo.footprintsOf(db, userId, limit, (page - 1) * limit),
    homeOf(db, userId),
  ]);
  return withCards(db, found, home, (r, product) => ({
    id: r.id,
    productId: r.product_id,
    day: r.day,
    viewTime: Number(r.viewed_at),
    product,
  }));
}

export function clearFootprints(db: TDb, userId: number): Promise<void> {
  return repo.deleteFootprints(db, userId);
}

// ---------------------------------------------------------------- feedback

/** Stores a buyer's feedback for the operators: pictures must be the buyer's uploads, 10 an hour. */
export async function addFeedback(deps: TDeps, userId: number, input: TFeedbackInput): Promise<{ id: number }> {
  const images = input.images ?? [];
  if (!(await ownedImages(deps, images, { type: 'user', id: userId }))) {
    throw appError('UPLOAD_NOT_OWNED', { field: 'images' });
  }
  await takeSlot(deps.counters, `feedback:${userId}`, FEEDBACK_PER_HOUR, 3_600_000, 'FEEDBACK_THROTTLED');
  const id = await repo.insertFeedback(deps.db, {
    user_id: userId,
    type: input.type,
    content: input.content,
    contact: input.contact ?? '',
    images: JSON.stringify(images),
    created_at: Date.now(),
  });
  return { id };
}
