import type { TPersonalData } from '../../plugins/feature.js';
import { eraseChat, exportChat } from './chat.service.js';

/** Conversations with shops: exported with their messages; deleted with the account (both sides' copies). */
export const chatPersonalData: TPersonalData = {
  export: async ({ db }, userId) => ({ conversations: await exportChat(db, userId) }),
  erase: (db, userId) => eraseChat(db, userId),
};
