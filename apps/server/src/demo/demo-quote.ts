import { chinaDate, QUOTE_VALID_MAX_DAYS, type TQuoteInput, ZQueryPortalPage } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { queryProductPage } from '../features/catalogue/catalogue.service.js';
import { CATALOGUE } from './seed/catalogue-data.js';
import { mulberry32 } from './seed/product-art.js';

/**
 * How a demo seller prices a procurement demand: shared by the automatic answer (auto-quote.ts) and
 * the procurement seed. Deterministic: the same demand and seller always give the same quote.
 */

/** One item of a demand to price. Money in fen, as stored. */
export interface TDemoQuoteItem {
  id: number;
  name: string;
  quantity: number;
  targetPriceFen: number | null;
}

export interface TDemandToQuote {
  id: number;
  /** The demand's category name (a top-level or child system category), '' when none. */
  categoryName: string;
  /** YYYY-MM-DD. */
  quoteDeadline: string;
  items: TDemoQuoteItem[];
}

const DAY_MS = 86_400_000;
/** Days a demo quote stays valid past the quote deadline (or today, when later). */
const VALID_AFTER_DEADLINE_DAYS = 15;

/** Notes of a price that includes tax, and of one that does not. */
const TAX_NOTES = [
  '含税含运费，支持开具增值税专用发票',
  '报价含13%增值税及运费，可提供样品测试',
  '含税价，批量订单可分批发货，质保期内免费换新',
  '含税含运费，签约后预付30%，到货验收后付尾款',
];
const NET_NOTES = [
  '现货充足，可提供安装调试',
  '不含税价，如需专票另加税点；提供远程技术支持',
  '厂家直供，支持OEM定制与现场培训',
  '本地仓发货，提供上门安装及一年免费巡检',
];

/**
 * Each demo shop's standing terms (a shop quotes the same way every time): whether its prices include
 * tax and the warranty it gives. Another seller's terms come from its name's hash.
 */
const SHOP_TERMS: Record<string, { taxIncluded: boolean; warrantyMonths: number }> = {
  seller01: { taxIncluded: true, warrantyMonths: 24 },
  seller02: { taxIncluded: false, warrantyMonths: 12 },
  seller03: { taxIncluded: true, warrantyMonths: 36 },
  seller04: { taxIncluded: true, warrantyMonths: 24 },
  seller05: { taxIncluded: false, warrantyMonths: 12 },
  seller06: { taxIncluded: true, warrantyMonths: 36 },
  seller07: { taxIncluded: false, warrantyMonths: 24 },
  seller08: { taxIncluded: true, warrantyMonths: 12 },
};

/** FNV-1a: a stable 32-bit hash of a text. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The seller usernames whose shops sell a category (a top-level one, or the parent of a child). */
export function sellersOfCategory(categoryName: string): Set<string> {
  const top = CATALOGUE.find((t) => t.name === categoryName || t.children.some((c) => c.name === categoryName));
  return new Set(top?.sellers ?? []);
}

/**
 * The `count` demo sellers who answer a demand: those whose shop sells its category first, then the
 * others, each group rotated by the demand's id so the work is shared. `usernames` in a fixed order.
 */
export function sellersForDemand(
  demandId: number,
  categoryName: string,
  usernames: readonly string[],
  count: number,
): string[] {
  const selling = sellersOfCategory(categoryName);
  const rotate = (list: string[]) => list.map((_, i) => list[(i + demandId) % list.length] as string);
  const first = rotate(usernames.filter((u) => selling.has(u)));
  const rest = rotate(usernames.filter((u) => !selling.has(u)));
  return [...first, ...rest].slice(0, count);
}

/** A plausible unit price (yuan) when neither a target nor a catalogue product gives one: ¥30–¥800. */
function fallbackPrice(name: string): number {
  return 30 + (hashText(name) % 771);
}

/**
 * The reference unit price (yuan) of each item: the buyer's target price, else the price of the
 * catalogue's best match for the item's name (the shop's own search), else a plausible figure.
 */
export async function referencePrices(db: Kysely<DB>, items: TDemoQuoteItem[]): Promise<Map<number, number>> {
  const prices = new Map<number, number>();
  const byName = new Map<string, number>();
  for (const item of items) {
    if (item.targetPriceFen !== null && item.targetPriceFen > 0) {
      prices.set(item.id, item.targetPriceFen / 100);
      continue;
    }
    let price = byName.get(item.name);
    if (price === undefined) {
      const query = ZQueryPortalPage.parse({ queryName: item.name.slice(0, 50), pageRows: 1 });
      const { list } = await queryProductPage(db, query);
      price = list[0]?.price ?? fallbackPrice(item.name);
      byName.set(item.name, price);
    }
    prices.set(item.id, price);
  }
  return prices;
}

/** A quoted price: to half a yuan below ¥100, to the yuan above; never below ¥0.5. */
function roundPrice(yuan: number): number {
  return yuan < 100 ? Math.max(0.5, Math.round(yuan * 2) / 2) : Math.round(yuan);
}

/** The date `days` after a YYYY-MM-DD date. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A demo seller's quote on a demand: per item 88–112 % of the reference price (the seller's own
 * level plus a little per item), a lead time of 3–20 days, the shop's warranty (12/24/36 months)
 * and tax terms, valid 15 days past the quote deadline (within the 180-day cap), and a short note.
 */
export function demoQuote(
  demand: TDemandToQuote,
  seller: string,
  references: Map<number, number>,
  now = Date.now(),
): TQuoteInput {
  const rand = mulberry32(hashText(`${demand.id}:${seller}`));
  const level = 0.9 + rand() * 0.18;
  const items = demand.items.map((item) => {
    const factor = Math.min(1.12, Math.max(0.88, level + (rand() - 0.5) * 0.06));
    const reference = references.get(item.id) ?? fallbackPrice(item.name);
    return { itemId: item.id, unitPrice: roundPrice(reference * factor) };
  });
  const leadDays = 3 + Math.floor(rand() * 18);
  const h = hashText(seller);
  const { taxIncluded, warrantyMonths } = SHOP_TERMS[seller] ?? {
    taxIncluded: h % 2 === 0,
    warrantyMonths: [12, 24, 36][h % 3] ?? 12,
  };
  const notes = taxIncluded ? TAX_NOTES : NET_NOTES;
  const note = notes[Math.floor(rand() * notes.length)] ?? '';
  // The quote's `now` may be a moment of the past (the seed); the cap is the real today's.
  const today = chinaDate(now);
  const start = demand.quoteDeadline > today ? demand.quoteDeadline : today;
  const cap = chinaDate(Math.min(now, Date.now()), QUOTE_VALID_MAX_DAYS);
  const wanted = addDays(start, VALID_AFTER_DEADLINE_DAYS);
  return {
    demandId: demand.id,
    items,
    taxIncluded,
    leadDays,
    warrantyMonths,
    validUntil: wanted < cap ? wanted : cap,
    note,
  };
}
