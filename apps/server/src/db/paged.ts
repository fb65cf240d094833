import type { SelectQueryBuilder } from 'kysely';

/** A count as the drivers answer it (PostgreSQL's int8 is read as a number; typed wider where declared so). */
type TCount = number | string | bigint;

/** One page of a list and the count of all its matches. */
export interface TPaged<O> {
  rows: O[];
  total: number;
}

/** The column the count rides in beside each row (a name no list selects). */
const TOTAL = 'paged_total';

/**
 * A page of `page` (ordered, neither limited nor offset) and the count of all its matches from `count`
 * (a `select count(*) as n` of the same filter), in one statement (DESIGN.md §1): every row carries the
 * count as an uncorrelated subquery, computed once, and the page is cut with `limit` and `offset`.
 * A page past the end has no row to carry the count: then, and only then, the count is asked for in a
 * statement of its own (the first page empty needs none: the total is 0).
 */
export async function pageWithTotal<QDB, TB extends keyof QDB, O, CDB, CTB extends keyof CDB>(
  page: SelectQueryBuilder<QDB, TB, O>,
  count: SelectQueryBuilder<CDB, CTB, { n: TCount }>,
  offset: number,
  limit: number,
): Promise<TPaged<O>> {
  const rows = (await page.select(count.as(TOTAL)).limit(limit).offset(offset).execute()) as (O & {
    [TOTAL]: TCount;
  })[];
  const first = rows[0];
  if (!first) {
    const total = offset > 0 ? Number((await count.executeTakeFirstOrThrow()).n) : 0;
    return { rows: [], total };
  }
  const total = Number(first[TOTAL]);
  for (const row of rows) delete (row as Partial<typeof row>)[TOTAL];
  return { rows, total };
}
