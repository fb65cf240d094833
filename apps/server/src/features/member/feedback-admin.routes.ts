import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { Paged, serveCall } from '../../plugins/calls.js';
import { listFeedbackForAdmin, replyToFeedback } from './feedback-admin.service.js';

/** The console's feedback (DESIGN-OPERATE §A `feedback`, role service). */
export async function feedbackAdminRoutes(app: FastifyInstance): Promise<void> {
  const F = CALLS.adminFeedback;
  serveCall(app, F.list, async (data, { db }) => {
    const { items, total } = await listFeedbackForAdmin(db, data);
    return new Paged(items, total);
  });
  serveCall(app, F.reply, async (data, { db, admin, audit }) => {
    const { before, after } = await replyToFeedback(db, { ...data, adminName: admin?.username ?? '' });
    audit({ targetType: 'feedback', targetId: data.id, before, after });
    return null;
  });
}
