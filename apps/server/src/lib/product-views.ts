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

/** Tells the listeners; never throws (a failure is logged: the buyer already has the answer). */
export async function reportProductView(app: FastifyInstance, view: TProductView): Promise<void> {
  for (const listener of listeners.get(app.deps) ?? []) {
    await listener(view).catch((err: unknown) => app.log.warn({ err }, 'product view listener failed'));
  }
}
