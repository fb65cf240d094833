import { CALLS, type TAdminCategory, type TAuditEntry, type TCategory } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addAdmin, addSeller } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';

const C = CALLS.adminCategory;
const SHOW_SON = CALLS.catalogue.showSon.path;
const CHILDREN = CALLS.catalogue.sysCategoryChildren.path;

/** Every node of a tree, depth first. */
function flat<T extends { children?: T[] | undefined }>(nodes: T[]): T[] {
  return nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
}

/**
 * The console's category tree (DESIGN-OPERATE §A row `category`). The response cache is on (a
 * minute), so each storefront answer read after a write proves the write emptied it at once.
 */
describeEachDb(
  'the console’s categories',
  (ctx) => {
    let op: string;
    let owner: string;
    const db = () => ctx.app.deps.db;
    const call = <T>(path: string, data: unknown, token = op) => ctx.call<T>(path, data, token);
    const tree = async () => (await call<TAdminCategory[]>(C.tree.path, {})).data;
    const node = async (id: number) => flat(await tree()).find((n) => n.id === id);
    const add = async (data: Record<string, unknown>) => {
      const res = await call<{ id: number }>(C.add.path, { sort: 0, ...data });
      expect(res.status, res.msg).toBe(200);
      return res.data.id;
    };
    const storefront = async () => flat((await ctx.call<TCategory[]>(SHOW_SON, {})).data);

    beforeAll(async () => {
      op = (await addAdmin(ctx, 'operator')).token;
      owner = (await addAdmin(ctx, 'owner')).token;
    });

    it('adds categories three levels deep, no deeper, and the storefront shows them at once', async () => {
      expect(await storefront()).toEqual([]); // cached now: the add below must empty it
      const top = await add({ name: ' 智能照明 ', icon: 'BulbOutlined', sort: 1 });
      const child = await add({ parentId: top, name: '智能灯泡' });
      const leaf = await add({
        parentId: child,
        name: '彩光灯泡',
        icon: '/files/2026/11/0123456789abcdef01234567.png',
      });
      const seen = await storefront();
      expect(seen.find((c) => c.id === top)).toMatchObject({
        name: '智能照明',
        icon: 'BulbOutlined',
        sort: 1,
        parentId: 0,
      });
      expect(seen.find((c) => c.id === leaf)).toMatchObject({
        parentId: child,
        icon: expect.stringMatching(/^\/files\//),
      });
      expect((await ctx.call<TCategory[]>(CHILDREN, { parentId: top })).data.map((c) => c.id)).toEqual([child]);

      const deeper = await call(C.add.path, { parentId: leaf, name: '第四级', sort: 0 });
      expect(deeper).toMatchObject({ status: 409, code: 'CATEGORY_TOO_DEEP', field: 'parentId' });
      expect(deeper.msg).toContain('3级');
      expect(await call(C.add.path, { parentId: 999_999, name: '无父', sort: 0 })).toMatchObject({
        status: 404,
        code: 'CATEGORY_NOT_FOUND',
      });
    });

    it('keeps names unique among siblings only (531)', async () => {
      const a = await add({ name: '安防' });
      const b = await add({ name: '门锁' });
      await add({ parentId: a, name: '摄像头' });
      expect(await call(C.add.path, { parentId: a, name: '摄像头', sort: 0 })).toMatchObject({
        status: 531,
        code: 'CATEGORY_NAME_TAKEN',
      });
      const other = await add({ parentId: b, name: '摄像头' }); // another parent: fine
      expect(await call(C.update.path, { id: b, name: '安防' })).toMatchObject({ status: 531 });
      // Moving next to a namesake is refused too; nothing moved.
      expect(await call(C.move.path, { id: other, parentId: a, sort: 0 })).toMatchObject({ status: 531 });
      expect((await node(other))?.parentId).toBe(b);
    });

    it('renames, sets icons and sort values; refuses bad payloads naming the field, unknown ids with 404', async () => {
      const id = await add({ name: '传感器' });
      expect(await call(C.update.path, { id, name: '传感器件', icon: 'RadarChartOutlined', sort: 7 })).toMatchObject({
        status: 200,
      });
      expect(await node(id)).toMatchObject({ name: '传感器件', icon: 'RadarChartOutlined', sort: 7 });
      expect((await storefront()).find((c) => c.id === id)).toMatchObject({ name: '传感器件', sort: 7 });
      expect(await call(C.update.path, { id, icon: '' })).toMatchObject({ status: 200 });
      expect((await node(id))?.icon).toBe('');

      for (const [path, data, field] of [
        [C.add.path, { name: '   ', sort: 0 }, 'name'],
        [C.add.path, { name: 'x'.repeat(21), sort: 0 }, 'name'],
        [C.add.path, { name: '好名字' }, 'sort'],
        [C.add.path, { name: '好名字', sort: -1 }, 'sort'],
        [C.add.path, { name: '好名字', sort: 0, icon: 'https://evil.example/x.png' }, 'icon'],
        [C.add.path, { name: '好名字', sort: 0, icon: 'NoSuchOutlined' }, 'icon'],
        [C.update.path, { id, icon: '/files/../../etc/passwd' }, 'icon'],
        [C.update.path, { id: 0, name: 'x' }, 'id'],
        [C.move.path, { id, sort: 0 }, 'parentId'],
        [C.move.path, { id, parentId: -1, sort: 0 }, 'parentId'],
        [C.remove.path, { id: 'x' }, 'id'],
      ] as const) {
        const res = await call(path, data);
        expect(res, `${path} ${JSON.stringify(data)}`).toMatchObject({ status: 407, field });
      }
      for (const [path, data] of [
        [C.update.path, { id: 999_999, name: '无' }],
        [C.move.path, { id: 999_999, parentId: 0, sort: 0 }],
        [C.move.path, { id, parentId: 999_999, sort: 0 }],
        [C.remove.path, { id: 999_999 }],
      ] as const) {
        expect(await call(path, data), path).toMatchObject({ status: 404, code: 'CATEGORY_NOT_FOUND' });
      }
    });

    it('moves a subtree, never under itself or a descendant, never deeper than three levels', async () => {
      const a = await add({ name: '环境' });
      const a1 = await add({ parentId: a, name: '空气' });
      const a11 = await add({ parentId: a1, name: '净化器' });
      const b = await add({ name: '影音' });
      const b1 = await add({ parentId: b, name: '音箱' });
      expect(await call(C.move.path, { id: a, parentId: a, sort: 0 })).toMatchObject({
        status: 409,
        code: 'CATEGORY_MOVE_CYCLE',
      });
      expect(await call(C.move.path, { id: a, parentId: a11, sort: 0 })).toMatchObject({
        status: 409,
        code: 'CATEGORY_MOVE_CYCLE',
      });
      // a1 has two levels: under b1 (level 2) it would reach level 4.
      expect(await call(C.move.path, { id: a1, parentId: b1, sort: 0 })).toMatchObject({
        status: 409,
        code: 'CATEGORY_TOO_DEEP',
      });
      expect(await call(C.move.path, { id: a1, parentId: b, sort: 0 })).toMatchObject({ status: 200 });
      const moved = await node(b);
      expect(moved?.children.map((c) => c.id)).toEqual([a1, b1]);
      expect(moved?.children[0]?.children.map((c) => c.id)).toEqual([a11]);
      expect((await storefront()).find((c) => c.id === a1)?.parentId).toBe(b);
      // A leaf may go to the top level.
      expect(await call(C.move.path, { id: a11, parentId: 0, sort: 0 })).toMatchObject({ status: 200 });
      expect((await tree())[0]?.id).toBe(a11);
    });

    it('reorders siblings by position (上移 / 下移), numbering them 0, 1, 2 …', async () => {
      const parent = await add({ name: '排序测试' });
      const ids = [];
      for (const name of ['甲', '乙', '丙', '丁']) ids.push(await add({ parentId: parent, name, sort: 5 }));
      const order = async () => (await node(parent))?.children.map((c) => [c.id, c.sort]);
      expect(await call(C.move.path, { id: ids[3], parentId: parent, sort: 1 })).toMatchObject({ status: 200 });
      expect(await order()).toEqual([
        [ids[0], 0],
        [ids[3], 1],
        [ids[1], 2],
        [ids[2], 3],
      ]);
      // Past the end: last.
      expect(await call(C.move.path, { id: ids[0], parentId: parent, sort: 99 })).toMatchObject({ status: 200 });
      expect((await order())?.map(([id]) => id)).toEqual([ids[3], ids[1], ids[2], ids[0]]);
      const seen = (await storefront()).filter((c) => c.parentId === parent);
      expect(seen.map((c) => c.id)).toEqual([ids[3], ids[1], ids[2], ids[0]]);
    });

    it('counts products per node and refuses to remove a category in use, saying what uses it', async () => {
      const top = await add({ name: '网关' });
      const child = await add({ parentId: top, name: 'Zigbee网关' });
      const empty = await add({ parentId: top, name: '空分类' });
      const seller = await addSeller(ctx, [
        { title: '网关一', standards: [[9_900, 5]] },
        { title: '网关二', standards: [[9_900, 5]] },
      ]);
      await db()
        .updateTable('products')
        .set({ sys_category_id: child })
        .where('seller_id', '=', seller.sellerId)
        .execute();
      expect(await node(top)).toMatchObject({ productCount: 0, productTotal: 2 });
      expect(await node(child)).toMatchObject({ productCount: 2, productTotal: 2 });

      const withChild = await call(C.remove.path, { id: top });
      expect(withChild).toMatchObject({ status: 409, code: 'CATEGORY_HAS_CHILDREN' });
      expect(withChild.msg).toContain('「网关」下还有2个子分类');
      const withProducts = await call(C.remove.path, { id: child });
      expect(withProducts).toMatchObject({ status: 409, code: 'CATEGORY_HAS_PRODUCTS' });
      expect(withProducts.msg).toContain('「Zigbee网关」下还有2件商品');

      // A coupon whose scope names the category keeps it (its foreign key).
      const now = Date.now();
      await db()
        .insertInto('coupon_offers')
        .values({
          name: '分类券',
          scope: 'category',
          category_id: empty,
          kind: 'amount',
          amount_fen: 100,
          threshold_fen: 0,
          total: 10,
          per_user_limit: 1,
          starts_at: now,
          ends_at: now + 86_400_000,
          created_at: now,
        } as never)
        .execute();
      const inUse = await call(C.remove.path, { id: empty });
      expect(inUse).toMatchObject({ status: 409, code: 'CATEGORY_IN_USE' });
      expect(await node(empty)).toBeDefined();

      const gone = await add({ parentId: top, name: '将删除' });
      expect(await storefront()).toContainEqual(expect.objectContaining({ id: gone }));
      expect(await call(C.remove.path, { id: gone })).toMatchObject({ status: 200 });
      expect(await node(gone)).toBeUndefined();
      expect((await storefront()).some((c) => c.id === gone)).toBe(false);
    });

    it('records every write in the audit log with the category before and after', async () => {
      const id = await add({ name: '审计分类', icon: 'HomeOutlined', sort: 3 });
      await call(C.update.path, { id, name: '审计分类2' });
      await call(C.move.path, { id, parentId: 0, sort: 0 });
      await call(C.remove.path, { id });
      const log = (
        await ctx.call<TAuditEntry[]>(CALLS.adminAudit.list.path, { action: 'category.', limit: 100 }, owner)
      ).data;
      const mine = log.filter((e) => e.targetId === String(id)).reverse();
      expect(mine.map((e) => e.action)).toEqual([
        'category.add',
        'category.update',
        'category.move',
        'category.remove',
      ]);
      expect(mine.every((e) => e.targetType === 'category')).toBe(true);
      expect(mine[0]).toMatchObject({
        before: null,
        after: { id, parentId: 0, name: '审计分类', icon: 'HomeOutlined', sort: 3 },
      });
      expect(mine[1]).toMatchObject({ before: { name: '审计分类' }, after: { name: '审计分类2' } });
      expect(mine[2]).toMatchObject({ before: { sort: 3 }, after: { parentId: 0, sort: 0 } });
      expect(mine[3]).toMatchObject({ before: { name: '审计分类2' }, after: null });
      // A refused write leaves no row.
      const before = log.length;
      await call(C.add.path, { parentId: 999_999, name: '无', sort: 0 });
      const after = await ctx.call(CALLS.adminAudit.list.path, { action: 'category.', limit: 100 }, owner);
      expect(after.total).toBe(before);
    });
  },
  { CATALOGUE_CACHE_MS: '60000' },
);
