import { STATUS, type TSmartHomeAnswer } from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addSeller } from '../../test/fixtures.js';
import { describeEachDb, registerAndLogin } from '../../test/helper.js';

const GET = '/user/home/get.json';
const SET = '/user/home/set.json';

describeEachDb('我的家 (the buyer’s smart home)', (ctx) => {
  it('is empty until set; set answers and keeps it in list order; empty lists remove it', async () => {
    const { token } = await registerAndLogin(ctx);
    expect((await ctx.call<TSmartHomeAnswer>(GET, {}, token)).data).toEqual({
      ecosystems: [],
      hubProtocols: [],
      updatedAt: 0,
    });
    const set = await ctx.call<TSmartHomeAnswer>(
      SET,
      { ecosystems: ['HomeKit', '米家'], hubProtocols: ['BLE Mesh', 'Zigbee 3.0'] },
      token,
    );
    expect(set.status).toBe(200);
    expect(set.data).toMatchObject({ ecosystems: ['米家', 'HomeKit'], hubProtocols: ['Zigbee 3.0', 'BLE Mesh'] });
    expect(set.data.updatedAt).toBeGreaterThan(0);
    expect((await ctx.call<TSmartHomeAnswer>(GET, {}, token)).data).toEqual(set.data);

    const replaced = await ctx.call<TSmartHomeAnswer>(SET, { ecosystems: ['涂鸦'], hubProtocols: [] }, token);
    expect(replaced.data).toMatchObject({ ecosystems: ['涂鸦'], hubProtocols: [] });
    await ctx.call(SET, { ecosystems: [], hubProtocols: [] }, token);
    expect((await ctx.call<TSmartHomeAnswer>(GET, {}, token)).data.updatedAt).toBe(0);
    expect(await ctx.app.deps.db.selectFrom('smart_homes').selectAll().execute()).not.toContainEqual(
      expect.objectContaining({ ecosystems: 4 }),
    );
  });

  it('refuses unknown ecosystems and protocols, repeats and missing lists (407 naming the field)', async () => {
    const { token } = await registerAndLogin(ctx);
    const cases: [unknown, string][] = [
      [{ ecosystems: ['小米'], hubProtocols: [] }, 'data.ecosystems.0'],
      [{ ecosystems: ['米家'], hubProtocols: ['ZigBee'] }, 'data.hubProtocols.0'],
      [{ ecosystems: ['米家', '米家'], hubProtocols: [] }, 'data.ecosystems'],
      [{ ecosystems: ['米家'] }, 'data.hubProtocols'],
      [{ ecosystems: '米家', hubProtocols: [] }, 'data.ecosystems'],
      [{ ecosystems: [], hubProtocols: [], owner: 1 }, 'data'],
    ];
    for (const [data, field] of cases) {
      const res = await ctx.call(SET, data, token);
      expect(res.status, JSON.stringify(data)).toBe(407);
      expect(res.msg).toContain(field);
    }
    expect((await ctx.call<TSmartHomeAnswer>(GET, {}, token)).data.ecosystems).toEqual([]);
  });

  describe('who may read and write it', () => {
    let sellerToken: string;
    beforeAll(async () => {
      sellerToken = await (await addSeller(ctx, [])).login();
    });

    it("another buyer's home never shows: each reads and writes only their own", async () => {
      const owner = await registerAndLogin(ctx);
      const stranger = await registerAndLogin(ctx);
      await ctx.call(SET, { ecosystems: ['米家'], hubProtocols: ['Zigbee 3.0'] }, owner.token);
      expect((await ctx.call<TSmartHomeAnswer>(GET, {}, stranger.token)).data.ecosystems).toEqual([]);
      await ctx.call(SET, { ecosystems: ['HomeKit'], hubProtocols: [] }, stranger.token);
      expect((await ctx.call<TSmartHomeAnswer>(GET, {}, owner.token)).data).toMatchObject({
        ecosystems: ['米家'],
        hubProtocols: ['Zigbee 3.0'],
      });
    });

    it('refuses a guest and a seller token (528)', async () => {
      for (const [path, data] of [
        [GET, {}],
        [SET, { ecosystems: ['米家'], hubProtocols: [] }],
      ] as const) {
        expect((await ctx.call(path, data)).status).toBe(STATUS.NOT_LOGGED_IN);
        expect((await ctx.call(path, data, sellerToken)).status).toBe(STATUS.NOT_LOGGED_IN);
      }
    });
  });
});
