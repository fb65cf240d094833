import { DEMAND_STATUS, QUOTE_STATUS, type TDemandStatus, type TQuoteStatus } from './procurement.rules.js';

/**
 * Procurement transitions (DESIGN.md §3): action → the states it may start from → the state it leads
 * to. The one place that says what a demand or a quote may do next; the server's guarded writes take
 * their `where` from here (procurement.repository.ts `demandIn`), as orders do with ORDER_TRANSITIONS.
 * The procurement pages read them too (@mall/contract/wire; a page-only wire module, never on a first
 * screen: apps/web/vite.config.ts PAGE_ONLY_WIRE), so a button shows where the server would allow it.
 *
 * A demand's `from` lists the states a buyer or seller sees, 2 已截止 included. It is never stored: it
 * is 1 报价中 past the end of its quote-deadline day (`demandStatusAt`), so a guard "from 1" means
 * "stored 1 and the deadline not passed", "from 2" means "stored 1 and the deadline passed", and
 * "from 1 and 2" means "stored 1" whatever the clock says. Every `to` is a stored state (a reopened
 * demand past its deadline reads 2 again). `'same'`: the action is allowed there and keeps the state.
 *
 * Decisions the design left open, fixed here:
 * - Creating a demand is not a transition: `add` stores 0 (a draft) or `publish.to` (published).
 * - `edit` also needs no quote yet (`quote_count = 0`, a column, not a state). An edit that publishes
 *   a draft writes `publish.to` under `edit`'s guard, so a second publish of a demand just published by
 *   another request of its owner is an ordinary edit of a published one, as before.
 * - `settle` is allowed past the deadline (whether or not it passed, §3); the chosen quote's own
 *   validity is checked apart (409 `QUOTE_EXPIRED`).
 * - `close` takes a draft, an open and an expired demand; never a settled one (its order decides) nor
 *   a closed one.
 * - `reopen` (the settled order cancelled unpaid) leads to stored 1, shown 2 past the deadline.
 */
export type TDemandAction = 'publish' | 'edit' | 'quote' | 'settle' | 'close' | 'reopen';

/** The states a demand is stored in (2 已截止 is derived). */
export type TStoredDemandStatus = Exclude<TDemandStatus, typeof DEMAND_STATUS.EXPIRED>;

export const DEMAND_TRANSITIONS: Record<TDemandAction, { from: TDemandStatus[]; to: TStoredDemandStatus | 'same' }> = {
  publish: { from: [DEMAND_STATUS.DRAFT], to: DEMAND_STATUS.QUOTING },
  edit: { from: [DEMAND_STATUS.DRAFT, DEMAND_STATUS.QUOTING], to: 'same' },
  quote: { from: [DEMAND_STATUS.QUOTING], to: 'same' },
  settle: { from: [DEMAND_STATUS.QUOTING, DEMAND_STATUS.EXPIRED], to: DEMAND_STATUS.SETTLED },
  close: { from: [DEMAND_STATUS.DRAFT, DEMAND_STATUS.QUOTING, DEMAND_STATUS.EXPIRED], to: DEMAND_STATUS.CLOSED },
  reopen: { from: [DEMAND_STATUS.SETTLED], to: DEMAND_STATUS.QUOTING },
};

/**
 * The stored state `action` leads a demand shown as `from` to (`from` itself when the action keeps
 * it), or null when the action is not allowed there.
 */
export function nextDemandStatus(from: TDemandStatus, action: TDemandAction): TDemandStatus | null {
  const t = DEMAND_TRANSITIONS[action];
  if (!t.from.includes(from)) return null;
  return t.to === 'same' ? from : t.to;
}

/** The stored state a moving action writes (publish, settle, close, reopen); an action that keeps the state has none. */
export function demandMovesTo(action: TDemandAction): TStoredDemandStatus {
  const to = DEMAND_TRANSITIONS[action].to;
  if (to === 'same') throw new Error(`demand action ${action} keeps its state`);
  return to;
}

/** Whether `action` is allowed on a demand shown as `shown`. */
export function demandMay(shown: TDemandStatus, action: TDemandAction): boolean {
  return nextDemandStatus(shown, action) !== null;
}

/**
 * The stored states behind shown ones: 1 for 报价中 and 已截止 alike. A check made before the guarded
 * write (on a row read without a lock) asks this, so the write alone decides the deadline.
 */
export function storedDemandStates(shown: readonly TDemandStatus[]): TStoredDemandStatus[] {
  const stored = shown.map((s) => (s === DEMAND_STATUS.EXPIRED ? DEMAND_STATUS.QUOTING : s));
  return [...new Set(stored)] as TStoredDemandStatus[];
}

/**
 * Quote transitions: a quote is 有效 until its demand settles (the chosen one 已成交, the others 未中标)
 * or closes (未中标); when the settled order is cancelled unpaid, every quote of the demand is 有效 again.
 * A quote's revision is not a state move: it is guarded by the demand's `quote` (its quotes are all 有效
 * while the demand is 报价中).
 */
export type TQuoteAction = 'accept' | 'decline' | 'revive';

export const QUOTE_TRANSITIONS: Record<TQuoteAction, { from: TQuoteStatus[]; to: TQuoteStatus }> = {
  accept: { from: [QUOTE_STATUS.LIVE], to: QUOTE_STATUS.ACCEPTED },
  decline: { from: [QUOTE_STATUS.LIVE], to: QUOTE_STATUS.DECLINED },
  revive: { from: [QUOTE_STATUS.ACCEPTED, QUOTE_STATUS.DECLINED], to: QUOTE_STATUS.LIVE },
};

/** The state `action` leads a quote to from `from`, or null when the action is not allowed there. */
export function nextQuoteStatus(from: TQuoteStatus, action: TQuoteAction): TQuoteStatus | null {
  const t = QUOTE_TRANSITIONS[action];
  return t.from.includes(from) ? t.to : null;
}
