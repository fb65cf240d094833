import { type Insertable, type Kysely, sql } from 'kysely';
import { hasTermIn } from '../../db/like-term.js';
import { pageWithTotal, type TPaged } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';
import type { ClientErrorsTable } from './client-log.table.js';

/**
 * Stores a report, or bumps count and last_seen of the row with its fingerprint: one statement, so
 * two instances receiving the same error at once still end with one row and the right count.
 */
export async function upsertClientError(
  db: Kysely<DB>,
  row: Omit<Insertable<ClientErrorsTable>, 'id' | 'count'>,
): Promise<{ id: number; count: number }> {
  const saved = await db
    .insertInto('client_errors')
    .values({ ...row, count: 1 })
    .onConflict((oc) =>
      oc.column('fingerprint').doUpdateSet((eb) => ({
        count: sql<number>`client_errors.count + 1`,
        last_seen: eb.ref('excluded.last_seen'),
        // The latest sighting: which build, browser, address and query it came from.
        route: eb.ref('excluded.route'),
        version: eb.ref('excluded.version'),
        user_agent: eb.ref('excluded.user_agent'),
        ip: eb.ref('excluded.ip'),
      })),
    )
    .returning(['id', 'count'])
    .executeTakeFirstOrThrow();
  return { id: Number(saved.id), count: Number(saved.count) };
}

/** Keeps the `keep` most recently seen reports and deletes the rest; answers how many went. */
export async function pruneClientErrors(db: Kysely<DB>, keep: number): Promise<number> {
  const result = await db
    .deleteFrom('client_errors')
    .where('id', 'not in', (eb) =>
      eb.selectFrom('client_errors').select('id').orderBy('last_seen', 'desc').orderBy('id', 'desc').limit(keep),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type TClientErrorRow = Awaited<ReturnType<typeof findClientError>>;

function findClientError(db: Kysely<DB>, id: number) {
  return db.selectFrom('client_errors').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * The groups, the most recently seen first (index client_errors_last_seen_idx; the table is capped at
 * CLIENT_ERROR_MAX_ROWS, so a keyword scan stays small); `keyword` (lower case) in message, route or stack.
 */
export function pageClientErrors(
  db: Kysely<DB>,
  keyword: string | undefined,
  offset: number,
  limit: number,
): Promise<TPaged<NonNullable<TClientErrorRow>>> {
  let page = db.selectFrom('client_errors').selectAll();
  let count = db.selectFrom('client_errors').select((eb) => eb.fn.countAll<number>().as('n'));
  if (keyword) {
    const term = hasTermIn(['message', 'route', 'stack'], keyword);
    page = page.where(term);
    count = count.where(term);
  }
  return pageWithTotal(page.orderBy('last_seen', 'desc').orderBy('id', 'desc'), count, offset, limit);
}

/** Groups first seen at or after `since`. */
export async function countFirstSeenSince(db: Kysely<DB>, since: number): Promise<number> {
  const row = await db
    .selectFrom('client_errors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('first_seen', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
