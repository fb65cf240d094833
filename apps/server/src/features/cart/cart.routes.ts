import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { addToCart, deleteFromCart, queryCart, setCartNumber } from './cart.service.js';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const C = CALLS.cart;
  serveCall(app, C.add, (data, ctx) => addToCart(db, ctx.userId, data));
  serveCall(app, C.query, (_data, ctx) => queryCart(db, ctx.userId));
  serveCall(app, C.update, (data, ctx) => setCartNumber(db, ctx.userId, data.id, data.number));
  serveCall(app, C.delete, async (data, ctx) => {
    await deleteFromCart(db, ctx.userId, data.ids);
    return null;
  });
}
