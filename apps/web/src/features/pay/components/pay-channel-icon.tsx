import { AlipayCircleFilled, CreditCardOutlined, WechatFilled } from '@ant-design/icons';
import type { TPayChannel } from '@mall/contract/wire';
import type { ReactNode } from 'react';
import './pay-channel.css';

const CHANNEL_GLYPHS: Record<TPayChannel, ReactNode> = {
  alipay: <AlipayCircleFilled />,
  wechat: <WechatFilled />,
  sandbox: <CreditCardOutlined />,
};

/** A channel's badge in its own brand colour (支付宝 blue, 微信 green, the sandbox the mall's teal). */
export function PayChannelIcon({ channel }: { channel: TPayChannel }) {
  return (
    <span className={`pay-channel-icon is-${channel}`} aria-hidden="true">
      {CHANNEL_GLYPHS[channel]}
    </span>
  );
}
