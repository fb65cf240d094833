import {
  DEMAND_STATUS,
  demandStatusAt,
  nextDemandStatus,
  nextQuoteStatus,
  QUOTE_STATUS,
  type TDemandAction,
  type TDemandStatus,
  type TQuoteAction,
  type TQuoteStatus,
} from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../test/helper.js';
import { procurementKit, type TQuoteSeller } from '../../test/procurement-fixtures.js';
import * as repo from './procurement.repository.js';
import * as quoteRepo from './procurement-quote.repository.js';

/** The order id a settled demand of this suite carries (orders are not this feature's: no row needed). */
const ORDER_ID = 777;

/**
 * The guarded writes agree with the transition tables on the real databases: for every state a
 * demand or a quote can be shown in and every action with a write of its own, the write moves the
 * row exactly when the table allows it, to the state the table names, and leaves it untouched when
 * the table refuses (2 已截止 is made by a passed deadline, never stored). `publish` has no write of
 * its own: an edit that publishes writes its `to` under `edit`'s guard.
 */
describeEachDb('procurement guarded writes follow the transition tables', (ctx) => {
  const kit = procurementKit(ctx);
  const db = () => ctx.app.deps.db;
  let seller: TQuoteSeller;

  beforeAll(async () => {
    seller = await kit.seller();
  });

  /** A fresh demand of a fresh buyer, shown as `state`; answers its id, its owner and a live quote on it. */
  async function demandIn(state: TDemandStatus) {
    const b = await kit.buyer();
    const d = await kit.publish(b.token, { draft: state === DEMAND_STATUS.DRAFT });
    if (state === DEMAND_STATUS.EXPIRED) await kit.passDeadline(d.id);
    if (state === DEMAND_STATUS.SETTLED) {
      await db()
        .updateTable('procurement_demands')
        .set({ status: DEMAND_STATUS.SETTLED, order_id: ORDER_ID })
        .where('id', '=', d.id)
        .execute();
    }
    if (state === DEMAND_STATUS.CLOSED) {
      await db()
        .updateTable('procurement_demands')
        .set({ status: DEMAND_STATUS.CLOSED })
        .where('id', '=', d.id)
        .execute();
    }
    const row = await kit.demandRow(d.id);
    expect(demandStatusAt(row.status, Number(row.quote_deadline_at))).toBe(state);
    return { id: d.id, userId: b.userId };
  }

  const writes: Record<
    Exclude<TDemandAction, 'publish'>,
    (id: number, userId: number, now: number) => Promise<boolean>
  > = {
    edit: (id, userId, now) => repo.updateEditable(db(), id, userId, { updated_at: now }, now),
    quote: (id, _userId, now) => repo.touchQuotable(db(), id, now),
    settle: (id, userId, now) => repo.settleDemand(db(), id, userId, 1, now),
    close: (id, userId, now) => repo.closeDemand(db(), id, userId, now),
    reopen: (id, _userId, now) => repo.reopenDemand(db(), id, ORDER_ID, now),
  };

  for (const state of Object.values(DEMAND_STATUS)) {
    for (const [action, write] of Object.entries(writes)) {
      const expected = nextDemandStatus(state, action as TDemandAction);
      it(`demand: ${action} from ${state} → ${expected ?? 'refused'}`, async () => {
        const d = await demandIn(state);
        const before = await kit.demandRow(d.id);
        const now = Date.now();
        expect(await write(d.id, d.userId, now)).toBe(expected !== null);
        const after = await kit.demandRow(d.id);
        // The stored state the table names (2 is stored 1); a refused write changes nothing.
        const stored = expected === DEMAND_STATUS.EXPIRED ? DEMAND_STATUS.QUOTING : expected;
        expect(after.status).toBe(stored ?? before.status);
        if (expected === null) expect(after).toEqual(before);
      });
    }
  }

  const quoteWrites: Record<TQuoteAction, (demandId: number, quoteId: number, now: number) => Promise<unknown>> = {
    accept: (_demandId, quoteId, now) => quoteRepo.acceptQuote(db(), quoteId, now),
    decline: (demandId, _quoteId, now) => repo.declineLiveQuotes(db(), demandId, now),
    revive: (demandId, _quoteId, now) => repo.reviveQuotes(db(), demandId, now),
  };

  for (const state of Object.values(QUOTE_STATUS)) {
    for (const [action, write] of Object.entries(quoteWrites)) {
      const expected = nextQuoteStatus(state, action as TQuoteAction);
      it(`quote: ${action} from ${state} → ${expected ?? 'refused'}`, async () => {
        const b = await kit.buyer();
        const d = await kit.publish(b.token);
        const quoteId = await kit.quote(seller.token, d);
        await db().updateTable('procurement_quotes').set({ status: state }).where('id', '=', quoteId).execute();
        const result = await write(d.id, quoteId, Date.now());
        if (action === 'accept') expect(result).toBe(expected !== null);
        const [after] = await kit.quoteRows(d.id);
        expect(after?.status).toBe((expected ?? state) satisfies TQuoteStatus);
      });
    }
  }
});
