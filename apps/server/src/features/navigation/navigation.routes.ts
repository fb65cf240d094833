import { CALLS, type TNavResource } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { Paged, serveCall } from '../../plugins/calls.js';

export async function navigationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  serveCall(
    app,
    CALLS.navigation.selectResourceByPage,
    async ({ page, limit }) => {
      const counted = await db
        .selectFrom('nav_resources')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('nav_resources')
        .select(['id', 'name', 'url', 'icon', 'sort'])
        .orderBy('sort')
        .orderBy('id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      return new Paged<TNavResource[]>(rows, Number(counted.n));
    },
    { cache: true },
  );
}
