import {
  fromMask,
  IOT_ECOSYSTEMS,
  IOT_PROTOCOLS,
  isEmptyHome,
  type TSmartHome,
  type TSmartHomeAnswer,
  toMask,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { deleteHomeOf, homeRowOf, saveHomeRow } from './smart-home.repository.js';
import type { SmartHomesTable } from './smart-home.table.js';

const NO_HOME: TSmartHomeAnswer = { ecosystems: [], hubProtocols: [], updatedAt: 0 };

function toAnswer(row: SmartHomesTable | undefined): TSmartHomeAnswer {
  if (!row) return NO_HOME;
  return {
    ecosystems: fromMask(IOT_ECOSYSTEMS, row.ecosystems),
    hubProtocols: fromMask(IOT_PROTOCOLS, row.hub_protocols),
    updatedAt: Number(row.updated_at),
  };
}

/** The buyer's home; both lists empty when none is described. */
export async function getHome(db: Kysely<DB>, userId: number): Promise<TSmartHomeAnswer> {
  return toAnswer(await homeRowOf(db, userId));
}

/** The buyer's home for compatibility answers, or null when there is none (answers as to a visitor). */
export async function homeOf(db: Kysely<DB>, userId: number): Promise<TSmartHome | null> {
  const home = toAnswer(await homeRowOf(db, userId));
  return isEmptyHome(home) ? null : home;
}

/** Replaces the buyer's home; an empty one removes it. */
export async function setHome(db: Kysely<DB>, userId: number, home: TSmartHome, now = Date.now()) {
  if (isEmptyHome(home)) {
    await deleteHomeOf(db, userId);
    return NO_HOME;
  }
  const row: SmartHomesTable = {
    user_id: userId,
    ecosystems: toMask(IOT_ECOSYSTEMS, home.ecosystems),
    hub_protocols: toMask(IOT_PROTOCOLS, home.hubProtocols),
    updated_at: now,
  };
  await saveHomeRow(db, row);
  return toAnswer(row);
}
