import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { FileAnswer, serveCall } from '../../plugins/calls.js';
import * as privacy from './privacy.service.js';

const calls = CALLS.privacy;

export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const { deps, personalData } = app;

  serveCall(app, calls.exportMyData, async (_data, { userId }) => {
    const { json, fileName } = await privacy.exportMyData(deps, personalData, userId);
    return new FileAnswer(Buffer.from(json, 'utf8'), fileName, 'application/json; charset=utf-8');
  });
  serveCall(app, calls.deletionCheck, (_data, { userId }) => privacy.checkDeletion(deps, personalData, userId));
  serveCall(app, calls.sendDeleteCode, (_data, { userId, req }) => privacy.sendDeleteCode(deps, userId, req.ip));
  serveCall(app, calls.deleteAccount, (data, { userId }) => privacy.deleteAccount(deps, personalData, userId, data));
}
