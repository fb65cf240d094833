import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { documentRule, EMAIL_PATTERN, zEmpty, zId } from '../common/fields.js';
import { ZInvoiceTitle } from './invoice.responses.js';
import { TAX_NO_RE, type TInvoiceTitle } from './invoice.rules.js';

/**
 * An optional text field: blank (as a cleared form input sends it) counts as absent. `pattern` states
 * for the API document what the field takes, blank included (the transforms hide it from the schema).
 */
function optionalText(schema: z.ZodType<string>, pattern: string) {
  return z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())
    .meta({ type: 'string', pattern, minLength: 0 });
}

/** Blank or absent, and not blank (JSON Schema, for the rules the document states). */
const BLANK = { pattern: '^\\s*$' };
const FILLED = { pattern: '\\S' };
/** Two rules on one object as one: their properties side by side. */
function mergeRule(a: { properties: object }, b: { properties: object; required: string[] }) {
  return { required: b.required, properties: { ...a.properties, ...b.properties } };
}
const COMPANY_FIELDS = ['taxNo', 'bank', 'account', 'address', 'phone'] as const;
const blankFields = (fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, BLANK]));
const filledFields = (fields: readonly string[]) => ({
  required: [...fields],
  properties: Object.fromEntries(fields.map((f) => [f, FILLED])),
});

const zTitleType = z.union([z.literal(1), z.literal(2)], { error: '抬头类型为1（个人）或2（单位）' });

/** The fields of an invoice title and of the invoice it heads, each named by the 407 that refuses it. */
const titleFields = {
  titleType: zTitleType,
  title: z.string().trim().min(2, '发票抬头为2到100个字').max(100, '发票抬头为2到100个字'),
  taxNo: optionalText(
    z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(TAX_NO_RE, '纳税人识别号为15到20位大写字母或数字')),
    '^\\s*(?:[0-9A-Za-z]{15,20})?\\s*$',
  ),
  bank: optionalText(
    z.string().trim().min(2, '开户银行为2到60个字').max(60, '开户银行为2到60个字'),
    '^\\s*(?:\\S.{0,58}\\S)?\\s*$',
  ),
  account: optionalText(
    z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{6,32}$/, '银行账号为6到32位数字')),
    '^(?:\\s*|[\\s-]*(?:\\d[\\s-]*){6,32})$',
  ),
  address: optionalText(
    z.string().trim().min(5, '注册地址为5到120个字').max(120, '注册地址为5到120个字'),
    '^\\s*(?:\\S.{3,118}\\S)?\\s*$',
  ),
  phone: optionalText(
    z
      .string()
      .trim()
      .regex(/^[0-9][0-9-]{6,19}$/, '注册电话为7到20位数字（可含区号横线）'),
    '^\\s*(?:[0-9][0-9-]{6,19})?\\s*$',
  ),
  email: optionalText(
    z.string().trim().max(100, '邮箱最多100个字').pipe(z.email('请输入正确的邮箱')),
    `^\\s*(?:${EMAIL_PATTERN})?\\s*$`,
  ),
};

type TTitleShape = { titleType: 1 | 2; taxNo?: string | undefined };

/** 单位 needs its 纳税人识别号; 个人 carries no company field (they would print on a person's invoice). */
function checkTitle(t: TTitleShape & Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (t.titleType === 2 && !t.taxNo) {
    ctx.addIssue({ code: 'custom', path: ['taxNo'], message: '单位抬头须填写纳税人识别号' });
  }
  if (t.titleType === 1) {
    for (const field of ['taxNo', 'bank', 'account', 'address', 'phone'] as const) {
      if (t[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: '个人抬头无需填写单位信息' });
    }
  }
}

/**
 * The invoice asked for at checkout (`addOrder`, `addOrderFromDetail`, quote settle): 增值税专用发票 only
 * for 单位, with every company field (开户银行, 银行账号, 注册地址, 注册电话).
 */
export const ZInvoice = documentRule(
  z
    .object({
      type: z.union([z.literal(1), z.literal(2)], { error: '发票类型为1（普通）或2（增值税专用）' }),
      ...titleFields,
    })
    .superRefine((inv, ctx) => {
      checkTitle(inv, ctx);
      if (inv.type !== 2) return;
      if (inv.titleType !== 2) {
        ctx.addIssue({ code: 'custom', path: ['titleType'], message: '增值税专用发票仅限单位抬头' });
        return;
      }
      const missing = { bank: '开户银行', account: '银行账号', address: '注册地址', phone: '注册电话' } as const;
      for (const [field, label] of Object.entries(missing)) {
        if (inv[field as keyof typeof missing] === undefined) {
          ctx.addIssue({ code: 'custom', path: [field], message: `增值税专用发票须填写${label}` });
        }
      }
    }),
  // The same rules in the document: 个人 without company fields; 单位 with its 纳税人识别号; 专用 for 单位 with all.
  {
    anyOf: [
      { properties: { type: { const: 1 }, titleType: { const: 1 }, ...blankFields(COMPANY_FIELDS) } },
      mergeRule({ properties: { type: { const: 1 }, titleType: { const: 2 } } }, filledFields(['taxNo'])),
      mergeRule({ properties: { type: { const: 2 }, titleType: { const: 2 } } }, filledFields(COMPANY_FIELDS)),
    ],
  },
);
export type TInvoiceInput = z.input<typeof ZInvoice>;

/** A saved invoice title: 单位 needs its 纳税人识别号; the bank fields may wait until a 专用 invoice asks for them. */
export const ZInvoiceTitleFields = documentRule(z.object(titleFields).superRefine(checkTitle), {
  anyOf: [
    { properties: { titleType: { const: 1 }, ...blankFields(COMPANY_FIELDS) } },
    mergeRule({ properties: { titleType: { const: 2 } } }, filledFields(['taxNo'])),
  ],
});
export type TInvoiceTitleInput = z.input<typeof ZInvoiceTitleFields>;

/** The buyer's invoice titles (会员服务 › 发票抬头; picked at checkout). */
export const invoiceTitleCalls = {
  /** The buyer's titles, the most recently saved first. */
  list: defineCall({
    path: '/user/invoiceTitle/list.json',
    request: zEmpty,
    auth: 'user',
    response: answer<TInvoiceTitle[]>()(z.array(ZInvoiceTitle)),
    title: '发票抬头列表',
  }),
  /** Saves a title (at most INVOICE_TITLE_LIMIT). */
  add: defineCall({
    path: '/user/invoiceTitle/add.json',
    request: ZInvoiceTitleFields,
    auth: 'user',
    response: answer<TInvoiceTitle>()(ZInvoiceTitle),
    title: '新增发票抬头',
  }),
  /** Replaces a title's fields; another buyer's title is 404. */
  update: defineCall({
    path: '/user/invoiceTitle/update.json',
    request: z.intersection(ZInvoiceTitleFields, z.object({ id: zId })),
    auth: 'user',
    response: answer<TInvoiceTitle>()(ZInvoiceTitle),
    title: '修改发票抬头',
  }),
  remove: defineCall({
    path: '/user/invoiceTitle/remove.json',
    request: z.object({ id: zId }),
    auth: 'user',
    response: answer<null>()(z.null()),
    title: '删除发票抬头',
  }),
};
