import type { TShopBasic, TShopDecoration, TShopTemplate, TShopTemplateCode, TSmartHome } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { parseJsonList } from '../../lib/json-list.js';
import { cardsInOrder } from '../catalogue/catalogue.service.js';
import * as repo from './shop.repository.js';

/** `getEcAgentBasicData`: the shop with its product count and total sales. */
export async function shopBasic(db: Kysely<DB>, sellerId: number): Promise<TShopBasic> {
  const shop = await repo.findShop(db, sellerId);
  if (!shop) throw appError('SHOP_NOT_FOUND');
  const totals = await repo.saleTotals(db, sellerId);
  return {
    agentId: shop.seller_id,
    name: shop.name,
    logo: shop.logo,
    banner: shop.banner,
    description: shop.description,
    province: shop.province,
    city: shop.city,
    score: shop.score_x10 / 10,
    tags: parseJsonList(shop.tags),
    productCount: Number(totals.n),
    sales: Number(totals.sales ?? 0),
    createdAt: shop.created_at,
  };
}

/**
 * Recommend entries store product ids; the answer carries the products as cards, in that order, each
 * saying whether it suits the caller's home.
 */
async function expandRecommend(db: Kysely<DB>, data: string, home: TSmartHome | null): Promise<string> {
  let parsed: { title?: unknown; productIds?: unknown };
  try {
    parsed = JSON.parse(data);
  } catch {
    return data;
  }
  const ids = Array.isArray(parsed.productIds) ? parsed.productIds.filter((id) => Number.isInteger(id)) : [];
  const products = await cardsInOrder(db, ids, home);
  return JSON.stringify({ title: String(parsed.title ?? ''), products });
}

/** `businessShop/queryList`: the shop's templates in order, each with its interface entries. */
export async function shopDecoration(
  db: Kysely<DB>,
  sellerId: number,
  home: TSmartHome | null = null,
): Promise<TShopDecoration> {
  if (!(await repo.shopExists(db, sellerId))) throw appError('SHOP_NOT_FOUND');
  const templates = await repo.listTemplates(db, sellerId);
  const entries =
    templates.length === 0
      ? []
      : await repo.listTemplateEntries(
          db,
          templates.map((t) => t.id),
        );
  const source: TShopTemplate[] = await Promise.all(
    templates.map(async (t) => ({
      code: t.code as TShopTemplateCode,
      name: t.name,
      sort: t.sort,
      businessDataInterface: await Promise.all(
        entries
          .filter((e) => e.template_id === t.id)
          .map(async (e) => ({
            name: e.name,
            data: t.code === 'recommend' ? await expandRecommend(db, e.data, home) : e.data,
          })),
      ),
    })),
  );
  return { agentId: sellerId, businessTemplateDataSource: source };
}

/** The shop's name and logo (the seller workbench's header); undefined when the seller has no shop. */
export async function shopHeader(
  db: Kysely<DB>,
  sellerId: number,
): Promise<{ name: string; logo: string } | undefined> {
  const shop = await repo.findShop(db, sellerId);
  return shop ? { name: shop.name, logo: shop.logo } : undefined;
}

/**
 * Opens the shop of a newly approved seller (DESIGN-OPERATE §B) in the caller's transaction: its name
 * and region from the application; logo, banner and decoration come later from the seller.
 */
export async function openShop(
  db: Kysely<DB>,
  input: { sellerId: number; name: string; province: string; city: string },
  now = Date.now(),
): Promise<void> {
  await repo.insertShop(db, {
    seller_id: input.sellerId,
    name: input.name,
    province: input.province,
    city: input.city,
    created_at: now,
  });
}
