import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { Paged, serveCall } from '../../plugins/calls.js';
import { buyerIdOf } from '../account/session.service.js';
import { addPlan, deletePlan, myPlans, planDetail, queryPlans, updatePlan } from './plan.service.js';

export async function planRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const P = CALLS.plan;
  // The public list is response-cached for a moment like the news; a write clears it at once.
  const listChanged = { clears: P.query.path };

  serveCall(
    app,
    P.query,
    async (data) => {
      const { items, total } = await queryPlans(db, data);
      return new Paged(items, total);
    },
    { cache: true },
  );
  // Never cached: a viewer's first read of the day counts a view, and the prices and stock are today's.
  serveCall(app, P.detail, async (data, ctx) =>
    planDetail(db, data.id, { userId: await buyerIdOf(db, ctx.token), ip: ctx.req.ip }),
  );
  serveCall(
    app,
    P.add,
    async (data, ctx) => {
      const result = await addPlan(app.deps, ctx.userId, data);
      return result;
    },
    listChanged,
  );
  serveCall(
    app,
    P.update,
    async (data, ctx) => {
      await updatePlan(app.deps, ctx.userId, data);
      return null;
    },
    listChanged,
  );
  serveCall(
    app,
    P.delete,
    async (data, ctx) => {
      await deletePlan(db, ctx.userId, data.id);
      return null;
    },
    listChanged,
  );
  serveCall(app, P.mine, async (data, ctx) => {
    const { items, total } = await myPlans(db, ctx.userId, data);
    return new Paged(items, total);
  });
}
