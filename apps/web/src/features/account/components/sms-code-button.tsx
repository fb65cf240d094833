import type { TSmsScene } from '@mall/contract';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { sendCode } from '../api/send-code';

/** DESIGN.md §2: 60 s cooldown per phone. */
export const SMS_COOLDOWN_SECONDS = 60;

/** Sends a code and answers the server's cooldown, or null when nothing was sent (the form shows why). */
export type TSendSmsCode = () => Promise<{ cooldownSeconds?: number } | null>;

interface TSmsCodeButtonProps {
  send: TSendSmsCode;
  onSent?: () => void;
}

/** The sender of a public scene's code (register, reset): to the phone the form holds, once it is valid. */
export function sendCodeTo(scene: TSmsScene, getPhone: () => Promise<string | null>): TSendSmsCode {
  return async () => {
    const phone = await getPhone();
    return phone ? sendCode({ phone, scene }) : null;
  };
}

/** 获取验证码, then a countdown `N秒后重新获取` once the server accepted the request. */
export function SmsCodeButton({ send, onSent }: TSmsCodeButtonProps) {
  const [isSending, setIsSending] = useState(false);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const onClick = async () => {
    if (left > 0 || isSending) return;
    setIsSending(true);
    try {
      const answer = await send();
      if (!answer) return;
      const cooldown = answer.cooldownSeconds;
      setLeft(typeof cooldown === 'number' && cooldown > 0 ? Math.ceil(cooldown) : SMS_COOLDOWN_SECONDS);
      onSent?.();
    } catch {
      // The request client showed the reason (e.g. 429 too frequent).
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Button
      size="large"
      className="sms-code-btn"
      disabled={left > 0}
      loading={isSending}
      onClick={onClick}
      data-testid="sms-code-btn"
    >
      {left > 0 ? `${left}秒后重新获取` : isSending ? '发送中...' : '获取验证码'}
    </Button>
  );
}
