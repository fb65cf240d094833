import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { Paged, serveCall } from '../../plugins/calls.js';
import { listClientErrorGroups, recordClientError } from './client-log.service.js';

/** A report is a few kB at most (contract caps); a larger body is refused before it is parsed. */
const REPORT_BODY_LIMIT = 64 * 1024;

export async function clientLogRoutes(app: FastifyInstance): Promise<void> {
  serveCall(
    app,
    CALLS.log.clientError,
    async (data, ctx) => {
      await recordClientError(app.deps, ctx.req.log, data, ctx.req.ip);
      return null;
    },
    { bodyLimit: REPORT_BODY_LIMIT },
  );
  // The console reads the groups (every role: errors are what anyone on duty may need to report).
  serveCall(app, CALLS.adminClientError.list, async (data, ctx) => {
    const { list, total } = await listClientErrorGroups(ctx.db, data);
    return new Paged(list, total);
  });
}
