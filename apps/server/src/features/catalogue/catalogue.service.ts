import {
  fenToYuan,
  fromMask,
  IOT_CERTIFICATIONS,
  IOT_ECOSYSTEMS,
  IOT_POWER,
  IOT_PROTOCOLS,
  type TCategory,
  type TClassification,
  type TCommunityPost,
  type TIotSpec,
  type TPortalItem,
  type TProductCard,
  type TProductDetail,
  type TProductFile,
  type TQueryPortalPageParsed,
  type TRichText,
  type TShopCard,
  type TStandard,
  type TStandardTable,
  toMask,
  yuanToFen,
} from '@mall/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { parseJsonList } from '../../lib/json-list.js';
import {
  cardsQuery,
  findProduct,
  hasBit,
  likeContains,
  listSellerCategories,
  listStandards,
  listSysCategories,
  ON_SALE,
  productExists,
  productsWithGrams,
  sellerExists,
  type TCardRow,
  titleContains,
} from './catalogue.repository.js';
import { bigrams, queryTerms } from './search-text.js';

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

export function toCard(row: TCardRow): TProductCard {
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
  };
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

/** A category and everything below it. */
export function descendantIds(rows: { id: number; parent_id: number }[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const row of rows) if (row.parent_id === ids[i] && !ids.includes(row.id)) ids.push(row.id);
  }
  return ids;
}

export async function sysCategoryChildren(db: Kysely<DB>, parentId = 0): Promise<TCategory[]> {
  const rows = await listSysCategories(db);
  if (parentId !== 0 && !rows.some((r) => r.id === parentId)) throw notFound('分类不存在');
  return rows.filter((r) => r.parent_id === parentId).map(toCategory);
}

/** `showSon`: the subtree under a category, or the whole tree. */
export async function showSon(db: Kysely<DB>, id = 0): Promise<TCategory[]> {
  const rows = await listSysCategories(db);
  if (id !== 0 && !rows.some((r) => r.id === id)) throw notFound('分类不存在');
  return buildTree(rows, id);
}

export async function sellerCategoryChildren(db: Kysely<DB>, sellerId: number, parentId = 0): Promise<TCategory[]> {
  if (!(await sellerExists(db, sellerId))) throw notFound('店铺不存在');
  const rows = await listSellerCategories(db, sellerId);
  if (parentId !== 0 && !rows.some((r) => r.id === parentId)) throw notFound('分类不存在');
  return buildTree(rows, parentId);
}

// ---------------------------------------------------------------- product list and search

/** `queryPortalPage`: filters, search, sort and paging; answers one page and the count of all matches. */
export async function queryProductPage(
  db: Kysely<DB>,
  q: TQueryPortalPageParsed,
): Promise<{ list: TProductCard[]; total: number }> {
  let query = cardsQuery(db);
  if (q.sysCategoryId) {
    const ids = descendantIds(await listSysCategories(db), q.sysCategoryId);
    query = query.where('p.sys_category_id', 'in', ids);
  }
  if (q.categoryId) {
    const rows = await db.selectFrom('seller_categories').select(['id', 'parent_id']).execute();
    query = query.where('p.category_id', 'in', descendantIds(rows, q.categoryId));
  }
  if (q.agentId) query = query.where('p.seller_id', '=', q.agentId);
  if (q.priceStart !== undefined) query = query.where('p.price_fen', '>=', yuanToFen(q.priceStart));
  if (q.priceEnd !== undefined) query = query.where('p.price_fen', '<=', yuanToFen(q.priceEnd));
  if (q.protocol) query = query.where(hasBit('p.protocols', toMask(IOT_PROTOCOLS, [q.protocol])));
  if (q.ecosystem) query = query.where(hasBit('p.ecosystems', toMask(IOT_ECOSYSTEMS, [q.ecosystem])));
  if (q.power) query = query.where(hasBit('p.power', toMask(IOT_POWER, [q.power])));
  if (q.certification) query = query.where(hasBit('p.certifications', toMask(IOT_CERTIFICATIONS, [q.certification])));
  if (q.hubRequired !== undefined) query = query.where('p.hub_required', '=', q.hubRequired);

  const terms = q.queryName ? queryTerms(q.queryName) : [];
  if (q.queryName && terms.length === 0) return { list: [], total: 0 };
  const grams = [...new Set(terms.flatMap(bigrams))];
  if (grams.length > 0) query = query.where('p.id', 'in', productsWithGrams(db, grams));
  for (const term of terms) query = query.where(likeContains(sql.ref('p.search_text'), term));

  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  if (total === 0) return { list: [], total };

  let ordered = query;
  switch (q.sort) {
    case 'priceAsc':
      ordered = ordered.orderBy('p.price_fen', 'asc').orderBy('p.id', 'asc');
      break;
    case 'priceDesc':
      ordered = ordered.orderBy('p.price_fen', 'desc').orderBy('p.id', 'asc');
      break;
    case 'sales':
      ordered = ordered.orderBy('p.sales', 'desc').orderBy('p.id', 'asc');
      break;
    case 'newest':
      ordered = ordered.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
      break;
    default:
      if (terms.length > 0) {
        // Relevance: terms found in the title weigh more than terms found only in the facts.
        const titleHits = terms.map((t) => sql<number>`case when ${titleContains(t)} then 1 else 0 end`);
        ordered = ordered.orderBy(sql`${sql.join(titleHits, sql` + `)}`, 'desc');
        ordered = ordered.orderBy('p.sales', 'desc').orderBy('p.id', 'asc');
      } else {
        ordered = ordered.orderBy('p.sort_weight', 'desc').orderBy('p.id', 'asc');
      }
  }
  const rows = await ordered
    .limit(q.pageRows)
    .offset((q.pageNO - 1) * q.pageRows)
    .execute();
  return { list: rows.map(toCard), total };
}

// ---------------------------------------------------------------- detail, standards, files, rich text

function toStandard(row: {
  id: number;
  product_id: number;
  specs: string;
  price_fen: number;
  stock: number;
  sales: number;
}): TStandard {
  const specs = parseJsonList(row.specs);
  return {
    id: row.id,
    productId: row.product_id,
    specs,
    name: joinSpecs(specs),
    price: fenToYuan(row.price_fen),
    stock: row.stock,
    sales: row.sales,
  };
}

/** Spec groups in name order, values in first-seen order of the standards. */
/** A standard's values for display: 白色 / Zigbee 版. */
export function joinSpecs(specs: string[]): string {
  return specs.join(' / ');
}

/** The display name of a standard from its stored JSON values. */
export function standardName(specsJson: string): string {
  return joinSpecs(parseJsonList(specsJson));
}

export function specGroups(specNames: string[], standards: TStandard[]) {
  return specNames.map((name, i) => ({
    name,
    values: [...new Set(standards.map((s) => s.specs[i]).filter((v): v is string => v !== undefined))],
  }));
}

const HOT_RANK = 3;

export async function productDetail(db: Kysely<DB>, id: number): Promise<TProductDetail> {
  const row = await findProduct(db, id);
  if (!row) throw notFound('商品不存在或已下架');
  const [standards, categories, better] = await Promise.all([
    listStandards(db, id),
    listSysCategories(db),
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sys_category_id', '=', row.sys_category_id)
      .where('status', '=', ON_SALE)
      .where('sales', '>', row.sales)
      .executeTakeFirstOrThrow(),
  ]);
  const list = standards.map(toStandard);
  const specNames = parseJsonList(row.spec_names);
  const path: { id: number; name: string }[] = [];
  for (let c = categories.find((x) => x.id === row.sys_category_id); c && path.length < 10; ) {
    path.unshift({ id: c.id, name: c.name });
    const parentId = c.parent_id;
    c = categories.find((x) => x.id === parentId);
  }
  return {
    id: row.id,
    productId: row.id,
    agentId: row.seller_id,
    shopName: row.shop_name,
    shopLogo: row.shop_logo,
    title: row.title,
    subtitle: row.subtitle,
    brand: row.brand,
    model: row.model,
    unit: row.unit,
    price: fenToYuan(row.price_fen),
    marketPrice: fenToYuan(row.market_price_fen),
    stock: list.reduce((sum, s) => sum + s.stock, 0),
    sales: row.sales,
    hot: row.sales > 0 && Number(better.n) < HOT_RANK,
    specNames,
    specs: specGroups(specNames, list),
    listStandar: list,
    ppcCount: row.review_count,
    iot: toIotSpec(row),
    sysCategoryId: row.sys_category_id,
    categoryPath: path,
    categoryId: row.category_id,
    createdAt: row.created_at,
  };
}

async function requireProduct(db: Kysely<DB>, productId: number): Promise<void> {
  if (!(await productExists(db, productId))) throw notFound('商品不存在或已下架');
}

export async function standardsWithStock(db: Kysely<DB>, productId: number): Promise<TStandard[]> {
  await requireProduct(db, productId);
  return (await listStandards(db, productId)).map(toStandard);
}

export async function standardTable(db: Kysely<DB>, productId: number): Promise<TStandardTable> {
  const product = await db
    .selectFrom('products')
    .select('spec_names')
    .where('id', '=', productId)
    .where('status', '=', ON_SALE)
    .executeTakeFirst();
  if (!product) throw notFound('商品不存在或已下架');
  const list = (await listStandards(db, productId)).map(toStandard);
  return { specs: specGroups(parseJsonList(product.spec_names), list), list };
}

/** `getStock`: the standard with exactly these spec values. */
export async function standardBySpecs(db: Kysely<DB>, productId: number, values: string[]): Promise<TStandard> {
  const list = await standardsWithStock(db, productId);
  const found = list.find((s) => s.specs.length === values.length && s.specs.every((v, i) => v === values[i]));
  if (!found) throw notFound('该规格不存在');
  return found;
}

export async function productFiles(db: Kysely<DB>, productId: number, type: number): Promise<TProductFile[]> {
  await requireProduct(db, productId);
  const rows = await db
    .selectFrom('product_files')
    .selectAll()
    .where('product_id', '=', productId)
    .where('type', '=', type)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, productId: r.product_id, type: r.type, path: r.path, sort: r.sort }));
}

export async function richText(db: Kysely<DB>, productId: number, type: number): Promise<TRichText> {
  await requireProduct(db, productId);
  const row = await db
    .selectFrom('rich_texts')
    .select('html_code')
    .where('product_id', '=', productId)
    .where('type', '=', type)
    .executeTakeFirst();
  return { productId, type, htmlCode: row?.html_code ?? '' };
}

// ---------------------------------------------------------------- portal, recommendations, community

export async function portalItems(db: Kysely<DB>, position: number, rownum: number): Promise<TPortalItem[]> {
  const rows = await db
    .selectFrom('portal_items as i')
    .leftJoin('products as p', (join) => join.onRef('p.id', '=', 'i.product_id').on('p.status', '=', ON_SALE))
    .select([
      'i.id',
      'i.position',
      'i.title',
      'i.description',
      'i.image_url',
      'i.product_id',
      'i.link',
      'p.image as product_image',
      'p.price_fen',
    ])
    .where('i.position', '=', position)
    // A slot whose product went off sale is left out before counting rownum.
    .where((eb) => eb.or([eb('i.product_id', 'is', null), eb('p.id', 'is not', null)]))
    .orderBy('i.sort')
    .orderBy('i.id')
    .limit(rownum)
    .execute();
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

export async function recommendedShops(db: Kysely<DB>, limit = 8): Promise<TShopCard[]> {
  const shops = await db
    .selectFrom('shops as s')
    .leftJoin('products as p', (join) => join.onRef('p.seller_id', '=', 's.seller_id').on('p.status', '=', ON_SALE))
    .select((eb) => [
      's.seller_id',
      's.name',
      's.logo',
      's.description',
      eb.fn.count<number>('p.id').as('product_count'),
      eb.fn.coalesce(eb.fn.sum<number>('p.sales'), sql<number>`0`).as('sales'),
    ])
    .where('s.recommend_sort', '>', 0)
    .groupBy(['s.seller_id', 's.name', 's.logo', 's.description', 's.recommend_sort'])
    .orderBy('s.recommend_sort', 'desc')
    .orderBy('s.seller_id')
    .limit(limit)
    .execute();
  return Promise.all(
    shops.map(async (s) => ({
      agentId: s.seller_id,
      name: s.name,
      logo: s.logo,
      description: s.description,
      productCount: Number(s.product_count),
      sales: Number(s.sales),
      products: (
        await cardsQuery(db)
          .where('p.seller_id', '=', s.seller_id)
          .orderBy('p.sales', 'desc')
          .orderBy('p.id')
          .limit(SHOP_PRODUCTS)
          .execute()
      ).map(toCard),
    })),
  );
}

/** Top-level categories, each with its best sellers. */
export async function classifications(db: Kysely<DB>): Promise<TClassification[]> {
  const rows = await listSysCategories(db);
  return Promise.all(
    rows
      .filter((r) => r.parent_id === 0)
      .map(async (c) => ({
        id: c.id,
        name: c.name,
        icon: c.icon,
        products: (
          await cardsQuery(db)
            .where('p.sys_category_id', 'in', descendantIds(rows, c.id))
            .orderBy('p.sales', 'desc')
            .orderBy('p.id')
            .limit(CLASSIFICATION_PRODUCTS)
            .execute()
        ).map(toCard),
      })),
  );
}

export async function communityPage(
  db: Kysely<DB>,
  page: number,
  limit: number,
): Promise<{ list: TCommunityPost[]; total: number }> {
  const counted = await db
    .selectFrom('community_posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('community_posts as c')
    .leftJoin('products as p', 'p.id', 'c.product_id')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.author_name',
      'c.author_avatar',
      'c.content',
      'c.product_id',
      'c.created_at',
      'p.title as product_title',
      'p.image as product_image',
      'u.nickname',
      'u.username',
      'u.icon',
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return {
    total: Number(counted.n),
    list: rows.map((r) => ({
      id: r.id,
      // A member's post shows their current name and avatar.
      userName: r.nickname || r.username || r.author_name,
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
  const user = await db
    .selectFrom('users')
    .select(['nickname', 'username'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const row = await db
    .insertInto('community_posts')
    .values({
      user_id: userId,
      author_name: user?.nickname || user?.username || '会员',
      content: input.content,
      product_id: input.productId ?? null,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id) };
}
