import { ADDRESS_LIMIT, type TAddress } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { SHANGHAI_ADDRESS } from '../../test/fixtures.js';
import { describeEachDb, registerAndLogin } from '../../test/helper.js';

const SELECT = '/order/address/selectAddress.json';
const ADD = '/order/address/addAddress.json';
const UPDATE = '/order/address/upadteAddress.json';
const DELETE = '/order/address/deleteAddress.json';

const BEIJING = {
  realname: '李四',
  telphone: '13900001111',
  province: '110000',
  city: '110100',
  area: '110105',
  street: '建国路 100 号 8 层',
  isDefaultAddress: 0,
};

describeEachDb('addresses', (ctx) => {
  it('keeps exactly one default: the first address, then whichever is set default', async () => {
    const { token } = await registerAndLogin(ctx);
    const first = await ctx.call<TAddress>(ADD, { ...BEIJING, isDefaultAddress: 0 }, token);
    expect(first.status).toBe(200);
    expect(first.data.isDefaultAddress).toBe(1);
    const second = await ctx.call<TAddress>(ADD, SHANGHAI_ADDRESS, token);
    expect(second.data.isDefaultAddress).toBe(1);
    let list = (await ctx.call<TAddress[]>(SELECT, {}, token)).data;
    expect(list.map((a) => [a.id, a.isDefaultAddress])).toEqual([
      [second.data.id, 1],
      [first.data.id, 0],
    ]);
    const edited = await ctx.call<TAddress>(
      UPDATE,
      { ...BEIJING, id: first.data.id, street: '建国路 200 号', isDefaultAddress: 1 },
      token,
    );
    expect(edited.data).toMatchObject({ street: '建国路 200 号', isDefaultAddress: 1 });
    list = (await ctx.call<TAddress[]>(SELECT, {}, token)).data;
    expect(list.filter((a) => a.isDefaultAddress === 1).map((a) => a.id)).toEqual([first.data.id]);
    // Deleting the default hands the flag to the newest remaining address.
    expect((await ctx.call(DELETE, { id: first.data.id }, token)).status).toBe(200);
    list = (await ctx.call<TAddress[]>(SELECT, {}, token)).data;
    expect(list.map((a) => [a.id, a.isDefaultAddress])).toEqual([[second.data.id, 1]]);
  });

  it('validates names, phones, streets and that the regions belong together (407 naming the field)', async () => {
    const { token } = await registerAndLogin(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ realname: '张' }, 'data.realname'],
      [{ realname: '张'.repeat(26) }, 'data.realname'],
      [{ telphone: '12345678901' }, 'data.telphone'],
      [{ street: '短' }, 'data.street'],
      [{ street: '长'.repeat(121) }, 'data.street'],
      [{ province: '999999' }, 'data.province'],
      [{ city: '110100' }, 'data.city'],
      [{ area: '110105' }, 'data.area'],
      [{ area: 'abc' }, 'data.area'],
      [{ isDefaultAddress: 2 }, 'data.isDefaultAddress'],
    ];
    for (const [patch, field] of cases) {
      const res = await ctx.call(ADD, { ...SHANGHAI_ADDRESS, ...patch }, token);
      expect(res.status, JSON.stringify(patch)).toBe(407);
      expect(res.msg).toContain(field);
    }
    expect((await ctx.call<TAddress[]>(SELECT, {}, token)).data).toEqual([]);
  });

  it(`holds at most ${ADDRESS_LIMIT} addresses`, async () => {
    const { token } = await registerAndLogin(ctx);
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      expect((await ctx.call(ADD, { ...BEIJING, street: `建国路 ${i} 号院` }, token)).status).toBe(200);
    }
    const over = await ctx.call(ADD, BEIJING, token);
    expect(over).toMatchObject({ status: 409, code: 'ADDRESS_LIMIT' });
    expect(over.msg).toContain(String(ADDRESS_LIMIT));
  });

  describe('another buyer', () => {
    it('cannot see, edit or delete the address (404)', async () => {
      const owner = await registerAndLogin(ctx);
      const stranger = await registerAndLogin(ctx);
      const added = await ctx.call<TAddress>(ADD, SHANGHAI_ADDRESS, owner.token);
      const missing = { status: 404, code: 'ADDRESS_NOT_FOUND' };
      expect(await ctx.call(UPDATE, { ...BEIJING, id: added.data.id }, stranger.token)).toMatchObject(missing);
      expect(await ctx.call(DELETE, { id: added.data.id }, stranger.token)).toMatchObject(missing);
      expect((await ctx.call<TAddress[]>(SELECT, {}, stranger.token)).data).toEqual([]);
      expect((await ctx.call<TAddress[]>(SELECT, {}, owner.token)).data[0]?.street).toBe(SHANGHAI_ADDRESS.street);
    });
  });
});
