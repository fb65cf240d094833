/**
 * Freight (运费) and the delivery promise (预计送达), DESIGN-OPERATE §I. Pure rules shared by the
 * server (which charges) and the tests; money in fen.
 */

/** A fee (a group's or the default) is at most ¥999. */
export const FREIGHT_FEE_MAX = 999;
/** 满N包邮 is at most ¥99 999. */
export const FREIGHT_FREE_ABOVE_MAX = 99_999;
/** Province groups of one template. */
export const FREIGHT_REGION_GROUPS_MAX = 10;
export const FREIGHT_NAME_MIN = 2;
export const FREIGHT_NAME_MAX = 20;

/** The region a guest (or a buyer without an address) is quoted for: 北京. */
export const FREIGHT_DEFAULT_PROVINCE = '110000';

/** A template as the charging rule reads it (fen). */
export interface TFreightRule {
  freeAboveFen: number | null;
  defaultFeeFen: number;
  regions: { provinces: string[]; feeFen: number }[];
}

/** The fee of one template to a province, before 包邮: its group's fee, else the default. */
export function templateFeeFen(rule: TFreightRule, province: string): number {
  const group = rule.regions.find((r) => r.provinces.includes(province));
  return group ? group.feeFen : rule.defaultFeeFen;
}

/**
 * The freight of one seller order: every template its lines name gives its fee to the province,
 * waived (0) when the order's goods (at their prices, before any coupon) reach that template's
 * 满N包邮; the order pays the highest of them once. Lines without a template (null) ship free.
 */
export function sellerOrderFreightFen(rules: (TFreightRule | null)[], province: string, goodsFen: number): number {
  let fee = 0;
  for (const rule of rules) {
    if (!rule) continue;
    if (rule.freeAboveFen !== null && goodsFen >= rule.freeAboveFen) continue;
    fee = Math.max(fee, templateFeeFen(rule, province));
  }
  return fee;
}

// ---- 预计送达 ----

/** Orders paid before this China hour ship the same day; later ones the next day. */
export const SHIP_CUTOFF_HOUR = 16;

/** Mainland macro-regions by the province code's first two digits: neighbours are within one. */
const MACRO_REGIONS: Record<string, string> = {
  '11': 'north',
  '12': 'north',
  '13': 'north',
  '14': 'north',
  '15': 'north',
  '21': 'northeast',
  '22': 'northeast',
  '23': 'northeast',
  '31': 'east',
  '32': 'east',
  '33': 'east',
  '34': 'east',
  '35': 'east',
  '36': 'east',
  '37': 'east',
  '41': 'central',
  '42': 'central',
  '43': 'central',
  '44': 'south',
  '45': 'south',
  '46': 'south',
  '50': 'southwest',
  '51': 'southwest',
  '52': 'southwest',
  '53': 'southwest',
  '54': 'southwest',
  '61': 'northwest',
  '62': 'northwest',
  '63': 'northwest',
  '64': 'northwest',
  '65': 'northwest',
};

/** 西藏, 青海, 新疆 and 港澳台 take two days more. */
const REMOTE = new Set(['54', '63', '65', '71', '81', '82']);

/**
 * Days in transit from the shop's province to the buyer's: 1 within a province, 2 within a
 * macro-region (华北, 东北, 华东, 华中, 华南, 西南, 西北), 3 across; +2 to or from a remote one.
 * An unknown origin (a shop without a province) counts as across.
 */
export function transitDays(from: string, to: string): number {
  const a = from.slice(0, 2);
  const b = to.slice(0, 2);
  const base = a && a === b ? 1 : a && MACRO_REGIONS[a] && MACRO_REGIONS[a] === MACRO_REGIONS[b] ? 2 : 3;
  return base + (REMOTE.has(a) || REMOTE.has(b) ? 2 : 0);
}

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;
const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/**
 * The delivery promise for an order placed at `now`: shipped the same China day before
 * SHIP_CUTOFF_HOUR (else the next day), then `transitDays`. Answers the China date (YYYY-MM-DD)
 * and the sentence the detail page shows: 现在下单，预计11月30日(周一)送达.
 */
export function deliveryPromise(from: string, to: string, now: number): { date: string; text: string } {
  const china = new Date(now + CHINA_OFFSET_MS);
  const shipDay = Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) + (china.getUTCHours() >= SHIP_CUTOFF_HOUR ? 1 : 0);
  const day = new Date((shipDay + transitDays(from, to)) * DAY_MS);
  const date = day.toISOString().slice(0, 10);
  const text = `现在下单，预计${day.getUTCMonth() + 1}月${day.getUTCDate()}日(周${WEEKDAYS[day.getUTCDay()]})送达`;
  return { date, text };
}
