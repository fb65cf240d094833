/**
 * Invoices (发票, DESIGN-OPERATE §I): the kinds a buyer asks for at checkout and the titles they keep.
 * Zod-free, so the web's pages read the words without loading the schemas.
 */

/** 1 普通发票 (electronic, for anyone) | 2 增值税专用发票 (a company that deducts input VAT). */
export type TInvoiceType = 1 | 2;
/** 1 个人 | 2 单位. */
export type TInvoiceTitleType = 1 | 2;

export const INVOICE_TYPE_TEXT: Record<TInvoiceType, string> = { 1: '普通发票', 2: '增值税专用发票' };
export const INVOICE_TITLE_TYPE_TEXT: Record<TInvoiceTitleType, string> = { 1: '个人', 2: '单位' };

/** 纳税人识别号: the 18-character 统一社会信用代码, or an older 15–20 character number; letters upper case. */
export const TAX_NO_RE = /^[0-9A-Z]{15,20}$/;

/** The company fields a 单位 title may carry (all of them needed for 增值税专用发票). */
export interface TInvoiceCompanyFields {
  /** 纳税人识别号 (required for 单位). */
  taxNo?: string;
  /** 开户银行. */
  bank?: string;
  /** 银行账号. */
  account?: string;
  /** 注册地址. */
  address?: string;
  /** 注册电话. */
  phone?: string;
}

/** The invoice asked for with an order, as the order keeps it (a snapshot: editing a title later leaves it). */
export interface TInvoice extends TInvoiceCompanyFields {
  type: TInvoiceType;
  titleType: TInvoiceTitleType;
  /** 发票抬头: the person's name or the company's registered name. */
  title: string;
  /** Where the electronic invoice is sent (收票邮箱). */
  email?: string;
}

/** A saved invoice title (常用发票抬头). */
export interface TInvoiceTitle extends TInvoiceCompanyFields {
  id: number;
  titleType: TInvoiceTitleType;
  title: string;
  email?: string;
  updatedAt: number;
}

/** The invoice's lines as people read them (order detail, exports), in order; absent fields left out. */
export function invoiceLines(invoice: TInvoice): { label: string; value: string }[] {
  const lines = [
    { label: '发票类型', value: INVOICE_TYPE_TEXT[invoice.type] },
    { label: '抬头类型', value: INVOICE_TITLE_TYPE_TEXT[invoice.titleType] },
    { label: '发票抬头', value: invoice.title },
    { label: '纳税人识别号', value: invoice.taxNo ?? '' },
    { label: '开户银行', value: invoice.bank ?? '' },
    { label: '银行账号', value: invoice.account ?? '' },
    { label: '注册地址', value: invoice.address ?? '' },
    { label: '注册电话', value: invoice.phone ?? '' },
    { label: '收票邮箱', value: invoice.email ?? '' },
  ];
  return lines.filter((l) => l.value !== '');
}

/** One line: 增值税专用发票 · 单位 · 上海智联科技有限公司 · 91310000MA1FL8XQ3B. */
export function invoiceSummary(invoice: TInvoice | null | undefined): string {
  if (!invoice) return '不开发票';
  return [INVOICE_TYPE_TEXT[invoice.type], INVOICE_TITLE_TYPE_TEXT[invoice.titleType], invoice.title, invoice.taxNo]
    .filter(Boolean)
    .join(' · ');
}
