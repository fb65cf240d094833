/** An id from the query string: a positive whole number written plainly (no sign, exponent or decimals), else undefined. */
export function parseId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,16}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= Number.MAX_SAFE_INTEGER ? n : undefined;
}
