import type { TFeature } from '../../plugins/feature.js';
import { messagePersonalData } from './message.personal-data.js';
import { messageRoutes } from './message.routes.js';

/**
 * Messages (消息中心, DESIGN.md §2 member corner): the mall writes them through `writeMessage` (order
 * shipped, after-sales moved by the seller, a first quote, coupons about to expire); the buyer reads
 * them. This feature imports no other feature: the others call it.
 */
export const messageFeature: TFeature = { name: 'message', routes: messageRoutes, personalData: messagePersonalData };
