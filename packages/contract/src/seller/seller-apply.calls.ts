import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { zEmpty, zId, zPhone, zSmsCode } from '../common/fields.js';
import { isRegionChain, REGION_CHAIN } from '../common/region.js';
import { zUploadedImageUrl } from '../upload/upload.calls.js';
import { APPLICATION_CATEGORIES_MAX, type TApplicationStatus } from './seller-apply.rules.js';
import { isUscc, USCC_PATTERN } from './uscc.js';

const zRegion = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '请选择所在地区');

const zText = (what: string, min: number, max: number) =>
  z.string().trim().min(min, `${what}为${min}到${max}个字`).max(max, `${what}为${min}到${max}个字`);

/**
 * 统一社会信用代码: trimmed and upper-cased, 18 characters, its GB 32100-2015 check character right.
 * The document states the shape as a pattern; the check character is in its description.
 */
export const zUscc = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(USCC_PATTERN), '统一社会信用代码为18位数字或大写字母')
  .refine(isUscc, '统一社会信用代码校验位不正确，请核对营业执照')
  .describe('统一社会信用代码 (GB 32100-2015)：18 位，第 18 位为校验码（加权和模 31），校验码不符答 407');

/** What an applicant fills in (submit, without the SMS code): the company, the shop and where it is. */
export const applicationFields = {
  phone: zPhone,
  companyName: zText('企业名称', 2, 60),
  uscc: zUscc,
  legalPerson: zText('法定代表人', 2, 30),
  contactName: zText('联系人', 2, 30),
  shopName: zText('店铺名称', 2, 30),
  categoryIds: z
    .array(zId)
    .min(1, '请选择主营类目')
    .max(APPLICATION_CATEGORIES_MAX, `主营类目最多${APPLICATION_CATEGORIES_MAX}个`)
    .refine((ids) => new Set(ids).size === ids.length, '主营类目不能重复'),
  licenseImage: zUploadedImageUrl,
  province: zRegion,
  city: zRegion,
  area: zRegion,
  address: zText('详细地址', 5, 120),
};

/** 商家入驻 submit: the fields plus the code sent to `phone` (scene `apply`). */
export const ZApplicationSubmit = z
  .object({ ...applicationFields, code: zSmsCode })
  .superRefine((a, ctx) => {
    if (!isRegionChain(a.province, a.city, a.area)) {
      ctx.addIssue({ code: 'custom', path: ['area'], message: '请选择完整的所在地区' });
    }
  })
  .meta({ [REGION_CHAIN]: 'full' });
export type TApplicationSubmit = z.input<typeof ZApplicationSubmit>;

/** An application as its applicant sees it (TSellerApplication). */
export interface TSellerApplication {
  id: number;
  status: TApplicationStatus;
  /** The operator's reason when 已驳回; '' otherwise. */
  reason: string;
  phone: string;
  companyName: string;
  uscc: string;
  legalPerson: string;
  contactName: string;
  shopName: string;
  categoryIds: number[];
  licenseImage: string;
  province: string;
  city: string;
  area: string;
  address: string;
  createdAt: number;
  /** When an operator approved or rejected it; null while 待审核. */
  decidedAt: number | null;
}

export const ZSellerApplicationShape = {
  id: z.number().int(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  reason: z.string(),
  phone: z.string(),
  companyName: z.string(),
  uscc: z.string(),
  legalPerson: z.string(),
  contactName: z.string(),
  shopName: z.string(),
  categoryIds: z.array(z.number().int()),
  licenseImage: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  address: z.string(),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
};
export const ZSellerApplication = z.strictObject(ZSellerApplicationShape);

/**
 * 商家入驻, the buyer's side (DESIGN-OPERATE §B): a buyer's token, under /seller/api because it is
 * the seller platform's front door; its domain is not `seller…`, so it travels in the buyer's wire table.
 */
export const merchantApplyCalls = {
  submit: defineCall({
    path: '/seller/api/apply/submit.json',
    request: ZApplicationSubmit,
    auth: 'user',
    response: answer<{ id: number }>()(z.strictObject({ id: z.number().int() })),
    title: '提交入驻申请',
  }),
  /** The buyer's latest application, or null when they never applied. */
  status: defineCall({
    path: '/seller/api/apply/status.json',
    request: zEmpty,
    auth: 'user',
    response: answer<TSellerApplication | null>()(ZSellerApplication.nullable()),
    title: '入驻申请进度',
  }),
};
