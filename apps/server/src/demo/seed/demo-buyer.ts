import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * A demo buyer's id and default address (the seeds that place orders for it), or undefined while the
 * account or its address is not there yet.
 */
export async function buyerWithAddress(
  db: Kysely<DB>,
  username: string,
): Promise<{ userId: number; addressId: number } | undefined> {
  const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  if (!user) return undefined;
  const address = await db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', user.id)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return address ? { userId: user.id, addressId: address.id } : undefined;
}
