import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dialects } from '../test/helper.js';
import { createDb, type TDatabase } from './create-db.js';
import { jsonRows, parseJsonRows } from './json-rows.js';
import type { DB } from './schema.js';

// Tables of the test's own, outside the shop's schema type.
// biome-ignore lint/suspicious/noExplicitAny: the test's tables are not in DB.
const loose = (db: Kysely<DB>) => db as Kysely<any>;

for (const dialect of dialects()) {
  describe(`jsonRows [${dialect}]`, () => {
    let database: TDatabase;
    const schema = `t_${randomBytes(6).toString('hex')}`;

    beforeAll(async () => {
      database = dialect === 'postgres' ? createDb(inject('pgUrl'), { schema, poolSize: 1 }) : createDb(':memory:');
      const { db } = database;
      if (dialect === 'postgres') await sql`create schema ${sql.id(schema)}`.execute(db);
      await sql`create table jr_parents (id integer primary key, name varchar(10) not null)`.execute(db);
      await sql`create table jr_children (id integer primary key, parent_id integer not null, name varchar(10) not null, sort integer not null)`.execute(
        db,
      );
      await sql`insert into jr_parents values (1, '甲'), (2, '乙')`.execute(db);
      await sql`insert into jr_children values (1, 1, 'b', 2), (2, 1, 'a', 1), (3, 1, 'c', 3)`.execute(db);
    });
    afterAll(async () => {
      if (dialect === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
      await database.close();
    });

    it('answers a row’s children in their order in one statement, and none as an empty list', async () => {
      const db = loose(database.db);
      const rows = await db
        .selectFrom('jr_parents as p')
        .select((eb) => [
          'p.name',
          jsonRows(
            database.db,
            eb
              .selectFrom('jr_children as c')
              .select(['c.id', 'c.name'])
              .where('c.parent_id', '=', sql.ref<number>('p.id'))
              .orderBy('c.sort'),
          ).as('children'),
        ])
        .orderBy('p.id')
        .execute();
      expect(rows.map((r) => ({ name: r.name, children: parseJsonRows(r.children) }))).toEqual([
        {
          name: '甲',
          children: [
            { id: 2, name: 'a' },
            { id: 1, name: 'b' },
            { id: 3, name: 'c' },
          ],
        },
        { name: '乙', children: [] },
      ]);
    });
  });
}
