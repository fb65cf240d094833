import { CheckCircleFilled, WalletOutlined } from '@ant-design/icons';
import { formatYuan, type TPayChannel, type TPayDevice, yuanToFen } from '@mall/contract/wire';
import { Alert, Button, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { useAiCoinBalance } from '../../ai-coin';
import { PayChannelIcon, payChannelNote, payChannelTitle, payDeviceOf, usePayChannels } from '../../pay';
import { rechargePath } from '../cashier-path';

/** How an order can be paid: the AI币 balance, or one of the online channels the shop takes. */
export type TPayMethod = 'aicoin' | TPayChannel;

/**
 * What is actually chosen: the buyer's pick while it can pay, else the first channel the shop takes
 * (the balance is short, or the picked channel is no longer offered), else AI币 when it covers the
 * amount; null when nothing can pay (a short balance and no channel at all).
 */
export function choosePayMethod(
  picked: TPayMethod,
  channels: readonly TPayChannel[],
  isBalanceShort: boolean,
): TPayMethod | null {
  if (picked === 'aicoin' ? !isBalanceShort : channels.includes(picked)) return picked;
  if (picked === 'aicoin' || isBalanceShort) return channels[0] ?? null;
  return 'aicoin';
}

/**
 * The buyer's choice of how to pay `amount` (yuan): AI币 unless the balance is short, with the
 * device the gateway's page is for (a phone-sized screen asks for Alipay wap or WeChat H5).
 */
export function usePayChoice(amount: number, isEnabled = true) {
  const balance = useAiCoinBalance(isEnabled);
  const channelsQuery = usePayChannels(isEnabled);
  const isPhone = useAntdPhone();
  const [picked, setMethod] = useState<TPayMethod>('aicoin');
  const channels = channelsQuery.data ?? [];
  const isBalanceShort = balance.data !== undefined && yuanToFen(balance.data) < yuanToFen(amount);
  const chosen = choosePayMethod(picked, channels, isBalanceShort);
  const device: TPayDevice = payDeviceOf(isPhone);
  // AI币 waits for the balance (it may turn out short); nothing chosen cannot pay at all.
  const canPay = chosen !== null && !(chosen === 'aicoin' && balance.isPending);
  return { balance, channelsQuery, channels, chosen, setMethod, isBalanceShort, device, canPay };
}

export type TPayChoice = ReturnType<typeof usePayChoice>;

/** The pay call's payment part: the chosen method and the device its gateway page is for. */
export function payRequestOf(
  choice: Pick<TPayChoice, 'chosen' | 'device'>,
): { payType: TPayMethod; device: TPayDevice } | null {
  return choice.chosen === null ? null : { payType: choice.chosen, device: choice.device };
}

/** The AI币 line's note: the balance, and when it is short, 去充值 only where a top-up can be paid. */
function BalanceNote({
  choice,
  returnTo,
  onLeave,
}: {
  choice: TPayChoice;
  returnTo: string;
  onLeave?: (() => void) | undefined;
}) {
  const { balance, isBalanceShort, channels } = choice;
  if (balance.isPending) return <Skeleton.Input active size="small" style={{ width: 120, height: 16 }} />;
  if (balance.isError) return <small>余额查询失败</small>;
  return (
    <small>
      可用余额 ¥{formatYuan(balance.data ?? 0)}
      {isBalanceShort ? '，余额不足' : null}
      {isBalanceShort && channels.length > 0 ? (
        <Link
          to={rechargePath(returnTo)}
          onClick={onLeave}
          className="pay-method-link text-link"
          data-testid="pay-recharge"
        >
          去充值
        </Link>
      ) : null}
    </small>
  );
}

/**
 * AI币 (with the balance; 去充值 when short, coming back to `returnTo`, the orders being paid) and
 * every online channel the shop takes (支付宝, 微信支付, the sandbox where it is on). Used by the
 * mall's cashier page and the order list's pay dialog.
 */
export function PayMethods({
  choice,
  returnTo,
  onLeave,
}: {
  choice: TPayChoice;
  /** Where the top-up brings the buyer back (a site path). */
  returnTo: string;
  /** Called when the buyer follows 去充值 (a dialog closes). */
  onLeave?: () => void;
}) {
  const { channelsQuery, channels, chosen, setMethod, isBalanceShort, device } = choice;
  const hasNoChannel = channelsQuery.isSuccess && channels.length === 0;
  return (
    <>
      <Radio.Group
        value={chosen}
        onChange={(e) => setMethod(e.target.value as TPayMethod)}
        className="pay-methods"
        aria-label="支付方式"
      >
        <Radio value="aicoin" disabled={isBalanceShort} className="pay-method">
          <span className="pay-method-icon is-coin">
            <WalletOutlined />
          </span>
          <span className="pay-method-text" data-testid="pay-method-aicoin">
            <strong>AI币支付</strong>
            <BalanceNote choice={choice} returnTo={returnTo} onLeave={onLeave} />
          </span>
          {chosen === 'aicoin' ? <CheckCircleFilled className="pay-method-check" /> : null}
        </Radio>
        {channels.map((channel) => (
          <Radio key={channel} value={channel} className="pay-method">
            <PayChannelIcon channel={channel} />
            <span className="pay-method-text" data-testid={`pay-method-${channel}`}>
              <strong>{payChannelTitle(channel)}</strong>
              <small>{payChannelNote(channel, device)}</small>
            </span>
            {chosen === channel ? <CheckCircleFilled className="pay-method-check" /> : null}
          </Radio>
        ))}
      </Radio.Group>
      {channelsQuery.isPending ? <Skeleton.Input active block size="small" className="pay-methods-loading" /> : null}
      {channelsQuery.isError ? (
        <Alert
          type="warning"
          showIcon
          className="pay-methods-note"
          title="在线支付方式加载失败"
          action={
            <Button size="small" onClick={() => channelsQuery.refetch()}>
              重新加载
            </Button>
          }
          data-testid="pay-channels-failed"
        />
      ) : null}
      {hasNoChannel && isBalanceShort ? (
        // The top-up is paid online too, so 去充值 would lead nowhere: say so instead.
        <Alert
          type="warning"
          showIcon
          className="pay-methods-note"
          title="暂未开通在线支付，请先使用AI币支付"
          description="商城暂未开通在线支付，也暂不能在线充值AI币；当前AI币余额不足以支付本单，请稍后再来或联系客服。"
          data-testid="pay-no-channel"
        />
      ) : null}
    </>
  );
}
