import { CheckCircleFilled } from '@ant-design/icons';
import type { TPayChannel, TPayDevice } from '@mall/contract/wire';
import { Radio } from 'antd';
import { payChannelNote, payChannelTitle } from '../pay-channels';
import { PayChannelIcon } from './pay-channel-icon';

/** One card per online channel the shop takes (the AI币 top-up: the balance cannot pay for itself). */
export function PayChannelPicker({
  channels,
  value,
  device,
  disabled,
  onChange,
}: {
  channels: readonly TPayChannel[];
  value: TPayChannel | null;
  device: TPayDevice;
  disabled?: boolean;
  onChange: (channel: TPayChannel) => void;
}) {
  return (
    <Radio.Group
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as TPayChannel)}
      className="pay-channel-picker"
      aria-label="支付方式"
    >
      {channels.map((channel) => (
        <Radio key={channel} value={channel} className="pay-channel-option">
          <PayChannelIcon channel={channel} />
          <span className="pay-channel-text" data-testid={`pay-channel-${channel}`}>
            <strong>{payChannelTitle(channel)}</strong>
            <small>{payChannelNote(channel, device)}</small>
          </span>
          {value === channel ? <CheckCircleFilled className="pay-channel-check" /> : null}
        </Radio>
      ))}
    </Radio.Group>
  );
}
