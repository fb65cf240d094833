import {
  fenToYuan,
  imageUrl,
  LIST_PAGE_ROWS,
  normalizeText,
  PORTAL_POSITIONS,
  type TClassification,
  type TCommunityPost,
  type TContentItem,
  type TPortalItem,
  type TQueryPortalPageParsed,
  type TShopCard,
  type TSmartHome,
  ZQueryPortalPage,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { maskNick } from '../../lib/mask.js';
import {
  excerptOf,
  stateAfter,
  type TModerationFilter,
  type TModerationResult,
  unchanged,
} from '../../lib/moderation.js';
import * as catalogueRepo from './catalogue.repository.js';
import { descendantIds, listedSysCategories, queryProductPage, toCard } from './catalogue.service.js';
import { setCompatOfCards } from './compat.service.js';
import * as repo from './portal.repository.js';
import * as detailRepo from './product-detail.repository.js';
import { requireProduct } from './product-detail.service.js';

// ---------------------------------------------------------------- portal, recommendations, community

export async function portalItems(db: Kysely<DB>, position: number, rownum: number): Promise<TPortalItem[]> {
  const rows = await repo.listPortalItems(db, position, rownum);
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    title: r.title,
    desc: r.description,
    imageUrl: r.image_url || r.product_image || '',
    productId: r.product_id,
    link: r.link || (r.product_id ? `/product/detail?id=${r.product_id}` : ''),
    price: r.price_fen === null ? null : fenToYuan(r.price_fen),
  }));
}

const SHOP_PRODUCTS = 3;
const CLASSIFICATION_PRODUCTS = 6;

export async function recommendedShops(db: Kysely<DB>, home: TSmartHome | null, limit = 8): Promise<TShopCard[]> {
  const shops = await repo.listRecommendedShops(db, limit);
  const cards = await Promise.all(
    shops.map(async (s) => ({
      agentId: s.seller_id,
      name: s.name,
      logo: s.logo,
      description: s.description,
      productCount: Number(s.product_count),
      sales: Number(s.sales),
      products: (await catalogueRepo.topCardsOfSeller(db, s.seller_id, SHOP_PRODUCTS)).map(toCard),
    })),
  );
  await setCompatOfCards(
    db,
    home,
    cards.flatMap((shop) => shop.products),
  );
  return cards;
}

/** Top-level categories, each with its best sellers (saying whether they suit `home`). */
export async function classifications(db: Kysely<DB>, home: TSmartHome | null): Promise<TClassification[]> {
  const rows = await catalogueRepo.listSysCategories(db);
  const floors = await Promise.all(
    rows
      .filter((r) => r.parent_id === 0)
      .map(async (c) => ({
        id: c.id,
        name: c.name,
        icon: c.icon,
        products: (
          await catalogueRepo.topCardsInCategories(db, descendantIds(rows, c.id), CLASSIFICATION_PRODUCTS)
        ).map(toCard),
      })),
  );
  await setCompatOfCards(
    db,
    home,
    floors.flatMap((floor) => floor.products),
  );
  return floors;
}

export async function communityPage(
  db: Kysely<DB>,
  page: number,
  limit: number,
): Promise<{ list: TCommunityPost[]; total: number }> {
  const { rows, total } = await repo.communityPostsPage(db, (page - 1) * limit, limit);
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      // A member's post shows their current name, masked like every public name, and avatar; a post
      // by nobody's account (the demo's) its stored name.
      userName: r.user_id === null ? r.author_name : maskNick(r.nickname || r.username || r.author_name),
      avatar: r.icon || r.author_avatar,
      content: r.content,
      productId: r.product_id,
      productTitle: r.product_title ?? '',
      productImage: r.product_image ?? '',
      createdAt: r.created_at,
    })),
  };
}

export async function addCommunityPost(
  db: Kysely<DB>,
  userId: number,
  input: { content: string; productId?: number | undefined },
): Promise<{ id: number }> {
  if (input.productId !== undefined) await requireProduct(db, input.productId);
  const user = await repo.findAuthorNames(db, userId);
  const id = await repo.insertCommunityPost(db, {
    user_id: userId,
    // Shown only while the account is gone: masked like the name the post shows meanwhile.
    author_name: maskNick(user?.nickname || user?.username || '会员'),
    content: input.content,
    product_id: input.productId ?? null,
    created_at: Date.now(),
  });
  return { id };
}

// ---------------------------------------------------------------- first screens' main pictures

/** The product gallery's file type (spec §7 productFile). */
const GALLERY_FILE_TYPE = 2;

/** Only pictures of this site are named for preloading (others are not allowed by its policy anyway). */
function ownPicture(href: string): string | undefined {
  return href.startsWith('/') && !href.startsWith('//') ? href : undefined;
}

/** Home's main picture: the carousel's first slide at the carousel's size. */
export async function homePicture(db: Kysely<DB>): Promise<string | undefined> {
  const [first] = await portalItems(db, PORTAL_POSITIONS.carousel.position, 1);
  return first ? ownPicture(imageUrl(first.imageUrl, 'carousel')) : undefined;
}

/** The detail's main picture: the gallery's first image (sort order, then id) at the shown size. */
export async function productPicture(db: Kysely<DB>, productId: number): Promise<string | undefined> {
  if (!Number.isSafeInteger(productId) || productId < 1 || !(await detailRepo.productExists(db, productId)))
    return undefined;
  const [first] = (await detailRepo.listProductFiles(db, productId, GALLERY_FILE_TYPE)).filter(
    (f) => f.path.trim() !== '',
  );
  return first ? ownPicture(imageUrl(first.path, '450')) : undefined;
}

/**
 * The product list's main picture: the first card's image of the page its URL asks for, and how many
 * rows of chips the page draws above the grid on a phone (app/pages/product/list.tsx: 相关分类 when a
 * category's name holds the keyword, 已选条件 when a filter is set), so the boot frame draws it where
 * the page will. `rowsAbove` is null when the place cannot be told here: a heading long enough to wrap
 * on a narrow phone (the picture is then only preloaded).
 */
export async function listPicture(
  db: Kysely<DB>,
  search: URLSearchParams,
): Promise<{ href: string; rowsAbove: number | null } | undefined> {
  const query = listQuery(search);
  if (!query) return undefined;
  const [{ list }, categories] = await Promise.all([
    // Only the page's first card: a page of one at the offset of the page the URL asks for.
    queryProductPage(db, { ...query, pageRows: 1, pageNO: (query.pageNO - 1) * LIST_PAGE_ROWS + 1 }),
    listedSysCategories(db),
  ]);
  const href = list[0] ? ownPicture(imageUrl(list[0].image, '450')) : undefined;
  if (!href) return undefined;
  const category = categories.find((c) => c.id === query.sysCategoryId);
  const wanted = query.queryName ? squeeze(query.queryName) : '';
  const isMatched = wanted !== '' && categories.some((c) => c.id !== category?.id && squeeze(c.name).includes(wanted));
  const isFiltered =
    category !== undefined ||
    [
      query.protocol,
      query.ecosystem,
      query.power,
      query.certification,
      query.hubRequired,
      query.priceStart,
      query.priceEnd,
    ].some((v) => v !== undefined) ||
    query.onlyInStock === 1;
  // The heading: “<keyword>” 的搜索结果, a category's name or 全部商品, with 共 N 件 on the same line.
  const heading = query.queryName
    ? textWidth(query.queryName) <= KEYWORD_FITS
    : textWidth(category?.name ?? '') <= NAME_FITS;
  return { href, rowsAbove: heading ? Number(isMatched) + Number(isFiltered) : null };
}

/**
 * The list's query as the web reads its URL (features/catalogue/list-params.ts): null for a URL whose
 * values the web would drop one by one (it then asks for another list than this would).
 */
function listQuery(search: URLSearchParams): TQueryPortalPageParsed | null {
  const raw: Record<string, unknown> = { pageRows: LIST_PAGE_ROWS, pageNO: Number(search.get('page') || 1) };
  const keyword = search.get('queryName')?.trim();
  if (keyword) raw.queryName = keyword;
  for (const key of LIST_NUMBERS) if (search.get(key)) raw[key] = Number(search.get(key));
  for (const key of LIST_WORDS) if (search.get(key)) raw[key] = search.get(key);
  const parsed = ZQueryPortalPage.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

const LIST_NUMBERS = ['sysCategoryId', 'categoryId', 'agentId', 'priceStart', 'priceEnd', 'hubRequired', 'onlyInStock'];
const LIST_WORDS = ['sort', 'protocol', 'ecosystem', 'power', 'certification'];

/** As the web's 相关分类 compares a keyword with category names: normalized, without spaces. */
function squeeze(text: string): string {
  return normalizeText(text).replace(/ /g, '');
}

/** Width in full-width characters (a Latin letter or digit counts a little over half). */
function textWidth(text: string): number {
  let width = 0;
  for (const c of text) width += c.charCodeAt(0) < 0x2e80 ? 0.6 : 1;
  return width;
}

/**
 * Up to these widths the heading and 共 N 件 keep to one line on a 360 px phone (17 px heading, the
 * keyword between “” and 的搜索结果; the count's 60 px beside it).
 */
const KEYWORD_FITS = 8;
const NAME_FITS = 14;

// ---------------------------------------------------------------- the platform's moderation (DESIGN-OPERATE §A)

/** Hides a community post from the community (or shows it again) inside the caller's transaction. */
export async function setCommunityPostHidden(
  db: Kysely<DB>,
  id: number,
  hide: { reason: string } | null,
  now = Date.now(),
): Promise<TModerationResult> {
  const post = await repo.findPostForModeration(db, id);
  if (!post) throw appError('CONTENT_NOT_FOUND');
  const before = { hidden: post.hidden_at !== null, hiddenReason: post.hidden_reason };
  if (!(await repo.setPostHidden(db, id, hide ? { reason: hide.reason, at: now } : null))) return unchanged(before);
  return {
    changed: true,
    authorUserId: post.user_id,
    excerpt: excerptOf(post.content),
    link: '',
    before,
    after: stateAfter(hide),
  };
}

/** The console's list of community posts, newest first. */
export async function communityPostsForModeration(
  db: Kysely<DB>,
  f: TModerationFilter,
  page: number,
  limit: number,
): Promise<{ items: TContentItem[]; total: number }> {
  const { rows, total } = await repo.postsForModeration(db, f, (page - 1) * limit, limit);
  return {
    items: rows.map((r) => ({
      kind: 'community',
      id: r.id,
      author:
        r.user_id === null
          ? { type: 'guest', id: 0, name: r.author_name }
          : { type: 'user', id: r.user_id, name: r.nickname || r.username || r.author_name },
      excerpt: excerptOf(r.content, 120),
      target:
        r.product_id === null
          ? { type: 'none', id: 0, title: '' }
          : { type: 'product', id: r.product_id, title: r.product_title ?? '' },
      createdAt: Number(r.created_at),
      hidden: r.hidden_at !== null,
      hiddenReason: r.hidden_reason,
      hiddenAt: r.hidden_at === null ? null : Number(r.hidden_at),
    })),
    total,
  };
}
