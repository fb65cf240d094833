import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { DB } from '../../db/schema.js';
import { describeEachDb } from '../../test/helper.js';
import { keepSysCategories, listedSysCategories } from './catalogue.service.js';

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
});
