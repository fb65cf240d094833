import {
  chinaDate,
  DELIVERY_MAX_DAYS,
  QUOTE_DEADLINE_MAX_DAYS,
  type TDemandAttachment,
  type TDemandDetail,
  type TDemandInput,
} from '@mall/contract';
import { fieldErrors } from '../../components/check-form';

/** One item row of the form (antd InputNumber leaves null in an emptied box). */
export interface TDemandItemValues {
  name?: string;
  spec?: string;
  quantity?: number | null;
  unit?: string;
  targetPrice?: number | null;
}

/** A date as the form holds it: a dayjs value (only its `format` is read here). */
export interface TFormDate {
  format: (pattern: string) => string;
}

/** The values of the demand form. */
export interface TDemandFormValues {
  title?: string;
  /** The category path, top level first, as the cascader holds it. */
  category?: number[];
  items?: TDemandItemValues[];
  budget?: number | null;
  /** Province, city and district codes, as the region cascader holds them. */
  region?: string[];
  deliveryDate?: TFormDate | null;
  quoteDeadline?: TFormDate | null;
  contactName?: string;
  contactPhone?: string;
  description?: string;
  attachments?: TDemandAttachment[];
}

/** The row a new item starts with. */
export const EMPTY_ITEM: TDemandItemValues = { name: '', spec: '', quantity: null, unit: '台', targetPrice: null };

const text = (value: string | undefined) => value?.trim() ?? '';
const optionalText = (value: string | undefined) => text(value) || undefined;
const optionalNumber = (value: number | null | undefined) => (typeof value === 'number' ? value : undefined);

/**
 * The payload of `demand/add` (and, with the id, `demand/update`) from the form: texts trimmed,
 * empty optional fields left out, the last category of the path, the region's three codes, dates
 * as YYYY-MM-DD. Values the schema refuses (an empty quantity) pass as they are, for it to say why.
 */
export function demandPayload(values: TDemandFormValues, isDraft: boolean): TDemandInput {
  const [province = '', city = '', area = ''] = values.region ?? [];
  const attachments = (values.attachments ?? []).map(({ url, name }) => ({ url, name }));
  return {
    title: text(values.title),
    categoryId: values.category?.length ? values.category[values.category.length - 1] : undefined,
    items: (values.items ?? []).map((item) => ({
      name: text(item.name),
      spec: optionalText(item.spec),
      quantity: item.quantity as number,
      unit: text(item.unit),
      targetPrice: optionalNumber(item.targetPrice),
    })),
    budget: optionalNumber(values.budget),
    province,
    city,
    area,
    deliveryDate: values.deliveryDate?.format('YYYY-MM-DD') ?? '',
    quoteDeadline: values.quoteDeadline?.format('YYYY-MM-DD') ?? '',
    contactName: text(values.contactName),
    contactPhone: text(values.contactPhone),
    description: optionalText(values.description),
    attachments: attachments.length ? attachments : undefined,
    draft: isDraft,
  };
}

/**
 * The payload that publishes a saved demand as it stands (我的采购's 发布 on a draft): the detail
 * read back into the add call's shape.
 */
export function detailPayload(detail: TDemandDetail, isDraft: boolean): TDemandInput & { id: number } {
  return {
    id: detail.id,
    title: detail.title,
    categoryId: detail.categoryId ?? undefined,
    items: detail.items.map((item) => ({
      name: item.name,
      spec: item.spec || undefined,
      quantity: item.quantity,
      unit: item.unit,
      targetPrice: item.targetPrice ?? undefined,
    })),
    budget: detail.budget ?? undefined,
    province: detail.province,
    city: detail.city,
    area: detail.area,
    deliveryDate: detail.deliveryDate,
    quoteDeadline: detail.quoteDeadline,
    contactName: detail.contactName ?? '',
    contactPhone: detail.contactPhone ?? '',
    description: detail.description || undefined,
    attachments: detail.attachments.length ? detail.attachments.map(({ url, name }) => ({ url, name })) : undefined,
    draft: isDraft,
  };
}

/**
 * The form's values of a saved demand (editing). Dates come back as text: the page turns them into
 * its date values with `toDate`.
 */
export function demandFormValues(
  detail: TDemandDetail,
  categoryPath: number[],
  toDate: (date: string) => TFormDate,
): TDemandFormValues {
  return {
    title: detail.title,
    category: categoryPath.length ? categoryPath : undefined,
    items: detail.items.map((item) => ({
      name: item.name,
      spec: item.spec,
      quantity: item.quantity,
      unit: item.unit,
      targetPrice: item.targetPrice,
    })),
    budget: detail.budget,
    region: [detail.province, detail.city, detail.area].filter(Boolean),
    deliveryDate: detail.deliveryDate ? toDate(detail.deliveryDate) : null,
    quoteDeadline: detail.quoteDeadline ? toDate(detail.quoteDeadline) : null,
    contactName: detail.contactName ?? '',
    contactPhone: detail.contactPhone ?? '',
    description: detail.description,
    attachments: detail.attachments,
  };
}

const REGION_FIELDS = new Set(['province', 'city', 'area']);

/** A schema issue's field in the form: region codes are one cascader, the category id its path. */
export function issueField(path: readonly PropertyKey[]): (string | number)[] {
  const [head, ...rest] = path.map((p) => (typeof p === 'symbol' ? String(p) : p));
  if (typeof head === 'string' && REGION_FIELDS.has(head)) return ['region'];
  if (head === 'categoryId') return ['category'];
  if (head === 'attachments') return ['attachments'];
  if (head === 'items' && typeof rest[0] === 'number' && typeof rest[1] === 'string')
    return ['items', rest[0], rest[1]];
  if (head === 'items') return ['items'];
  return [head ?? 'title'];
}

/**
 * Schema issues as antd field errors: one message per field (the first), in the order they came.
 * `items` itself (too few or too many) is the list's own error.
 */
export function issuesToFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  return fieldErrors(issues, issueField);
}

/** The quote deadline may be today … today + 90 days (China calendar days). */
export function isQuoteDeadlineOff(date: string, now = Date.now()): boolean {
  return date < chinaDate(now) || date > chinaDate(now, QUOTE_DEADLINE_MAX_DAYS);
}

/** The delivery date must come after the quote deadline (and after today) and at most a year ahead. */
export function isDeliveryDateOff(date: string, quoteDeadline: string | undefined, now = Date.now()): boolean {
  const floor = quoteDeadline && quoteDeadline >= chinaDate(now) ? quoteDeadline : chinaDate(now);
  return date <= floor || date > chinaDate(now, DELIVERY_MAX_DAYS);
}
