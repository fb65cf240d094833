import { CALLS } from '@mall/contract/wire';
import { request } from '../../../lib/request';
import { chatPath } from '../chat-path';

export { chatPath };

export interface TOpenChat {
  shopId: number;
  productId?: number | undefined;
  orderId?: number | undefined;
}

/** The buyer's conversation with a shop, made on first use (`chat/open`). */
export async function openChat(input: TOpenChat): Promise<number> {
  const payload = {
    shopId: input.shopId,
    ...(input.productId ? { productId: input.productId } : {}),
    ...(input.orderId ? { orderId: input.orderId } : {}),
  };
  return (await request(CALLS.chat.open, payload)).conversationId;
}
