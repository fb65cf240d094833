import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { zEmpty, zId, zOptionalPayload } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { ZNewsCard, ZNewsDetail, ZNewsHome } from './news.responses.js';
import type { TNewsCard, TNewsDetail, TNewsHome } from './news.types.js';

/** Articles a column shows on the news home, and related articles under one. */
export const NEWS_HOME_ITEMS = 6;
export const NEWS_RELATED_ITEMS = 5;
/** Headlines in the news home's carousel. */
export const NEWS_BANNERS = 5;

export const ZNewsQuery = zOptionalPayload(
  z.object({
    page: zPage,
    limit: zLimit(),
    columnId: zId.optional(),
    keyword: z.string().trim().max(30, '关键词最多30个字').optional(),
  }),
);
export type TNewsQuery = z.input<typeof ZNewsQuery>;

/** News (资讯, DESIGN.md §2): public reads. */
export const newsCalls = {
  /** The headline carousel and every column with its newest articles. */
  home: defineCall({
    path: '/news/api/home.json',
    request: zEmpty,
    response: answer<TNewsHome>()(ZNewsHome),
    title: '资讯首页',
  }),
  /** Articles newest first, with `total`; by column and keyword (in title and summary). */
  query: defineCall({
    path: '/news/api/query.json',
    request: ZNewsQuery,
    response: answer<TNewsCard[]>()(z.array(ZNewsCard)),
    paged: true,
    title: '资讯列表',
  }),
  /** One article (counts a view), its neighbours in the column and related articles. */
  detail: defineCall({
    path: '/news/api/detail.json',
    request: z.object({ id: zId }),
    response: answer<TNewsDetail>()(ZNewsDetail),
    title: '资讯详情',
  }),
};
