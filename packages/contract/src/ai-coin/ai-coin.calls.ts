import { z } from 'zod';
import { defineCall, res } from '../common/call.js';
import { zEmpty } from '../common/fields.js';
import { ZPageQuery } from '../common/pagination.js';

export const AI_RECHARGE_MIN_YUAN = 1;
export const AI_RECHARGE_MAX_YUAN = 50000;

export const aiCoinCalls = {
  selectOne: defineCall({
    path: '/AI/aiCurrency/selectOne.json',
    request: zEmpty,
    auth: 'user',
    response: res<unknown>(),
    title: 'AI币余额',
  }),
  query: defineCall({
    path: '/AI/aiCurrency/query.json',
    request: ZPageQuery,
    auth: 'user',
    response: res<unknown>(),
    title: 'AI币记录',
  }),
  selectNumber: defineCall({
    path: '/AI/aiCurrency/selectNumber.json',
    request: zEmpty,
    auth: 'user',
    response: res<unknown>(),
    title: 'AI币数量',
  }),
  addAiRecharge: defineCall({
    path: '/AI/aiCurrency/addAiRecharge.json',
    request: z.object({
      amount: z.number().min(AI_RECHARGE_MIN_YUAN).max(AI_RECHARGE_MAX_YUAN).multipleOf(0.01),
      payType: z.literal('sandbox'),
    }),
    auth: 'user',
    response: res<{ payUrl: string }>(),
    title: 'AI币充值',
  }),
};
