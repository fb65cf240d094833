import { createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { chinaDate } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import * as repo from './content-view.repository.js';

type TDb = Kysely<DB>;

// Views of public content (plans, news) counted once per viewer and China day (DESIGN.md §6): the
// plan and news features call `isFirstViewToday` in the transaction of their count. No routes and no
// jobs (the day's first view prunes the old days); this feature imports no other.

/** What is counted: a plan of 方案馆, an article of the news. */
export type TContentKind = 'plan' | 'news';

/** Who reads: the buyer of a valid token (0 for a guest) and the client's address. */
export interface TViewer {
  userId: number;
  ip: string;
}

/**
 * The address a guest is known by: an IPv4 address whole, an IPv6 one by its /64 (one subscriber's
 * line: a client picks any address inside it at will), an IPv4-mapped one as the IPv4 it maps.
 */
export function addressOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The key of the China day, offered by the first instance that needs it (one random key per day,
 * whichever instance stored it, so every instance hashes alike; read each time rather than kept per
 * process, a primary-key lookup). The instance whose offer is stored also deletes the views and keys
 * of the days before yesterday: once a key is gone, its hashes can no longer be tied to an address.
 */
async function dayKey(db: TDb, day: string, now: number): Promise<string> {
  const stored = await repo.findDayKey(db, day);
  if (stored !== undefined) return stored;
  const offered = randomBytes(32).toString('hex');
  if (await repo.offerDayKey(db, { day, secret: offered, created_at: now })) {
    await repo.deleteBefore(db, chinaDate(now, -1));
    return offered;
  }
  return (await repo.findDayKey(db, day)) ?? offered;
}

/**
 * Records that the viewer read this content today (China day) and answers whether it is their first
 * read of it that day: only then does the caller count a view. A buyer is one viewer whatever their
 * address; a guest is their address, stored only as a keyed hash. Pass the caller's transaction as
 * `db`, so the record and the count commit together (a view is never recorded uncounted).
 */
export async function isFirstViewToday(
  db: TDb,
  kind: TContentKind,
  contentId: number,
  viewer: TViewer,
  now = Date.now(),
): Promise<boolean> {
  const day = chinaDate(now);
  // Asked for a buyer too: the day's first view of any viewer prunes the days before yesterday.
  const key = await dayKey(db, day, now);
  const who =
    viewer.userId > 0
      ? `u:${viewer.userId}`
      : `a:${createHmac('sha256', key).update(addressOf(viewer.ip)).digest('base64url')}`;
  return repo.insertView(db, { kind, content_id: contentId, viewer: who, day, created_at: now });
}
