import {
  comboKey,
  comboText,
  fenToYuan,
  fromMask,
  IOT_CERTIFICATIONS,
  IOT_ECOSYSTEMS,
  IOT_POWER,
  IOT_PROTOCOLS,
  isApprovedState,
  nextProductState,
  PRODUCT_STATE,
  PRODUCT_STATE_TEXT,
  PRODUCT_STATUS,
  productStatusOf,
  REVISION_STATE,
  type TListingContent,
  type TListingDetail,
  type TListingParsed,
  type TListingSaved,
  type TProductState,
  type TRevisionState,
  toMask,
  yuanToFen,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../db/locks.js';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { sanitizeRichText } from '../../lib/sanitize-rich-text.js';
import { isSellerSuspended } from '../account/account.service.js';
import { ownedImagesOf } from '../upload/upload.service.js';
import * as repo from './listing.repository.js';
import { buildSearchText, indexGramRows } from './search-text.js';
import { refreshProductPrice } from './seller-product.repository.js';

/*
 * The sellers' listings (DESIGN-OPERATE §B). A product that was never approved (草稿, 待审核, 已驳回)
 * holds its listing in its own rows, written in place; once approved, an edit is a revision
 * (`product_revisions`, the listing as JSON) and the live rows change only when an operator approves
 * it. Every write happens under the product's row lock, in one transaction.
 */

type TCategoryLink = { id: number; name: string; parent_id: number };

/** products.search_text is varchar(1000). */
const SEARCH_TEXT_MAX = 1000;

/** 「智能照明 / 智能灯泡」: the category's names from the root. */
function pathOf(links: readonly TCategoryLink[], id: number): string[] {
  const byId = new Map(links.map((c) => [Number(c.id), c]));
  const names: string[] = [];
  for (let at = byId.get(id), guard = 0; at && guard < 10; at = byId.get(Number(at.parent_id)), guard++) {
    names.unshift(at.name);
  }
  return names;
}

/** The category when it is a leaf of the mall's tree; 407 on `categoryId` otherwise. */
async function leafCategory(db: Kysely<DB>, id: number): Promise<string[]> {
  const node = await repo.categoryNode(db, id);
  if (!node || node.has_children) throw appError('LISTING_CATEGORY_NOT_LEAF');
  return pathOf(await repo.categoryLinks(db), id);
}

/** A suspended seller lists nothing (DESIGN-OPERATE §A): no new product, edit or submission. */
async function ensureMayList(db: Kysely<DB>, sellerId: number): Promise<void> {
  if (await isSellerSuspended(db, sellerId)) throw appError('SELLER_SUSPENDED');
}

/**
 * Every picture is the seller's own upload or one the product already shows (its live gallery):
 * 407 UPLOAD_NOT_OWNED on `images` otherwise.
 */
async function checkImages(
  db: Kysely<DB>,
  sellerId: number,
  images: readonly string[],
  current: readonly string[],
): Promise<void> {
  const others = images.filter((url) => !current.includes(url));
  if (others.length === 0) return;
  const owned = await ownedImagesOf(db, others, { type: 'seller', id: sellerId });
  if (others.some((url) => !owned.has(url))) throw appError('UPLOAD_NOT_OWNED', { field: 'images', what: '图片' });
}

function searchTextOf(listing: TListingParsed, categoryPath: readonly string[]): string {
  return buildSearchText(listing.title, [
    listing.subtitle ?? '',
    listing.brand,
    ...categoryPath,
    ...listing.facets.protocols,
    ...listing.facets.ecosystems,
  ]);
}

/** The product's columns a listing sets (its state, status, stock and sales stay). */
function listedColumns(listing: TListingParsed, categoryPath: readonly string[], now: number) {
  const { facets } = listing;
  // The column holds 1,000 characters; normalizing may lengthen odd text (NFKC), the title leads.
  const searchText = searchTextOf(listing, categoryPath).slice(0, SEARCH_TEXT_MAX);
  return {
    columns: {
      sys_category_id: listing.categoryId,
      title: listing.title,
      subtitle: listing.subtitle ?? '',
      brand: listing.brand,
      image: listing.images[0] ?? '',
      spec_names: JSON.stringify(listing.specs.map((s) => s.name)),
      protocols: toMask(IOT_PROTOCOLS, facets.protocols),
      ecosystems: toMask(IOT_ECOSYSTEMS, facets.ecosystems),
      power: toMask(IOT_POWER, facets.power ?? []),
      certifications: toMask(IOT_CERTIFICATIONS, facets.certifications),
      hub_required: facets.hubRequired ? 1 : 0,
      weight_grams: listing.weightGrams ?? null,
      search_text: searchText,
      updated_at: now,
    },
    grams: indexGramRows(searchText),
  };
}

/** SKUs in the order of the spec combinations, so the detail page's values keep the editor's order. */
function orderedSkus(listing: TListingParsed) {
  const position = (values: readonly string[]) =>
    values.reduce((n, v, i) => n * 100 + (listing.specs[i]?.values.indexOf(v) ?? 0), 0);
  return [...listing.skus].sort((a, b) => position(a.values) - position(b.values));
}

/**
 * Writes a listing into the product's rows: columns, gallery, sanitized detail, SKUs, list price and
 * search grams. `fresh`: a product never approved, whose SKUs are replaced whole (no cart or order can
 * hold them). Otherwise (an approved revision) existing SKUs keep their id, price and stock (those move
 * by the seller's price and stock calls, at once) and take their new place and 商家编码; new ones are
 * added.
 */
async function writeListing(
  db: Kysely<DB>,
  productId: number,
  listing: TListingParsed,
  categoryPath: readonly string[],
  fresh: boolean,
): Promise<void> {
  const { columns, grams } = listedColumns(listing, categoryPath, Date.now());
  await repo.updateProductColumns(db, productId, columns);
  await repo.replaceGallery(db, productId, listing.images);
  await repo.replaceDetailHtml(db, productId, sanitizeRichText(listing.detailHtml));
  const skus = orderedSkus(listing);
  if (fresh) {
    await repo.deleteStandards(db, productId);
    await repo.insertStandards(
      db,
      skus.map((sku, sort) => ({
        product_id: productId,
        specs: JSON.stringify(sku.values),
        price_fen: yuanToFen(sku.price),
        stock: sku.stock,
        code: sku.code ?? '',
        sort,
      })),
    );
  } else {
    const existing = new Map(
      (await repo.standardsOf(db, productId)).map((s) => [comboKey(JSON.parse(s.specs) as string[]), s]),
    );
    const added: Parameters<typeof repo.insertStandards>[1] = [];
    for (const [sort, sku] of skus.entries()) {
      const live = existing.get(comboKey(sku.values));
      if (live) await repo.updateStandardListing(db, Number(live.id), sort, sku.code ?? '');
      else {
        added.push({
          product_id: productId,
          specs: JSON.stringify(sku.values),
          price_fen: yuanToFen(sku.price),
          stock: sku.stock,
          code: sku.code ?? '',
          sort,
        });
      }
    }
    await repo.insertStandards(db, added);
  }
  await refreshProductPrice(db, productId);
  await repo.replaceSearchGrams(db, productId, grams);
}

/**
 * A revision keeps what buyers may hold: the spec dimensions (names and order) and every SKU of the
 * live product (409 naming the first dropped). Values may be added.
 */
async function checkRevisionKeepsSkus(db: Kysely<DB>, row: repo.TProductRow, listing: TListingParsed): Promise<void> {
  const names = JSON.parse(row.spec_names) as string[];
  const sent = listing.specs.map((s) => s.name);
  if (names.length !== sent.length || names.some((n, i) => n !== sent[i])) throw appError('LISTING_SPECS_CHANGED');
  const kept = new Set(listing.skus.map((s) => comboKey(s.values)));
  for (const s of await repo.standardsOf(db, row.id)) {
    const values = JSON.parse(s.specs) as string[];
    if (!kept.has(comboKey(values))) throw appError('LISTING_SKU_REMOVED', { sku: comboText(values) });
  }
}

/**
 * Whether the listing is what the product shows now: every field a revision would change (the kept
 * SKUs' price and stock are not: they move by their own calls).
 */
async function isLiveListing(db: Kysely<DB>, row: repo.TProductRow, listing: TListingParsed): Promise<boolean> {
  const [standards, images, detailHtml] = await Promise.all([
    repo.standardsOf(db, row.id),
    repo.galleryOf(db, row.id),
    repo.detailHtmlOf(db, row.id),
  ]);
  const live = liveContent(row, standards, images, detailHtml, []);
  const sorted = (values: readonly string[]) => [...values].sort();
  const skuKeys = (skus: readonly { values: string[]; code?: string | null | undefined }[]) =>
    skus.map((s) => `${comboKey(s.values)}=${s.code ?? ''}`).sort();
  const shape = (c: {
    categoryId: number;
    title: string;
    subtitle?: string | undefined;
    brand: string;
    images: string[];
    facets: {
      protocols: string[];
      ecosystems: string[];
      hubRequired: boolean;
      certifications: string[];
      power?: string[] | undefined;
    };
    specs: { name: string; values: string[] }[];
    skus: { values: string[]; code?: string | null | undefined }[];
    weightGrams?: number | null | undefined;
  }) =>
    JSON.stringify([
      c.categoryId,
      c.title,
      c.subtitle ?? '',
      c.brand,
      c.images,
      sorted(c.facets.protocols),
      sorted(c.facets.ecosystems),
      c.facets.hubRequired,
      sorted(c.facets.certifications),
      sorted(c.facets.power ?? []),
      c.specs.map((s) => [s.name, s.values]),
      skuKeys(c.skus),
      c.weightGrams ?? null,
    ]);
  return shape(listing) === shape(live) && sanitizeRichText(listing.detailHtml) === live.detailHtml;
}

// ---------------------------------------------------------------- reading a listing

function liveContent(
  row: repo.TProductRow,
  standards: Awaited<ReturnType<typeof repo.standardsOf>>,
  images: string[],
  detailHtml: string,
  categoryPath: string[],
): TListingContent {
  const names = JSON.parse(row.spec_names) as string[];
  const skus = standards.map((s) => ({
    id: Number(s.id),
    values: JSON.parse(s.specs) as string[],
    price: fenToYuan(Number(s.price_fen)),
    stock: Number(s.stock),
    code: s.code === '' ? null : s.code,
  }));
  return {
    categoryId: Number(row.sys_category_id),
    categoryPath: categoryPath.join(' / '),
    title: row.title,
    subtitle: row.subtitle,
    brand: row.brand,
    images,
    detailHtml,
    facets: {
      protocols: fromMask(IOT_PROTOCOLS, Number(row.protocols)),
      ecosystems: fromMask(IOT_ECOSYSTEMS, Number(row.ecosystems)),
      hubRequired: Number(row.hub_required) === 1,
      power: fromMask(IOT_POWER, Number(row.power)),
      certifications: fromMask(IOT_CERTIFICATIONS, Number(row.certifications)),
    },
    // Values in the order the SKUs first name them (the detail page reads them so too).
    specs: names.map((name, i) => ({
      name,
      values: [...new Set(skus.map((s) => s.values[i]).filter((v): v is string => v !== undefined))],
    })),
    skus,
    weightGrams: row.weight_grams === null ? null : Number(row.weight_grams),
  };
}

/** A revision's listing as the editor reads it: its SKUs matched to the live ones by their values. */
function revisionContent(
  listing: TListingParsed,
  live: TListingContent,
  categoryPath: string[],
  sanitize: (html: string) => string,
): TListingContent {
  const liveSkus = new Map(live.skus.map((s) => [comboKey(s.values), s]));
  return {
    categoryId: listing.categoryId,
    categoryPath: categoryPath.join(' / '),
    title: listing.title,
    subtitle: listing.subtitle ?? '',
    brand: listing.brand,
    images: listing.images,
    detailHtml: sanitize(listing.detailHtml),
    facets: { ...listing.facets, power: listing.facets.power ?? [] },
    specs: listing.specs,
    skus: orderedSkus(listing).map((sku) => {
      const kept = liveSkus.get(comboKey(sku.values));
      // A kept SKU sells at its live price and stock: the revision does not move them.
      return kept
        ? { ...kept, code: sku.code ?? null }
        : { id: null, values: sku.values, price: sku.price, stock: sku.stock, code: sku.code ?? null };
    }),
    weightGrams: listing.weightGrams ?? null,
  };
}

/**
 * The listing with its state and revision: the seller's own (`sellerId`; another's is 404), or any
 * for an operator (`sellerId` null).
 */
export async function listingDetail(db: Kysely<DB>, sellerId: number | null, id: number): Promise<TListingDetail> {
  const row = await repo.productRow(db, id, sellerId);
  if (!row) throw appError('PRODUCT_NOT_FOUND');
  const [standards, images, detailHtml, links, revision] = await Promise.all([
    repo.standardsOf(db, id),
    repo.galleryOf(db, id),
    repo.detailHtmlOf(db, id),
    repo.categoryLinks(db),
    repo.revisionOf(db, id),
  ]);
  const content = liveContent(row, standards, images, detailHtml, pathOf(links, Number(row.sys_category_id)));
  const edit = revision ? (JSON.parse(revision.content) as TListingParsed) : null;
  return {
    id: Number(row.id),
    sellerId: Number(row.seller_id),
    shopName: row.shop_name ?? '',
    state: Number(row.state) as TProductState,
    stateReason: row.state_reason ?? null,
    onSale: Number(row.status) === PRODUCT_STATUS.ON_SALE,
    content,
    revision:
      revision && edit
        ? {
            state: Number(revision.state) as TRevisionState,
            reason: revision.reason ?? null,
            content: revisionContent(edit, content, pathOf(links, edit.categoryId), sanitizeRichText),
            updatedAt: Number(revision.updated_at),
          }
        : null,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

// ---------------------------------------------------------------- the seller's moves

/** A new product: its listing saved as a 草稿, not on sale. */
export async function addListing(db: Kysely<DB>, sellerId: number, listing: TListingParsed): Promise<TListingSaved> {
  await ensureMayList(db, sellerId);
  return inTransaction(db, async (trx) => {
    const categoryPath = await leafCategory(trx, listing.categoryId);
    await checkImages(trx, sellerId, listing.images, []);
    const now = Date.now();
    const { columns } = listedColumns(listing, categoryPath, now);
    const id = await repo.insertProduct(trx, {
      ...columns,
      seller_id: sellerId,
      category_id: null,
      price_fen: Math.min(...listing.skus.map((s) => yuanToFen(s.price))),
      status: PRODUCT_STATUS.OFF_SALE,
      state: PRODUCT_STATE.DRAFT,
      created_at: now,
    });
    await writeListing(trx, id, listing, categoryPath, true);
    return { id, isRevision: false };
  });
}

/** The seller's product's row under its lock, or 404. */
async function lockedOwn(trx: Kysely<DB>, sellerId: number, id: number): Promise<repo.TProductRow> {
  if (!(await repo.lockSellerProduct(trx, sellerId, id))) throw appError('PRODUCT_NOT_FOUND');
  const row = await repo.productRow(trx, id, sellerId);
  if (!row) throw appError('PRODUCT_NOT_FOUND');
  return row;
}

/**
 * Saves the listing again: in place for a product never approved (草稿, 已驳回: the reason stays until
 * it is submitted again), as a revision for an approved one. 待审核 (the product or its revision):
 * 409, withdraw first.
 */
export async function updateListing(
  db: Kysely<DB>,
  sellerId: number,
  input: TListingParsed & { id: number },
): Promise<TListingSaved> {
  await ensureMayList(db, sellerId);
  const { id, ...listing } = input;
  return inTransaction(db, async (trx) => {
    const row = await lockedOwn(trx, sellerId, id);
    const state = Number(row.state) as TProductState;
    if (state === PRODUCT_STATE.PENDING) throw appError('LISTING_PENDING');
    const categoryPath = await leafCategory(trx, listing.categoryId);
    await checkImages(trx, sellerId, listing.images, await repo.galleryOf(trx, id));
    if (!isApprovedState(state)) {
      await writeListing(trx, id, listing, categoryPath, true);
      return { id, isRevision: false };
    }
    const revision = await repo.revisionOf(trx, id);
    if (revision && Number(revision.state) === REVISION_STATE.PENDING) throw appError('LISTING_PENDING');
    await checkRevisionKeepsSkus(trx, row, listing);
    // The live listing, or the edit already kept, sent back unchanged (a re-imported export, a save
    // without a change) changes nothing: no revision made, none dropped or reset.
    if (revision && revision.content === JSON.stringify(listing)) return { id, isRevision: true };
    if (await isLiveListing(trx, row, listing)) return { id, isRevision: revision !== undefined };
    await repo.saveRevision(trx, { productId: id, sellerId, content: JSON.stringify(listing), now: Date.now() });
    return { id, isRevision: true };
  });
}

/** 提交审核: the product (草稿, 已驳回) or, of an approved one, its revision goes to the review queue. */
export async function submitListing(db: Kysely<DB>, sellerId: number, id: number): Promise<TListingDetail> {
  await ensureMayList(db, sellerId);
  await inTransaction(db, async (trx) => {
    const row = await lockedOwn(trx, sellerId, id);
    const state = Number(row.state) as TProductState;
    const now = Date.now();
    if (isApprovedState(state)) {
      const revision = await repo.revisionOf(trx, id);
      if (!revision) throw appError('LISTING_NOTHING_TO_SUBMIT', { state: PRODUCT_STATE_TEXT[state] });
      if (Number(revision.state) === REVISION_STATE.PENDING) throw appError('LISTING_PENDING');
      await repo.moveRevision(trx, id, { from: Number(revision.state), to: REVISION_STATE.PENDING, reason: null, now });
      return;
    }
    if (state === PRODUCT_STATE.PENDING) throw appError('LISTING_PENDING');
    const to = nextProductState(state, 'submit');
    if (to === null) throw appError('LISTING_NOTHING_TO_SUBMIT', { state: PRODUCT_STATE_TEXT[state] });
    await moveState(trx, id, state, to, null, now);
  });
  return listingDetail(db, sellerId, id);
}

async function moveState(
  trx: Kysely<DB>,
  id: number,
  from: TProductState,
  to: TProductState,
  reason: string | null,
  now: number,
): Promise<void> {
  await repo.moveListingState(trx, id, { from, to, status: productStatusOf(to), reason, now });
}

/** 撤回审核: a 待审核 product back to 草稿, or a waiting revision back to unsubmitted. */
export async function withdrawListing(db: Kysely<DB>, sellerId: number, id: number): Promise<TListingDetail> {
  await inTransaction(db, async (trx) => {
    const row = await lockedOwn(trx, sellerId, id);
    const state = Number(row.state) as TProductState;
    const now = Date.now();
    if (state === PRODUCT_STATE.PENDING) {
      await moveState(trx, id, state, PRODUCT_STATE.DRAFT, null, now);
      return;
    }
    const moved =
      isApprovedState(state) &&
      (await repo.moveRevision(trx, id, {
        from: REVISION_STATE.PENDING,
        to: REVISION_STATE.DRAFT,
        reason: null,
        now,
      }));
    if (!moved) throw appError('LISTING_NOT_PENDING');
  });
  return listingDetail(db, sellerId, id);
}

/**
 * Deletes a product never approved (草稿, 已驳回), or (`revision`) drops an approved product's
 * unsubmitted or refused edit. Anything else: 409 naming the state.
 */
export async function removeListing(
  db: Kysely<DB>,
  sellerId: number,
  input: { id: number; revision?: boolean | undefined },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await lockedOwn(trx, sellerId, input.id);
    const state = Number(row.state) as TProductState;
    if (input.revision) {
      const revision = await repo.revisionOf(trx, input.id);
      if (!revision) throw appError('LISTING_REMOVE_REFUSED', { state: '无待提交的修改' });
      if (Number(revision.state) === REVISION_STATE.PENDING) throw appError('LISTING_PENDING');
      await repo.deleteRevision(trx, input.id);
      return;
    }
    if (state !== PRODUCT_STATE.DRAFT && state !== PRODUCT_STATE.REJECTED) {
      throw appError('LISTING_REMOVE_REFUSED', { state: PRODUCT_STATE_TEXT[state] });
    }
    await repo.deleteProduct(trx, input.id);
  });
}

// ---------------------------------------------------------------- the operator's review of a revision

/** The `updatedAt` of the product's revision waiting for review, or null when none waits. */
export async function pendingRevisionVersion(db: Kysely<DB>, id: number): Promise<number | null> {
  const revision = await repo.revisionOf(db, id);
  return revision !== undefined && Number(revision.state) === REVISION_STATE.PENDING
    ? Number(revision.updated_at)
    : null;
}

/**
 * Approves the waiting revision (the caller holds the product's row lock): its listing replaces the
 * live one (the product's state stays), the revision row goes. Its category no longer a leaf: 409.
 */
export async function approveRevision(db: Kysely<DB>, id: number): Promise<{ title: string }> {
  const revision = await repo.revisionOf(db, id);
  if (!revision || Number(revision.state) !== REVISION_STATE.PENDING) throw appError('LISTING_NOT_PENDING');
  const listing = JSON.parse(revision.content) as TListingParsed;
  const categoryPath = await leafCategory(db, listing.categoryId);
  await writeListing(db, id, listing, categoryPath, false);
  await repo.deleteRevision(db, id);
  return { title: listing.title };
}

/** Refuses the waiting revision with the operator's reason; the live product keeps selling. */
export async function rejectRevision(db: Kysely<DB>, id: number, reason: string): Promise<void> {
  const moved = await repo.moveRevision(db, id, {
    from: REVISION_STATE.PENDING,
    to: REVISION_STATE.REJECTED,
    reason,
    now: Date.now(),
  });
  if (!moved) throw appError('LISTING_NOT_PENDING');
}
