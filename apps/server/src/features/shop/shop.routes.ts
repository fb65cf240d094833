import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { shopBasic, shopDecoration } from './shop.service.js';

const cached = { cache: true };

export async function shopRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  serveCall(app, CALLS.shop.getEcAgentBasicData, (data) => shopBasic(db, data.agentId), cached);
  serveCall(app, CALLS.shop.queryList, (data) => shopDecoration(db, data.agentId), cached);
}
