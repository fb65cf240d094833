/** A price for filters and labels: whole yuan without decimals, otherwise two (¥99, ¥99.50). */
export function formatPrice(yuan: number): string {
  const cents = Math.round(yuan * 100);
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** A count for badges: 9999, 1.2万, 35万. */
export function formatCount(n: number): string {
  if (n < 10_000) return String(n);
  const wan = n / 10_000;
  return `${wan < 100 ? Math.round(wan * 10) / 10 : Math.round(wan)}万`;
}
