import {
  fromMask,
  IOT_ECOSYSTEMS,
  IOT_PROTOCOLS,
  isEmptyHome,
  joinGateway,
  type TIotSpec,
  type TSmartHome,
  type TSmartHomeAnswer,
  toMask,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ResponseCache } from '../../lib/response-cache.js';
import type { TCallVariant, TServeOptions } from '../../plugins/calls.js';
import { buyerIdOf } from '../account/session.service.js';
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

/**
 * The gateways a buyer received join their home (DESIGN.md §H): their protocols become the home's hub
 * protocols, their ecosystems the home's. A buyer who never described a home keeps none: answers stay
 * a visitor's until they do.
 */
export async function joinReceivedGateways(
  db: Kysely<DB>,
  userId: number,
  gateways: Pick<TIotSpec, 'protocols' | 'ecosystems'>[],
  now = Date.now(),
): Promise<void> {
  if (gateways.length === 0) return;
  const home = await homeOf(db, userId);
  if (!home) return;
  const joined = gateways.reduce(joinGateway, home);
  if (homeSignature(joined) !== homeSignature(home)) await setHome(db, userId, joined, now);
}

/** Where a token's home signature is kept in the response cache; `set` clears it (every instance with Redis). */
export const HOME_OF_TOKEN = '/user/home/of';

/** A home as its signature: the two bit masks, which is all an answer about it depends on. */
export function homeSignature(home: TSmartHome): string {
  return `${toMask(IOT_ECOSYSTEMS, home.ecosystems)}.${toMask(IOT_PROTOCOLS, home.hubProtocols)}`;
}

/** Homes by signature (at most one per combination of the two lists): parsed once. */
const bySignature = new Map<string, TSmartHome>();

function homeOfSignature(signature: string): TSmartHome {
  let home = bySignature.get(signature);
  if (!home) {
    const [ecosystems = 0, hubProtocols = 0] = signature.split('.').map(Number);
    home = { ecosystems: fromMask(IOT_ECOSYSTEMS, ecosystems), hubProtocols: fromMask(IOT_PROTOCOLS, hubProtocols) };
    bySignature.set(signature, home);
  }
  return home;
}

/**
 * The caller's home as a variant of the catalogue's cached answers (plugins/calls.ts `vary`): answers
 * are kept per home signature, not per buyer, and a token's signature for the cache's few seconds, so a
 * cached list costs a signed-in buyer one cache lookup more than a visitor. A visitor, a seller, a dead
 * token and a buyer without a home get the visitor's answer.
 */
export function homeVariant(deps: { db: Kysely<DB>; responses: ResponseCache }): TCallVariant<TSmartHome> {
  const { db, responses } = deps;
  const variantOf = (kept: Buffer) => {
    const signature = kept.toString();
    return signature ? { key: signature, value: homeOfSignature(signature) } : null;
  };
  return (token) => {
    const key = `${HOME_OF_TOKEN}\n${token}`;
    // Kept: answered at once, without a turn of the event loop (the cached read's common case).
    const kept = responses.peek(key);
    if (kept !== undefined) return variantOf(kept);
    return responses
      .get(key, async () => {
        const userId = await buyerIdOf(db, token);
        const home = userId ? await homeOf(db, userId) : null;
        return Buffer.from(home ? homeSignature(home) : '');
      })
      .then(variantOf);
  };
}

/**
 * How a public read whose answers say whether they suit the caller's home is served (the catalogue's
 * cards and details, a shop's recommended products): cached, kept per home signature (DESIGN.md §H).
 */
export function cachedPerHome(deps: { db: Kysely<DB>; responses: ResponseCache }): TServeOptions<TSmartHome> {
  return { cache: true, vary: homeVariant(deps) };
}
