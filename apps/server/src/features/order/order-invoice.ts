import type { TInvoice, TOrder } from '@mall/contract';
import { maskName } from '../../lib/mask.js';

/**
 * The invoice of an order (发票, DESIGN-OPERATE §I): asked for once per checkout and snapshotted as
 * JSON on every seller order it creates, so a title edited or deleted later leaves the order as it was.
 */

/** The column's value for the invoice asked for (null: 不开发票). Absent optional fields are left out. */
export function invoiceColumn(invoice: TInvoice | undefined): string | null {
  if (!invoice) return null;
  const { type, titleType, title, taxNo, bank, account, address, phone, email } = invoice;
  return JSON.stringify({ type, titleType, title, taxNo, bank, account, address, phone, email });
}

/** The stored snapshot as the wire carries it; an unreadable one reads as none. */
export function parseInvoice(text: string | null): TInvoice | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as TInvoice;
    return value && (value.type === 1 || value.type === 2) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The invoice as the seller sees it: whole once the order is paid (the seller issues it); before that
 * only what kind it is and the title, a person's name masked, as the recipient is masked until paid.
 */
export function invoiceForSeller(order: TOrder): TInvoice | null {
  const { invoice } = order;
  if (!invoice || order.paidAt !== null) return invoice;
  const title = invoice.titleType === 1 ? maskName(invoice.title) : invoice.title;
  return { type: invoice.type, titleType: invoice.titleType, title };
}

/**
 * What account deletion keeps of an order's invoice: the books need a company's invoice as it was
 * issued; a personal one keeps its kind with the name masked and the mailbox gone.
 */
export function eraseInvoicePerson(text: string | null): string | null {
  const invoice = parseInvoice(text);
  if (!invoice || invoice.titleType === 2) return text;
  return JSON.stringify({ type: invoice.type, titleType: invoice.titleType, title: maskName(invoice.title) });
}
