import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, preparedName, type TDatabase, withUnplannedParameters } from './create-db.js';

describe('preparedName', () => {
  it('names reads and writes once per text, the same name on every call', () => {
    const text = `select "id" from "products" where "id" = $1 -- ${randomBytes(4).toString('hex')}`;
    const name = preparedName(text);
    expect(name).toMatch(/^mall_\d+$/);
    expect(preparedName(text)).toBe(name);
    expect(preparedName(`${text} `)).not.toBe(name);
    for (const verb of ['insert into', 'update', 'delete from', 'with']) {
      expect(preparedName(`${verb} x ${randomBytes(4).toString('hex')}`)).toMatch(/^mall_/);
    }
  });

  it('names a count of all rows, whatever the table’s columns', () => {
    expect(preparedName(`select count(*) as "n" from "products" -- ${randomBytes(4).toString('hex')}`)).toMatch(
      /^mall_/,
    );
    expect(preparedName(`select count(*), "p".* from "products" as "p" -- ${randomBytes(4).toString('hex')}`)).toBe(
      undefined,
    );
  });

  it('leaves unnamed what a migration could change under it, and what is no query', () => {
    expect(preparedName('select "p".* from "products" as "p"')).toBeUndefined();
    expect(preparedName('create table "x" ("id" integer)')).toBeUndefined();
    expect(preparedName('analyze "products"')).toBeUndefined();
  });
});

describe('SQLite statements that binding never prepares again', () => {
  it('writes LIMIT, OFFSET and LIKE parameters as expressions SQLite does not plan with', () => {
    expect(
      withUnplannedParameters(
        `select "id" from "products" where p.search_text like ? escape '\\' and "x" LIKE ? order by "id" limit ? offset ?`,
      ),
    ).toBe(
      `select "id" from "products" where p.search_text like +? escape '\\' and "x" LIKE +? order by "id" limit +? offset +?`,
    );
    // Other parameters and words that merely contain these stay as they are.
    expect(withUnplannedParameters('select "unlike" from "t" where "a" = ? and "likes" > ? limit 10')).toBe(
      'select "unlike" from "t" where "a" = ? and "likes" > ? limit 10',
    );
  });

  it('answers the same rows through the rewritten statements', async () => {
    const database = createDb(':memory:');
    const { db } = database;
    await sql`create table t (id integer primary key, name text not null)`.execute(db);
    await sql`insert into t (id, name) values (1, '智能网关'), (2, '网关 Mini'), (3, '门锁'), (4, '多模网关'), (5, 'a_b')`.execute(
      db,
    );
    const page = (limit: number, offset: number) =>
      sql<{ id: number }>`select id from t order by id limit ${limit} offset ${offset}`
        .execute(db)
        .then((r) => r.rows.map((x) => x.id));
    expect(await page(2, 0)).toEqual([1, 2]);
    expect(await page(2, 2)).toEqual([3, 4]);
    expect(await page(10, 4)).toEqual([5]);
    const like = (pattern: string) =>
      sql<{ id: number }>`select id from t where name like ${pattern} escape '\\' order by id`
        .execute(db)
        .then((r) => r.rows.map((x) => x.id));
    expect(await like('%网关%')).toEqual([1, 2, 4]);
    expect(await like('%门锁%')).toEqual([3]);
    expect(await like('a\\_b')).toEqual([5]);
    // A bound value that is not a whole number still fails as it did.
    await expect(page(Number.NaN, 0)).rejects.toThrow();
    await database.close();
  });
});

describe.runIf(inject('pgUrl'))('PostgreSQL named statements', () => {
  let database: TDatabase;
  const schema = `t_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    database = createDb(inject('pgUrl'), { schema, poolSize: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(database.db);
    await sql`create table items (id integer primary key, title varchar(20) not null)`.execute(database.db);
    await sql`insert into items values (1, 'a'), (2, 'b')`.execute(database.db);
  });
  afterAll(async () => {
    await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
    await database.close();
  });

  const titleOf = (id: number) => sql<{ title: string }>`select title from items where id = ${id}`.execute(database.db);

  it('runs a query prepared once with new values each time', async () => {
    expect((await titleOf(1)).rows).toEqual([{ title: 'a' }]);
    expect((await titleOf(2)).rows).toEqual([{ title: 'b' }]);
    const prepared = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(
      database.db,
    );
    expect(prepared.rows[0]?.n).toBeGreaterThan(0);
  });

  it('closes a connection whose prepared statement went stale, and the next one works', async () => {
    expect((await titleOf(1)).rows).toEqual([{ title: 'a' }]);
    // Another instance migrates: the column's type changes under the prepared statement.
    await sql`alter table items alter column title type text`.execute(database.db);
    await expect(titleOf(1)).rejects.toMatchObject({ code: '0A000' });
    expect((await titleOf(1)).rows).toEqual([{ title: 'a' }]);
  });
});
