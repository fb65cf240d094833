import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SiteSettingsTable } from './settings.table.js';

export type TSiteSettingsRow = Selectable<SiteSettingsTable>;

/** The one row of the settings (id 1). */
const ROW_ID = 1;

export function findSiteSettings(db: Kysely<DB>): Promise<TSiteSettingsRow | undefined> {
  return db.selectFrom('site_settings').selectAll().where('id', '=', ROW_ID).executeTakeFirst();
}

/** Writes the row whole (insert the first time, replace after): one statement, safe when two saves race. */
export async function saveSiteSettings(db: Kysely<DB>, row: Omit<TSiteSettingsRow, 'id'>): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ id: ROW_ID, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}
