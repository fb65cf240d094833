import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import {
  addReturnAddress,
  listReturnAddresses,
  removeReturnAddress,
  setDefaultReturnAddress,
  updateReturnAddress,
} from './return-address.service.js';

export async function returnAddressRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const R = CALLS.sellerReturnAddress;
  serveCall(app, R.list, (_data, ctx) => listReturnAddresses(db, ctx.sellerId));
  serveCall(app, R.add, (data, ctx) => addReturnAddress(db, ctx.sellerId, data));
  serveCall(app, R.update, (data, ctx) => updateReturnAddress(db, ctx.sellerId, data.id, data));
  serveCall(app, R.remove, async (data, ctx) => {
    await removeReturnAddress(db, ctx.sellerId, data.id);
    return null;
  });
  serveCall(app, R.setDefault, async (data, ctx) => {
    await setDefaultReturnAddress(db, ctx.sellerId, data.id);
    return null;
  });
}
