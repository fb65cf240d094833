import {
  REGION_ROOT,
  regionName,
  regionOptions,
  regionText,
  type TAddress,
  type TAddressInput,
  type TRegionOption,
} from '@mall/contract';
import { ADDRESS_LIMIT } from '@mall/contract/wire';

/** Spec §3: the address with its display fields derived from the region codes. */
export interface TAddressView extends TAddress {
  provinceText: string;
  cityText: string;
  areaText: string;
  /** 省 市 区, e.g. 上海市 市辖区 浦东新区. */
  districts: string;
  /** Region text and street in one line. */
  streetLine: string;
}

export function viewAddress(address: TAddress): TAddressView {
  const { provinceText, cityText, areaText, text } = regionText(address.province, address.city, address.area);
  return {
    ...address,
    provinceText,
    cityText,
    areaText,
    districts: text,
    streetLine: [text, address.street].filter(Boolean).join(' '),
  };
}

/** The default address first (spec §4: the current address is the default one), the rest as given. */
export function sortAddresses(list: readonly TAddress[]): TAddress[] {
  return [...list].sort((a, b) => b.isDefaultAddress - a.isDefaultAddress);
}

/** The address to preselect: the default one, else the first; null without addresses. */
export function currentAddressId(list: readonly TAddress[]): number | null {
  return (list.find((a) => a.isDefaultAddress === 1) ?? list[0])?.id ?? null;
}

/** Where something is to be delivered (a procurement demand's 交货地区): province and city codes. */
export interface TDeliveryRegion {
  province: string;
  city: string;
}

/** Whether an address lies in the delivery region (the same city of the same province). */
export function isInRegion(address: TAddress, region: TDeliveryRegion): boolean {
  return address.province === region.province && address.city === region.city;
}

/**
 * The address a delivery to `region` preselects: one in its city, else in its province (the default
 * one first either way), else the current one (DESIGN-OPERATE §I: a quote settles to the demand's region).
 */
export function regionAddressId(list: readonly TAddress[], region: TDeliveryRegion): number | null {
  const sorted = sortAddresses(list);
  const inCity = sorted.find((a) => isInRegion(a, region));
  const inProvince = sorted.find((a) => a.province === region.province);
  return (inCity ?? inProvince)?.id ?? currentAddressId(list);
}

export function canAddAddress(list: readonly TAddress[] | undefined): boolean {
  return (list?.length ?? 0) < ADDRESS_LIMIT;
}

/** Said wherever a new address is refused because the book is full. */
export const ADDRESS_FULL_MSG = `最多可保存${ADDRESS_LIMIT}个收货地址，请删除不再使用的地址后再新增`;

/** The values of the address form. */
export interface TAddressFormValues {
  realname: string;
  telphone: string;
  /** Province, city and district codes, as the cascader holds them. */
  region: string[];
  street: string;
  isDefault: boolean;
}

export function addressFormValues(address: TAddress | null | undefined): Partial<TAddressFormValues> {
  if (!address) return { region: [], isDefault: false };
  return {
    realname: address.realname,
    telphone: address.telphone,
    region: [address.province, address.city, address.area].filter(Boolean),
    street: address.street,
    isDefault: address.isDefaultAddress === 1,
  };
}

export function addressPayload(values: TAddressFormValues): TAddressInput {
  const [province = '', city = '', area = ''] = values.region ?? [];
  return {
    realname: values.realname?.trim() ?? '',
    telphone: values.telphone?.trim() ?? '',
    province,
    city,
    area,
    street: values.street?.trim() ?? '',
    isDefaultAddress: values.isDefault ? 1 : 0,
  };
}

/**
 * Why a cascader value is not a deliverable region, or '' when it is: three levels that exist and
 * belong together, exactly what the contract's `ZAddressFields` accepts. `whenEmpty` names what the
 * form asks for when nothing is chosen (a demand asks for its 交货地区).
 */
export function regionProblem(codes: readonly string[] | undefined, whenEmpty = '请选择所在地区'): string {
  if (!codes?.length) return whenEmpty;
  const [province, city, area] = codes;
  if (!regionName(REGION_ROOT, province)) return '省份不存在';
  if (!city || !area) return '请选择完整的省 / 市 / 区县';
  if (!regionName(province, city)) return '城市不属于所选省份';
  if (!regionName(city, area)) return '区县不属于所选城市';
  return '';
}

/** `regionProblem` as a form item's rule (antd's `{validator}`): the region fields of every form. */
export function regionRule(whenEmpty?: string) {
  return {
    validator: async (_rule: unknown, value: string[] | undefined) => {
      const problem = regionProblem(value, whenEmpty);
      if (problem) throw new Error(problem);
    },
  };
}

/**
 * Only the branches that reach a district: an address needs province, city and district (the
 * contract checks all three), so regions of the table that stop at two levels cannot be chosen.
 */
export function deliverableRegionOptions(options: readonly TRegionOption[], depth = 0): TRegionOption[] {
  return options.flatMap((o) => {
    if (depth === 2) return [{ value: o.value, label: o.label }];
    const children = deliverableRegionOptions(o.children ?? [], depth + 1);
    return children.length ? [{ ...o, children }] : [];
  });
}

let regionTree: TRegionOption[] | null = null;
/** The cascader tree, built once on first use (about 3 500 nodes). */
export function addressRegionOptions(): TRegionOption[] {
  regionTree ??= deliverableRegionOptions(regionOptions());
  return regionTree;
}
