import { type Kysely, sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../test/helper.js';
import { pageWithTotal } from './paged.js';

interface TItems {
  page_items: { id: number; colour: string };
}

describeEachDb('pageWithTotal', (ctx) => {
  // A table of the test's own, outside the shop's schema type.
  const db = () => ctx.app.deps.db as unknown as Kysely<TItems>;
  const red = () => db().selectFrom('page_items').where('colour', '=', 'red');
  const redPage = (offset: number, limit: number) =>
    pageWithTotal(
      red().select(['id', 'colour']).orderBy('id', 'desc'),
      red().select((eb) => eb.fn.countAll<number>().as('n')),
      offset,
      limit,
    );

  beforeAll(async () => {
    await sql`create table page_items (id integer primary key, colour varchar(10) not null)`.execute(db());
    await sql`insert into page_items values (1, 'red'), (2, 'blue'), (3, 'red'), (4, 'red'), (5, 'red'), (6, 'red')`.execute(
      db(),
    );
  });

  it('answers a page in its order and the count of every match, as a number, rows without the count', async () => {
    const first = await redPage(0, 2);
    expect(first).toEqual({
      rows: [
        { id: 6, colour: 'red' },
        { id: 5, colour: 'red' },
      ],
      total: 5,
    });
    const last = await redPage(4, 2);
    expect(last).toEqual({ rows: [{ id: 1, colour: 'red' }], total: 5 });
  });

  it('asks for the count alone only past the end; an empty first page counts 0', async () => {
    expect(await redPage(10, 2)).toEqual({ rows: [], total: 5 });
    const none = await pageWithTotal(
      red().where('id', '>', 100).select('id').orderBy('id'),
      red()
        .where('id', '>', 100)
        .select((eb) => eb.fn.countAll<number>().as('n')),
      0,
      10,
    );
    expect(none).toEqual({ rows: [], total: 0 });
  });

  it('runs the page and the count as one statement', async () => {
    let statements = 0;
    const counted = db().withPlugin({
      transformQuery: (args) => args.node,
      // Once per statement run (transformQuery also sees each subquery's builder).
      transformResult: async (args) => {
        statements += 1;
        return args.result;
      },
    });
    const q = () => counted.selectFrom('page_items').where('colour', '=', 'red');
    const paged = await pageWithTotal(
      q().select('id').orderBy('id'),
      q().select((eb) => eb.fn.countAll<number>().as('n')),
      2,
      2,
    );
    expect(paged).toEqual({ rows: [{ id: 4 }, { id: 5 }], total: 5 });
    expect(statements).toBe(1);
  });
});
