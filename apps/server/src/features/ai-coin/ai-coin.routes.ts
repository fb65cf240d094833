import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { startRecharge } from '../payment/payment.service.js';
import { getAccount, getBalance, listRecords } from './ai-coin.service.js';

export async function aiCoinRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const A = CALLS.aiCoin;
  serveCall(app, A.selectOne, (_data, ctx) => getAccount(db, ctx.userId));
  serveCall(app, A.query, (data, ctx) => listRecords(db, ctx.userId, data.page, data.limit));
  serveCall(app, A.selectNumber, (_data, ctx) => getBalance(db, ctx.userId));
  serveCall(app, A.addAiRecharge, (data, ctx) =>
    startRecharge(
      { ...app.deps, log: ctx.req.log },
      ctx.userId,
      data.amount,
      { channel: data.payType, device: data.device, clientIp: ctx.req.ip },
      data.returnTo,
    ),
  );
}
