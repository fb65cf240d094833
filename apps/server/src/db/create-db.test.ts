import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, preparedName, type TDatabase } from './create-db.js';

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
