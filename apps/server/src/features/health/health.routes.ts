import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** For load balancers: 200 once the database answers (DESIGN.md §2). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (_req, reply) => {
    try {
      await sql`select 1`.execute(app.deps.db);
      return { status: 'ok' };
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply.code(503).send({ status: 'error' });
    }
  });
}
