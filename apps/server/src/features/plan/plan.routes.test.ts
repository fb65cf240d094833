import {
  CALLS,
  PLAN_PRODUCTS_MAX,
  PLANS_PER_HOUR,
  STATUS,
  type TPlanCard,
  type TPlanDetail,
  type TPlanInput,
  type TUploadResult,
} from '@mall/contract';
import { XSS_CORPUS } from '@mall/contract/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { addBuyers, addSeller, type TFixtureSeller, type TQuickBuyer, uploadPng } from '../../test/fixtures.js';
import { describeEachDb, freshIp, type TTestContext } from '../../test/helper.js';
import { expectInert } from '../../test/rich-text.js';
import { publishPlan } from './plan.service.js';

const P = CALLS.plan;
const BOUNDARY = '----planTestBoundary';

/** Uploads a small clean PDF as the buyer and answers its site path and size. */
async function uploadPdf(ctx: TTestContext, token: string, name = '方案说明.pdf'): Promise<TUploadResult> {
  const bytes = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
  const part = (headers: string) => Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`);
  const payload = Buffer.concat([
    part('Content-Disposition: form-data; name="accessToken"'),
    Buffer.from(`${token}\r\n`),
    part(`Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: CALLS.upload.uploadFile.path,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  const body = res.json() as { status: number; data: TUploadResult };
  if (body.status !== 200) throw new Error(`upload failed: ${res.body}`);
  return body.data;
}

describeEachDb('plans', (ctx) => {
  const db = () => ctx.app.deps.db;
  let seller: TFixtureSeller;
  let alice: { userId: number; token: string };
  let bob: { userId: number; token: string };
  /** [productId, standardId] of: a lamp (2 standards), a lock, a gateway (stock 0), an off-sale sensor. */
  let lampA: [number, number];
  let lampB: [number, number];
  let lock: [number, number];
  let gateway: [number, number];
  let sensor: [number, number];

  const line = ([productId, standardId]: [number, number], quantity: number) => ({ productId, standardId, quantity });
  const input = (over: Partial<TPlanInput> = {}): TPlanInput => ({
    title: '三居室全屋智能方案',
    scene: '家庭',
    summary: '门锁、灯光与网关联动的三居室方案，一次配齐。',
    htmlCode: '<h2>方案概述</h2><p>全屋灯光与门锁联动，离家自动布防。</p>',
    products: [line(lampA, 4), line(lock, 1)],
    ...over,
  });

  beforeAll(async () => {
    seller = await addSeller(ctx, [
      {
        title: '智能吸顶灯',
        standards: [
          [19_900, 50],
          [29_900, 3],
        ],
      },
      { title: '指纹智能门锁', standards: [[129_900, 10]] },
      { title: 'Zigbee 网关', standards: [[9_900, 0]] },
      { title: '温湿度传感器', standards: [[4_900, 100]] },
    ]);
    const [l, k, g, s] = seller.products.map((p) => p.productId as number);
    const std = (i: number, j = 0) => seller.products[i]?.standardIds[j] as number;
    lampA = [l as number, std(0)];
    lampB = [l as number, std(0, 1)];
    lock = [k as number, std(1)];
    gateway = [g as number, std(2)];
    sensor = [s as number, std(3)];
    const buyers = await addBuyers(ctx.app.deps, 2);
    alice = buyers[0] as TQuickBuyer;
    bob = buyers[1] as TQuickBuyer;
  });

  describe('add and detail', () => {
    it("publishes a plan with a PDF, a cover and products, and shows it with its bill of materials at today's prices", async () => {
      const pdf = await uploadPdf(ctx, alice.token);
      const cover = await uploadPng(ctx, alice.token, '封面.png');
      const added = await ctx.call<{ id: number }>(
        P.add.path,
        input({
          cover,
          attachments: [{ url: pdf.url, name: '方案说明.pdf' }],
          products: [line(lampA, 4), line(lampB, 2), line(lock, 1)],
        }),
        alice.token,
      );
      expect(added.status, added.msg).toBe(STATUS.OK);
      const res = await ctx.call<TPlanDetail>(P.detail.path, { id: added.data.id });
      expect(res.status, res.msg).toBe(STATUS.OK);
      expect(res.data).toMatchObject({
        id: added.data.id,
        title: '三居室全屋智能方案',
        scene: '家庭',
        cover,
        views: 1,
        productCount: 3,
        isOwner: false,
        attachments: [{ url: pdf.url, name: '方案说明.pdf', size: pdf.size, kind: 'pdf' }],
      });
      expect(res.data.authorName).toMatch(/\*/);
      expect(res.data.products).toEqual([
        {
          productId: lampA[0],
          standardId: lampA[1],
          quantity: 4,
          title: '智能吸顶灯',
          image: '/img/test.png',
          standardName: '版本1',
          price: 199,
          stock: 50,
          purchaseLimit: 10,
          subtotal: 796,
          isAvailable: true,
          issue: null,
        },
        expect.objectContaining({ standardId: lampB[1], price: 299, stock: 3, quantity: 2, subtotal: 598 }),
        expect.objectContaining({ standardId: lock[1], price: 1299, stock: 10, subtotal: 1299 }),
      ]);
      expect(res.data.total).toBe(796 + 598 + 1299);
      // The owner's own read says so, and counts no view.
      const own = await ctx.call<TPlanDetail>(P.detail.path, { id: added.data.id }, alice.token);
      expect(own.data).toMatchObject({ isOwner: true, views: 1 });
      const other = await ctx.call<TPlanDetail>(P.detail.path, { id: added.data.id }, bob.token);
      expect(other.data).toMatchObject({ isOwner: false, views: 2 });
      // A bad token on the public read is just a guest.
      const bad = await ctx.call<TPlanDetail>(P.detail.path, { id: added.data.id }, 'nope');
      expect(bad).toMatchObject({ status: STATUS.OK, data: { isOwner: false, views: 3 } });
    });

    it('shows the current price and stock, and a product gone off sale or sold out still shows, marked', async () => {
      const { data } = await ctx.call<{ id: number }>(
        P.add.path,
        input({ products: [line(sensor, 2), line(lampA, 1), line(lock, 1)] }),
        alice.token,
      );
      await db()
        .updateTable('product_standards')
        .set({ price_fen: 5_900, stock: 7 })
        .where('id', '=', sensor[1])
        .execute();
      await db().updateTable('products').set({ status: 0 }).where('id', '=', lock[0]).execute();
      await db().updateTable('product_standards').set({ stock: 0 }).where('id', '=', lampA[1]).execute();
      try {
        const res = await ctx.call<TPlanDetail>(P.detail.path, { id: data.id });
        expect(res.data.products.map((p) => [p.title, p.price, p.stock, p.isAvailable, p.issue])).toEqual([
          ['温湿度传感器', 59, 7, true, null],
          ['智能吸顶灯', 199, 0, false, 'soldOut'],
          ['指纹智能门锁', 1299, 0, false, 'offSale'],
        ]);
        expect(res.data.total).toBe(118);
        // The total is what 一键加购 puts in: a line short of stock counts its stock, not its quantity.
        await db().updateTable('product_standards').set({ stock: 1 }).where('id', '=', sensor[1]).execute();
        const short = await ctx.call<TPlanDetail>(P.detail.path, { id: data.id });
        expect(short.data.products[0]).toMatchObject({ quantity: 2, stock: 1, subtotal: 118 });
        expect(short.data.total).toBe(59);
        // A product removed from the catalogue altogether: the line stays, marked gone.
        await db().deleteFrom('product_standards').where('id', '=', sensor[1]).execute();
        const gone = await ctx.call<TPlanDetail>(P.detail.path, { id: data.id });
        expect(gone.data.products[0]).toMatchObject({
          title: '温湿度传感器',
          issue: 'gone',
          isAvailable: false,
          price: 0,
        });
        expect(gone.data.total).toBe(0);
      } finally {
        await db()
          .insertInto('product_standards')
          .values({ id: sensor[1], product_id: sensor[0], specs: '["版本1"]', price_fen: 4_900, stock: 100 })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        await db().updateTable('products').set({ status: 1 }).where('id', '=', lock[0]).execute();
        await db().updateTable('product_standards').set({ stock: 50 }).where('id', '=', lampA[1]).execute();
      }
    });

    it('refuses bad payloads naming the field', async () => {
      const cases: [Partial<TPlanInput> | Record<string, unknown>, string][] = [
        [{ title: '短' }, 'data.title'],
        [{ title: 'x'.repeat(61) }, 'data.title'],
        [{ scene: '学校' }, 'data.scene'],
        [{ summary: '太短' }, 'data.summary'],
        [{ htmlCode: '<p>空</p>' }, 'data.htmlCode'],
        [{ htmlCode: `<p>${'字'.repeat(50_001)}</p>` }, 'data.htmlCode'],
        [{ cover: 'javascript:alert(1)' }, 'data.cover'],
        [{ cover: '/files/2026/01/0123456789abcdef01234567.pdf' }, 'data.cover'],
        [{ attachments: [{ url: '/etc/passwd', name: 'x' }] }, 'data.attachments.0.url'],
        [
          {
            attachments: Array.from({ length: 6 }, () => ({
              url: '/files/2026/01/0123456789abcdef01234567.pdf',
              name: 'a',
            })),
          },
          'data.attachments',
        ],
        [{ products: [] }, 'data.products'],
        [
          {
            products: Array.from({ length: PLAN_PRODUCTS_MAX + 1 }, (_, i) => ({
              productId: 1,
              standardId: i + 1,
              quantity: 1,
            })),
          },
          'data.products',
        ],
        [{ products: [{ productId: 1, standardId: 1, quantity: 0 }] }, 'data.products.0.quantity'],
        [{ products: [{ productId: 1, standardId: 1, quantity: 10_000 }] }, 'data.products.0.quantity'],
        [{ products: [{ productId: 1, standardId: 1, quantity: 1.5 }] }, 'data.products.0.quantity'],
        [{ products: [{ productId: 1, quantity: 1 }] }, 'data.products.0.standardId'],
        [{ products: [line(lampA, 1), line(lampA, 2)] }, 'data.products'],
      ];
      for (const [over, field] of cases) {
        const res = await ctx.call(P.add.path, { ...input(), ...over }, alice.token);
        expect(res.status, JSON.stringify(over).slice(0, 80)).toBe(STATUS.BAD_PAYLOAD);
        expect(res.msg).toContain(field);
        // The envelope names the field the text names, as its path inside data.
        expect(`data.${res.field}`).toContain(field);
        expect(res.msg).toMatch(new RegExp(`^参数解析失败：data\\.${res.field} `));
      }
      const noBody = await ctx.call(P.add.path, null, alice.token);
      expect(noBody.status).toBe(STATUS.BAD_PAYLOAD);
    });

    it('refuses products gone, off sale or with a standard not their own, naming the line', async () => {
      await db().updateTable('products').set({ status: 0 }).where('id', '=', sensor[0]).execute();
      try {
        for (const products of [
          [line(lampA, 1), line(sensor, 1)],
          [line(lampA, 1), { productId: lock[0], standardId: lampB[1], quantity: 1 }],
          [line(lampA, 1), { productId: 2_000_000, standardId: 2_000_000, quantity: 1 }],
        ]) {
          const res = await ctx.call(P.add.path, input({ products }), alice.token);
          expect(res).toMatchObject({ status: STATUS.NOT_FOUND, code: 'PLAN_PRODUCT_INVALID', field: 'products.1' });
        }
      } finally {
        await db().updateTable('products').set({ status: 1 }).where('id', '=', sensor[0]).execute();
      }
      // Sold out is fine to publish: a plan outlives today's stock.
      const soldOut = await ctx.call(P.add.path, input({ products: [line(gateway, 2)] }), alice.token);
      expect(soldOut.status, soldOut.msg).toBe(STATUS.OK);
    });

    it("takes only the author's own uploads as cover and attachments", async () => {
      const theirs = await uploadPng(ctx, bob.token);
      const theirPdf = await uploadPdf(ctx, bob.token);
      const cover = await ctx.call(P.add.path, input({ cover: theirs }), alice.token);
      expect(cover).toMatchObject({ status: STATUS.NOT_FOUND, code: 'UPLOAD_NOT_OWNED' });
      expect(cover.field).toBe('cover');
      const attachment = await ctx.call(
        P.add.path,
        input({ attachments: [{ url: theirPdf.url, name: 'x.pdf' }] }),
        alice.token,
      );
      expect(attachment).toMatchObject({ status: STATUS.NOT_FOUND, code: 'UPLOAD_NOT_OWNED' });
      expect(attachment.field).toBe('attachments');
      // A picture passed off as a PDF by its path is not one.
      const never = await ctx.call(
        P.add.path,
        input({ attachments: [{ url: '/files/2026/01/0123456789abcdef01234567.pdf', name: 'x.pdf' }] }),
        alice.token,
      );
      expect(never.code).toBe('UPLOAD_NOT_OWNED');
    });

    it('answers 404 for an unknown plan and refuses guests and seller tokens on buyer calls', async () => {
      expect(await ctx.call(P.detail.path, { id: 999_999 })).toMatchObject({
        status: STATUS.NOT_FOUND,
        code: 'PLAN_NOT_FOUND',
      });
      expect((await ctx.call(P.detail.path, { id: 'x' })).msg).toContain('data.id');
      const sellerToken = await seller.login();
      for (const [path, data] of [
        [P.add.path, input()],
        [P.update.path, { id: 1, ...input() }],
        [P.delete.path, { id: 1 }],
        [P.mine.path, {}],
      ] as const) {
        expect((await ctx.call(path, data)).status).toBe(STATUS.NOT_LOGGED_IN);
        expect((await ctx.call(path, data, sellerToken)).status).toBe(STATUS.NOT_LOGGED_IN);
      }
    });
  });

  describe('update, delete and mine', () => {
    it('lets the author rewrite and delete the plan; anybody else gets 404 and changes nothing', async () => {
      const { data } = await ctx.call<{ id: number }>(
        P.add.path,
        input({ title: '待修改的办公方案', scene: '办公' }),
        alice.token,
      );
      const edit = { id: data.id, ...input({ title: '改过的办公方案', scene: '办公', products: [line(lock, 3)] }) };
      expect(await ctx.call(P.update.path, edit, bob.token)).toMatchObject({
        status: STATUS.NOT_FOUND,
        code: 'PLAN_NOT_FOUND',
      });
      expect(await ctx.call(P.delete.path, { id: data.id }, bob.token)).toMatchObject({
        status: STATUS.NOT_FOUND,
        code: 'PLAN_NOT_FOUND',
      });
      expect(await ctx.call(P.update.path, { ...edit, id: 999_999 }, alice.token)).toMatchObject({
        code: 'PLAN_NOT_FOUND',
      });
      const untouched = await ctx.call<TPlanDetail>(P.detail.path, { id: data.id });
      expect(untouched.data.title).toBe('待修改的办公方案');

      const updated = await ctx.call(P.update.path, edit, alice.token);
      expect(updated.status, updated.msg).toBe(STATUS.OK);
      const after = await ctx.call<TPlanDetail>(P.detail.path, { id: data.id });
      expect(after.data).toMatchObject({
        title: '改过的办公方案',
        productCount: 1,
        products: [{ standardId: lock[1], quantity: 3 }],
      });
      expect((await ctx.call(P.update.path, { ...edit, title: 'x' }, alice.token)).msg).toContain('data.title');

      expect((await ctx.call(P.delete.path, { id: data.id }, alice.token)).status).toBe(STATUS.OK);
      expect((await ctx.call(P.detail.path, { id: data.id })).status).toBe(STATUS.NOT_FOUND);
      expect((await ctx.call(P.delete.path, { id: data.id }, alice.token)).code).toBe('PLAN_NOT_FOUND');
      const lines = await db().selectFrom('plan_products').select('id').where('plan_id', '=', data.id).execute();
      expect(lines).toEqual([]);
    });

    it('refuses bad delete and update payloads naming the field, and leaves the plan as it was', async () => {
      const { data } = await ctx.call<{ id: number }>(P.add.path, input({ title: '不会被改动的方案' }), alice.token);
      const edit = { id: data.id, ...input({ title: '改不成的方案' }) };
      for (const [payload, field] of [
        [{ id: 'x' }, 'data.id'],
        [{ id: 0 }, 'data.id'],
        [{ id: -1 }, 'data.id'],
        [{}, 'data.id'],
        // Not coerced: `true` and `[id]` are not the id (z.coerce.number() read them as 1 and as the id).
        [{ id: true }, 'data.id'],
        [{ id: [data.id] }, 'data.id'],
        [{ id: null }, 'data.id'],
      ] as const) {
        const res = await ctx.call(P.delete.path, payload, alice.token);
        expect(res.status, JSON.stringify(payload)).toBe(STATUS.BAD_PAYLOAD);
        expect(res.msg).toContain(field);
      }
      expect((await ctx.call(P.delete.path, { id: true }, alice.token)).msg).toBe(
        '参数解析失败：data.id 无效输入：期望 数字，实际接收 boolean',
      );
      expect((await ctx.call(P.delete.path, { id: [data.id] }, alice.token)).msg).toBe(
        '参数解析失败：data.id 无效输入：期望 数字，实际接收 数组',
      );
      expect((await ctx.call(P.delete.path, null, alice.token)).status).toBe(STATUS.BAD_PAYLOAD);
      const cases: [Record<string, unknown>, string][] = [
        [{ id: 'x' }, 'data.id'],
        [{ id: undefined }, 'data.id'],
        [{ scene: '学校' }, 'data.scene'],
        [{ summary: '太短' }, 'data.summary'],
        [{ htmlCode: '<p>空</p>' }, 'data.htmlCode'],
        [{ products: [] }, 'data.products'],
        [{ products: [line(lock, 0)] }, 'data.products.0.quantity'],
        [{ products: [line(lock, 1), line(lock, 2)] }, 'data.products'],
        [{ attachments: 'x' }, 'data.attachments'],
        [{ attachments: { url: '/files/2026/01/0123456789abcdef01234567.pdf', name: 'a' } }, 'data.attachments'],
        [{ cover: 'https://evil.example/a.png' }, 'data.cover'],
      ];
      for (const [over, field] of cases) {
        const res = await ctx.call(P.update.path, { ...edit, ...over }, alice.token);
        expect(res.status, JSON.stringify(over)).toBe(STATUS.BAD_PAYLOAD);
        expect(res.msg).toContain(field);
      }
      const after = await ctx.call<TPlanDetail>(P.detail.path, { id: data.id });
      expect(after.data).toMatchObject({
        title: '不会被改动的方案',
        scene: '家庭',
        productCount: 2,
        products: [
          { standardId: lampA[1], quantity: 4 },
          { standardId: lock[1], quantity: 1 },
        ],
      });
    });

    it("lists the caller's own plans newest first with the total", async () => {
      const [carol] = await addBuyers(ctx.app.deps, 1);
      const token = carol?.token as string;
      const empty = await ctx.call<TPlanCard[]>(P.mine.path, {}, token);
      expect(empty).toMatchObject({ status: STATUS.OK, data: [], total: 0 });
      const ids: number[] = [];
      for (const title of ['第一个养老方案', '第二个养老方案', '第三个养老方案']) {
        ids.push((await ctx.call<{ id: number }>(P.add.path, input({ title, scene: '养老' }), token)).data.id);
      }
      const mine = await ctx.call<TPlanCard[]>(P.mine.path, { page: 1, limit: 2 }, token);
      expect(mine.total).toBe(3);
      expect(mine.data.map((p) => p.id)).toEqual([ids[2], ids[1]]);
      expect(mine.data[0]).toMatchObject({
        title: '第三个养老方案',
        scene: '养老',
        productCount: 2,
        cover: '/img/test.png',
      });
      expect((await ctx.call(P.mine.path, { limit: 0 }, token)).msg).toContain('data.limit');
    });
  });

  describe('query', () => {
    let ids: number[] = [];
    let dave = 0;
    const T0 = Date.UTC(2030, 0, 1);
    beforeAll(async () => {
      const [d] = await addBuyers(ctx.app.deps, 1);
      dave = d?.userId as number;
      const base = { html: '<p>正文内容足够长的方案说明</p>', cover: '', attachments: [], products: [line(lampA, 1)] };
      // Far in the future so they lead the "new" order; views set so that "hot" differs.
      const rows = [
        { title: '农场大棚环境监测', scene: '农业', summary: '温湿度与土壤墒情 100% 覆盖', views: 5 },
        { title: '工厂能耗监测方案', scene: '工厂', summary: '电表与网关_采集', views: 50 },
        { title: '社区门禁 Matter 方案', scene: '社区', summary: '人脸门禁与访客管理', views: 50 },
        { title: '酒店客控 Matter 方案', scene: '酒店', summary: '插卡取电与灯光联动', views: 1 },
        { title: '农业灌溉自动化', scene: '农业', summary: '水泵与阀门远程控制', views: 20 },
      ] as const;
      ids = [];
      for (const [i, r] of rows.entries()) {
        ids.push(
          await publishPlan(
            db(),
            dave,
            { ...base, title: r.title, scene: r.scene, summary: r.summary },
            { now: T0 + i * 1000, views: r.views },
          ),
        );
      }
    });

    it('pages newest first with the total, and most viewed first with ties by the later id', async () => {
      const all = await ctx.call<TPlanCard[]>(P.query.path, { limit: 3 });
      expect(all.status, all.msg).toBe(STATUS.OK);
      expect(all.data.map((p) => p.id)).toEqual([ids[4], ids[3], ids[2]]);
      const count = await db()
        .selectFrom('plans')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(all.total).toBe(Number(count.n));
      const page2 = await ctx.call<TPlanCard[]>(P.query.path, { page: 2, limit: 2 });
      expect(page2.data.map((p) => p.id)).toEqual([ids[2], ids[1]]);
      expect((await ctx.call<TPlanCard[]>(P.query.path, { page: 999, limit: 2 })).data).toEqual([]);
      const hot = await ctx.call<TPlanCard[]>(P.query.path, { sort: 'hot', limit: 3 });
      expect(hot.data.map((p) => p.id)).toEqual([ids[2], ids[1], ids[4]]);
    });

    it('filters by scene and by every keyword term in title or summary, LIKE characters literal', async () => {
      const farm = await ctx.call<TPlanCard[]>(P.query.path, { scene: '农业' });
      expect(farm.total).toBe(2);
      expect(farm.data.map((p) => p.id)).toEqual([ids[4], ids[0]]);
      const farmHot = await ctx.call<TPlanCard[]>(P.query.path, { scene: '农业', sort: 'hot' });
      expect(farmHot.data.map((p) => p.id)).toEqual([ids[4], ids[0]]);
      const matter = await ctx.call<TPlanCard[]>(P.query.path, { keyword: ' matter  酒店 ' });
      expect(matter.data.map((p) => p.id)).toEqual([ids[3]]);
      const summary = await ctx.call<TPlanCard[]>(P.query.path, { keyword: '访客' });
      expect(summary.data.map((p) => p.id)).toEqual([ids[2]]);
      expect((await ctx.call<TPlanCard[]>(P.query.path, { keyword: '100%' })).data.map((p) => p.id)).toEqual([ids[0]]);
      expect((await ctx.call<TPlanCard[]>(P.query.path, { keyword: '网关_' })).data.map((p) => p.id)).toEqual([ids[1]]);
      expect((await ctx.call<TPlanCard[]>(P.query.path, { keyword: '%' })).total).toBe(1);
      expect((await ctx.call<TPlanCard[]>(P.query.path, { keyword: '\\' })).total).toBe(0);
      const both = await ctx.call<TPlanCard[]>(P.query.path, { keyword: 'matter', scene: '社区' });
      expect(both.data.map((p) => p.id)).toEqual([ids[2]]);
      // Blank fields are as good as absent.
      const blank = await ctx.call<TPlanCard[]>(P.query.path, { keyword: '', scene: null, limit: 1 });
      expect(blank.data.map((p) => p.id)).toEqual([ids[4]]);
    });

    it('refuses bad queries naming the field', async () => {
      for (const [data, field] of [
        [{ limit: 0 }, 'data.limit'],
        [{ page: 0 }, 'data.page'],
        [{ scene: '学校' }, 'data.scene'],
        [{ sort: 'price' }, 'data.sort'],
        [{ keyword: 'x'.repeat(31) }, 'data.keyword'],
      ] as const) {
        const res = await ctx.call(P.query.path, data);
        expect(res.status).toBe(STATUS.BAD_PAYLOAD);
        expect(res.msg).toContain(field);
      }
    });

    it('counts every one of 20 concurrent reads', async () => {
      const id = ids[3] as number;
      const before = await db().selectFrom('plans').select('views').where('id', '=', id).executeTakeFirstOrThrow();
      const reads = await Promise.all(Array.from({ length: 20 }, () => ctx.call<TPlanDetail>(P.detail.path, { id })));
      expect(reads.every((r) => r.status === STATUS.OK)).toBe(true);
      const after = await db().selectFrom('plans').select('views').where('id', '=', id).executeTakeFirstOrThrow();
      expect(Number(after.views) - Number(before.views)).toBe(20);
      // Each read saw its own count: 20 distinct values.
      expect(new Set(reads.map((r) => r.data.views)).size).toBe(20);
    });

    it('counts a viewer once a China day: a guest by address, a buyer by account, the author never', async () => {
      const [author] = await addBuyers(ctx.app.deps, 1);
      const body = { html: '<p>正文内容足够长的方案说明</p>', cover: '', attachments: [], products: [line(lampA, 1)] };
      const id = await publishPlan(
        db(),
        author?.userId as number,
        { ...body, title: '热门刷量测试方案', scene: '家庭', summary: '同一访客一天只算一次浏览' },
        { now: T0 - 1000 },
      );
      const views = async () =>
        Number((await db().selectFrom('plans').select('views').where('id', '=', id).executeTakeFirstOrThrow()).views);
      const read = (token?: string, ip?: string) => ctx.call<TPlanDetail>(P.detail.path, { id }, token, ip);
      const [home, office] = [freshIp(), freshIp()];
      // 50 guest reads from one address, at once: one view, and every answer says so.
      const burst = await Promise.all(Array.from({ length: 50 }, () => read(undefined, home)));
      expect(burst.every((r) => r.status === STATUS.OK && r.data.views === 1)).toBe(true);
      expect(await views()).toBe(1);
      // Another address is another viewer.
      for (let i = 0; i < 5; i += 1) await read(undefined, office);
      expect(await views()).toBe(2);
      // A buyer is one viewer whatever the address, and not the guest of that address.
      for (const ip of [home, freshIp(), freshIp()]) await read(alice.token, ip);
      expect(await views()).toBe(3);
      // The author's own reads count none.
      for (const ip of [freshIp(), freshIp()]) await read(author?.token, ip);
      expect(await views()).toBe(3);
      // The addresses are kept only as keyed hashes.
      const rows = await db()
        .selectFrom('content_views')
        .selectAll()
        .where('kind', '=', 'plan')
        .where('content_id', '=', id)
        .execute();
      expect(rows.map((r) => r.viewer).filter((v) => v.startsWith('a:'))).toHaveLength(2);
      expect(JSON.stringify(rows)).not.toMatch(new RegExp(`${home}|${office}`.replaceAll('.', '\\.')));
    });
  });

  describe('rich text', () => {
    it('stores the body sanitized: nothing of the XSS corpus survives that could run', async () => {
      expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(20);
      const html = `<h2>方案说明</h2><p>正文<strong>加粗</strong><a href="https://example.com/">外链</a></p>${XSS_CORPUS.join('\n')}`;
      const { data, status, msg } = await ctx.call<{ id: number }>(P.add.path, input({ htmlCode: html }), alice.token);
      expect(status, msg).toBe(STATUS.OK);
      const stored = (await ctx.call<TPlanDetail>(P.detail.path, { id: data.id })).data.htmlCode;
      expect(stored).toContain('<h2>方案说明</h2>');
      expect(stored).toContain('<strong>加粗</strong>');
      expect(stored).toContain('href="https://example.com/"');
      expectInert(stored);
      // Each payload alone, too (each by a writer of its own: a buyer publishes PLANS_PER_HOUR an hour): every one comes out inert.
      const writers = await addBuyers(ctx.app.deps, XSS_CORPUS.length);
      for (const [i, payload] of XSS_CORPUS.entries()) {
        const one = await ctx.call<{ id: number }>(
          P.add.path,
          input({ htmlCode: `<p>十个字以上的正文内容</p>${payload}` }),
          writers[i]?.token,
        );
        expectInert((await ctx.call<TPlanDetail>(P.detail.path, { id: one.data.id })).data.htmlCode, payload);
      }
    });

    it('refuses a body whose text is under 10 characters once sanitized (407 naming htmlCode)', async () => {
      const [writer] = await addBuyers(ctx.app.deps, 1);
      const html = `<style>${'a'.repeat(20)}</style><script>${'b'.repeat(20)}</script><p> </p>`;
      const res = await ctx.call(P.add.path, input({ htmlCode: html }), writer?.token);
      expect(res).toMatchObject({ status: STATUS.BAD_PAYLOAD, code: 'PLAN_BODY_EMPTY' });
      expect(res.msg).toContain('htmlCode');
    });
  });

  describe('throttle', () => {
    it(`publishes ${PLANS_PER_HOUR} plans an hour per buyer, then 429 PLAN_THROTTLED; refusals cost no slot`, async () => {
      const [writer] = await addBuyers(ctx.app.deps, 1);
      const refused = await ctx.call(P.add.path, input({ title: '短' }), writer?.token);
      expect(refused.status).toBe(STATUS.BAD_PAYLOAD);
      for (let i = 0; i < PLANS_PER_HOUR; i++) {
        const res = await ctx.call(P.add.path, input({ title: `限流测试方案${i}` }), writer?.token);
        expect(res.status, res.msg).toBe(STATUS.OK);
      }
      const over = await ctx.call(P.add.path, input({ title: '限流测试方案超出' }), writer?.token);
      expect(over).toMatchObject({ status: STATUS.TOO_MANY, code: 'PLAN_THROTTLED' });
    });
  });
});
