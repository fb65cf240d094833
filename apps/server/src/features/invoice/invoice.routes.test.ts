import { CALLS, INVOICE_TITLE_LIMIT, STATUS, type TInvoiceTitle } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { addBuyers, addSeller } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { COMPANY_TITLE } from '../../test/invoice-fixtures.js';
import { runDueDeletions } from '../privacy/privacy.service.js';

const T = CALLS.invoiceTitle;

describeEachDb('invoice titles', (ctx) => {
  const buyer = async () => {
    const [b] = await addBuyers(ctx.app.deps, 1);
    if (!b) throw new Error('no buyer');
    return b;
  };

  it('adds, lists (most recently saved first), edits and removes a buyer’s titles', async () => {
    const { token } = await buyer();
    const person = await ctx.call<TInvoiceTitle>(T.add.path, { titleType: 1, title: '张三' }, token);
    expect(person.status).toBe(200);
    expect(person.data).toMatchObject({ titleType: 1, title: '张三' });
    expect(person.data).not.toHaveProperty('taxNo');
    // A lower-case tax number and a spaced account are written as the tax office prints them.
    const company = await ctx.call<TInvoiceTitle>(
      T.add.path,
      { ...COMPANY_TITLE, taxNo: COMPANY_TITLE.taxNo.toLowerCase(), account: '1219 0987 6510 001' },
      token,
    );
    expect(company.data).toMatchObject({ ...COMPANY_TITLE });
    let list = (await ctx.call<TInvoiceTitle[]>(T.list.path, {}, token)).data;
    expect(list.map((t) => t.id)).toEqual([company.data.id, person.data.id]);

    const edited = await ctx.call<TInvoiceTitle>(
      T.update.path,
      { id: person.data.id, titleType: 1, title: '张三丰', email: 'zsf@example.cn' },
      token,
    );
    expect(edited.data).toMatchObject({ id: person.data.id, title: '张三丰', email: 'zsf@example.cn' });
    list = (await ctx.call<TInvoiceTitle[]>(T.list.path, {}, token)).data;
    expect(list[0]?.id).toBe(person.data.id);

    expect((await ctx.call(T.remove.path, { id: person.data.id }, token)).status).toBe(200);
    list = (await ctx.call<TInvoiceTitle[]>(T.list.path, {}, token)).data;
    expect(list.map((t) => t.id)).toEqual([company.data.id]);
  });

  it('refuses a bad title with 407 naming the field', async () => {
    const { token } = await buyer();
    const cases: [Record<string, unknown>, string][] = [
      [{ titleType: 3 }, 'data.titleType'],
      [{ title: '公' }, 'data.title'],
      [{ taxNo: undefined }, 'data.taxNo'],
      [{ taxNo: '9131011' }, 'data.taxNo'],
      [{ taxNo: '91310115MA1K4CXX9B-1' }, 'data.taxNo'],
      [{ account: '12ab' }, 'data.account'],
      [{ phone: '电话' }, 'data.phone'],
      [{ email: 'finance@' }, 'data.email'],
      [{ titleType: 1, title: '张三' }, 'data.taxNo'],
    ];
    for (const [patch, field] of cases) {
      const res = await ctx.call(T.add.path, { ...COMPANY_TITLE, ...patch }, token);
      expect(res.status, JSON.stringify(patch)).toBe(STATUS.BAD_PAYLOAD);
      expect(res.msg, JSON.stringify(patch)).toContain(field);
    }
    const saved = await ctx.call<TInvoiceTitle>(T.add.path, COMPANY_TITLE, token);
    const bad = await ctx.call(T.update.path, { ...COMPANY_TITLE, id: saved.data.id, taxNo: '' }, token);
    expect(bad).toMatchObject({ status: STATUS.BAD_PAYLOAD });
    expect(bad.msg).toContain('data.taxNo');
    expect((await ctx.call<TInvoiceTitle[]>(T.list.path, {}, token)).data).toHaveLength(1);
  });

  it(`keeps at most ${INVOICE_TITLE_LIMIT} titles, also when the last ones are added at once`, async () => {
    const { token } = await buyer();
    for (let i = 0; i < INVOICE_TITLE_LIMIT - 2; i++) {
      expect((await ctx.call(T.add.path, { titleType: 1, title: `个人抬头${i}` }, token)).status).toBe(200);
    }
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, i) => ctx.call(T.add.path, { titleType: 1, title: `并发抬头${i}` }, token)),
    );
    expect(racing.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of racing.filter((r) => r.status !== 200)) {
      expect(r).toMatchObject({ status: STATUS.CONFLICT, code: 'INVOICE_TITLE_LIMIT' });
    }
    expect((await ctx.call<TInvoiceTitle[]>(T.list.path, {}, token)).data).toHaveLength(INVOICE_TITLE_LIMIT);
  });

  describe('another buyer, a guest and a seller', () => {
    it('cannot see, edit or remove the title (404 to another buyer, 528 without a buyer token)', async () => {
      const owner = await buyer();
      const stranger = await buyer();
      const saved = await ctx.call<TInvoiceTitle>(T.add.path, COMPANY_TITLE, owner.token);
      const missing = { status: STATUS.NOT_FOUND, code: 'INVOICE_TITLE_NOT_FOUND' };
      expect(await ctx.call(T.update.path, { ...COMPANY_TITLE, id: saved.data.id }, stranger.token)).toMatchObject(
        missing,
      );
      expect(await ctx.call(T.remove.path, { id: saved.data.id }, stranger.token)).toMatchObject(missing);
      expect((await ctx.call<TInvoiceTitle[]>(T.list.path, {}, stranger.token)).data).toEqual([]);

      const sellerToken = await (await addSeller(ctx, [])).login();
      for (const [path, data] of [
        [T.list.path, {}],
        [T.add.path, COMPANY_TITLE],
        [T.update.path, { ...COMPANY_TITLE, id: saved.data.id }],
        [T.remove.path, { id: saved.data.id }],
      ] as const) {
        expect(await ctx.call(path, data), path).toMatchObject({ status: STATUS.NOT_LOGGED_IN });
        expect(await ctx.call(path, data, sellerToken), path).toMatchObject({ status: STATUS.NOT_LOGGED_IN });
      }
      expect((await ctx.call<TInvoiceTitle[]>(T.list.path, {}, owner.token)).data).toMatchObject([
        { ...COMPANY_TITLE },
      ]);
    });
  });

  it('joins the buyer’s data export and goes with the account', async () => {
    const b = await buyer();
    await ctx.call(T.add.path, COMPANY_TITLE, b.token);
    const file = await ctx.app.inject({
      method: 'POST',
      url: CALLS.privacy.exportMyData.path,
      payload: { data: {}, accessToken: b.token },
    });
    const sections = (file.json() as { sections: Record<string, { title: string; data: unknown }> }).sections;
    expect(sections.invoiceTitles).toMatchObject({ title: '发票抬头', data: [{ title: COMPANY_TITLE.title }] });

    const { db } = ctx.app.deps;
    const now = Date.now();
    await db
      .updateTable('users')
      .set({ deletion_requested_at: now - 1000, deletion_due_at: now - 1 })
      .where('id', '=', b.userId)
      .execute();
    expect(await runDueDeletions(ctx.app.deps, ctx.app.personalData, now)).toMatchObject({ deleted: 1 });
    const left = await db.selectFrom('invoice_titles').select('id').where('user_id', '=', b.userId).execute();
    expect(left).toEqual([]);
  });
});
