import {
  deliveryPromise,
  FREIGHT_DEFAULT_PROVINCE,
  fenToYuan,
  PRODUCT_STATUS,
  regionText,
  sellerOrderFreightFen,
  type TFreightEstimate,
  type TFreightQuote,
  type TFreightRule,
  type TFreightTemplate,
  yuanToFen,
  type ZFreightTemplateInput,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { parseStoredList } from '../../lib/json-list.js';
import { getAddress, listAddresses } from '../address/address.service.js';
import * as repo from './freight.repository.js';

type TInput = z.output<typeof ZFreightTemplateInput>;
type TStoredRegion = { provinces: string[]; fee_fen: number };

function regionsOf(row: repo.TTemplateRow): TStoredRegion[] {
  return parseStoredList<TStoredRegion>(row.regions);
}

function toRule(row: repo.TTemplateRow): TFreightRule {
  return {
    freeAboveFen: row.free_above_fen === null ? null : Number(row.free_above_fen),
    defaultFeeFen: Number(row.default_fee_fen),
    regions: regionsOf(row).map((r) => ({ provinces: r.provinces, feeFen: Number(r.fee_fen) })),
  };
}

function toTemplate(row: repo.TTemplateRow, productCount: number): TFreightTemplate {
  return {
    id: row.id,
    name: row.name,
    freeAbove: row.free_above_fen === null ? null : fenToYuan(Number(row.free_above_fen)),
    defaultFee: fenToYuan(Number(row.default_fee_fen)),
    regions: regionsOf(row).map((r) => ({ provinces: r.provinces, fee: fenToYuan(Number(r.fee_fen)) })),
    productCount,
    updatedAt: Number(row.updated_at),
  };
}

function toColumns(input: TInput) {
  return {
    name: input.name,
    free_above_fen: input.freeAbove == null ? null : yuanToFen(input.freeAbove),
    default_fee_fen: yuanToFen(input.defaultFee),
    regions: JSON.stringify(
      input.regions.map((r): TStoredRegion => ({ provinces: [...new Set(r.provinces)], fee_fen: yuanToFen(r.fee) })),
    ),
  };
}

/** The seller's templates, latest change first, each with how many of its products name it. */
export async function listTemplates(db: Kysely<DB>, sellerId: number): Promise<TFreightTemplate[]> {
  const rows = await repo.sellerTemplates(db, sellerId);
  const counts = await repo.productCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toTemplate(r, counts.get(r.id) ?? 0));
}

async function templateOf(db: Kysely<DB>, sellerId: number, id: number): Promise<TFreightTemplate> {
  const row = await repo.findSellerTemplate(db, sellerId, id);
  if (!row) throw appError('FREIGHT_TEMPLATE_NOT_FOUND');
  return toTemplate(row, (await repo.productCounts(db, [id])).get(id) ?? 0);
}

export async function addTemplate(db: Kysely<DB>, sellerId: number, input: TInput): Promise<TFreightTemplate> {
  const now = Date.now();
  const id = await repo.insertTemplate(db, {
    seller_id: sellerId,
    ...toColumns(input),
    created_at: now,
    updated_at: now,
  });
  return templateOf(db, sellerId, id);
}

/** Another seller's template is 404; the next order reads the new fees. */
export async function updateTemplate(
  db: Kysely<DB>,
  sellerId: number,
  id: number,
  input: TInput,
): Promise<TFreightTemplate> {
  if (!(await repo.updateTemplate(db, sellerId, id, { ...toColumns(input), updated_at: Date.now() }))) {
    throw appError('FREIGHT_TEMPLATE_NOT_FOUND');
  }
  return templateOf(db, sellerId, id);
}

/** 409 FREIGHT_TEMPLATE_IN_USE while a product names it (checked by the foreign key as well). */
export async function removeTemplate(db: Kysely<DB>, sellerId: number, id: number): Promise<void> {
  const template = await templateOf(db, sellerId, id);
  if (template.productCount > 0) throw appError('FREIGHT_TEMPLATE_IN_USE');
  const result = await repo.deleteTemplate(db, sellerId, id);
  if (result === 'missing') throw appError('FREIGHT_TEMPLATE_NOT_FOUND');
  if (result === 'in-use') throw appError('FREIGHT_TEMPLATE_IN_USE');
}

/** 404 FREIGHT_TEMPLATE_NOT_FOUND unless the template is the seller's (a product's chooser). */
export async function ensureOwnTemplate(db: Kysely<DB>, sellerId: number, id: number): Promise<void> {
  if (!(await repo.findSellerTemplate(db, sellerId, id))) throw appError('FREIGHT_TEMPLATE_NOT_FOUND');
}

/** One line of a checkout as freight sees it: its seller, its product's template and its goods (fen). */
export interface TFreightLine {
  sellerId: number;
  templateId: number | null;
  amountFen: number;
}

/**
 * The freight of each seller order of a checkout to a province (fen), by `sellerOrderFreightFen`:
 * the highest fee of its lines' templates, each waived when the seller order's goods reach its
 * 满N包邮. Inside the order's transaction it reads the templates as they are at that moment.
 */
export async function freightPerSeller(
  db: Kysely<DB>,
  province: string,
  lines: TFreightLine[],
): Promise<Map<number, number>> {
  const ids = [...new Set(lines.flatMap((l) => (l.templateId === null ? [] : [l.templateId])))];
  const rules = new Map((await repo.templatesByIds(db, ids)).map((r) => [r.id, toRule(r)]));
  const bySeller = new Map<number, TFreightLine[]>();
  for (const line of lines) bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);
  const fees = new Map<number, number>();
  for (const [sellerId, own] of bySeller) {
    const goodsFen = own.reduce((n, l) => n + l.amountFen, 0);
    const ownRules = own.map((l) => (l.templateId === null ? null : (rules.get(l.templateId) ?? null)));
    fees.set(sellerId, sellerOrderFreightFen(ownRules, province, goodsFen));
  }
  return fees;
}

/** The checkout's freight per seller order to the buyer's address (another buyer's address is 404). */
export async function quoteFreight(
  db: Kysely<DB>,
  userId: number,
  input: { addressId: number; lines: { standardId: number; number: number }[] },
): Promise<TFreightQuote> {
  const address = await getAddress(db, userId, input.addressId);
  const standards = new Map(
    (
      await repo.standardsForQuote(
        db,
        input.lines.map((l) => l.standardId),
      )
    ).map((s) => [s.id, s]),
  );
  const lines: TFreightLine[] = input.lines.map((l) => {
    const st = standards.get(l.standardId);
    if (!st) throw appError('STANDARD_NOT_FOUND');
    return { sellerId: st.seller_id, templateId: st.freight_template_id, amountFen: Number(st.price_fen) * l.number };
  });
  const fees = await freightPerSeller(db, address.province, lines);
  const orders = [...fees.entries()].map(([sellerId, fen]) => ({ sellerId, freight: fenToYuan(fen) }));
  return { orders, freight: fenToYuan([...fees.values()].reduce((a, b) => a + b, 0)) };
}

/**
 * The detail page's 运费 (one unit at the product's lowest price) and 预计送达, to the caller's default
 * address (else its first), or to 北京 for a guest or a buyer without an address.
 */
export async function estimateFreight(
  db: Kysely<DB>,
  userId: number | null,
  productId: number,
  now = Date.now(),
): Promise<TFreightEstimate> {
  const product = await repo.productForEstimate(db, productId);
  if (!product || product.status !== PRODUCT_STATUS.ON_SALE) throw appError('PRODUCT_NOT_FOUND');
  const own = userId === null ? null : ((await listAddresses(db, userId))[0] ?? null);
  const province = own?.province || FREIGHT_DEFAULT_PROVINCE;
  const [template] =
    product.freight_template_id === null ? [] : await repo.templatesByIds(db, [product.freight_template_id]);
  const rule = template ? toRule(template) : null;
  const feeFen = sellerOrderFreightFen([rule], province, Number(product.price_fen));
  const promise = deliveryPromise(product.shop_province ?? '', province, now);
  return {
    fee: fenToYuan(feeFen),
    freeAbove: rule?.freeAboveFen == null ? null : fenToYuan(rule.freeAboveFen),
    province,
    regionText: regionText(province).provinceText,
    isDefaultRegion: own === null,
    promise: promise.text,
    promiseDate: promise.date,
  };
}
