import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { getHome, HOME_OF_TOKEN, setHome } from './smart-home.service.js';

export async function smartHomeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const H = CALLS.smartHome;
  serveCall(app, H.get, (_data, ctx) => getHome(db, ctx.userId));
  // The catalogue's answers for this buyer's tokens follow the new home at once (smart-home.service.ts).
  serveCall(app, H.set, (data, ctx) => setHome(db, ctx.userId, data), { clears: HOME_OF_TOKEN });
}
