import { ZQuoteInput } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { demandsAwaitingQuotes } from '../features/procurement/procurement.repository.js';
import { submitQuote } from '../features/procurement/procurement-quote.service.js';
import { AppError } from '../lib/app-error.js';
import type { TDeps } from '../plugins/deps.js';
import type { TJob } from '../plugins/feature.js';
import { demoQuote, referencePrices, sellersForDemand } from './demo-quote.js';
import { DEMO_SELLERS } from './seed/seed.js';

/** Demo sellers who answer one demand. */
export const DEMO_QUOTES_PER_DEMAND = 3;
/** Demands answered in one run at most (newest first; the next run takes the rest). */
const SCAN_LIMIT = 20;

/**
 * The demo sellers answer demands published more than `delayMs` ago (a demo convenience): three of
 * them per demand (those whose shops sell its category first), with prices from the buyer's targets
 * or the catalogue. A demand is answered once: one that a demo seller has already quoted (an
 * earlier run, another instance, the demo seed) is left as it is, so a quote is never revised
 * behind its seller's back. Only the demo sellers, and only through the procurement service's
 * `submitQuote`, so every rule applies: a demand closed, settled or past its deadline meanwhile
 * refuses the quote and is skipped; two instances at once give one quote per seller (unique per
 * seller and demand). Answers how many quotes it wrote.
 */
export async function autoQuoteDemands(deps: TDeps, delayMs: number, now = Date.now()): Promise<number> {
  const { db } = deps;
  const usernames: string[] = DEMO_SELLERS.map((s) => s.username);
  const sellers = await db
    .selectFrom('sellers')
    .select(['id', 'username'])
    .where('username', 'in', usernames)
    .execute();
  if (sellers.length === 0) return 0;
  const sellerId = new Map(sellers.map((s) => [s.username, Number(s.id)]));
  const present = usernames.filter((u) => sellerId.has(u));
  // Only demands no demo seller has quoted: answered once, never revised behind a seller's back.
  const demands = await demandsAwaitingQuotes(db, [...sellerId.values()], now - delayMs, SCAN_LIMIT);
  let quoted = 0;
  for (const d of demands) {
    const demand = {
      id: d.id,
      categoryName: d.categoryName,
      quoteDeadline: d.quoteDeadline,
      items: d.items.map((i) => ({
        id: i.id,
        name: i.name,
        quantity: i.quantity,
        targetPriceFen: i.target_price_fen,
      })),
    };
    const references = await referencePrices(db, demand.items);
    for (const seller of sellersForDemand(demand.id, demand.categoryName, present, DEMO_QUOTES_PER_DEMAND)) {
      const input = ZQuoteInput.parse(demoQuote(demand, seller, references, now));
      try {
        await submitQuote(deps, sellerId.get(seller) as number, input, now);
        quoted += 1;
      } catch (err) {
        // Closed, settled or past its deadline meanwhile: the service refused; nothing to do.
        if (err instanceof AppError) break;
        throw err;
      }
    }
  }
  return quoted;
}

/**
 * Demo sellers answer a published demand DEMO_QUOTE_SECONDS after publishing ("a few seconds"), so
 * the job looks every 2 seconds (every second when the delay is 1) while that setting is on.
 */
export const autoQuoteJob: TJob = {
  name: 'demo-auto-quote',
  everySeconds: (config) => (config.DEMO_QUOTE_SECONDS > 0 ? Math.min(2, config.DEMO_QUOTE_SECONDS) : 0),
  run: async (app: FastifyInstance, now = Date.now()) => {
    const seconds = app.deps.config.DEMO_QUOTE_SECONDS;
    // Off (0): never, even when a run is asked for by hand.
    return { quoted: seconds > 0 ? await autoQuoteDemands(app.deps, seconds * 1000, now) : 0 };
  },
  logAs: '演示报价',
};
