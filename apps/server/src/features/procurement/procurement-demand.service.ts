import {
  chinaDayEnd,
  DEMAND_STATUS,
  DEMAND_TRANSITIONS,
  DEMANDS_PER_HOUR,
  demandMay,
  demandMovesTo,
  demandStatusAt,
  storedDemandStates,
  type TDemandAttachment,
  type TDemandStatus,
  type TStoredDemandStatus,
  yuanToFen,
} from '@mall/contract';
import { appError } from '../../lib/app-error.js';
import { takeSlot } from '../../lib/counter-store.js';
import type { TDeps } from '../../plugins/deps.js';
import { ensureSysCategory } from '../catalogue/catalogue.service.js';
import { ownedAttachments } from '../upload/upload.service.js';
import * as repo from './procurement.repository.js';
import { ownDemand, type TDb, type TDemandParsed, type TDemandUpdateParsed } from './procurement.service.js';

// ---------------------------------------------------------------- buyer: add, update, close

/** How many item names a card's summary carries. */
const CARD_ITEM_NAMES = 3;

/** The columns a demand's fields write (add and update alike), its items, and whether it is published. */
async function demandColumns(deps: TDeps, userId: number, input: TDemandParsed) {
  if (input.categoryId !== undefined) await ensureSysCategory(deps.db, input.categoryId);
  const owned = await ownedAttachments(deps, input.attachments ?? [], { type: 'user', id: userId });
  // A demand keeps no sizes (the contract's TDemandAttachment).
  const attachments: TDemandAttachment[] = owned.map(({ url, name, kind }) => ({ url, name, kind }));
  const searchText = [input.title, ...input.items.flatMap((i) => [i.name, i.spec ?? ''])]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  const columns = {
    title: input.title,
    category_id: input.categoryId ?? null,
    budget_fen: input.budget === undefined ? null : yuanToFen(input.budget),
    province: input.province,
    city: input.city,
    area: input.area,
    delivery_date: input.deliveryDate,
    quote_deadline: input.quoteDeadline,
    quote_deadline_at: chinaDayEnd(input.quoteDeadline),
    contact_name: input.contactName,
    contact_phone: input.contactPhone,
    description: input.description ?? '',
    attachments: JSON.stringify(attachments),
    item_count: input.items.length,
    item_names: JSON.stringify(input.items.slice(0, CARD_ITEM_NAMES).map((i) => i.name)),
    search_text: searchText,
  };
  const items = input.items.map((i, sort) => ({
    sort,
    name: i.name,
    spec: i.spec ?? '',
    quantity: i.quantity,
    unit: i.unit,
    target_price_fen: i.targetPrice === undefined ? null : yuanToFen(i.targetPrice),
  }));
  return { columns, items };
}

/** The publishing throttle's counter of one buyer. */
const publishSlot = (userId: number) => `demand:${userId}`;

/**
 * Takes one of the buyer's DEMANDS_PER_HOUR publishing slots (429 DEMAND_THROTTLED beyond): a
 * published demand goes public at once. Taken once the payload is known good, so a refused one costs
 * no slot; a draft takes none until it is published.
 */
function takePublishSlot(deps: TDeps, userId: number): Promise<void> {
  return takeSlot(deps.counters, publishSlot(userId), DEMANDS_PER_HOUR, 3_600_000, 'DEMAND_THROTTLED');
}

/**
 * Saves a draft (`draft: true`) or publishes a demand, a published one within the buyer's hourly
 * allowance (429 DEMAND_THROTTLED); answers its id.
 */
export async function addDemand(
  deps: TDeps,
  userId: number,
  input: TDemandParsed,
  now = Date.now(),
): Promise<{ id: number }> {
  const { columns, items } = await demandColumns(deps, userId, input);
  if (input.draft !== true) await takePublishSlot(deps, userId);
  return saveNewDemand(deps, userId, { columns, items, draft: input.draft === true }, now);
}

/**
 * Writes a new demand as `addDemand` checked it, without the publishing throttle: the demo seed's
 * way in (its companies publish their history at once; no buyer's allowance is spent).
 */
export async function seedDemand(
  deps: TDeps,
  userId: number,
  input: TDemandParsed,
  now = Date.now(),
): Promise<{ id: number }> {
  const { columns, items } = await demandColumns(deps, userId, input);
  return saveNewDemand(deps, userId, { columns, items, draft: input.draft === true }, now);
}

async function saveNewDemand(
  deps: TDeps,
  userId: number,
  { columns, items, draft }: Awaited<ReturnType<typeof demandColumns>> & { draft: boolean },
  now: number,
): Promise<{ id: number }> {
  const id = await deps.db.transaction().execute(async (trx) => {
    const demandId = await repo.insertDemand(trx, {
      ...columns,
      user_id: userId,
      status: draft ? DEMAND_STATUS.DRAFT : demandMovesTo('publish'),
      created_at: now,
      updated_at: now,
      published_at: draft ? null : now,
    });
    await repo.replaceItems(trx, demandId, items);
    return demandId;
  });
  return { id };
}

/** Why the owner's demand refuses an edit now (read after the guarded write wrote nothing). */
function refuseEdit(row: repo.TDemandRow, now: number): never {
  const shown = demandStatusAt(row.status, Number(row.quote_deadline_at), now);
  if (!demandMay(shown, 'edit')) throw appError('DEMAND_NOT_EDITABLE', { demandStatus: shown });
  throw appError('DEMAND_HAS_QUOTES');
}

/**
 * Rewrites the owner's draft (any time) or published demand (until its first quote, before its
 * deadline), items included. `draft: false` (or absent) on a draft publishes it. A published demand
 * never goes back to draft — sellers may have seen it: `draft: true` on one is ignored and it stays
 * published (the edit itself applies).
 */
export async function updateDemand(
  deps: TDeps,
  userId: number,
  input: TDemandUpdateParsed,
  now = Date.now(),
): Promise<void> {
  const before = await ownDemand(deps.db, userId, input.id);
  // The deadline is the guarded write's to judge (it reads the clock under the row's lock).
  if (!storedDemandStates(DEMAND_TRANSITIONS.edit.from).includes(before.status as TStoredDemandStatus))
    refuseEdit(before, now);
  const { columns, items } = await demandColumns(deps, userId, input);
  const publish = input.draft !== true;
  // Publishing a draft spends a slot like `add` does; given back if the edit is refused after all.
  const isPublishing = publish && DEMAND_TRANSITIONS.publish.from.includes(before.status as TDemandStatus);
  if (isPublishing) await takePublishSlot(deps, userId);
  try {
    await writeUpdate(deps, userId, input, { columns, items, publish, before }, now);
  } catch (err) {
    if (isPublishing) await deps.counters.release(publishSlot(userId));
    throw err;
  }
}

async function writeUpdate(
  deps: TDeps,
  userId: number,
  input: TDemandUpdateParsed,
  {
    columns,
    items,
    publish,
    before,
  }: Awaited<ReturnType<typeof demandColumns>> & { publish: boolean; before: repo.TDemandRow },
  now: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    // The guarded write first (`edit`): it races a seller's first quote on the same row (exactly one
    // wins). Publishing writes `publish`'s state; on a published demand that is the state it has.
    const patch = {
      ...columns,
      updated_at: now,
      ...(publish
        ? {
            status: demandMovesTo('publish'),
            published_at: before.published_at ?? now,
          }
        : {}),
    };
    if (!(await repo.updateEditable(trx, input.id, userId, patch, now))) {
      refuseEdit(await ownDemand(trx, userId, input.id), now);
    }
    await repo.replaceItems(trx, input.id, items);
  });
}

/** Closes the owner's draft or unsettled demand (also past its deadline); its live quotes become 未中标. */
export async function closeDemand(db: TDb, userId: number, id: number, now = Date.now()): Promise<void> {
  await ownDemand(db, userId, id);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.closeDemand(trx, id, userId, now))) {
      const row = await ownDemand(trx, userId, id);
      throw appError('DEMAND_NOT_CLOSABLE', {
        demandStatus: demandStatusAt(row.status, Number(row.quote_deadline_at), now),
      });
    }
    await repo.declineLiveQuotes(trx, id, now);
  });
}
