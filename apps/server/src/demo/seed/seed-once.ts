import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A claim never expires (year 3000): the part of the demo it names is seeded once per database. */
const NEVER = 32_503_680_000_000;

/**
 * Seeds one part of the demo once per database: the instance whose insert of `key` into `counters`
 * lands writes it (several instances starting at once: exactly one does), any other or a later start
 * answers false. A write that fails gives the claim back, so the next start tries again instead of
 * leaving the part half seeded for good. Answers whether this call wrote it.
 */
export async function seedOnce(db: Kysely<DB>, key: string, write: () => Promise<void>): Promise<boolean> {
  const done = await db.selectFrom('counters').select('key').where('key', '=', key).executeTakeFirst();
  if (done) return false;
  const claimed = await db
    .insertInto('counters')
    .values({ key, count: 1, expires_at: NEVER })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) return false;
  try {
    await write();
  } catch (err) {
    await db
      .deleteFrom('counters')
      .where('key', '=', key)
      .execute()
      .catch(() => undefined);
    throw err;
  }
  return true;
}
