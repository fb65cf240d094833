import type { FastifyInstance } from 'fastify';
import type { TFeature } from '../../plugins/feature.js';
import { chatPersonalData } from './chat.personal-data.js';
import { chatRoutes, sellerChatRoutes } from './chat.routes.js';
import { remindUnanswered } from './chat.service.js';
import { chatSocketRoutes } from './chat.socket.js';

/**
 * Conversations between buyers and shops (客服会话, DESIGN-OPERATE §J): the buyer's calls, the shop's
 * inbox, live delivery through `deps.chat` (a socket per page; Redis carries frames across
 * instances), reports into the console's content queue, and the reminder that tells a buyer in 消息
 * of a shop's answer left unread.
 */
export const chatFeature: TFeature = {
  name: 'chat',
  routes: async (app: FastifyInstance) => {
    await chatRoutes(app);
    await sellerChatRoutes(app);
    await chatSocketRoutes(app);
  },
  jobs: [
    {
      name: 'chat-unanswered',
      everySeconds: () => 60,
      run: async (app, now) => ({ reminded: await remindUnanswered(app.deps.db, now) }),
      logAs: '客服消息未读提醒',
    },
  ],
  personalData: chatPersonalData,
};
