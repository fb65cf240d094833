import { isProviderOn, type TConfig } from '../../config/env.js';
import { alipayGateway } from './alipay-gateway.js';
import type { PaymentGateway, TPayChannel } from './gateway.js';
import { sandboxGateway } from './sandbox-gateway.js';
import { wechatGateway, wechatSettingsFromConfig } from './wechat-gateway.js';

/** The gateways that are on, by channel, in the order the cashier offers them. */
export type TGateways = ReadonlyMap<TPayChannel, PaymentGateway>;

/**
 * Builds the gateways the settings turn on (DESIGN-OPERATE §C): a provider is on when its settings are
 * complete (loadConfig refuses half of them); the sandbox where PAY_SANDBOX is on.
 */
export function buildGateways(config: TConfig): TGateways {
  const gateways = new Map<TPayChannel, PaymentGateway>();
  if (isProviderOn(config, 'alipay')) {
    gateways.set(
      'alipay',
      alipayGateway({
        appId: config.ALIPAY_APP_ID ?? '',
        privateKey: config.ALIPAY_PRIVATE_KEY ?? '',
        alipayPublicKey: config.ALIPAY_PUBLIC_KEY ?? '',
        gateway: config.ALIPAY_GATEWAY,
      }),
    );
  }
  const wechat = wechatSettingsFromConfig(config);
  if (wechat) gateways.set('wechat', wechatGateway(wechat));
  if (config.PAY_SANDBOX) gateways.set('sandbox', sandboxGateway(config.PAY_SANDBOX_SECRET));
  return gateways;
}
