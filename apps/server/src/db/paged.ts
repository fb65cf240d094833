import type { AliasableExpression, CompiledQuery, Kysely, SelectQueryBuilder } from 'kysely';

/** A count as the drivers answer it (PostgreSQL's int8 is read as a number; typed wider where declared so). */
type TCount = number | string | bigint;

/** Takes a column that rode beside the rows (the count, a version) off each of them. */
function dropColumn(rows: object[], column: string): void {
  for (const row of rows) delete (row as Record<string, unknown>)[column];
}

/** One page of a list and the count of all its matches. */
export interface TPaged<O> {
  rows: O[];
  total: number;
  /** The value the page's rows carried in `PAGED_RIDER`, when its statement selects one and a row came. */
  rider?: number;
}

/**
 * The column a value may ride in beside a compiled page's rows (a version the caller checks what it
 * used against, read in the same statement): taken off the rows and answered as `rider`.
 */
export const PAGED_RIDER = 'paged_rider';

/** The page of `rows` and `total`, with the rider the rows carried (the first row's) taken off each of them. */
function pageWithRider<O>(rows: O[], total: number): TPaged<O> {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (first === undefined || !(PAGED_RIDER in first)) return { rows, total };
  const rider = Number(first[PAGED_RIDER]);
  dropColumn(rows as object[], PAGED_RIDER);
  return { rows, total, rider };
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
  dropColumn(rows, TOTAL);
  return { rows, total };
}

/** A page statement (rows carrying the count) and its count statement, compiled once for reuse. */
export interface TCompiledPage {
  page: CompiledQuery;
  count: CompiledQuery;
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
  dropColumn(rows, TOTAL);
  return pageWithRider(rows, total);
}

/** The column a page's rows and its count carry the version of what the count depends on. */
const VERSION = 'paged_version';

/** A list's count as of a version (`runPageWithKeptTotal`). */
export interface TKeptTotal {
  version: number;
  total: number;
}

/**
 * A page statement (rows carrying the version of what the count depends on, no count) and its count
 * statement (the count and that version), compiled once: `version` is a scalar subquery reading a
 * counter the writes of those rows move (a trigger's).
 */
export function compilePageWithKeptTotal<QDB, TB extends keyof QDB, O, CDB, CTB extends keyof CDB>(
  page: SelectQueryBuilder<QDB, TB, O>,
  count: SelectQueryBuilder<CDB, CTB, { n: TCount }>,
  version: AliasableExpression<number>,
  offset: number,
  limit: number,
): TCompiledPage {
  return {
    page: page.select(version.as(VERSION)).limit(limit).offset(offset).compile(),
    count: count.select(version.as(VERSION)).compile(),
  };
}

/**
 * Runs `compilePageWithKeptTotal`'s statements: the page, and the count only when the version its rows
 * carry is not the one `kept` holds for `key` (then it is kept at the version the count read). Counting
 * every match was most of a list page's statement (issue 36: on PostgreSQL 0.17 of its 0.21 ms). A
 * write committed between the two statements of a miss shows in the count a read before the rows do;
 * the next read counts again, its version having moved.
 */
export async function runPageWithKeptTotal<O>(
  db: Pick<Kysely<unknown>, 'executeQuery'>,
  compiled: TCompiledPage,
  kept: { get(key: string): TKeptTotal | undefined; set(key: string, value: TKeptTotal): unknown },
  key: string,
): Promise<TPaged<O>> {
  const rows = (await db.executeQuery(compiled.page)).rows as (O & { [VERSION]: number | string })[];
  const version = rows[0] === undefined ? undefined : Number(rows[0][VERSION]);
  dropColumn(rows, VERSION);
  const known = kept.get(key);
  if (known !== undefined && known.version === version) return pageWithRider(rows, known.total);
  const counted = (await db.executeQuery(compiled.count)).rows[0] as { n: TCount; [VERSION]: number | string };
  const total = Number(counted.n);
  kept.set(key, { version: Number(counted[VERSION]), total });
  return pageWithRider(rows, total);
}
