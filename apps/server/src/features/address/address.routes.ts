import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './address.service.js';

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const A = CALLS.address;
  serveCall(app, A.selectAddress, (_data, ctx) => listAddresses(db, ctx.userId));
  serveCall(app, A.addAddress, (data, ctx) => addAddress(db, ctx.userId, data));
  serveCall(app, A.upadteAddress, (data, ctx) => updateAddress(db, ctx.userId, data.id, data));
  serveCall(app, A.deleteAddress, async (data, ctx) => {
    await deleteAddress(db, ctx.userId, data.id);
    return null;
  });
}
