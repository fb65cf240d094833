import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { zId, zOptionalPayload } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { zUploadedFileUrl } from '../procurement/procurement.calls.js';
import { zUploadedImageUrl } from '../upload/upload.calls.js';
import { ZPlanCard, ZPlanDetail } from './plan.responses.js';
import {
  PLAN_ATTACHMENTS_MAX,
  PLAN_BODY_MAX,
  PLAN_BODY_TEXT_MIN,
  PLAN_PRODUCTS_MAX,
  PLAN_PRODUCTS_MIN,
  PLAN_QUANTITY_MAX,
  PLAN_SCENES,
  PLAN_SORTS,
  PLAN_SUMMARY_MAX,
  PLAN_SUMMARY_MIN,
  PLAN_TITLE_MAX,
  PLAN_TITLE_MIN,
  planBodyText,
} from './plan.rules.js';
import type { TPlanCard, TPlanDetail } from './plan.types.js';

const zScene = z.enum(PLAN_SCENES, { error: '请选择适用场景' });

/** A line of the bill of materials: a product's standard and how many units. */
export const ZPlanProductInput = z.object({
  productId: zId,
  standardId: zId,
  quantity: z
    .number({ error: '数量须为数字' })
    .int('数量须为整数')
    .min(1, '数量至少为1')
    .max(PLAN_QUANTITY_MAX, `数量最多${PLAN_QUANTITY_MAX}`),
});

const planFields = {
  title: z
    .string({ error: '请填写方案标题' })
    .trim()
    .min(PLAN_TITLE_MIN, `方案标题至少${PLAN_TITLE_MIN}个字`)
    .max(PLAN_TITLE_MAX, `方案标题最多${PLAN_TITLE_MAX}个字`),
  scene: zScene,
  summary: z
    .string({ error: '请填写方案简介' })
    .trim()
    .min(PLAN_SUMMARY_MIN, `方案简介至少${PLAN_SUMMARY_MIN}个字`)
    .max(PLAN_SUMMARY_MAX, `方案简介最多${PLAN_SUMMARY_MAX}个字`),
  htmlCode: z
    .string({ error: '请填写方案详情' })
    .max(PLAN_BODY_MAX, '方案详情过长')
    .refine((html) => planBodyText(html).length >= PLAN_BODY_TEXT_MIN, `方案详情至少${PLAN_BODY_TEXT_MIN}个字`)
    // The document states what it can: the body's text is at least this long, so the body is too.
    .meta({ minLength: PLAN_BODY_TEXT_MIN }),
  /** A picture the author uploaded; absent: the first product's picture stands in on cards. */
  cover: zUploadedImageUrl.optional(),
  attachments: z
    .array(z.object({ url: zUploadedFileUrl, name: z.string().trim().min(1, '请填写附件名称').max(100) }))
    .max(PLAN_ATTACHMENTS_MAX, `附件最多${PLAN_ATTACHMENTS_MAX}个`)
    .optional(),
  products: z
    .array(ZPlanProductInput, { error: '请添加方案产品' })
    .min(PLAN_PRODUCTS_MIN, '请至少添加一件方案产品')
    .max(PLAN_PRODUCTS_MAX, `方案产品最多${PLAN_PRODUCTS_MAX}件`)
    .refine(
      (lines) => new Set(lines.map((l) => l.standardId)).size === lines.length,
      '同一规格只能添加一次，请合并数量',
    ),
};

/** A plan as its author writes it (add). */
export const ZPlanInput = z.object(planFields);
export type TPlanInput = z.input<typeof ZPlanInput>;

/** The author's edit: the whole plan again. */
export const ZPlanUpdate = z.object({ id: zId, ...planFields });
export type TPlanUpdate = z.input<typeof ZPlanUpdate>;

export const ZPlanQuery = zOptionalPayload(
  z.object({
    page: zPage,
    limit: zLimit(),
    keyword: z.string().trim().max(30, '关键词最多30个字').optional(),
    scene: zScene.optional(),
    sort: z.enum(PLAN_SORTS).default('new'),
  }),
);
export type TPlanQuery = z.input<typeof ZPlanQuery>;

export const ZMyPlans = zOptionalPayload(z.object({ page: zPage, limit: zLimit() }));
export type TMyPlans = z.input<typeof ZMyPlans>;

const zPlanId = z.object({ id: zId });

/** Solution plans (方案馆, DESIGN.md §2): public reads; the author adds, edits and deletes. */
export const planCalls = {
  /** Plans by keyword (title and summary) and scene, newest or most viewed first, with `total`. Public. */
  query: defineCall({
    path: '/plan/api/query.json',
    request: ZPlanQuery,
    response: answer<TPlanCard[]>()(z.array(ZPlanCard)),
    paged: true,
    title: '方案列表',
  }),
  /** One plan (counts a view) with its bill of materials at today's prices and stock. Public. */
  detail: defineCall({
    path: '/plan/api/detail.json',
    request: zPlanId,
    response: answer<TPlanDetail>()(ZPlanDetail),
    title: '方案详情',
  }),
  /** Publishes a plan; answers its id. */
  add: defineCall({
    path: '/plan/api/add.json',
    request: ZPlanInput,
    auth: 'user',
    response: answer<{ id: number }>()(z.strictObject({ id: z.number().int() })),
    title: '发布方案',
  }),
  /** Rewrites the author's plan (anybody else's: 404 PLAN_NOT_FOUND). */
  update: defineCall({
    path: '/plan/api/update.json',
    request: ZPlanUpdate,
    auth: 'user',
    response: answer<null>()(z.null()),
    title: '修改方案',
  }),
  /** Deletes the author's plan (anybody else's: 404 PLAN_NOT_FOUND). */
  delete: defineCall({
    path: '/plan/api/delete.json',
    request: zPlanId,
    auth: 'user',
    response: answer<null>()(z.null()),
    title: '删除方案',
  }),
  /** The caller's own plans, newest first, with `total`. */
  mine: defineCall({
    path: '/plan/api/mine.json',
    request: ZMyPlans,
    auth: 'user',
    response: answer<TPlanCard[]>()(z.array(ZPlanCard)),
    paged: true,
    title: '我的方案',
  }),
};
