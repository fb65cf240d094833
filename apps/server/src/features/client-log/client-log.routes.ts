import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { recordClientError } from './client-log.service.js';

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
}
