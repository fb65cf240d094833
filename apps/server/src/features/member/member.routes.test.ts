import {
  CALLS,
  chinaDate,
  FEEDBACK_PER_HOUR,
  FOOTPRINT_MAX,
  STATUS,
  type TFavorite,
  type TFootprint,
} from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addBuyers, addSeller, type TFixtureSeller, type TQuickBuyer, uploadPng } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { recordFootprint } from './member.service.js';

const F = CALLS.favorite;
const P = CALLS.footprint;
const DETAIL = CALLS.catalogue.details.path;
const DAY = 86_400_000;

describeEachDb('member corner', (ctx) => {
  const db = () => ctx.app.deps.db;
  let seller: TFixtureSeller;
  let sellerToken: string;
  let productIds: number[];

  beforeAll(async () => {
    seller = await addSeller(
      ctx,
      ['网关', '门锁', '插座', '灯泡'].map((title) => ({ title: `智能${title}`, standards: [[9_900, 10]] })),
    );
    sellerToken = await seller.login();
    productIds = seller.products.map((p) => p.productId);
  });

  async function buyer(): Promise<TQuickBuyer> {
    const [b] = await addBuyers(ctx.app.deps, 1);
    if (!b) throw new Error('no buyer');
    return b;
  }
  const pid = (i: number) => productIds[i] ?? 0;

  async function favorites(token: string) {
    const res = await ctx.call<TFavorite[]>(F.query.path, { page: 1, limit: 10 }, token);
    expect(res.status).toBe(STATUS.OK);
    return { list: res.data, total: res.total ?? 0 };
  }
  async function footprints(token: string) {
    const res = await ctx.call<TFootprint[]>(P.query.path, { page: 1, limit: 100 }, token);
    expect(res.status).toBe(STATUS.OK);
    return { list: res.data, total: res.total ?? 0 };
  }
  /** Footprints are written after the detail's answer has left: wait for them. */
  async function footprintsSettled(token: string, count: number) {
    for (let i = 0; i < 50; i++) {
      const got = await footprints(token);
      // The views are recorded after their answers left: wait until the page and its count (two
      // statements, which a write can fall between) both show them.
      if (got.total >= count && got.list.length >= count) return got;
      await new Promise((r) => setTimeout(r, 20));
    }
    return footprints(token);
  }

  describe('POST /user/favorite/{add,remove,check,query}.json', () => {
    it('adds, checks, lists newest first with the current card, removes; add and remove are idempotent', async () => {
      const b = await buyer();
      expect(await ctx.call(F.check.path, { productId: pid(0) }, b.token)).toMatchObject({
        status: STATUS.OK,
        data: { favorite: false },
      });
      expect((await ctx.call(F.add.path, { productId: pid(0) }, b.token)).data).toEqual({ favorite: true });
      expect((await ctx.call(F.add.path, { productId: pid(0) }, b.token)).status).toBe(STATUS.OK);
      await ctx.call(F.add.path, { productId: pid(1) }, b.token);
      expect((await ctx.call(F.check.path, { productId: pid(0) }, b.token)).data).toEqual({ favorite: true });
      const { list, total } = await favorites(b.token);
      expect(total).toBe(2);
      expect(list.map((f) => f.productId)).toEqual([pid(1), pid(0)]);
      expect(list[0]?.product).toMatchObject({ id: pid(1), title: '智能门锁', price: 99, isSoldOut: false });
      expect((await ctx.call(F.remove.path, { productId: pid(0) }, b.token)).data).toEqual({ favorite: false });
      expect((await ctx.call(F.remove.path, { productId: pid(0) }, b.token)).status).toBe(STATUS.OK);
      expect((await favorites(b.token)).total).toBe(1);
    });

    it("one buyer's add and remove leave another buyer's favourites alone", async () => {
      const b = await buyer();
      const other = await buyer();
      for (const i of [0, 1]) await ctx.call(F.add.path, { productId: pid(i) }, other.token);
      // b adds one the other has and one the other has not, then removes both and one b never had.
      await ctx.call(F.add.path, { productId: pid(0) }, b.token);
      await ctx.call(F.add.path, { productId: pid(2) }, b.token);
      expect((await favorites(other.token)).list.map((f) => f.productId)).toEqual([pid(1), pid(0)]);
      for (const i of [0, 1, 2]) {
        expect((await ctx.call(F.remove.path, { productId: pid(i) }, b.token)).data).toEqual({ favorite: false });
      }
      expect((await favorites(b.token)).total).toBe(0);
      const theirs = await favorites(other.token);
      expect(theirs.total).toBe(2);
      expect(theirs.list.map((f) => f.productId)).toEqual([pid(1), pid(0)]);
      expect((await ctx.call(F.check.path, { productId: pid(1) }, other.token)).data).toEqual({ favorite: true });
      expect((await ctx.call(F.check.path, { productId: pid(2) }, other.token)).data).toEqual({ favorite: false });
    });

    it('ten concurrent adds of one product make one row', async () => {
      const b = await buyer();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => ctx.call(F.add.path, { productId: pid(2) }, b.token)),
      );
      expect(answers.every((a) => a.status === STATUS.OK)).toBe(true);
      const rows = await db().selectFrom('user_favorites').select('id').where('user_id', '=', b.userId).execute();
      expect(rows).toHaveLength(1);
    });

    it('an unknown product answers 404 PRODUCT_NOT_FOUND', async () => {
      const b = await buyer();
      expect(await ctx.call(F.add.path, { productId: 999_999 }, b.token)).toMatchObject({
        status: STATUS.NOT_FOUND,
        code: 'PRODUCT_NOT_FOUND',
      });
    });

    it('names the field of a bad payload (407)', async () => {
      const b = await buyer();
      for (const call of [F.add, F.remove, F.check]) {
        const res = await ctx.call(call.path, { productId: 'x' }, b.token);
        expect(res.status).toBe(STATUS.BAD_PAYLOAD);
        expect(res.msg).toContain('data.productId');
      }
      const q = await ctx.call(F.query.path, { limit: 1000 }, b.token);
      expect(q.status).toBe(STATUS.BAD_PAYLOAD);
      expect(q.msg).toContain('data.limit');
    });

    it('refuses a guest and a seller token (528)', async () => {
      for (const call of [F.add, F.remove, F.check, F.query]) {
        expect((await ctx.call(call.path, { productId: pid(0) })).status).toBe(STATUS.NOT_LOGGED_IN);
        expect((await ctx.call(call.path, { productId: pid(0) }, sellerToken)).status).toBe(STATUS.NOT_LOGGED_IN);
      }
    });
  });

  describe('footprints', () => {
    it("a buyer's detail read records one, cached or not; a guest's and a seller's do not", async () => {
      const b = await buyer();
      expect((await ctx.call(DETAIL, { id: pid(0) })).status).toBe(STATUS.OK);
      expect((await ctx.call(DETAIL, { id: pid(0) }, sellerToken)).status).toBe(STATUS.OK);
      expect((await ctx.call(DETAIL, { id: pid(0) }, b.token)).status).toBe(STATUS.OK);
      expect((await ctx.call(DETAIL, { id: pid(1) }, b.token)).status).toBe(STATUS.OK);
      const { list, total } = await footprintsSettled(b.token, 2);
      expect(total).toBe(2);
      expect(list.map((f) => f.productId)).toEqual([pid(1), pid(0)]);
      expect(list[0]).toMatchObject({ day: chinaDate(), product: { id: pid(1), title: '智能门锁' } });
      const all = await db().selectFrom('user_footprints').select('user_id').execute();
      expect(new Set(all.map((r) => r.user_id))).not.toContain(0);
    });

    it('keeps one per product per China day (the latest view on top), a new row the next day', async () => {
      const b = await buyer();
      const t0 = Date.UTC(2026, 10, 1, 2); // 10:00 in China
      await recordFootprint(db(), b.userId, pid(0), t0);
      await recordFootprint(db(), b.userId, pid(1), t0 + 1000);
      await recordFootprint(db(), b.userId, pid(0), t0 + 2000);
      let got = await footprints(b.token);
      expect(got.list.map((f) => [f.productId, f.day])).toEqual([
        [pid(0), '2026-11-01'],
        [pid(1), '2026-11-01'],
      ]);
      await recordFootprint(db(), b.userId, pid(0), t0 + DAY);
      got = await footprints(b.token);
      expect(got.list.map((f) => [f.productId, f.day])).toEqual([
        [pid(0), '2026-11-02'],
        [pid(0), '2026-11-01'],
        [pid(1), '2026-11-01'],
      ]);
    });

    it(`keeps the newest ${FOOTPRINT_MAX}`, async () => {
      const b = await buyer();
      const t0 = Date.UTC(2025, 0, 1);
      // FOOTPRINT_MAX + 5 days of the same product, written straight in, then one more view trims.
      await db()
        .insertInto('user_footprints')
        .values(
          Array.from({ length: FOOTPRINT_MAX + 5 }, (_, i) => ({
            user_id: b.userId,
            product_id: pid(3),
            day: chinaDate(t0 + i * DAY),
            viewed_at: t0 + i * DAY,
          })),
        )
        .execute();
      await recordFootprint(db(), b.userId, pid(2), Date.now());
      const rows = await db()
        .selectFrom('user_footprints')
        .select(['day', 'product_id'])
        .where('user_id', '=', b.userId)
        .orderBy('viewed_at', 'desc')
        .execute();
      expect(rows).toHaveLength(FOOTPRINT_MAX);
      expect(rows[0]?.product_id).toBe(pid(2));
      // The oldest six went: the newest kept of the old ones is day FOOTPRINT_MAX + 4.
      expect(rows[1]?.day).toBe(chinaDate(t0 + (FOOTPRINT_MAX + 4) * DAY));
      expect(rows.at(-1)?.day).toBe(chinaDate(t0 + 6 * DAY));
    });

    it('clear empties them', async () => {
      const b = await buyer();
      await recordFootprint(db(), b.userId, pid(0));
      expect((await footprints(b.token)).total).toBe(1);
      expect((await ctx.call(P.clear.path, {}, b.token)).status).toBe(STATUS.OK);
      expect((await footprints(b.token)).total).toBe(0);
    });

    it("one buyer's clear leaves another buyer's footprints alone", async () => {
      const b = await buyer();
      const other = await buyer();
      const now = Date.now();
      await recordFootprint(db(), b.userId, pid(0), now);
      await recordFootprint(db(), other.userId, pid(0), now);
      await recordFootprint(db(), other.userId, pid(1), now + 1);
      expect((await ctx.call(P.clear.path, {}, b.token)).status).toBe(STATUS.OK);
      expect((await footprints(b.token)).total).toBe(0);
      const theirs = await footprints(other.token);
      expect(theirs.total).toBe(2);
      expect(theirs.list.map((f) => f.productId)).toEqual([pid(1), pid(0)]);
    });

    it('names the field of a bad payload (407) and refuses a seller (528)', async () => {
      const b = await buyer();
      const res = await ctx.call(P.query.path, { page: 'x' }, b.token);
      expect(res.status).toBe(STATUS.BAD_PAYLOAD);
      expect(res.msg).toContain('data.page');
      const clear = await ctx.call(P.clear.path, [], b.token);
      expect(clear.status).toBe(STATUS.BAD_PAYLOAD);
      for (const call of [P.query, P.clear]) {
        expect((await ctx.call(call.path, {}, sellerToken)).status).toBe(STATUS.NOT_LOGGED_IN);
        expect((await ctx.call(call.path, {})).status).toBe(STATUS.NOT_LOGGED_IN);
      }
    });
  });

  describe('POST /user/feedback/add.json', () => {
    const ADD = CALLS.feedback.add.path;

    it('stores feedback with the buyer’s own pictures', async () => {
      const b = await buyer();
      const picture = await uploadPng(ctx, b.token);
      const res = await ctx.call<{ id: number }>(
        ADD,
        { type: 2, content: '订单页面加载慢', contact: 'me@example.com', images: [picture] },
        b.token,
      );
      expect(res.status).toBe(STATUS.OK);
      const row = await db().selectFrom('user_feedback').selectAll().where('id', '=', res.data.id).executeTakeFirst();
      expect(row).toMatchObject({ user_id: b.userId, type: 2, content: '订单页面加载慢', contact: 'me@example.com' });
      expect(JSON.parse(row?.images ?? '[]')).toEqual([picture]);
    });

    it("refuses another buyer's picture (404 UPLOAD_NOT_OWNED)", async () => {
      const b = await buyer();
      const other = await buyer();
      const picture = await uploadPng(ctx, other.token);
      const res = await ctx.call(ADD, { type: 1, content: '希望增加更多品牌', images: [picture] }, b.token);
      expect(res).toMatchObject({ status: STATUS.NOT_FOUND, code: 'UPLOAD_NOT_OWNED' });
    });

    it('names the field of a bad payload (407)', async () => {
      const b = await buyer();
      const cases: [unknown, string][] = [
        [{ type: 5, content: '内容足够长了' }, 'data.type'],
        [{ type: 1, content: '短' }, 'data.content'],
        [{ type: 1, content: 'x'.repeat(501) }, 'data.content'],
        [{ type: 1, content: '内容足够长了', contact: 'not a contact' }, 'data.contact'],
        [
          { type: 1, content: '内容足够长了', images: Array(7).fill('/files/2026/01/aaaaaaaaaaaaaaaaaaaaaaaa.png') },
          'data.images',
        ],
      ];
      for (const [data, field] of cases) {
        const res = await ctx.call(ADD, data, b.token);
        expect(res.status, field).toBe(STATUS.BAD_PAYLOAD);
        expect(res.msg).toContain(field);
      }
    });

    it(`takes ${FEEDBACK_PER_HOUR} an hour per buyer, then 429 FEEDBACK_THROTTLED`, async () => {
      const b = await buyer();
      for (let i = 0; i < FEEDBACK_PER_HOUR; i++) {
        expect((await ctx.call(ADD, { type: 4, content: `第${i}条客服留言` }, b.token)).status).toBe(STATUS.OK);
      }
      expect(await ctx.call(ADD, { type: 4, content: '再来一条留言' }, b.token)).toMatchObject({
        status: STATUS.TOO_MANY,
        code: 'FEEDBACK_THROTTLED',
      });
      const other = await buyer();
      expect((await ctx.call(ADD, { type: 4, content: '别人的留言' }, other.token)).status).toBe(STATUS.OK);
    });

    it('refuses a guest and a seller token (528)', async () => {
      const data = { type: 1, content: '内容足够长了' };
      expect((await ctx.call(ADD, data)).status).toBe(STATUS.NOT_LOGGED_IN);
      expect((await ctx.call(ADD, data, sellerToken)).status).toBe(STATUS.NOT_LOGGED_IN);
    });
  });
});

// The detail call answers from the response cache: a buyer's read served from it still leaves a footprint.
describeEachDb(
  'footprints behind the response cache',
  (ctx) => {
    it("records a buyer's read answered from the cache, and never a guest's", async () => {
      const seller = await addSeller(ctx, [{ title: '智能窗帘电机', standards: [[29_900, 5]] }]);
      const productId = seller.products[0]?.productId ?? 0;
      const [b] = await addBuyers(ctx.app.deps, 1);
      if (!b) throw new Error('no buyer');
      // The guest's read fills the cache; the buyer's is the same payload, answered from it.
      const guest = await ctx.call(DETAIL, { id: productId });
      const buyer = await ctx.call(DETAIL, { id: productId }, b.token);
      expect(buyer).toEqual(guest);
      let total = 0;
      for (let i = 0; i < 50 && total === 0; i++) {
        await new Promise((r) => setTimeout(r, 20));
        total = (await ctx.call<TFootprint[]>(P.query.path, {}, b.token)).total ?? 0;
      }
      expect(total).toBe(1);
      const rows = await ctx.app.deps.db.selectFrom('user_footprints').select('user_id').execute();
      expect(rows.map((r) => r.user_id)).toEqual([b.userId]);
    });
  },
  { CATALOGUE_CACHE_MS: '60000' },
);
