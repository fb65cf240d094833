import { CALLS, type TInvoiceTitle, ZInvoice } from '@mall/contract';
import { expect, it } from 'vitest';
import { createSession } from '../../features/account/session.service.js';
import { describeEachDb } from '../../test/helper.js';
import { seedInvoiceTitles } from './invoice-seed.js';
import { DEMO_BUYER, seedDemo } from './seed.js';

describeEachDb('demo invoice titles', (ctx) => {
  it('gives the demo buyer a company title fit for a 增值税专用发票 and a personal one, once', async () => {
    await seedDemo(ctx.app.deps);
    expect(await seedInvoiceTitles(ctx.app.deps.db, DEMO_BUYER.username)).toBe(false);
    const buyer = await ctx.app.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', DEMO_BUYER.username)
      .executeTakeFirstOrThrow();
    const token = await createSession(ctx.app.deps.db, { type: 'user', id: buyer.id }, 1);
    const titles = (await ctx.call<TInvoiceTitle[]>(CALLS.invoiceTitle.list.path, {}, token)).data;
    expect(titles.map((t) => t.titleType).sort()).toEqual([1, 2]);
    const company = titles.find((t) => t.titleType === 2);
    const { id: _id, updatedAt: _at, ...fields } = company ?? ({} as TInvoiceTitle);
    expect(ZInvoice.safeParse({ type: 2, ...fields }).success).toBe(true);
  }, 120_000);
});
