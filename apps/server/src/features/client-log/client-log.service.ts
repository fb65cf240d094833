import { createHash } from 'node:crypto';
import {
  type CALLS,
  CLIENT_ERROR_CAPS,
  CLIENT_ERROR_KINDS,
  routePath,
  scrubClientText,
  scrubRoute,
  type TCallParsed,
  type TClientErrorGroup,
  type TClientErrorKind,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { takeSlot } from '../../lib/counter-store.js';
import type { TDeps } from '../../plugins/deps.js';
import * as repo from './client-log.repository.js';

type TReport = TCallParsed<typeof CALLS.log.clientError>;

/** The table keeps at most this many reports (the most recently seen). */
export const CLIENT_ERROR_MAX_ROWS = 10_000;
/** Reports per client address per window; more answer 429 and are not stored. */
export const CLIENT_ERROR_THROTTLE = { max: 30, windowMs: 10 * 60_000 } as const;
/** Every this many new fingerprints, the insert also prunes (besides the hourly housekeeping). */
const PRUNE_EVERY = 100;
/** Stack frames that make up a fingerprint: enough to tell errors apart, few enough to survive small edits. */
const FINGERPRINT_FRAMES = 5;

interface TLogger {
  warn(obj: object, msg: string): void;
}

/** The lines of a stack that are frames (`    at f (url:1:2)` in Chromium, `f@url:1:2` in Firefox and Safari). */
function firstFrames(stack: string, count: number): string[] {
  const lines = stack.split('\n').map((l) => l.trim());
  const frames = lines.filter((l) => /^at\s|@/.test(l));
  return (frames.length ? frames : lines.filter(Boolean)).slice(0, count);
}

/** sha256 of the message, the first stack frames and the route's path (its query left out). */
export function fingerprintOf(report: { message: string; stack: string; route: string }): string {
  const parts = [report.message, ...firstFrames(report.stack, FINGERPRINT_FRAMES), routePath(report.route)];
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/**
 * Stores one report of an unhandled web error (spec §8), scrubbed again on this side: a client
 * that is old, buggy or hostile must not get a token or a phone number into the table or the log.
 */
export async function recordClientError(deps: TDeps, log: TLogger, report: TReport, ip: string): Promise<void> {
  if (!deps.config.CLIENT_ERROR_LOG) return;
  const { max, windowMs } = CLIENT_ERROR_THROTTLE;
  await takeSlot(deps.counters, `client-error:${ip}`, max, windowMs, 'CLIENT_LOG_THROTTLED');
  const clean = {
    kind: report.kind,
    message: scrubClientText(report.message).slice(0, CLIENT_ERROR_CAPS.message),
    stack: scrubClientText(report.stack).slice(0, CLIENT_ERROR_CAPS.stack),
    route: scrubRoute(report.route),
    version: scrubClientText(report.version).slice(0, CLIENT_ERROR_CAPS.version),
    user_agent: report.userAgent.slice(0, CLIENT_ERROR_CAPS.userAgent),
  };
  const fingerprint = fingerprintOf(clean);
  const now = Date.now();
  const saved = await repo.upsertClientError(deps.db, {
    ...clean,
    fingerprint,
    ip: ip.slice(0, 64),
    first_seen: now,
    last_seen: now,
  });
  log.warn(
    {
      fingerprint,
      count: saved.count,
      kind: clean.kind,
      route: clean.route,
      version: clean.version,
      message: clean.message,
    },
    'client error reported',
  );
  if (saved.count === 1 && saved.id % PRUNE_EVERY === 0) await pruneClientErrors(deps.db);
}

/** Drops all but the most recently seen reports (on insert now and then, and hourly). */
export function pruneClientErrors(db: Kysely<DB>, keep = CLIENT_ERROR_MAX_ROWS): Promise<number> {
  return repo.pruneClientErrors(db, keep);
}

/** The console's 前端错误: one row per fingerprint, the most recently seen first. */
export async function listClientErrorGroups(
  db: Kysely<DB>,
  query: { page: number; limit: number; keyword?: string | undefined },
): Promise<{ list: TClientErrorGroup[]; total: number }> {
  const keyword = query.keyword ? query.keyword.toLowerCase() : undefined;
  const { rows, total } = await repo.pageClientErrors(db, keyword, (query.page - 1) * query.limit, query.limit);
  return {
    total,
    list: rows.map((r) => ({
      id: Number(r.id),
      fingerprint: r.fingerprint,
      kind: (CLIENT_ERROR_KINDS as readonly string[]).includes(r.kind) ? (r.kind as TClientErrorKind) : 'error',
      message: r.message,
      stack: r.stack,
      route: r.route,
      version: r.version,
      userAgent: r.user_agent,
      count: Number(r.count),
      firstSeen: Number(r.first_seen),
      lastSeen: Number(r.last_seen),
    })),
  };
}

/** Errors new in the last 24 hours (the dashboard's queue: what broke lately and nobody has seen before). */
export function countNewClientErrors(db: Kysely<DB>, now = Date.now()): Promise<number> {
  return repo.countFirstSeenSince(db, now - 24 * 3_600_000);
}
