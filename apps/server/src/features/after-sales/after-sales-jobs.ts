import type { FastifyInstance } from 'fastify';
import type { TJob } from '../../plugins/feature.js';
import { completeOverdueExchanges } from './after-sales-moves.service.js';

/** Completes the 换货中 requests the buyer left unconfirmed for EXCHANGE_CONFIRM_DAYS. */
export async function sweepExchanges(app: FastifyInstance, now = Date.now()): Promise<{ completed: number }> {
  const { db, config } = app.deps;
  return { completed: await completeOverdueExchanges(db, config.EXCHANGE_CONFIRM_DAYS, now) };
}

/** The sweep, every EXCHANGE_SWEEP_SECONDS on each instance (each completion is a guarded write). */
export const exchangeSweepJob: TJob = {
  name: 'exchange-sweep',
  everySeconds: (config) => config.EXCHANGE_SWEEP_SECONDS,
  run: sweepExchanges,
  logAs: '换货自动完成',
};
