import type { TFeature } from '../../plugins/feature.js';
import { moderationRoutes } from './moderation.routes.js';

/**
 * The platform console's content moderation (DESIGN-OPERATE §A `content`): it owns no table; reviews,
 * replies, plans, community posts and demands are hidden by the services of the features that own them.
 */
export const moderationFeature: TFeature = { name: 'moderation', routes: moderationRoutes };
