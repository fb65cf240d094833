import { z } from 'zod';
import { OPERATOR_ONLY } from '../admin/admin.rules.js';
import { answer, defineCall } from '../common/call.js';
import { zEmpty, zId, zOptionalPayload } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { ZNewId } from '../coupon/coupon.responses.js';
import {
  NEWS_BODY_MAX,
  NEWS_COLUMN_NAME_MAX,
  NEWS_STATUS,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  type TAdminNewsArticle,
  type TAdminNewsColumn,
  type TAdminNewsRow,
} from './news-admin.rules.js';

/** A picture of this site (an upload's `/files/…` or a demo's `/static/…`), '' for none. */
const zSiteImage = z
  .string()
  .max(300, '图片地址过长')
  .regex(/^(|\/(?![/\\])[^\s\\]*)$/, '图片须为本站上传的图片');

const zStatus = z.union([z.literal(NEWS_STATUS.DRAFT), z.literal(NEWS_STATUS.PUBLISHED)], {
  error: '状态须为0（草稿）或1（发布）',
});

const ZAdminNewsColumn = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  articleCount: z.number().int().min(0),
});

const ZAdminNewsRow = z.strictObject({
  id: z.number().int(),
  columnId: z.number().int(),
  columnName: z.string(),
  title: z.string(),
  cover: z.string(),
  status: z.number().int(),
  isBanner: z.boolean(),
  publishTime: z.number(),
  views: z.number().int().min(0),
  createdAt: z.number(),
  updatedAt: z.number(),
});

const ZAdminNewsArticle = ZAdminNewsRow.extend({
  summary: z.string(),
  source: z.string(),
  author: z.string(),
  htmlCode: z.string(),
});

const columnFields = {
  name: z
    .string({ error: '请填写栏目名称' })
    .trim()
    .min(1, '请填写栏目名称')
    .max(NEWS_COLUMN_NAME_MAX, `栏目名称最多${NEWS_COLUMN_NAME_MAX}个字`),
  sort: z
    .number({ error: '排序须为整数' })
    .int('排序须为整数')
    .min(0, '排序须在0–9999之间')
    .max(9999, '排序须在0–9999之间'),
};

/** An article as the console writes it (DESIGN.md §A news). */
export const ZAdminNewsInput = z.object({
  columnId: zId,
  title: z
    .string({ error: '请填写标题' })
    .trim()
    .min(1, '请填写标题')
    .max(NEWS_TITLE_MAX, `标题最多${NEWS_TITLE_MAX}个字`),
  summary: z.string({ error: '请填写摘要' }).trim().max(NEWS_SUMMARY_MAX, `摘要最多${NEWS_SUMMARY_MAX}个字`),
  cover: zSiteImage,
  /** Rich text; sanitized by the server before it is stored. */
  htmlCode: z.string({ error: '请填写正文' }).min(1, '请填写正文').max(NEWS_BODY_MAX, '正文过长'),
  source: z.string().trim().max(40, '来源最多40个字').optional(),
  author: z.string().trim().max(40, '作者最多40个字').optional(),
  /** Epoch ms; absent: now. A future time keeps a published article hidden until then. */
  publishTime: z.number().int('发布时间格式不正确').positive('发布时间格式不正确').optional(),
  status: zStatus,
  /** A headline of the news home's carousel. */
  isBanner: z.boolean().optional(),
});
export type TAdminNewsInput = z.input<typeof ZAdminNewsInput>;

/** The console's news (DESIGN.md §A `news`): columns and articles, drafts and timed publishing. */
export const adminNewsCalls = {
  columns: defineCall({
    path: '/admin/api/news/columns.json',
    request: zEmpty,
    auth: 'admin',
    roles: OPERATOR_ONLY,
    response: answer<TAdminNewsColumn[]>()(z.array(ZAdminNewsColumn)),
    title: '资讯栏目',
  }),
  addColumn: defineCall({
    path: '/admin/api/news/addColumn.json',
    request: z.object(columnFields),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<{ id: number }>()(ZNewId),
    title: '新增资讯栏目',
  }),
  updateColumn: defineCall({
    path: '/admin/api/news/updateColumn.json',
    request: z.object({ id: zId, ...columnFields }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '修改资讯栏目',
  }),
  /** Refused (409 NEWS_COLUMN_IN_USE) while the column holds articles. */
  removeColumn: defineCall({
    path: '/admin/api/news/removeColumn.json',
    request: z.object({ id: zId }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '删除资讯栏目',
  }),
  /** Every article (drafts and timed ones too), latest change first, with `total`. */
  list: defineCall({
    path: '/admin/api/news/list.json',
    request: zOptionalPayload(
      z.object({
        page: zPage,
        limit: zLimit(),
        columnId: zId.optional(),
        status: zStatus.optional(),
        keyword: z.string().trim().max(30, '关键词最多30个字').optional(),
      }),
    ),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    paged: true,
    response: answer<TAdminNewsRow[]>()(z.array(ZAdminNewsRow)),
    title: '资讯管理列表',
  }),
  detail: defineCall({
    path: '/admin/api/news/detail.json',
    request: z.object({ id: zId }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    response: answer<TAdminNewsArticle>()(ZAdminNewsArticle),
    title: '资讯编辑详情',
  }),
  add: defineCall({
    path: '/admin/api/news/add.json',
    request: ZAdminNewsInput,
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<{ id: number }>()(ZNewId),
    title: '新增资讯',
  }),
  update: defineCall({
    path: '/admin/api/news/update.json',
    request: ZAdminNewsInput.extend({ id: zId }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '修改资讯',
  }),
  remove: defineCall({
    path: '/admin/api/news/remove.json',
    request: z.object({ id: zId }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '删除资讯',
  }),
};
