import type { FastifyInstance } from 'fastify';

/** A product detail answered to a caller who sent a token (not yet checked: the listener resolves it). */
export interface TProductView {
  productId: number;
  token: string;
  at: number;
}

type TListener = (view: TProductView) => Promise<void>;

// Per app (keyed by its deps object, which every plugin context shares): tests build many apps.
const listeners = new WeakMap<object, TListener[]>();

/**
 * A caller who reads the same detail again within this window is not reported again: a footprint is
 * one row per buyer, product and day, so a reload (or a bot's loop) would only rewrite it, at five
 * statements a read. Kept per process for the last RECENT_MAX views; another instance may report once
 * more, which the listener's upsert absorbs.
 */
export const REPEAT_VIEW_MS = 60_000;
const RECENT_MAX = 10_000;
const recentViews = new WeakMap<object, Map<string, number>>();

/** Whether this caller's view of this product was reported within REPEAT_VIEW_MS; remembers it if not. */
function isRepeat(deps: object, view: TProductView): boolean {
  let recent = recentViews.get(deps);
  if (!recent) {
    recent = new Map();
    recentViews.set(deps, recent);
  }
  const key = `${view.productId}\n${view.token}`;
  const last = recent.get(key);
  if (last !== undefined && view.at - last < REPEAT_VIEW_MS) return true;
  // Re-inserted at the end, so the first key is the oldest: dropped once the map is full.
  recent.delete(key);
  recent.set(key, view.at);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value as string);
  return false;
}

/**
 * Product views as a small event between the catalogue and the member corner (DESIGN.md §2 member
 * corner): the catalogue reports each detail answer sent to a caller with a
 * token, cached or not, after the answer has left; the member corner listens and records a
 * footprint. Neither feature imports the other, and a guest (no token) costs nothing.
 */
export function onProductView(app: FastifyInstance, listener: TListener): void {
  const list = listeners.get(app.deps) ?? [];
  list.push(listener);
  listeners.set(app.deps, list);
}

/**
 * Tells the listeners, once per caller and product within REPEAT_VIEW_MS; never throws (a failure is
 * logged: the buyer already has the answer).
 */
export async function reportProductView(app: FastifyInstance, view: TProductView): Promise<void> {
  const list = listeners.get(app.deps);
  if (!list?.length || isRepeat(app.deps, view)) return;
  for (const listener of list) {
    await listener(view).catch((err: unknown) => app.log.warn({ err }, 'product view listener failed'));
  }
}
