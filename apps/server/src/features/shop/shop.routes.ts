import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { cachedPerHome } from '../smart-home/index.js';
import { shopBasic, shopDecoration } from './shop.service.js';

const cached = { cache: true };

export async function shopRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  serveCall(app, CALLS.shop.getEcAgentBasicData, (data) => shopBasic(db, data.agentId), cached);
  // The recommended products say whether they suit the caller's home (DESIGN.md §H), kept per home.
  serveCall(
    app,
    CALLS.shop.queryList,
    (data, { variant }) => shopDecoration(db, data.agentId, variant),
    cachedPerHome(app.deps),
  );
}
