import type { TSmsScene } from '@mall/contract';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useSendCode } from '../api/send-code';

/** DESIGN.md §2: 60 s cooldown per phone. */
export const SMS_COOLDOWN_SECONDS = 60;

interface TSmsCodeButtonProps {
  scene: TSmsScene;
  /** Validates and answers the phone to send to, or null to send nothing (the form shows why). */
  getPhone: () => Promise<string | null>;
  onSent?: () => void;
}

/** 获取验证码, then a countdown `N秒后重新获取` once the server accepted the request. */
export function SmsCodeButton({ scene, getPhone, onSent }: TSmsCodeButtonProps) {
  const sendCode = useSendCode();
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const onClick = async () => {
    if (left > 0 || sendCode.isPending) return;
    const phone = await getPhone();
    if (!phone) return;
    try {
      const answer = await sendCode.mutateAsync({ phone, scene });
      const cooldown = answer?.cooldownSeconds;
      setLeft(typeof cooldown === 'number' && cooldown > 0 ? Math.ceil(cooldown) : SMS_COOLDOWN_SECONDS);
      onSent?.();
    } catch {
      // The request client showed the reason (e.g. 429 too frequent).
    }
  };

  return (
    <Button
      size="large"
      className="sms-code-btn"
      disabled={left > 0}
      loading={sendCode.isPending}
      onClick={onClick}
      data-testid="sms-code-btn"
    >
      {left > 0 ? `${left}秒后重新获取` : sendCode.isPending ? '发送中...' : '获取验证码'}
    </Button>
  );
}
