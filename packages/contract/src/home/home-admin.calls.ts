import { z } from 'zod';
import { OPERATOR_ONLY } from '../admin/admin.rules.js';
import { answer, defineCall } from '../common/call.js';
import { documentRule, zEmpty, zId } from '../common/fields.js';
import {
  HOME_DESC_MAX,
  HOME_ITEMS_MAX,
  HOME_POSITIONS,
  HOME_TITLE_MAX,
  type THomePosition,
  type THomeSlot,
} from './home-admin.rules.js';

const zPosition = z.enum(HOME_POSITIONS as [THomePosition, ...THomePosition[]], { error: '位置不正确' });

const ZHomeSlotItem = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  desc: z.string(),
  imageUrl: z.string(),
  productId: z.number().int().nullable(),
  productTitle: z.string().nullable(),
  productImage: z.string().nullable(),
  isShown: z.boolean(),
  link: z.string(),
});

const ZHomeSlot = z.strictObject({
  position: zPosition,
  code: z.number().int(),
  rownum: z.number().int(),
  name: z.string(),
  hint: z.string(),
  items: z.array(ZHomeSlotItem),
});

/** A site path or an http(s) address (isHomeLink), as a pattern the document states too. */
const LINK_RE = /^$|^\/(?![/\\])[^\s\\]*$|^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s/?#]+[^\s]*$/;

/** One item of a position: a picture (or a product's), a title, and where it leads. */
export const ZHomeItemInput = documentRule(
  z
    .object({
      title: z
        .string({ error: '请填写标题' })
        .trim()
        .min(1, '请填写标题')
        .max(HOME_TITLE_MAX, `标题最多${HOME_TITLE_MAX}个字`),
      desc: z.string().trim().max(HOME_DESC_MAX, `描述最多${HOME_DESC_MAX}个字`).optional(),
      /** A picture of this site; '' or absent: the product's picture. */
      imageUrl: z
        .string()
        .max(300, '图片地址过长')
        .regex(/^(|\/(?![/\\])[^\s\\]*)$/, '图片须为本站上传的图片')
        .optional(),
      productId: zId.nullish(),
      /** A site path or an http(s) address; '' or absent: the product's page. */
      link: z.string().max(300, '链接过长').regex(LINK_RE, '链接须为本站路径或 http(s) 地址').optional(),
    })
    .superRefine((item, ctx) => {
      if (!item.imageUrl && item.productId == null) {
        ctx.addIssue({ code: 'custom', path: ['imageUrl'], message: '请上传图片或选择商品' });
      }
    }),
  {
    description: '图片与商品至少其一（imageUrl 非空或 productId 非空）。',
    anyOf: [
      { required: ['imageUrl'], properties: { imageUrl: { minLength: 1 } } },
      { required: ['productId'], properties: { productId: { type: 'integer' } } },
    ],
  },
);
export type THomeItemInput = z.input<typeof ZHomeItemInput>;

/** The storefront's home as the console edits it (DESIGN.md §A `home`). */
export const adminHomeCalls = {
  /** Every position of the home with its items in order. */
  slots: defineCall({
    path: '/admin/api/home/slots.json',
    request: zEmpty,
    auth: 'admin',
    roles: OPERATOR_ONLY,
    response: answer<THomeSlot[]>()(z.array(ZHomeSlot)),
    title: '首页位置',
  }),
  /** Replaces one position's items (in the order sent); the home shows them at once. */
  update: defineCall({
    path: '/admin/api/home/update.json',
    request: z.object({
      position: zPosition,
      items: z.array(ZHomeItemInput).max(HOME_ITEMS_MAX, `每个位置最多${HOME_ITEMS_MAX}项`),
    }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '修改首页位置',
  }),
};
