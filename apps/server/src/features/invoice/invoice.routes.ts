import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { addInvoiceTitle, listInvoiceTitles, removeInvoiceTitle, updateInvoiceTitle } from './invoice.service.js';

export async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const T = CALLS.invoiceTitle;
  serveCall(app, T.list, (_data, ctx) => listInvoiceTitles(db, ctx.userId));
  serveCall(app, T.add, (data, ctx) => addInvoiceTitle(db, ctx.userId, data));
  serveCall(app, T.update, (data, ctx) => updateInvoiceTitle(db, ctx.userId, data.id, data));
  serveCall(app, T.remove, async (data, ctx) => {
    await removeInvoiceTitle(db, ctx.userId, data.id);
    return null;
  });
}
