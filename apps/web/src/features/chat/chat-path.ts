/** The conversation page: `/chat?conversationId=…` with the card the buyer came from (发送商品/发送订单). */
export function chatPath(input: {
  conversationId: number;
  productId?: number | undefined;
  orderId?: number | undefined;
}): string {
  const search = new URLSearchParams({ conversationId: String(input.conversationId) });
  if (input.productId) search.set('productId', String(input.productId));
  if (input.orderId) search.set('orderId', String(input.orderId));
  return `/chat?${search.toString()}`;
}

/** 我的会话 in the account centre. */
export const CHAT_LIST_PATH = '/user/chat';
