import { RETURN_ADDRESS_LIMIT, type TReturnAddress } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { addSeller, SHANGHAI_ADDRESS } from '../../test/fixtures.js';
import { describeEachDb, registerAndLogin } from '../../test/helper.js';

const LIST = '/seller/api/returnAddress/list.json';
const ADD = '/seller/api/returnAddress/add.json';
const UPDATE = '/seller/api/returnAddress/update.json';
const REMOVE = '/seller/api/returnAddress/remove.json';
const SET_DEFAULT = '/seller/api/returnAddress/setDefault.json';

const BEIJING = {
  realname: '王仓管',
  telphone: '13900002222',
  province: '110000',
  city: '110100',
  area: '110105',
  street: '酒仙桥路 10 号退货仓',
  isDefaultAddress: 0,
};

describeEachDb('seller return addresses', (ctx) => {
  /** A seller without any return address (the fixture gives one; this one is taken away). */
  async function bareSeller() {
    const seller = await addSeller(ctx, []);
    await ctx.app.deps.db.deleteFrom('return_addresses').where('seller_id', '=', seller.sellerId).execute();
    return { ...seller, token: await seller.login() };
  }

  const list = async (token: string) => (await ctx.call<TReturnAddress[]>(LIST, {}, token)).data;

  it('keeps one default: the first, then whichever is set default; removing the default promotes the newest', async () => {
    const s = await bareSeller();
    expect(await list(s.token)).toEqual([]);
    const first = await ctx.call<TReturnAddress>(ADD, BEIJING, s.token);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      isDefaultAddress: 1,
      realname: '王仓管',
      fullAddress: '北京市 市辖区 朝阳区 酒仙桥路 10 号退货仓',
    });
    const second = await ctx.call<TReturnAddress>(ADD, { ...SHANGHAI_ADDRESS, isDefaultAddress: 0 }, s.token);
    expect(second.data.isDefaultAddress).toBe(0);
    const third = await ctx.call<TReturnAddress>(
      ADD,
      { ...BEIJING, street: '望京街 9 号 2 层', isDefaultAddress: 1 },
      s.token,
    );
    expect(third.data.isDefaultAddress).toBe(1);
    expect((await list(s.token)).map((a) => [a.id, a.isDefaultAddress])).toEqual([
      [third.data.id, 1],
      [second.data.id, 0],
      [first.data.id, 0],
    ]);

    expect((await ctx.call(SET_DEFAULT, { id: first.data.id }, s.token)).status).toBe(200);
    expect((await list(s.token)).filter((a) => a.isDefaultAddress === 1).map((a) => a.id)).toEqual([first.data.id]);

    const edited = await ctx.call<TReturnAddress>(
      UPDATE,
      { ...BEIJING, id: first.data.id, street: '酒仙桥路 12 号' },
      s.token,
    );
    expect(edited.data).toMatchObject({ street: '酒仙桥路 12 号', isDefaultAddress: 1 });

    expect((await ctx.call(REMOVE, { id: first.data.id }, s.token)).status).toBe(200);
    expect((await list(s.token)).map((a) => [a.id, a.isDefaultAddress])).toEqual([
      [third.data.id, 1],
      [second.data.id, 0],
    ]);
    expect((await ctx.call(REMOVE, { id: second.data.id }, s.token)).status).toBe(200);
    expect((await ctx.call(REMOVE, { id: third.data.id }, s.token)).status).toBe(200);
    expect(await list(s.token)).toEqual([]);
  });

  it(`holds at most ${RETURN_ADDRESS_LIMIT} return addresses (409)`, async () => {
    const s = await bareSeller();
    for (let i = 0; i < RETURN_ADDRESS_LIMIT; i += 1) {
      expect((await ctx.call(ADD, { ...BEIJING, street: `酒仙桥路 ${i} 号院` }, s.token)).status).toBe(200);
    }
    const over = await ctx.call(ADD, BEIJING, s.token);
    expect(over).toMatchObject({ status: 409, code: 'RETURN_ADDRESS_LIMIT' });
    expect(over.msg).toContain(String(RETURN_ADDRESS_LIMIT));
  });

  it('refuses a bad address with 407 naming the field', async () => {
    const s = await bareSeller();
    const cases: [string, Record<string, unknown>, string][] = [
      [ADD, { ...BEIJING, realname: '王' }, 'data.realname'],
      [ADD, { ...BEIJING, telphone: '123' }, 'data.telphone'],
      [ADD, { ...BEIJING, city: '310100' }, 'data.city'],
      [ADD, { ...BEIJING, street: '短' }, 'data.street'],
      [UPDATE, { ...BEIJING, id: 'x' }, 'data.id'],
      [REMOVE, {}, 'data.id'],
      [SET_DEFAULT, { id: -1 }, 'data.id'],
    ];
    for (const [path, body, field] of cases) {
      const res = await ctx.call(path, body, s.token);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(407);
      expect(res.msg).toContain(field);
    }
    expect(await list(s.token)).toEqual([]);
  });

  describe('another seller, a buyer, a guest', () => {
    it("cannot reach a seller's return address: 404 for another seller, 528 for a buyer or a guest", async () => {
      const owner = await bareSeller();
      const other = await bareSeller();
      const added = await ctx.call<TReturnAddress>(ADD, BEIJING, owner.token);
      const missing = { status: 404, code: 'RETURN_ADDRESS_NOT_FOUND' };
      expect(await ctx.call(UPDATE, { ...BEIJING, id: added.data.id }, other.token)).toMatchObject(missing);
      expect(await ctx.call(REMOVE, { id: added.data.id }, other.token)).toMatchObject(missing);
      expect(await ctx.call(SET_DEFAULT, { id: added.data.id }, other.token)).toMatchObject(missing);
      expect(await list(other.token)).toEqual([]);

      const buyer = await registerAndLogin(ctx);
      for (const path of [LIST, ADD, UPDATE, REMOVE, SET_DEFAULT]) {
        const body = { ...BEIJING, id: added.data.id };
        expect((await ctx.call(path, body, buyer.token)).status, path).toBe(528);
        expect((await ctx.call(path, body)).status, path).toBe(528);
      }
      expect((await list(owner.token)).map((a) => a.street)).toEqual([BEIJING.street]);
    });
  });
});
