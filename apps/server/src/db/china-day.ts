import { type RawBuilder, sql } from 'kysely';

/** China (Asia/Shanghai) is UTC+8 all year: no daylight saving since 1991. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

/**
 * A China day's number (days since 1970-01-01 in UTC+8) of an epoch-ms column, in SQL: integer
 * division on both databases (SQLite integers, PostgreSQL bigint).
 */
export function chinaDayOf(column: string): RawBuilder<number> {
  return sql<number>`(${sql.ref(column)} + ${sql.lit(CHINA_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;
}

/** The China day number of an instant. */
export function chinaDayNumber(ms: number): number {
  return Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS);
}

/** The first instant (epoch ms) of a China day number. */
export function chinaDayStart(day: number): number {
  return day * DAY_MS - CHINA_OFFSET_MS;
}

/** `YYYY-MM-DD` of a China day number. */
export function chinaDayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
