import { describe, expect, it } from 'vitest';
import { describeEachDb } from '../../test/helper.js';
import { addressOf, isFirstViewToday } from './content-view.service.js';

describe('addressOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('knows %s as %s', (ip, address) => {
    expect(addressOf(ip)).toBe(address);
  });
});

describeEachDb('content views', (ctx) => {
  const db = () => ctx.app.deps.db;
  // 2026-12-08 10:00 in China, and the next China day.
  const DAY1 = Date.UTC(2026, 11, 8, 2);
  const DAY2 = DAY1 + 24 * 3_600_000;
  const guest = (ip: string) => ({ userId: 0, ip });

  it('counts a viewer once a China day, per content and kind; the next day again', async () => {
    expect(await isFirstViewToday(db(), 'plan', 1, guest('198.51.100.1'), DAY1)).toBe(true);
    expect(await isFirstViewToday(db(), 'plan', 1, guest('198.51.100.1'), DAY1 + 3_600_000)).toBe(false);
    // Another address of the same IPv6 /64 is the same viewer.
    expect(await isFirstViewToday(db(), 'plan', 1, guest('2001:db8:5:6::1'), DAY1)).toBe(true);
    expect(await isFirstViewToday(db(), 'plan', 1, guest('2001:db8:5:6:ffff::2'), DAY1)).toBe(false);
    expect(await isFirstViewToday(db(), 'plan', 2, guest('198.51.100.1'), DAY1)).toBe(true);
    expect(await isFirstViewToday(db(), 'news', 1, guest('198.51.100.1'), DAY1)).toBe(true);
    expect(await isFirstViewToday(db(), 'plan', 1, { userId: 7, ip: '198.51.100.1' }, DAY1)).toBe(true);
    expect(await isFirstViewToday(db(), 'plan', 1, { userId: 7, ip: '198.51.100.9' }, DAY1)).toBe(false);
    expect(await isFirstViewToday(db(), 'plan', 1, guest('198.51.100.1'), DAY2)).toBe(true);
  });

  it('hashes an address under a key of the day, and forgets the days before yesterday', async () => {
    const DAY4 = DAY2 + 2 * 24 * 3_600_000;
    await isFirstViewToday(db(), 'plan', 3, guest('198.51.100.2'), DAY1);
    await isFirstViewToday(db(), 'plan', 3, guest('198.51.100.2'), DAY2);
    const viewers = await db()
      .selectFrom('content_views')
      .select(['viewer', 'day'])
      .where('content_id', '=', 3)
      .execute();
    const [one, two] = [viewers.find((v) => v.day === '2026-12-08'), viewers.find((v) => v.day === '2026-12-09')];
    // One address, two days: two unrelated hashes, neither holding the address.
    expect(one?.viewer).toMatch(/^a:[\w-]{43}$/);
    expect(one?.viewer).not.toBe(two?.viewer);
    expect(JSON.stringify(viewers)).not.toContain('198.51.100.2');
    // The first guest view of a later day prunes the views and keys before its yesterday.
    await isFirstViewToday(db(), 'news', 3, guest('198.51.100.3'), DAY4);
    const days = await db().selectFrom('content_views').select('day').distinct().execute();
    expect(days.map((d) => d.day).sort()).toEqual(['2026-12-11']);
    const keys = await db().selectFrom('content_view_keys').select('day').execute();
    expect(keys.map((k) => k.day)).toEqual(['2026-12-11']);
  });
});
