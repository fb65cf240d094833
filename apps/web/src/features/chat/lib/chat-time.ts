import dayjs from 'dayjs';

/** Messages this far apart get a time line between them (as messaging apps do). */
export const CHAT_DIVIDER_GAP_MS = 5 * 60_000;

/** A divider's or list's time: 14:05 today, 昨天 14:05, 03-12 14:05 this year, else the full date. */
export function chatTimeText(time: number, now: number = Date.now()): string {
  const t = dayjs(time);
  const today = dayjs(now).startOf('day');
  if (!t.isBefore(today)) return t.format('HH:mm');
  if (!t.isBefore(today.subtract(1, 'day'))) return `昨天 ${t.format('HH:mm')}`;
  if (t.year() === today.year()) return t.format('MM-DD HH:mm');
  return t.format('YYYY-MM-DD HH:mm');
}

/** A list's short time: 14:05 today, 昨天, 03-12, or 2025-03-12. */
export function chatListTimeText(time: number, now: number = Date.now()): string {
  const t = dayjs(time);
  const today = dayjs(now).startOf('day');
  if (!t.isBefore(today)) return t.format('HH:mm');
  if (!t.isBefore(today.subtract(1, 'day'))) return '昨天';
  if (t.year() === today.year()) return t.format('MM-DD');
  return t.format('YYYY-MM-DD');
}

/** Whether a time line goes before a message: the first, or minutes after the one before it. */
export function needsChatDivider(previous: number | undefined, current: number): boolean {
  return previous === undefined || current - previous >= CHAT_DIVIDER_GAP_MS;
}
