import { z } from 'zod';
import { defineCall, res } from '../common/call.js';
import { zOptionalPayload } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import type { TNavResource } from './navigation.types.js';

export const navigationCalls = {
  selectResourceByPage: defineCall({
    path: '/right/resource/selectResourceByPage.json',
    request: zOptionalPayload(z.object({ page: zPage, limit: zLimit() })),
    response: res<TNavResource[]>(),
    title: '导航菜单',
  }),
};
