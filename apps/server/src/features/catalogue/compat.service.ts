import {
  compatOf,
  effectiveEcosystems,
  fromMask,
  GATEWAY_CATEGORY,
  IOT_ECOSYSTEMS,
  IOT_PROTOCOLS,
  type TCompat,
  type TCompatFacts,
  type TCompatVerdict,
  type TSmartHome,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import * as repo from './catalogue.repository.js';
import { descendantIds } from './category-tree.js';

/*
 * 我的家 (DESIGN.md §H): `compat` on what the catalogue answers a buyer with a home. The rules are the
 * contract's (compat.rules.ts); this picks the gateway a `hub` answer suggests. A visitor's answers
 * (home null) are returned as they are, without a read.
 */

interface TGateway {
  id: number;
  title: string;
  facts: TCompatFacts;
}

/** The system categories whose products are gateways: GATEWAY_CATEGORY and every one below it. */
async function gatewayCategoryIds(db: Kysely<DB>): Promise<number[]> {
  const categories = await repo.listSysCategories(db);
  return [
    ...new Set(categories.filter((c) => c.name === GATEWAY_CATEGORY).flatMap((c) => descendantIds(categories, c.id))),
  ];
}

/** The gateways on sale and in stock, best sellers first (one read of the categories and one of the products). */
async function gateways(db: Kysely<DB>): Promise<TGateway[]> {
  const ids = await gatewayCategoryIds(db);
  if (ids.length === 0) return [];
  return (await repo.gatewaysOnSale(db, ids)).map((row) => ({
    id: row.id,
    title: row.title,
    facts: toFacts(row),
  }));
}

function toFacts(row: { protocols: number; ecosystems: number; hub_required: number }): TCompatFacts {
  return {
    protocols: fromMask(IOT_PROTOCOLS, row.protocols),
    ecosystems: fromMask(IOT_ECOSYSTEMS, row.ecosystems),
    hubRequired: row.hub_required === 1,
  };
}

/** Whether the gateway gives a `hub` product what it lacks: one of its protocols, in an ecosystem it shares with the home. */
function fixes(gateway: TGateway, verdict: TCompatVerdict): boolean {
  return (
    gateway.facts.protocols.some((p) => verdict.needProtocols.includes(p)) &&
    effectiveEcosystems(gateway.facts).some((e) => verdict.shared.includes(e))
  );
}

/**
 * `compat` for each product's facts: the verdict of the rules and, for `hub`, the best-selling gateway
 * that speaks one of the product's protocols and works in an ecosystem the product and the home share
 * (the gateways are read once, and only when some answer is `hub`).
 */
async function compatsOf(db: Kysely<DB>, home: TSmartHome, facts: TCompatFacts[]): Promise<TCompat[]> {
  const verdicts = facts.map((f) => compatOf(f, home));
  const hubs = verdicts.some((v) => v.level === 'hub') ? await gateways(db) : [];
  return verdicts.map((v) => {
    const compat: TCompat = { level: v.level, reason: v.reason };
    if (v.level !== 'hub') return compat;
    const gateway = hubs.find((g) => fixes(g, v));
    if (gateway) compat.hubSuggestion = { productId: gateway.id, title: gateway.title };
    return compat;
  });
}

/** The items (cards, a detail) with `compat` for the home; as they are for a visitor. */
export async function withCompat<T extends { iot: TCompatFacts }>(
  db: Kysely<DB>,
  home: TSmartHome | null,
  items: T[],
): Promise<(T & { compat?: TCompat })[]> {
  if (!home || items.length === 0) return items;
  const compats = await compatsOf(
    db,
    home,
    items.map((item) => item.iot),
  );
  return items.map((item, i) => ({ ...item, compat: compats[i] }));
}

/** Sets `compat` on each line bought together (cart lines, a plan's lines), as `compatOfSet` answers; nothing for a visitor. */
export async function setCompatOfLines(
  db: Kysely<DB>,
  home: TSmartHome | null,
  lines: { productId: number; compat?: TCompat }[],
): Promise<void> {
  const compats = await compatOfSet(
    db,
    home,
    lines.map((line) => line.productId),
  );
  for (const line of lines) {
    const compat = compats.get(line.productId);
    if (compat) line.compat = compat;
  }
}

/**
 * `compat` by product id for products bought together (cart lines, a plan's bill of materials): a
 * gateway among them counts as in the home for the others, so a Zigbee sensor beside the gateway it
 * needs is `ok`, its reason naming that gateway. Empty for a visitor.
 */
export async function compatOfSet(
  db: Kysely<DB>,
  home: TSmartHome | null,
  productIds: number[],
): Promise<Map<number, TCompat>> {
  const ids = [...new Set(productIds)];
  if (!home || ids.length === 0) return new Map();
  const rows = await repo.iotFactsOf(db, ids);
  const compats = await compatsOf(db, home, rows.map(toFacts));
  const inSet = compats.some((c) => c.level === 'hub') ? (await gateways(db)).filter((g) => ids.includes(g.id)) : [];
  return new Map(
    rows.map((row, i) => {
      const compat = compats[i] as TCompat;
      if (compat.level !== 'hub') return [row.id, compat];
      const verdict = compatOf(toFacts(row), home);
      const fixer = inSet.find((g) => fixes(g, verdict));
      return [
        row.id,
        fixer
          ? { level: 'ok', reason: `支持${verdict.shared.join('、')}，可通过一同购买的${fixer.title}接入。` }
          : compat,
      ];
    }),
  );
}

/** The IoT facts of the gateways among these products (a received order's lines joining the home). */
export async function gatewaysAmong(db: Kysely<DB>, productIds: number[]): Promise<TCompatFacts[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const categories = new Set(await gatewayCategoryIds(db));
  return (await repo.iotFactsOf(db, ids)).filter((row) => categories.has(row.sys_category_id)).map(toFacts);
}
