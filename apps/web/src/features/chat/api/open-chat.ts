import { CALLS } from '@mall/contract/wire';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { request } from '../../../lib/request';
import { useLoginModal } from '../../../stores/login-modal';
import { useSession } from '../../../stores/session';
import { chatPath } from '../chat-path';

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

/**
 * What an entry button (联系客服, 联系商家, 联系TA) does: a guest gets the login modal and goes on after
 * logging in; a buyer opens the conversation and lands on it with the card to offer. Light on
 * purpose: the product page's first screen carries it (no antd, no chat component).
 */
export function useStartChat() {
  const navigate = useNavigate();
  const openLogin = useLoginModal((s) => s.open);
  const [isOpening, setOpening] = useState(false);
  const start = (input: TOpenChat) => {
    const go = async () => {
      setOpening(true);
      try {
        const conversationId = await openChat(input);
        navigate(chatPath({ conversationId, productId: input.productId, orderId: input.orderId }));
      } catch {
        // The request client has told the buyer (a closed shop answers 404).
      } finally {
        setOpening(false);
      }
    };
    if (!useSession.getState().token) {
      openLogin(() => void go());
      return;
    }
    void go();
  };
  return { start, isOpening };
}
