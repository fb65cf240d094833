import type { CompiledQuery, Kysely, SelectQueryBuilder } from 'kysely';

/** A count as the drivers answer it (PostgreSQL's int8 is read as a number; typed wider where declared so). */
type TCount = number | string | bigint;

/** One page of a list and the count of all its matches. */
export interface TPaged<O> {
  rows: O[];
  total: number;
}

/** The column the count rides in beside each row (a name no list selects). */
export const PAGED_TOTAL = 'paged_total';
const TOTAL = PAGED_TOTAL;

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

/** A page statement (rows carrying the count) and its count statement, compiled once for reuse. */
export interface TCompiledPage {
  page: CompiledQuery;
  count: CompiledQuery;
}

/** `pageWithTotal`'s two statements, compiled: a hot list compiles them once and runs them many times. */
export function compilePageWithTotal<QDB, TB extends keyof QDB, O, CDB, CTB extends keyof CDB>(
  page: SelectQueryBuilder<QDB, TB, O>,
  count: SelectQueryBuilder<CDB, CTB, { n: TCount }>,
  offset: number,
  limit: number,
): TCompiledPage {
  return { page: page.select(count.as(TOTAL)).limit(limit).offset(offset).compile(), count: count.compile() };
}

/** Runs compiled page statements as `pageWithTotal` runs its builders (the count alone only past the end). */
export async function runPageWithTotal<O>(
  // Any database's Kysely: compiled statements only need its executeQuery, which no table type enters.
  db: Pick<Kysely<unknown>, 'executeQuery'>,
  compiled: TCompiledPage,
  offset: number,
): Promise<TPaged<O>> {
  const rows = (await db.executeQuery(compiled.page)).rows as (O & { [TOTAL]: TCount })[];
  const first = rows[0];
  if (!first) {
    const counted =
      offset > 0 ? ((await db.executeQuery(compiled.count)).rows[0] as { n: TCount } | undefined) : undefined;
    return { rows: [], total: Number(counted?.n ?? 0) };
  }
  const total = Number(first[TOTAL]);
  for (const row of rows) delete (row as Partial<typeof row>)[TOTAL];
  return { rows, total };
}
