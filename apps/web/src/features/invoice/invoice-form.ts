import type { TInvoice, TInvoiceTitle, TInvoiceTitleType, TInvoiceType } from '@mall/contract/wire';

/** The invoice form's values (the checkout's dialog and the 发票抬头 page's form); blanks are ''. */
export interface TInvoiceFormValues {
  titleType: TInvoiceTitleType;
  title: string;
  taxNo?: string;
  bank?: string;
  account?: string;
  address?: string;
  phone?: string;
  email?: string;
}

/** The company fields, in the form's order. */
export const COMPANY_FIELDS = ['taxNo', 'bank', 'account', 'address', 'phone'] as const;

/** The fields of a title or an invoice as a form holds them. */
export function invoiceFormValues(from: TInvoiceTitle | TInvoice | null, titleType: TInvoiceTitleType = 2) {
  return {
    titleType: from?.titleType ?? titleType,
    title: from?.title ?? '',
    taxNo: from?.taxNo ?? '',
    bank: from?.bank ?? '',
    account: from?.account ?? '',
    address: from?.address ?? '',
    phone: from?.phone ?? '',
    email: from?.email ?? '',
  } satisfies TInvoiceFormValues;
}

/** The title's payload: blanks left out, and a 个人 title carries no company field. */
export function titlePayload(values: TInvoiceFormValues) {
  const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  const isCompany = values.titleType === 2;
  const company = Object.fromEntries(COMPANY_FIELDS.map((f) => [f, isCompany ? text(values[f]) : undefined]));
  return Object.fromEntries(
    Object.entries({
      titleType: values.titleType,
      title: values.title.trim(),
      ...company,
      email: text(values.email),
    }).filter(([, v]) => v !== undefined),
  ) as Omit<TInvoice, 'type'>;
}

/** The invoice of an order: the title's payload with its kind. */
export function invoicePayload(type: TInvoiceType, values: TInvoiceFormValues): TInvoice {
  return { type, ...titlePayload(values) };
}

/** Whether a saved title already holds exactly these fields (then 保存为常用抬头 has nothing to save). */
export function isSavedAs(title: TInvoiceTitle, values: TInvoiceFormValues): boolean {
  const a = titlePayload(values);
  const b = titlePayload(invoiceFormValues(title));
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A schema's output without the optional fields it left undefined (the wire leaves them out). */
export function withoutAbsent<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
