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
 * (the gateways are read once, and only when some answer is `hub`). Products bought together (`together`:
 * cart lines, a plan's bill of materials) count a gateway among them as in the home: a Zigbee sensor
 * beside the gateway it needs is `ok`, its reason naming that gateway.
 */
async function compatsOf(
  db: Kysely<DB>,
  home: TSmartHome,
  facts: TCompatFacts[],
  together: readonly number[] = [],
): Promise<TCompat[]> {
  const verdicts = facts.map((f) => compatOf(f, home));
  const hubs = verdicts.some((v) => v.level === 'hub') ? await gateways(db) : [];
  const bought = hubs.filter((g) => together.includes(g.id));
  return verdicts.map((v): TCompat => {
    if (v.level !== 'hub') return { level: v.level, reason: v.reason };
    const fixer = bought.find((g) => fixes(g, v));
    if (fixer) return { level: 'ok', reason: `支持${v.shared.join('、')}，可通过一同购买的${fixer.title}接入。` };
    const gateway = hubs.find((g) => fixes(g, v));
    return gateway
      ? { level: 'hub', reason: v.reason, hubSuggestion: { productId: gateway.id, title: gateway.title } }
      : { level: 'hub', reason: v.reason };
  });
}

/** The items (cards, a detail) with `compat` for the home; as they are for a visitor. */
export async function withCompat<T extends { iot: TCompatFacts }>(
  db: Kysely<DB>,
  home: TSmartHome | null,
  items: T[],
): Promise<(T & { compat?: TCompat })[]> {
  if (!home || items.length === 0) return items;
  const copies: (T & { compat?: TCompat })[] = items.map((item) => ({ ...item }));
  await setCompatOfCards(db, home, copies);
  return copies;
}

/**
 * Sets `compat` on each card, however many blocks they sit in (a home page's floors, a shop's
 * recommendations), with one read of the gateways for all; nothing for a visitor.
 */
export async function setCompatOfCards(
  db: Kysely<DB>,
  home: TSmartHome | null,
  cards: { iot: TCompatFacts; compat?: TCompat }[],
): Promise<void> {
  if (!home || cards.length === 0) return;
  const compats = await compatsOf(
    db,
    home,
    cards.map((card) => card.iot),
  );
  cards.forEach((card, i) => {
    card.compat = compats[i];
  });
}

/**
 * Sets `compat` on each line of products bought together (cart lines, a plan's lines), a gateway among
 * them counting as in the home (`compatsOf`); nothing for a visitor.
 */
export async function setCompatOfLines(
  db: Kysely<DB>,
  home: TSmartHome | null,
  lines: { productId: number; compat?: TCompat }[],
): Promise<void> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  if (!home || ids.length === 0) return;
  const rows = await repo.iotFactsOf(db, ids);
  const compats = await compatsOf(db, home, rows.map(toFacts), ids);
  const byId = new Map(rows.map((row, i) => [row.id, compats[i]]));
  for (const line of lines) {
    const compat = byId.get(line.productId);
    if (compat) line.compat = compat;
  }
}

/** The IoT facts of the gateways among these products (a received order's lines joining the home). */
export async function gatewaysAmong(db: Kysely<DB>, productIds: number[]): Promise<TCompatFacts[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const categories = new Set(await gatewayCategoryIds(db));
  return (await repo.iotFactsOf(db, ids)).filter((row) => categories.has(row.sys_category_id)).map(toFacts);
}
