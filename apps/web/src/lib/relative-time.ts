import dayjs from 'dayjs';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec §4 relative time: under 30 s 刚刚; under 1 hour N分钟前; under 1 day N小时前; under 2 days
 * 1天前; otherwise the date. Times in the future (clock skew) count as 刚刚.
 */
export function relativeTime(time: Date | number | string, now: number = Date.now()): string {
  const at = dayjs(time);
  if (!at.isValid()) return '';
  const diff = now - at.valueOf();
  if (diff < 30 * SECOND) return '刚刚';
  if (diff < HOUR) return `${Math.max(1, Math.floor(diff / MINUTE))}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  if (diff < 2 * DAY) return '1天前';
  return at.format('YYYY-MM-DD');
}
