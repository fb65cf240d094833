import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { DB } from '../../db/schema.js';
import { addSeller } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { keepSysCategories, listedSysCategories } from './catalogue.service.js';
import { buildSearchText, indexGramRows } from './search-text.js';

/** A response cache as the memo sees it: whether it is shared, and its clears. */
function fakeAnswers(isShared: boolean) {
  const listeners: ((prefix: string | undefined) => void)[] = [];
  return {
    isShared,
    onClear: (listener: (prefix: string | undefined) => void) => void listeners.push(listener),
    clear: () => {
      for (const listener of listeners) listener(undefined);
    },
  };
}

describeEachDb('the search’s system categories', (ctx) => {
  let db: Kysely<DB>;
  beforeAll(() => {
    db = ctx.app.deps.db;
  });
  const names = async (on: Kysely<DB>) => (await listedSysCategories(on)).map((c) => c.name);
  const addCategory = (name: string) =>
    db.insertInto('sys_categories').values({ name, parent_id: 0, icon: '', sort: 0 }).execute();

  it('are kept while the answers are shared, and dropped with every clear of them', async () => {
    // Transactions are Kysely objects of their own: a memo is per object, so this one starts empty.
    await db.transaction().execute(async (trx) => {
      const answers = fakeAnswers(true);
      keepSysCategories(trx, answers, 0);
      const before = await names(trx);
      await trx.insertInto('sys_categories').values({ name: '缓存类目甲', parent_id: 0, icon: '', sort: 0 }).execute();
      expect(await names(trx)).toEqual(before);
      answers.clear();
      expect(await names(trx)).toContain('缓存类目甲');
    });
  });

  it('live CATALOGUE_CACHE_MS while not shared, and are read every time at 0', async () => {
    await db.transaction().execute(async (trx) => {
      keepSysCategories(trx, fakeAnswers(false), 0);
      await names(trx);
      await trx.insertInto('sys_categories').values({ name: '缓存类目乙', parent_id: 0, icon: '', sort: 0 }).execute();
      expect(await names(trx)).toContain('缓存类目乙');
    });
    await db.transaction().execute(async (trx) => {
      keepSysCategories(trx, fakeAnswers(false), 60_000);
      const before = await names(trx);
      await trx.insertInto('sys_categories').values({ name: '缓存类目丙', parent_id: 0, icon: '', sort: 0 }).execute();
      expect(await names(trx)).toEqual(before);
    });
  });

  it('are read every time by the app of the tests (CATALOGUE_CACHE_MS 0, no Redis)', async () => {
    await addCategory('缓存类目丁');
    expect(await names(db)).toContain('缓存类目丁');
  });

  it('checked by the search statement itself: a category written since is searched by the next read', async () => {
    // A search reads the categories' version beside its rows and reads everything again when it moved:
    // with a page of rows (the rider) and with an empty page (the version read on its own).
    const searchTitles = async (query: string) => {
      const res = await ctx.call<{ title: string }[]>('/product/api/product/queryPortalPage.json', {
        queryName: query,
      });
      expect(res.status, res.msg).toBe(200);
      return res.data.map((card) => card.title).sort();
    };
    const seller = await addSeller(ctx, [
      { title: '雷鸣 毫米波 传感器', standards: [[9_900, 5]] },
      { title: '存在感应 模块', standards: [[9_900, 5]] },
      { title: '微波 探头', standards: [[9_900, 5]] },
      { title: '红外 探头', standards: [[9_900, 5]] },
    ]);
    const [titled, moved, alone, mention] = seller.products.map((p) => p.productId);
    const index = async (id: number | undefined, title: string, facts: string[]) => {
      const searchText = buildSearchText(title, facts);
      await db
        .updateTable('products')
        .set({ search_text: searchText })
        .where('id', '=', id ?? 0)
        .execute();
      await db
        .insertInto('product_search_grams')
        .values(indexGramRows(searchText).map((row) => ({ ...row, product_id: id ?? 0 })))
        .execute();
    };
    await index(titled, '雷鸣 毫米波 传感器', []);
    await index(moved, '存在感应 模块', ['雷鸣']);
    await index(alone, '微波 探头', ['雷霆']);
    await index(mention, '红外 探头', ['雷霆']);
    expect(await searchTitles('雷鸣')).toEqual(['雷鸣 毫米波 传感器']);
    expect(await searchTitles('雷霆')).toEqual(['微波 探头', '红外 探头']);
    const moveInto = async (id: number | undefined, name: string) => {
      const category = await db
        .insertInto('sys_categories')
        .values({ name, parent_id: 0, icon: '', sort: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('products')
        .set({ sys_category_id: Number(category.id) })
        .where('id', '=', id ?? 0)
        .execute();
    };
    // A page with rows: the title hit comes, and now the product whose category is named 雷鸣 too.
    await moveInto(moved, '雷鸣系列');
    expect(await searchTitles('雷鸣')).toEqual(['存在感应 模块', '雷鸣 毫米波 传感器']);
    // An empty page (no product about 雷霆 as the categories were): the version is read on its own.
    // Both only mentioned it (the fallback's answer); one is about it by its new category now.
    await moveInto(alone, '雷霆系列');
    expect(await searchTitles('雷霆')).toEqual(['微波 探头']);
    expect(await searchTitles('雷鸣')).toEqual(['存在感应 模块', '雷鸣 毫米波 传感器']);
  });
});
