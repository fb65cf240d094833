import { DELETED_USER_NAME } from '@mall/contract';
import { exportRows } from '../../lib/personal-data.js';
import type { TPersonalData } from '../../plugins/feature.js';
import { anonymiseCommunityPostsOf, communityPostsOf } from './portal.repository.js';

/** Community posts: exported; with the account deleted they stay under 已注销用户. */
export const cataloguePersonalData: TPersonalData = {
  export: async ({ db }, userId) => ({ community: exportRows(await communityPostsOf(db, userId), ['user_id']) }),
  erase: (db, userId) => anonymiseCommunityPostsOf(db, userId, DELETED_USER_NAME),
};
