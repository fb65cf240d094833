import { CALLS, PAY_CHANNELS } from '@mall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TPayChannel } from '../../lib/payment/gateway.js';
import { serveCall } from '../../plugins/calls.js';
import {
  confirmSandbox,
  handleNotify,
  notifyPath,
  paymentView,
  receiveGatewayNotify,
  sandboxPayment,
} from './payment.service.js';

/** A gateway's notify is small (Alipay's form, WeChat's encrypted JSON): anything larger is not one. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * The real gateways' notify endpoints (`POST /pay/notify/alipay`, `/pay/notify/wechat`), outside the
 * JSON envelope: each gateway posts its own format and expects its own answer, and its signature
 * covers the body exactly as sent, so the body is kept as text, whatever its content type says.
 */
async function gatewayNotifyRoutes(app: FastifyInstance, channels: TPayChannel[]): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  for (const channel of channels) {
    app.post(notifyPath(channel), async (req: FastifyRequest, reply: FastifyReply) => {
      const answer = await receiveGatewayNotify({ ...app.deps, log: req.log }, channel, {
        headers: req.headers,
        rawBody: typeof req.body === 'string' ? req.body : '',
      });
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    });
  }
}

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, payments } = app.deps;
  const P = CALLS.pay;
  const withLog = (req: FastifyRequest) => ({ ...app.deps, log: req.log });
  // The cashier offers what is on, in a fixed order.
  serveCall(app, P.channels, async () => ({ channels: PAY_CHANNELS.filter((c) => payments.has(c)) }));
  serveCall(app, P.query, (data, { userId, req }) => paymentView(withLog(req), userId, data.paymentNo));
  const real = PAY_CHANNELS.filter((c) => c !== 'sandbox' && payments.has(c));
  if (real.length) await app.register((child) => gatewayNotifyRoutes(child, real));
  // Off (production without PAY_SANDBOX=true): no cashier and no notify endpoint anyone could sign for.
  if (!config.PAY_SANDBOX) return;
  serveCall(app, P.sandboxQuery, (data, { userId }) => sandboxPayment(db, userId, data.paymentNo));
  serveCall(app, P.sandboxConfirm, (data, { userId, req }) => confirmSandbox(withLog(req), userId, data.paymentNo));
  serveCall(app, P.notify, async (data, { req }) => {
    await handleNotify(withLog(req), data);
    return null;
  });
}
