import {
  compatMasks,
  fenToYuan,
  fromMask,
  IOT_CERTIFICATIONS,
  IOT_ECOSYSTEMS,
  IOT_POWER,
  IOT_PROTOCOLS,
  type TCategory,
  type TIotSpec,
  type TProductCard,
  type TQueryPortalPageParsed,
  type TSmartHome,
  toMask,
  yuanToFen,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { perDatabase } from '../../db/per-database.js';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { keepJson } from '../../lib/kept-json.js';
import type { ResponseCache } from '../../lib/response-cache.js';
import * as repo from './catalogue.repository.js';
import { descendantIds } from './category-tree.js';
import { setCompatOfCards, withCompat } from './compat.service.js';
import { bigrams, isProvenByIndex, nameHas, parseQuery } from './search-text.js';
import * as sellerRepo from './seller-product.repository.js';

interface TIotRow {
  protocols: number;
  ecosystems: number;
  power: number;
  certifications: number;
  hub_required: number;
}

export function toIotSpec(row: TIotRow): TIotSpec {
  return {
    protocols: fromMask(IOT_PROTOCOLS, row.protocols),
    ecosystems: fromMask(IOT_ECOSYSTEMS, row.ecosystems),
    hubRequired: row.hub_required === 1,
    power: fromMask(IOT_POWER, row.power),
    certifications: fromMask(IOT_CERTIFICATIONS, row.certifications),
  };
}

export function toCard(row: repo.TCardRow): TProductCard {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    price: fenToYuan(row.price_fen),
    marketPrice: fenToYuan(row.market_price_fen),
    image: row.image,
    agentId: row.seller_id,
    shopName: row.shop_name,
    sales: row.sales,
    createdAt: row.created_at,
    iot: toIotSpec(row),
    isSoldOut: row.in_stock !== 1,
  };
}

/**
 * Cards of the products on sale among `ids`, in the order of `ids` (one not on sale is left out), each
 * saying whether it suits `home` when there is one (DESIGN.md §H).
 */
export async function cardsInOrder(
  db: Kysely<DB>,
  ids: number[],
  home: TSmartHome | null = null,
): Promise<TProductCard[]> {
  const rows = ids.length > 0 ? await repo.cardsByIds(db, ids) : [];
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  const cards = ids.flatMap((id) => byId.get(id) ?? []);
  await setCompatOfCards(db, home, cards);
  return cards;
}

/** A card as this process keeps it: the product's card version it was read at. */
interface TKeptCard {
  version: number;
  card: TProductCard;
}

/**
 * The cards kept per database (a transaction's Kysely object keeps its own, briefly): about 6 MB at most
 * with their JSON, a mall's whole catalogue in most cases, its most read part otherwise.
 */
const KEPT_CARDS_MAX = 5000;
const keptCardsOf = perDatabase(() => new LRUCache<number, TKeptCard>({ max: KEPT_CARDS_MAX }));

/**
 * The cards of `keys` (a page's products with their card versions, as the database answered them), in
 * that order: a card this process has kept at the same version comes from memory, the others are read
 * in one statement and kept. The version moves with every write of a column a card shows and with a
 * rename of the shop (triggers, migration 2026121501), on whichever instance it is made, so a kept card
 * is the product's card at that version; a card is read whole with its version, never mixed. A product
 * taken off sale between the two statements is left out. Reading only ids and versions, a page costs
 * the database a fraction of reading its cards (issue 36: 16 columns a card and its version, each a value to convert).
 * Ids are never reused for another product with a card kept: only drafts and refused listings, never on
 * sale, are deleted.
 */
export async function cardsAtVersions(db: Kysely<DB>, keys: readonly repo.TCardKey[]): Promise<TProductCard[]> {
  const kept = keptCardsOf(db);
  const found = new Map<number, TProductCard>();
  const missing: number[] = [];
  for (const key of keys) {
    const hit = kept.get(key.id);
    if (hit?.version === key.card_version) found.set(key.id, hit.card);
    else missing.push(key.id);
  }
  if (missing.length > 0) {
    for (const row of await repo.cardsByIds(db, missing)) {
      // Frozen with its JSON written once: every answer that lists it reuses the bytes (lib/kept-json.ts).
      const card = keepJson(toCard(row));
      kept.set(row.id, { version: row.card_version, card });
      found.set(row.id, card);
    }
  }
  return keys.flatMap((key) => found.get(key.id) ?? []);
}

// ---------------------------------------------------------------- categories

interface TCategoryRow {
  id: number;
  parent_id: number;
  name: string;
  sort: number;
  icon?: string;
}

function toCategory(row: TCategoryRow): TCategory {
  return { id: row.id, parentId: row.parent_id, name: row.name, icon: row.icon ?? '', sort: row.sort };
}

/** Rows → tree under `rootId` (0: the whole forest). */
export function buildTree(rows: TCategoryRow[], rootId = 0): TCategory[] {
  const byParent = new Map<number, TCategoryRow[]>();
  for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const grow = (parentId: number, seen: Set<number>): TCategory[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => ({ ...toCategory(row), children: grow(row.id, new Set([...seen, row.id])) }));
  return grow(rootId, new Set([rootId]));
}

export { descendantIds };

/** A system category and every one below it: another feature's category filter (procurement). */
export async function sysCategoryAndBelow(db: Kysely<DB>, id: number): Promise<number[]> {
  return descendantIds(await repo.listSysCategoryNames(db), id);
}

/** Several system categories, each with every one below it, from one read of the table (coupon scopes). */
export async function sysCategorySubtrees(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, number[]>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.listSysCategoryNames(db);
  return new Map(ids.map((id) => [id, descendantIds(rows, id)]));
}

/** Refuses an id that names no system category (404 CATEGORY_NOT_FOUND). */
export async function ensureSysCategory(db: Kysely<DB>, id: number): Promise<void> {
  if (!(await repo.listSysCategoryNames(db)).some((r) => r.id === id)) throw appError('CATEGORY_NOT_FOUND');
}

export async function sysCategoryChildren(db: Kysely<DB>, parentId = 0): Promise<TCategory[]> {
  const rows = await repo.listSysCategories(db);
  if (parentId !== 0 && !rows.some((r) => r.id === parentId)) throw appError('CATEGORY_NOT_FOUND');
  return rows.filter((r) => r.parent_id === parentId).map(toCategory);
}

/** `showSon`: the subtree under a category, or the whole tree. */
export async function showSon(db: Kysely<DB>, id = 0): Promise<TCategory[]> {
  const rows = await repo.listSysCategories(db);
  if (id !== 0 && !rows.some((r) => r.id === id)) throw appError('CATEGORY_NOT_FOUND');
  return buildTree(rows, id);
}

export async function sellerCategoryChildren(db: Kysely<DB>, sellerId: number, parentId = 0): Promise<TCategory[]> {
  if (!(await repo.sellerExists(db, sellerId))) throw appError('SHOP_NOT_FOUND');
  const rows = await repo.listSellerCategories(db, sellerId);
  if (parentId !== 0 && !rows.some((r) => r.id === parentId)) throw appError('CATEGORY_NOT_FOUND');
  return buildTree(rows, parentId);
}

// ---------------------------------------------------------------- product list and search

type TSysCategoryRow = Awaited<ReturnType<typeof repo.listSysCategoryNames>>[number];

interface TCategoryMemo {
  rows: Promise<TSysCategoryRow[]> | undefined;
  readAt: number;
  /** How long the rows may be kept now (0: not at all). */
  lifetimeMs(): number;
}

const categoryMemos = new WeakMap<Kysely<DB>, TCategoryMemo>();

/**
 * Keeps `db`'s system categories in this process for the list and the search (every search reads
 * them all, to match category names): dropped with the public answers on every clear (`serveCall`'s
 * `clears`, an operator's category write among them; with Redis also another instance's), so they
 * live as those answers do: until cleared while the cache hears the other instances, else at most
 * `ttlMs` (CATALOGUE_CACHE_MS). At 0 (no response cache) they are checked on every read instead, against
 * the version every write of the table moves (`versionedSysCategories`). The catalogue's routes set it
 * up for their app.
 */
export function keepSysCategories(db: Kysely<DB>, answers: Pick<ResponseCache, 'isShared' | 'onClear'>, ttlMs: number) {
  const memo: TCategoryMemo = {
    rows: undefined,
    readAt: 0,
    lifetimeMs: () => (answers.isShared ? Number.POSITIVE_INFINITY : ttlMs),
  };
  answers.onClear(() => {
    memo.rows = undefined;
  });
  categoryMemos.set(db, memo);
}

/** The system categories, kept (`keepSysCategories`), or as of the table's version now. */
function sysCategoryRows(db: Kysely<DB>): Promise<TSysCategoryRow[]> {
  const memo = categoryMemos.get(db);
  const lifetime = memo?.lifetimeMs() ?? 0;
  if (!memo || lifetime <= 0) return versionedSysCategories(db);
  const now = Date.now();
  if (memo.rows === undefined || now - memo.readAt > lifetime) {
    const rows = repo.listSysCategoryNames(db);
    memo.rows = rows;
    memo.readAt = now;
    // A failed read is not kept.
    rows.catch(() => {
      if (memo.rows === rows) memo.rows = undefined;
    });
  }
  return memo.rows;
}

const categoriesAtVersion = new WeakMap<Kysely<DB>, { version: number; rows: Promise<TSysCategoryRow[]> }>();

/**
 * The system categories as of their version, read in a statement of one value: the rows themselves
 * only when it has moved since this process last read them (issue 36: the 47 rows of the demo cost an
 * uncached 网关 search about half what its own statement does). A write committed between the two reads
 * is read again next time.
 */
async function versionedSysCategories(db: Kysely<DB>): Promise<TSysCategoryRow[]> {
  const version = await repo.sysCategoriesVersion(db);
  const kept = categoriesAtVersion.get(db);
  if (kept?.version === version) return kept.rows;
  const rows = repo.listSysCategoryNames(db);
  categoriesAtVersion.set(db, { version, rows });
  // A failed read is not kept.
  rows.catch(() => {
    if (categoriesAtVersion.get(db)?.rows === rows) categoriesAtVersion.delete(db);
  });
  return rows;
}

/**
 * The system categories as this process last read them at their version, for a read whose own statement
 * reads the version beside its rows and checks it afterwards (`queryProductPage`): one statement fewer a
 * request where they are checked on every read (no response cache; on PostgreSQL the version's round
 * trip was about a fifth of an uncached search's CPU, issue 36). Undefined where the response cache's
 * rules keep them, or none is kept yet.
 */
function uncheckedSysCategories(db: Kysely<DB>): { version: number; rows: Promise<TSysCategoryRow[]> } | undefined {
  const lifetime = categoryMemos.get(db)?.lifetimeMs() ?? 0;
  return lifetime > 0 ? undefined : categoriesAtVersion.get(db);
}

/** The system categories for the list and its boot frame (kept, as the search reads them). */
export function listedSysCategories(db: Kysely<DB>): Promise<{ id: number; parent_id: number; name: string }[]> {
  return sysCategoryRows(db);
}

/** The system categories whose name has `term` (as the search text holds names), with everything below them. */
export function categoriesNamed(rows: { id: number; parent_id: number; name: string }[], term: string): number[] {
  const ids = new Set<number>();
  for (const row of rows) {
    if (nameHas(row.name, term)) for (const id of descendantIds(rows, row.id)) ids.add(id);
  }
  return [...ids];
}

/** The mask of the values whose names have `term` (0 when none does). */
function valuesNamed(values: readonly string[], term: string): number {
  return values.reduce((mask, value, bit) => (nameHas(value, term) ? mask | (1 << bit) : mask), 0);
}

/**
 * `queryPortalPage`: filters, search, sort and paging; answers one page and the count of all matches.
 * A search answers the products about every word of the query (title, brand, category, facets); only
 * when there is none, the products that merely mention the words in their description (DESIGN.md §2).
 */
export function queryProductPage(
  db: Kysely<DB>,
  q: TQueryPortalPageParsed,
  home: TSmartHome | null = null,
): Promise<{ list: TProductCard[]; total: number }> {
  return productPage(db, q, home, true);
}

/** `queryProductPage`; `isFirstTry`: it may use the categories kept unchecked (a retry reads them checked). */
async function productPage(
  db: Kysely<DB>,
  q: TQueryPortalPageParsed,
  home: TSmartHome | null,
  isFirstTry: boolean,
): Promise<{ list: TProductCard[]; total: number }> {
  const { terms, phrases } = q.queryName ? parseQuery(q.queryName) : { terms: [], phrases: [] };
  if (q.queryName && terms.length === 0) return { list: [], total: 0 };
  const needsCategories = terms.length > 0 || Boolean(q.sysCategoryId);
  const unchecked = needsCategories && isFirstTry ? uncheckedSysCategories(db) : undefined;
  const sysCategories = needsCategories ? await (unchecked?.rows ?? sysCategoryRows(db)) : [];
  const filter: repo.TCardFilter = {
    sysCategoryIds: q.sysCategoryId ? descendantIds(sysCategories, q.sysCategoryId) : undefined,
    categoryIds: q.categoryId ? descendantIds(await repo.listSellerCategoryLinks(db), q.categoryId) : undefined,
    sellerId: q.agentId,
    minPriceFen: q.priceStart !== undefined ? yuanToFen(q.priceStart) : undefined,
    maxPriceFen: q.priceEnd !== undefined ? yuanToFen(q.priceEnd) : undefined,
    protocols: q.protocol ? toMask(IOT_PROTOCOLS, [q.protocol]) : undefined,
    ecosystems: q.ecosystem ? toMask(IOT_ECOSYSTEMS, [q.ecosystem]) : undefined,
    power: q.power ? toMask(IOT_POWER, [q.power]) : undefined,
    certifications: q.certification ? toMask(IOT_CERTIFICATIONS, [q.certification]) : undefined,
    hubRequired: q.hubRequired,
    isInStockOnly: q.onlyInStock === 1,
    compatibleWith: q.compatible === 1 && home ? compatMasks(home) : undefined,
    grams: [...new Set(terms.flatMap(bigrams))],
    terms,
    unprovenTerms: terms.filter((t) => !isProvenByIndex(t)),
    phrases,
    termFacts: terms.map((t) => ({
      sysCategoryIds: categoriesNamed(sysCategories, t),
      protocols: valuesNamed(IOT_PROTOCOLS, t),
      ecosystems: valuesNamed(IOT_ECOSYSTEMS, t),
    })),
    isAboutOnly: terms.length > 0,
  };
  const offset = (q.pageNO - 1) * q.pageRows;
  let page = await repo.cardsPage(db, filter, q.sort, offset, q.pageRows, unchecked !== undefined);
  if (unchecked && (page.rider ?? (await repo.sysCategoriesVersion(db))) !== unchecked.version) {
    // The categories moved since they were read: read them again (checked), and the page with them.
    if (categoriesAtVersion.get(db) === unchecked) categoriesAtVersion.delete(db);
    return productPage(db, q, home, false);
  }
  if (page.total === 0 && filter.isAboutOnly) {
    page = await repo.cardsPage(db, { ...filter, isAboutOnly: false }, q.sort, offset, q.pageRows);
  }
  // Kept cards are shared: withCompat sets `compat` on copies.
  return { list: await withCompat(db, home, await cardsAtVersions(db, page.rows)), total: page.total };
}

/**
 * The system categories the seller sells in (its products', any status) and every one above them: a
 * demand filed under 智能照明 is for a shop that sells in 智能照明 › 智能灯泡 too.
 */
export async function sellerCategoryIds(db: Kysely<DB>, sellerId: number): Promise<number[]> {
  const [own, rows] = await Promise.all([sellerRepo.sellerSysCategoryIds(db, sellerId), repo.listSysCategoryNames(db)]);
  const parentOf = new Map(rows.map((r) => [r.id, r.parent_id]));
  const ids = new Set<number>();
  for (let id of own) {
    while (id && !ids.has(id)) {
      ids.add(id);
      id = parentOf.get(id) ?? 0;
    }
  }
  return [...ids];
}
