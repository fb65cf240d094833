import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { navigationPage } from './navigation.service.js';

export async function navigationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  serveCall(app, CALLS.navigation.selectResourceByPage, ({ page, limit }) => navigationPage(db, page, limit), {
    cache: true,
  });
}
