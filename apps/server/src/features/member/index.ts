import { SERVICE_ONLY } from '@mall/contract';
import type { TFeature } from '../../plugins/feature.js';
import { countUnansweredFeedback } from './feedback-admin.service.js';
import { memberPersonalData } from './member.personal-data.js';
import { memberRoutes } from './member.routes.js';

/**
 * The member corner (DESIGN.md §2): favourites, footprints (recorded from the catalogue's
 * product views) and feedback. Messages are a feature of their own (features/message).
 */
export const memberFeature: TFeature = {
  name: 'member',
  routes: memberRoutes,
  personalData: memberPersonalData,
  consoleQueues: [
    {
      key: 'feedback',
      title: '待回复反馈',
      path: '/admin/feedback',
      roles: SERVICE_ONLY,
      count: (db) => countUnansweredFeedback(db),
    },
  ],
};
