import areaData from 'china-area-data/data.json' with { type: 'json' };

/**
 * The region table of spec §3: key '86' lists provinces, a province code lists its cities, a city
 * code lists its districts. Codes travel as strings.
 */
export const REGION_TABLE = areaData as Record<string, Record<string, string>>;

export const REGION_ROOT = '86';

/** Every province code. */
export const PROVINCE_CODES = Object.keys(REGION_TABLE[REGION_ROOT] ?? {});

/**
 * The API document's mark on a payload object whose `province`, `city` and `area` form a chain of the
 * table: `full` (all three, each under the one before), `partial` (none of the three, or all three with
 * each level optional from the right as `''`). The document replaces the mark with the chain itself.
 */
export const REGION_CHAIN = 'x-region-chain';

/** Name of a region code under its parent, or '' when the code does not belong there. */
export function regionName(parent: string, code: string | null | undefined): string {
  if (!code) return '';
  return REGION_TABLE[parent]?.[code] ?? '';
}

/** Text of province, city and area codes (spec §3: shown as text resolved through the table). */
export function regionText(province?: string | null, city?: string | null, area?: string | null) {
  const provinceText = regionName(REGION_ROOT, province);
  const cityText = province ? regionName(province, city) : '';
  const areaText = city ? regionName(city, area) : '';
  return { provinceText, cityText, areaText, text: [provinceText, cityText, areaText].filter(Boolean).join(' ') };
}

/**
 * Whether province/city/area codes exist and belong together. Each level is optional from the
 * right (a province alone is valid for a profile), but a lower level needs its parent.
 */
export function isRegionChain(province?: string | null, city?: string | null, area?: string | null): boolean {
  if (!province) return !city && !area;
  if (!regionName(REGION_ROOT, province)) return false;
  if (!city) return !area;
  if (!regionName(province, city)) return false;
  if (!area) return true;
  return regionName(city, area) !== '';
}

export interface TRegionOption {
  value: string;
  label: string;
  children?: TRegionOption[];
}

/** The table as a cascader tree (province → city → district). */
export function regionOptions(): TRegionOption[] {
  const build = (parent: string, depth: number): TRegionOption[] =>
    Object.entries(REGION_TABLE[parent] ?? {}).map(([value, label]) => {
      const children = depth < 2 && REGION_TABLE[value] ? build(value, depth + 1) : undefined;
      return children?.length ? { value, label, children } : { value, label };
    });
  return build(REGION_ROOT, 0);
}
