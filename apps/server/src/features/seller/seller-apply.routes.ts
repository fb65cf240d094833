import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { applicationStatus, submitApplication } from './seller-apply.service.js';

/** 商家入驻, the buyer's side (DESIGN-OPERATE §B): a buyer's token applies and follows the review. */
export async function sellerApplyRoutes(app: FastifyInstance): Promise<void> {
  const A = CALLS.merchantApply;
  serveCall(app, A.submit, (data, { userId }) => submitApplication(app.deps, userId, data));
  serveCall(app, A.status, (_data, { userId }) => applicationStatus(app.deps.db, userId));
}
