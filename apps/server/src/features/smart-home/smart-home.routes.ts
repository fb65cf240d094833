import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { getHome, setHome } from './smart-home.service.js';

export async function smartHomeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const H = CALLS.smartHome;
  serveCall(app, H.get, (_data, ctx) => getHome(db, ctx.userId));
  serveCall(app, H.set, (data, ctx) => setHome(db, ctx.userId, data));
}
