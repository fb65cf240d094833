import type { TOrderAddress } from '@mall/contract';
import { maskName, maskPhone } from '../../lib/mask.js';
import { exportRow } from '../../lib/personal-data.js';
import type { TPersonalData } from '../../plugins/feature.js';
import { addressesOfOrders, allOrdersOf, countOpenOrders, setOrderAddress } from './order.repository.js';
import { eraseInvoicePerson } from './order-invoice.js';

/** The receiver of a deleted account's order, as accounting keeps it: the region stays, the person goes. */
function maskAddress(text: string): string {
  let address: Partial<TOrderAddress>;
  try {
    address = JSON.parse(text) as Partial<TOrderAddress>;
  } catch {
    address = {};
  }
  const masked: TOrderAddress = {
    realname: maskName(address.realname ?? ''),
    telphone: maskPhone(address.telphone ?? ''),
    province: address.province ?? '',
    city: address.city ?? '',
    area: address.area ?? '',
    street: '',
    fullText: '',
  };
  return JSON.stringify(masked);
}

/**
 * Orders: exported with their lines; an order under way keeps the account; once deleted, orders stay
 * for accounting (tax, the sellers' books) with the receiver masked and the street gone; a company
 * invoice stays as issued, a personal one keeps its kind with the name masked (order-invoice.ts).
 */
export const orderPersonalData: TPersonalData = {
  export: async ({ db }, userId) => {
    const { orders, items } = await allOrdersOf(db, userId);
    return {
      orders: orders.map((o) => ({
        ...exportRow(o, ['user_id', 'payment_no', 'logistics_traces']),
        lines: items.filter((i) => i.order_id === o.id).map((i) => exportRow(i, ['order_id'])),
      })),
    };
  },
  blockers: async ({ db }, userId) => ((await countOpenOrders(db, userId)) > 0 ? ['ordersOpen'] : []),
  erase: async (db, userId) => {
    for (const order of await addressesOfOrders(db, userId)) {
      await setOrderAddress(db, order.id, maskAddress(order.address), eraseInvoicePerson(order.invoice));
    }
  },
};
