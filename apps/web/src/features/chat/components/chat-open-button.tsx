import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';
import { CustomerServiceOutlined } from '../../../components/ui/icons';
import { type TOpenChat, useStartChat } from '../api/open-chat';
import './chat-open-button.css';

/**
 * 联系客服 / 联系商家 / 联系TA: opens the conversation with a shop (the login modal first for a guest)
 * and lands on it offering the product or order. Plain React and CSS, no antd: the product page's
 * first screen carries it.
 */
export function ChatOpenButton({
  children = '联系客服',
  className,
  ...target
}: TOpenChat & { children?: ReactNode; className?: string }) {
  const { start, isOpening } = useStartChat();
  return (
    <button
      type="button"
      className={cx('chat-open', className)}
      onClick={() => start(target)}
      disabled={isOpening}
      aria-busy={isOpening || undefined}
      data-testid="chat-open"
    >
      <CustomerServiceOutlined />
      <span>{children}</span>
    </button>
  );
}
