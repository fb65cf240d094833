/**
 * Rows as a buyer reads them in their data export (DESIGN.md §6): camelCase names, times as ISO
 * strings (columns ending in `_at`, epoch ms), money in yuan (columns ending in `_fen`), JSON
 * columns parsed, and the columns named in `omit` left out (hashes, other people's data).
 */
export function exportRows<T extends object>(rows: readonly T[], omit: readonly (keyof T & string)[] = []): unknown[] {
  return rows.map((row) => exportRow(row, omit));
}

export function exportRow<T extends object>(row: T, omit: readonly (keyof T & string)[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if ((omit as readonly string[]).includes(key)) continue;
    const name = key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    if (key.endsWith('_at') && value !== null && value !== undefined) {
      out[name] = new Date(Number(value)).toISOString();
    } else if (key.endsWith('_fen') && value !== null && value !== undefined) {
      out[name.replace(/Fen$/, '')] = Number(value) / 100;
    } else if (typeof value === 'string' && /^[[{]/.test(value)) {
      out[name] = parseJson(value);
    } else {
      out[name] = typeof value === 'bigint' ? Number(value) : value;
    }
  }
  return out;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
