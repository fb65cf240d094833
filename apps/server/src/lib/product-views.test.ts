import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { onProductView, REPEAT_VIEW_MS, reportProductView, type TProductView } from './product-views.js';

/** An app as far as the views use one: its deps object (the key) and its log. */
function fakeApp(): { app: FastifyInstance; seen: TProductView[] } {
  const seen: TProductView[] = [];
  const app = { deps: {}, log: { warn: () => {} } } as unknown as FastifyInstance;
  onProductView(app, async (view) => {
    seen.push(view);
  });
  return { app, seen };
}

describe('product views', () => {
  it("reports a caller's view of a product once within the window, again after it", async () => {
    const { app, seen } = fakeApp();
    const t0 = 1_800_000_000_000;
    await reportProductView(app, { productId: 1, token: 'a', at: t0 });
    await reportProductView(app, { productId: 1, token: 'a', at: t0 + REPEAT_VIEW_MS - 1 });
    expect(seen).toHaveLength(1);
    // Another product, another caller: reported.
    await reportProductView(app, { productId: 2, token: 'a', at: t0 + 1 });
    await reportProductView(app, { productId: 1, token: 'b', at: t0 + 1 });
    expect(seen.map((v) => `${v.productId}${v.token}`)).toEqual(['1a', '2a', '1b']);
    await reportProductView(app, { productId: 1, token: 'a', at: t0 + REPEAT_VIEW_MS });
    expect(seen).toHaveLength(4);
  });

  it('keeps apart the views of two apps (tests build many)', async () => {
    const one = fakeApp();
    const two = fakeApp();
    await reportProductView(one.app, { productId: 1, token: 'a', at: 0 });
    await reportProductView(two.app, { productId: 1, token: 'a', at: 0 });
    expect([one.seen.length, two.seen.length]).toEqual([1, 1]);
  });

  it('a failing listener is logged, never thrown', async () => {
    const warned: unknown[] = [];
    const app = { deps: {}, log: { warn: (o: unknown) => warned.push(o) } } as unknown as FastifyInstance;
    onProductView(app, async () => {
      throw new Error('db down');
    });
    await expect(reportProductView(app, { productId: 1, token: 'a', at: 0 })).resolves.toBeUndefined();
    expect(warned).toHaveLength(1);
  });
});
