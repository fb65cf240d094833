import { z } from 'zod';

/*
 * What the invoice calls (and an order's invoice) answer, as zod schemas of the types in invoice.rules.ts;
 * `answer<T>()` in the calls holds each to its type. Absent company fields are left out, never null.
 */

const zInvoiceKind = z.union([z.literal(1), z.literal(2)]);

const companyFields = {
  taxNo: z.string().optional(),
  bank: z.string().optional(),
  account: z.string().optional(),
  address: z.string().optional(),
  phone: z.string().optional(),
};

/** The invoice an order keeps (TInvoice). */
export const ZInvoiceSnapshot = z.strictObject({
  ...companyFields,
  type: zInvoiceKind,
  titleType: zInvoiceKind,
  title: z.string(),
  email: z.string().optional(),
});

/** A saved invoice title (TInvoiceTitle). */
export const ZInvoiceTitle = z.strictObject({
  ...companyFields,
  id: z.number().int(),
  titleType: zInvoiceKind,
  title: z.string(),
  email: z.string().optional(),
  updatedAt: z.number(),
});
