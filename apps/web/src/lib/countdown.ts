const SECOND = 1000;

/**
 * A countdown as the buyer reads it: 29分05秒, 1小时02分03秒, 45秒. Seconds round up, so a fresh
 * 30-minute window reads 30分00秒 and 0秒 is only reached at the deadline itself.
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return `${hours}小时${pad(minutes)}分${pad(seconds)}秒`;
  if (minutes > 0) return `${minutes}分${pad(seconds)}秒`;
  return `${seconds}秒`;
}
