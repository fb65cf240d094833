import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { confirmSandbox, handleNotify, sandboxPayment } from './payment.service.js';

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const P = CALLS.pay;
  // Off (production without PAY_SANDBOX=true): no cashier and no notify endpoint anyone could sign for.
  if (!config.PAY_SANDBOX) return;
  serveCall(app, P.sandboxQuery, (data, { userId }) => sandboxPayment(db, userId, data.paymentNo));
  serveCall(app, P.sandboxConfirm, (data, { userId }) => confirmSandbox(db, config, userId, data.paymentNo));
  serveCall(app, P.notify, async (data) => {
    await handleNotify(db, config, data);
    return null;
  });
}
