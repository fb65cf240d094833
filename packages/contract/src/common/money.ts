/** Money is integer fen inside, yuan (a number with at most 2 decimals) at the edge. */
export function fenToYuan(fen: number): number {
  return Math.round(fen) / 100;
}

export function yuanToFen(yuan: number): number {
  return Math.round(yuan * 100);
}

/** Shows yuan with exactly two decimals (spec §9: totals rounded and shown to 2 decimals). */
export function formatYuan(yuan: number): string {
  return (Math.round(yuan * 100) / 100).toFixed(2);
}
