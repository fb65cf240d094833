import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { zOptionalPayload } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import type { TNavResource } from './navigation.types.js';

/** A navigation menu item (TNavResource). */
const ZNavResource = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  icon: z.string(),
  sort: z.number(),
});

export const navigationCalls = {
  selectResourceByPage: defineCall({
    path: '/right/resource/selectResourceByPage.json',
    request: zOptionalPayload(z.object({ page: zPage, limit: zLimit() })),
    response: answer<TNavResource[]>()(z.array(ZNavResource)),
    paged: true,
    title: '导航菜单',
  }),
};
