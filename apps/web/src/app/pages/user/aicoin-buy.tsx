import { CheckOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { AI_RECHARGE_MAX_YUAN, AI_RECHARGE_MIN_YUAN, AI_RECHARGE_PRESETS } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';
import { Alert, App, Button, InputNumber } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAddAiRecharge } from '../../../features/ai-coin/api/add-ai-recharge';
import { useAiCoinBalance } from '../../../features/ai-coin/api/get-ai-coin-balance';
import '../../../features/ai-coin/components/ai-coin.css';
import { rechargeAmountError } from '../../../features/ai-coin/recharge-amount';
import { openUrl } from '../../../lib/open-url';
import { siteReturnTo } from '../../../lib/return-to';

/**
 * AI币充值 (spec §2 AiCoinBuy): preset amounts or a custom one, paid through the sandbox gateway.
 * `?returnTo=` (去充值 at a payment whose balance was short): the gateway brings the buyer back there.
 */
export default function AiCoinBuyPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = siteReturnTo(params.get('returnTo'));
  const { message } = App.useApp();
  const balance = useAiCoinBalance();
  const recharge = useAddAiRecharge();
  const [preset, setPreset] = useState<number | null>(AI_RECHARGE_PRESETS[2]);
  const [custom, setCustom] = useState<number | null>(null);
  const [isCustomTouched, setIsCustomTouched] = useState(false);

  const amount = preset ?? custom;
  const error = rechargeAmountError(amount);
  const showError = preset === null && isCustomTouched && error !== null;

  const submit = async () => {
    setIsCustomTouched(true);
    // Enter in the amount box and the button both land here: one payment per submit.
    if (amount === null || error || recharge.isPending) return;
    const result = await recharge
      .mutateAsync({ amount, payType: 'sandbox', ...(returnTo ? { returnTo } : {}) })
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
          <Link to="/user/aicoin" className="coin-buy-back">
            查看明细
          </Link>
        </span>
      </div>

      {returnTo ? (
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

      <fieldset className="coin-presets">
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
          disabled={preset === null && isCustomTouched && error !== null}
          data-testid="coin-buy-submit"
        >
          立即充值
        </Button>
      </div>

      <ul className="coin-buy-notes">
        <li>
          <SafetyCertificateOutlined /> 1 AI币 = ¥1，充值成功后即时到账，可用于支付商城订单。
        </li>
        <li>充值通过沙箱支付网关完成，为模拟付款，不会产生真实扣款。</li>
        <li>AI币不可提现、不可转赠；订单退款时，AI币支付的部分将原路退回余额。</li>
      </ul>
    </div>
  );
}
