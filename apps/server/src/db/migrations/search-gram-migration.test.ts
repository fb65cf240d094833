import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSearchText, indexGramRows, indexGrams } from '../../features/catalogue/search-text.js';
import { createDb } from '../create-db.js';
import { migrationProvider } from './index.js';

/**
 * 2026121701_search_gram_in_title marks the index rows of a catalogue from before it: a row is in the
 * title exactly when `indexGramRows` (what the listing and the demo write since) says so.
 */
describe('search gram migration on a SQLite database with products', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-migrate-'));
  const database = createDb(path.join(dir, 'mall.db'));
  // biome-ignore lint/suspicious/noExplicitAny: the schema as it was before the migration
  const db = database.db as Kysely<any>;
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('flags the bigrams of each title, and no other', async () => {
    const migrator = new Migrator({ db: database.db, provider: migrationProvider('sqlite') });
    expect((await migrator.migrateTo('2026121601_listing_version')).error).toBeUndefined();
    const now = Date.now();
    const seller = await db
      .insertInto('sellers')
      .values({ username: 'old_seller', password_hash: '!', name: '老店', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('shops').values({ seller_id: seller.id, name: '老店', created_at: now }).execute();
    const category = await db
      .insertInto('sys_categories')
      .values({ name: '网关' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const texts = [
      buildSearchText('米家 多模网关 Zigbee3.0', ['智能网关 米家 Wi-Fi']),
      buildSearchText('智能插座', ['网关 配件']),
      buildSearchText('', ['网关']),
    ];
    const ids: number[] = [];
    for (const [i, searchText] of texts.entries()) {
      const product = await db
        .insertInto('products')
        .values({
          seller_id: seller.id,
          sys_category_id: category.id,
          title: `旧商品 ${i}`,
          price_fen: 100,
          search_text: searchText,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(product.id));
      const grams = indexGrams(searchText).map((gram) => ({ gram, product_id: product.id }));
      await db.insertInto('product_search_grams').values(grams).execute();
    }
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    for (const [i, searchText] of texts.entries()) {
      const rows = await db
        .selectFrom('product_search_grams')
        .select(['gram', 'in_title'])
        .where('product_id', '=', ids[i])
        .execute();
      const byGram = (a: { gram: string }, b: { gram: string }) => a.gram.localeCompare(b.gram);
      expect(rows.map((r) => ({ gram: r.gram, in_title: Number(r.in_title) })).sort(byGram)).toEqual(
        indexGramRows(searchText).sort(byGram),
      );
    }
  });
});
