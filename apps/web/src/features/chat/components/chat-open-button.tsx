import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { CustomerServiceOutlined } from '../../../components/ui/icons';
import { useLoginModal } from '../../../stores/login-modal';
import { useSession } from '../../../stores/session';
import type { TOpenChat } from '../api/open-chat';
import './chat-open-button.css';

/**
 * 联系客服 / 联系商家 / 联系TA: opens the conversation with a shop (the login modal first for a guest)
 * and lands on it offering the product or order. Plain React and CSS, no antd, and the call's code
 * loads on the press: the product page's first screen carries this button.
 */
export function ChatOpenButton({
  children = '联系客服',
  className,
  ...target
}: TOpenChat & { children?: ReactNode; className?: string }) {
  const navigate = useNavigate();
  const openLogin = useLoginModal((s) => s.open);
  const [isOpening, setOpening] = useState(false);
  const go = async () => {
    setOpening(true);
    try {
      const { openChat, chatPath } = await import('../api/open-chat');
      const conversationId = await openChat(target);
      navigate(chatPath({ conversationId, productId: target.productId, orderId: target.orderId }));
    } catch {
      // The request client has told the buyer (a closed shop answers 404).
    } finally {
      setOpening(false);
    }
  };
  const onClick = () => {
    if (useSession.getState().token) void go();
    else openLogin(() => void go());
  };
  return (
    <button
      type="button"
      className={cx('chat-open', className)}
      onClick={onClick}
      disabled={isOpening}
      aria-busy={isOpening || undefined}
      data-testid="chat-open"
    >
      <CustomerServiceOutlined />
      <span>{children}</span>
    </button>
  );
}
