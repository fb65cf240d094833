import { CheckOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { AI_RECHARGE_MAX_YUAN, AI_RECHARGE_MIN_YUAN, AI_RECHARGE_PRESETS } from '@mall/contract';
import { formatYuan, type TPayChannel } from '@mall/contract/wire';
import { Alert, App, Button, InputNumber, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { useAddAiRecharge } from '../../../features/ai-coin/api/add-ai-recharge';
import { useAiCoinBalance } from '../../../features/ai-coin/api/get-ai-coin-balance';
import '../../../features/ai-coin/components/ai-coin.css';
import { rechargeAmountError } from '../../../features/ai-coin/recharge-amount';
import { usePayChannels } from '../../../features/pay/api/get-pay-channels';
import { PayChannelPicker } from '../../../features/pay/components/pay-channel-picker';
import { payDeviceOf } from '../../../features/pay/pay-channels';
import { openUrl } from '../../../lib/open-url';
import { siteReturnTo } from '../../../lib/return-to';

/** The buyer's channel while the shop still takes it, else the first one it takes; null: none at all. */
function chosenChannel(picked: TPayChannel | null, channels: readonly TPayChannel[]): TPayChannel | null {
  return picked !== null && channels.includes(picked) ? picked : (channels[0] ?? null);
}

/** The channels' state above the form: loading, failed (with a retry), or none taken (the form is off). */
function ChannelsNotice({ channels }: { channels: ReturnType<typeof usePayChannels> }) {
  if (channels.isPending) return <Skeleton.Input active block className="coin-buy-channels-loading" />;
  if (channels.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title="支付方式加载失败"
        action={
          <Button size="small" onClick={() => channels.refetch()}>
            重新加载
          </Button>
        }
        data-testid="coin-buy-channels-failed"
      />
    );
  }
  return null;
}

/**
 * AI币充值 (spec §2 AiCoinBuy): preset amounts or a custom one, paid through one of the shop's online
 * channels (支付宝, 微信支付, the sandbox where it is on); with none, the form is off and says why.
 * `?returnTo=` (去充值 at a payment whose balance was short): the gateway brings the buyer back there.
 */
export default function AiCoinBuyPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = siteReturnTo(params.get('returnTo'));
  const { message } = App.useApp();
  const balance = useAiCoinBalance();
  const recharge = useAddAiRecharge();
  const channels = usePayChannels();
  const device = payDeviceOf(useAntdPhone());
  const [pickedChannel, setPickedChannel] = useState<TPayChannel | null>(null);
  const channel = chosenChannel(pickedChannel, channels.data ?? []);
  const hasNoChannel = channels.isSuccess && channels.data.length === 0;
  const [preset, setPreset] = useState<number | null>(AI_RECHARGE_PRESETS[2]);
  const [custom, setCustom] = useState<number | null>(null);
  const [isCustomTouched, setIsCustomTouched] = useState(false);

  const amount = preset ?? custom;
  const error = rechargeAmountError(amount);
  const showError = preset === null && isCustomTouched && error !== null;

  const submit = async () => {
    setIsCustomTouched(true);
    // Enter in the amount box and the button both land here: one payment per submit.
    if (amount === null || error || recharge.isPending || channel === null) return;
    const result = await recharge
      .mutateAsync({ amount, payType: channel, device, ...(returnTo ? { returnTo } : {}) })
      .catch(() => null);
    if (!result) return;
    if (!openUrl(result.payUrl, navigate)) message.error('支付网关暂不可用，请稍后重试');
  };

  return (
    <div className="page-card coin-buy" data-testid="coin-buy-page">
      <div className="page-card-head">
        <h2>AI币充值</h2>
        <span className="page-card-hint">
          当前余额：
          <b className="coin-buy-balance">{balance.data === undefined ? '—' : formatYuan(balance.data)}</b> AI币
          <Link to="/user/aicoin" className="coin-buy-back text-link">
            查看明细
          </Link>
        </span>
      </div>

      {hasNoChannel ? (
        <Alert
          type="warning"
          showIcon
          className="coin-buy-return"
          data-testid="coin-buy-no-channel"
          title="暂未开通在线充值"
          description="商城暂未开通在线支付，暂时无法充值AI币，请稍后再来或联系客服。"
        />
      ) : null}

      {returnTo && !hasNoChannel ? (
        <Alert
          type="info"
          showIcon
          className="coin-buy-return"
          data-testid="coin-buy-return"
          title="充值成功后将自动返回，继续支付您的订单"
          action={
            <Link to={returnTo} className="coin-buy-back">
              返回支付
            </Link>
          }
        />
      ) : null}

      <fieldset className="coin-presets" disabled={hasNoChannel}>
        <legend className="coin-buy-title">选择充值金额</legend>
        {AI_RECHARGE_PRESETS.map((value) => {
          const isOn = preset === value;
          return (
            <button
              type="button"
              key={value}
              aria-pressed={isOn}
              className={isOn ? 'coin-preset is-on' : 'coin-preset'}
              onClick={() => {
                setPreset(value);
                setIsCustomTouched(false);
              }}
              data-testid={`coin-preset-${value}`}
            >
              <strong className="coin-preset-value">
                {value}
                <small className="coin-preset-unit">AI币</small>
              </strong>
              <span>售价 ¥{formatYuan(value)}</span>
              {isOn ? (
                <i className="coin-preset-check">
                  <CheckOutlined />
                </i>
              ) : null}
            </button>
          );
        })}
      </fieldset>

      <div className={preset === null ? 'coin-custom is-on' : 'coin-custom'}>
        <span className="coin-custom-label">其他金额</span>
        <InputNumber<number>
          value={custom}
          min={0}
          step={1}
          prefix="¥"
          inputMode="decimal"
          placeholder={`${AI_RECHARGE_MIN_YUAN} - ${AI_RECHARGE_MAX_YUAN}`}
          status={showError ? 'error' : undefined}
          onFocus={() => setPreset(null)}
          onChange={(v) => {
            setPreset(null);
            setCustom(v ?? null);
          }}
          onBlur={() => setIsCustomTouched(true)}
          disabled={hasNoChannel}
          onPressEnter={submit}
          className="coin-custom-input"
          aria-label="自定义充值金额"
          data-testid="coin-custom"
        />
        <span className="coin-custom-hint">
          {showError ? (
            <span className="coin-custom-error" role="alert" data-testid="coin-custom-error">
              {error}
            </span>
          ) : (
            `单次可充值 ${AI_RECHARGE_MIN_YUAN} 至 ${AI_RECHARGE_MAX_YUAN} 元，最多两位小数`
          )}
        </span>
      </div>

      {hasNoChannel ? null : (
        <section className="coin-buy-channels" aria-label="支付方式">
          <h3 className="coin-buy-title">选择支付方式</h3>
          <ChannelsNotice channels={channels} />
          <PayChannelPicker
            channels={channels.data ?? []}
            value={channel}
            device={device}
            onChange={setPickedChannel}
          />
        </section>
      )}

      <div className="coin-buy-summary">
        <div>
          <span>
            到账：<b>{amount !== null && !error ? formatYuan(amount) : '—'}</b> AI币
          </span>
          <span className="coin-buy-pay">
            应付金额：
            <strong className="coin-buy-amount" data-testid="coin-buy-amount">
              ¥{amount !== null && !error ? formatYuan(amount) : '0.00'}
            </strong>
          </span>
        </div>
        <Button
          type="primary"
          size="large"
          onClick={submit}
          loading={recharge.isPending}
          disabled={channel === null || (preset === null && isCustomTouched && error !== null)}
          data-testid="coin-buy-submit"
        >
          立即充值
        </Button>
      </div>

      <ul className="coin-buy-notes">
        <li>
          <SafetyCertificateOutlined /> 1 AI币 = ¥1，充值成功后即时到账，可用于支付商城订单。
        </li>
        <li>
          {channel === 'sandbox'
            ? '充值通过沙箱支付网关完成，为模拟付款，不会产生真实扣款。'
            : '充值款项由所选支付平台收取，付款成功后即时到账，到账结果以支付平台为准。'}
        </li>
        <li>AI币不可提现、不可转赠；订单退款时，AI币支付的部分将原路退回余额。</li>
      </ul>
    </div>
  );
}
