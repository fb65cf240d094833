import { z } from 'zod';
import { defineCall, res } from '../common/call.js';
import { zId } from '../common/fields.js';
import { POOL_COMMENT_PAGE_SIZE, zLimit, zPage } from '../common/pagination.js';

export const reviewCalls = {
  savePProductComment: defineCall({
    path: '/product/PProductComment/savePProductComment.json',
    request: z.object({
      productId: zId,
      orderDetailId: zId.optional(),
      parentId: zId.optional(),
      content: z.string().trim().min(1).max(500),
      score: z.number().int().min(1).max(5).optional(),
      images: z.array(z.string().max(500)).max(6).optional(),
    }),
    auth: 'user',
    response: res<unknown>(),
    title: '发表评价',
    planned: 'issue 14',
  }),
  updateNum: defineCall({
    path: '/product/PProductComment/updateNum.json',
    request: z.object({ id: zId }),
    auth: 'user',
    response: res<unknown>(),
    title: '点赞评价',
    planned: 'issue 14',
  }),
  query: defineCall({
    path: '/product/PProductComment/query.json',
    request: z.object({ productId: zId.optional(), page: zPage, limit: zLimit() }),
    response: res<unknown>(),
    title: '评价列表',
    planned: 'issue 14',
  }),
  queryPool: defineCall({
    path: '/product/PProductComment/queryPool.json',
    request: z.object({ page: zPage, limit: zLimit(POOL_COMMENT_PAGE_SIZE) }),
    auth: 'user',
    response: res<unknown>(),
    title: '待评价商品',
    planned: 'issue 14',
  }),
  selectOne: defineCall({
    path: '/product/PProductComment/selectOne.json',
    request: z.object({ id: zId }),
    response: res<unknown>(),
    title: '评价详情',
    planned: 'issue 14',
  }),
  selectOnePPC: defineCall({
    path: '/product/PProductComment/selectOnePPC.json',
    request: z.object({ id: zId }),
    auth: 'user',
    response: res<unknown>(),
    title: '我的评价',
    planned: 'issue 14',
  }),
};
