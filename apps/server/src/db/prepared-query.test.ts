import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dialects } from '../test/helper.js';
import { createDb, type TDatabase } from './create-db.js';
import { preparedQuery } from './prepared-query.js';
import type { DB } from './schema.js';

// A table of the test's own, outside the shop's schema type.
// biome-ignore lint/suspicious/noExplicitAny: the test's table is not in DB.
const items = (db: Kysely<DB>) => (db as Kysely<any>).selectFrom('prep_items');

for (const dialect of dialects()) {
  describe(`preparedQuery [${dialect}]`, () => {
    let database: TDatabase;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    let builds = 0;
    const byColour = preparedQuery((db, { colour, max }: { colour: string; max: number }) => {
      builds += 1;
      return items(db)
        .select(['id', 'title'])
        .where('colour', '=', colour)
        .where('price', '<=', max)
        .where('status', '=', 1)
        .orderBy('id');
    });

    beforeAll(async () => {
      database = dialect === 'postgres' ? createDb(inject('pgUrl'), { schema, poolSize: 2 }) : createDb(':memory:');
      if (dialect === 'postgres') await sql`create schema ${sql.id(schema)}`.execute(database.db);
      await sql`create table prep_items (id integer primary key, title varchar(20) not null, colour varchar(10) not null, price integer not null, status integer not null)`.execute(
        database.db,
      );
      await sql`insert into prep_items values (1, 'a', 'red', 10, 1), (2, 'b', 'red', 30, 1), (3, 'c', 'blue', 10, 1), (4, 'd', 'red', 5, 0)`.execute(
        database.db,
      );
    });
    afterAll(async () => {
      if (dialect === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
      await database.close();
    });

    it('builds once and runs with each call’s values, the query’s own constants kept', async () => {
      const { db } = database;
      expect(await byColour(db, { colour: 'red', max: 100 })).toEqual([
        { id: 1, title: 'a' },
        { id: 2, title: 'b' },
      ]);
      expect(await byColour(db, { colour: 'red', max: 20 })).toEqual([{ id: 1, title: 'a' }]);
      const concurrent = await Promise.all([
        byColour(db, { colour: 'blue', max: 100 }),
        byColour(db, { colour: 'green', max: 100 }),
      ]);
      expect(concurrent).toEqual([[{ id: 3, title: 'c' }], []]);
      expect(builds).toBe(1);
    });

    it('refuses a build that computes with an argument instead of using it as a value', async () => {
      const computed = preparedQuery((db, { title }: { title: string }) =>
        items(db)
          .select('id')
          .where('title', '=', `${String(title)}`),
      );
      await expect(computed(database.db, { title: 'a' })).rejects.toThrow(/title not used as a value/);
    });
  });
}
