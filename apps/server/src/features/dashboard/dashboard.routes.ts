import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { dashboardSummary } from './dashboard.service.js';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  serveCall(app, CALLS.adminDashboard.summary, (_data, ctx) =>
    dashboardSummary(ctx.db, ctx.admin?.role ?? 'service', app.consoleQueues),
  );
}
