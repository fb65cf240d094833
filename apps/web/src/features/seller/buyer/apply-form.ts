import type { TApplicationSubmit, TCategory, TSellerApplication } from '@mall/contract';

/** The 商家入驻 form's values: the contract's fields, the region as the cascader holds it, the licence as a list. */
export interface TApplyFormValues {
  phone: string;
  code: string;
  companyName: string;
  uscc: string;
  legalPerson: string;
  contactName: string;
  shopName: string;
  categoryIds: number[];
  /** The uploaded licence's `/files/…` path (one). */
  licenseImage: string[];
  /** Province, city and district codes. */
  region: string[];
  address: string;
}

const trim = (v: string | undefined) => v?.trim() ?? '';

/** The payload of `merchantApply.submit`, trimmed; the 统一社会信用代码 in capitals as the contract keeps it. */
export function applyPayload(values: Partial<TApplyFormValues>): TApplicationSubmit {
  const [province = '', city = '', area = ''] = values.region ?? [];
  return {
    phone: trim(values.phone),
    code: trim(values.code),
    companyName: trim(values.companyName),
    uscc: trim(values.uscc).toUpperCase(),
    legalPerson: trim(values.legalPerson),
    contactName: trim(values.contactName),
    shopName: trim(values.shopName),
    categoryIds: values.categoryIds ?? [],
    licenseImage: values.licenseImage?.[0] ?? '',
    province,
    city,
    area,
    address: trim(values.address),
  };
}

/** A rejected application's data as the form's start (修改后重新提交); the SMS code is always new. */
export function applyFormValues(application: TSellerApplication | null | undefined): Partial<TApplyFormValues> {
  if (!application) return { categoryIds: [], licenseImage: [], region: [] };
  return {
    phone: application.phone,
    companyName: application.companyName,
    uscc: application.uscc,
    legalPerson: application.legalPerson,
    contactName: application.contactName,
    shopName: application.shopName,
    categoryIds: application.categoryIds,
    licenseImage: application.licenseImage ? [application.licenseImage] : [],
    region: [application.province, application.city, application.area].filter(Boolean),
    address: application.address,
  };
}

/** The form field a contract path (or a server refusal's field) is about: the region's three codes are one field. */
export function applyField(path: readonly PropertyKey[]): keyof TApplyFormValues {
  const head = String(path[0] ?? '');
  if (head === 'province' || head === 'city' || head === 'area') return 'region';
  return head as keyof TApplyFormValues;
}

/** What the page shows: the form (never applied, or 修改后重新提交) or the application's state. */
export type TApplyView =
  | { kind: 'form'; rejectedReason: string | null }
  | { kind: 'pending'; application: TSellerApplication }
  | { kind: 'approved'; application: TSellerApplication }
  | { kind: 'rejected'; application: TSellerApplication };

/** The page's state from the latest application, and whether the buyer chose to apply again. */
export function applyView(application: TSellerApplication | null | undefined, isReapplying: boolean): TApplyView {
  if (!application) return { kind: 'form', rejectedReason: null };
  if (application.status === 0) return { kind: 'pending', application };
  if (application.status === 1) return { kind: 'approved', application };
  return isReapplying ? { kind: 'form', rejectedReason: application.reason } : { kind: 'rejected', application };
}

/** Tree options for the category picker: every category selectable, children under their parent. */
export interface TCategoryOption {
  value: number;
  title: string;
  children?: TCategoryOption[];
}

export function categoryOptions(tree: readonly TCategory[] | undefined): TCategoryOption[] {
  return (tree ?? []).map((c) => ({
    value: c.id,
    title: c.name,
    ...(c.children?.length ? { children: categoryOptions(c.children) } : {}),
  }));
}
