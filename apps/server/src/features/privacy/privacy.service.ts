import {
  ACCOUNT_DELETION_COOLING_DAYS,
  DELETION_BLOCKERS,
  EXPORT_SECTIONS,
  type TAppErrorName,
  type TDeletionBlocker,
  type TDeletionCheck,
  type TDeletionRequest,
  type TExportSection,
} from '@mall/contract';
import { appError } from '../../lib/app-error.js';
import { takeSlot } from '../../lib/counter-store.js';
import { maskPhone } from '../../lib/mask.js';
import type { TDeps } from '../../plugins/deps.js';
import type { TJobReport, TPersonalData } from '../../plugins/feature.js';
import {
  anonymiseAccount,
  checkOwnPassword,
  dueAccountDeletions,
  ownPhone,
  requestAccountDeletion,
} from '../account/account.service.js';
import { checkSmsCode, sendSmsCode } from '../account/sms-code.service.js';

/** Every running feature's personal-data part, by feature name (`app.personalData`). */
export type TPersonalDataParts = ReadonlyMap<string, TPersonalData>;

const DAY_MS = 24 * 3600_000;
/** An export reads every table of the buyer: a few an hour are plenty for a person, and cheap for the mall. */
export const EXPORTS_PER_HOUR = 5;
/** Accounts anonymised per job run (the rest wait for the next run). */
const DELETIONS_PER_RUN = 20;

const BLOCKER_ERROR: Record<TDeletionBlocker, TAppErrorName> = {
  ordersOpen: 'ACCOUNT_DELETE_ORDERS_OPEN',
  afterSalesOpen: 'ACCOUNT_DELETE_AFTER_SALES_OPEN',
  balancePositive: 'ACCOUNT_DELETE_BALANCE_POSITIVE',
};

/**
 * Everything the mall holds about the buyer (个人信息保护法, DESIGN.md §6): each feature answers for its
 * own tables; the sections come in EXPORT_SECTIONS order, each with the name a buyer reads.
 */
export async function exportMyData(
  deps: TDeps,
  parts: TPersonalDataParts,
  userId: number,
  now = Date.now(),
): Promise<{ json: string; fileName: string }> {
  await takeSlot(deps.counters, `privacy-export:${userId}`, EXPORTS_PER_HOUR, 3600_000, 'EXPORT_THROTTLED');
  const found: Partial<Record<TExportSection, unknown>> = {};
  for (const part of parts.values()) Object.assign(found, await part.export?.(deps, userId));
  const sections = Object.fromEntries(
    (Object.keys(EXPORT_SECTIONS) as TExportSection[]).map((key) => [
      key,
      { title: EXPORT_SECTIONS[key], data: found[key] ?? [] },
    ]),
  );
  const day = new Date(now + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  const file = { site: '智联商城', exportedAt: new Date(now).toISOString(), userId, sections };
  return { json: JSON.stringify(file, null, 2), fileName: `智联商城-我的信息-${day}.json` };
}

/** What keeps the account from being deleted now, in DELETION_BLOCKERS order. */
async function blockersOf(deps: TDeps, parts: TPersonalDataParts, userId: number): Promise<TDeletionBlocker[]> {
  const found = new Set<TDeletionBlocker>();
  for (const part of parts.values()) for (const b of (await part.blockers?.(deps, userId)) ?? []) found.add(b);
  return DELETION_BLOCKERS.filter((b) => found.has(b));
}

export async function checkDeletion(deps: TDeps, parts: TPersonalDataParts, userId: number): Promise<TDeletionCheck> {
  const phone = await ownPhone(deps, userId);
  if (!phone) throw appError('USER_NOT_FOUND');
  const blockers = await blockersOf(deps, parts, userId);
  return { canDelete: blockers.length === 0, blockers, maskedPhone: maskPhone(phone) };
}

/** Sends the deletion code to the buyer's own phone (never a phone the caller names). */
export async function sendDeleteCode(deps: TDeps, userId: number, ip: string) {
  const phone = await ownPhone(deps, userId);
  if (!phone) throw appError('USER_NOT_FOUND');
  const sent = await sendSmsCode(deps, phone, 'delete', ip);
  return { cooldownSeconds: sent.cooldownSeconds, maskedPhone: maskPhone(phone) };
}

/**
 * Asks to delete the account (DESIGN-OPERATE §F): refused, naming why, while something is open;
 * then the password, then the SMS code (used up only once everything else passed). Every session
 * ends; ACCOUNT_DELETION_COOLING_DAYS later the job anonymises it unless a login cancels it first.
 */
export async function deleteAccount(
  deps: TDeps,
  parts: TPersonalDataParts,
  userId: number,
  input: { password: string; code: string },
  now = Date.now(),
): Promise<TDeletionRequest> {
  const phone = await ownPhone(deps, userId);
  if (!phone) throw appError('USER_NOT_FOUND');
  const [blocker] = await blockersOf(deps, parts, userId);
  if (blocker) throw appError(BLOCKER_ERROR[blocker] as 'ACCOUNT_DELETE_ORDERS_OPEN');
  await checkOwnPassword(deps, userId, input.password);
  await checkSmsCode(deps, { phone, scene: 'delete', code: input.code, consume: true });
  return requestAccountDeletion(deps, userId, ACCOUNT_DELETION_COOLING_DAYS * DAY_MS, now);
}

/**
 * The deletion job: every account whose cooling-off has ended is anonymised in one transaction with
 * every feature's erase, claimed by a guarded write (racing instances delete it once). One that has
 * something open again (an order the sellers still ship) waits for a later run.
 */
export async function runDueDeletions(deps: TDeps, parts: TPersonalDataParts, now = Date.now()): Promise<TJobReport> {
  let deleted = 0;
  let waiting = 0;
  for (const userId of await dueAccountDeletions(deps, now, DELETIONS_PER_RUN)) {
    if ((await blockersOf(deps, parts, userId)).length > 0) {
      waiting++;
      continue;
    }
    const isDeleted = await deps.db.transaction().execute(async (trx) => {
      if (!(await anonymiseAccount(trx, userId, now))) return false;
      for (const part of parts.values()) await part.erase?.(trx, userId, now);
      return true;
    });
    if (isDeleted) deleted++;
  }
  return { deleted, waiting };
}
