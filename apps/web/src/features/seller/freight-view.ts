import { REGION_ROOT, REGION_TABLE, type TFreightTemplate } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';

/** Every province as the address region codes them, in the table's order. */
export const PROVINCES: { value: string; label: string }[] = Object.entries(REGION_TABLE[REGION_ROOT] ?? {}).map(
  ([value, label]) => ({ value, label }),
);

const SHORT_SUFFIX = /(维吾尔自治区|壮族自治区|回族自治区|特别行政区|自治区|省|市)$/;

/** 新疆维吾尔自治区 → 新疆, 北京市 → 北京: the names a template's groups are read by. */
export function shortProvince(code: string): string {
  const name = REGION_TABLE[REGION_ROOT]?.[code] ?? code;
  return name.replace(SHORT_SUFFIX, '') || name;
}

/** ¥0 reads 包邮. */
export function feeText(fee: number): string {
  return fee === 0 ? '包邮' : `¥${formatYuan(fee)}`;
}

/** One line per rule: 满¥99.00包邮, 默认运费 ¥10.00, 新疆、西藏 ¥20.00. */
export function templateRules(t: Pick<TFreightTemplate, 'freeAbove' | 'defaultFee' | 'regions'>): string[] {
  return [
    ...(t.freeAbove === null ? [] : [`满¥${formatYuan(t.freeAbove)}包邮`]),
    `其他地区 ${feeText(t.defaultFee)}`,
    ...t.regions.map((r) => `${r.provinces.map(shortProvince).join('、')} ${feeText(r.fee)}`),
  ];
}

/** The form's values (yuan as numbers, null when blank). */
export interface TFreightFormValues {
  name: string;
  hasFreeAbove: boolean;
  freeAbove: number | null;
  defaultFee: number | null;
  regions: { provinces: string[]; fee: number | null }[];
}

export const INITIAL_FREIGHT_FORM: TFreightFormValues = {
  name: '',
  hasFreeAbove: true,
  freeAbove: 99,
  defaultFee: 10,
  regions: [],
};

export function freightFormOf(t: TFreightTemplate | null): TFreightFormValues {
  if (!t) return INITIAL_FREIGHT_FORM;
  return {
    name: t.name,
    hasFreeAbove: t.freeAbove !== null,
    freeAbove: t.freeAbove,
    defaultFee: t.defaultFee,
    regions: t.regions.map((r) => ({ provinces: r.provinces, fee: r.fee })),
  };
}

/** The payload of `sellerFreight.add` / `update` (blank money stays blank: the schema names it). */
export function freightPayload(v: TFreightFormValues) {
  return {
    name: v.name.trim(),
    freeAbove: v.hasFreeAbove ? v.freeAbove : null,
    defaultFee: v.defaultFee as number,
    regions: v.regions.map((r) => ({ provinces: r.provinces, fee: r.fee as number })),
  };
}
