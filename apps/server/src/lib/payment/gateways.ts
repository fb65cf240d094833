import type { TConfig } from '../../config/env.js';
import type { PaymentGateway, TPayChannel } from './gateway.js';
import { sandboxGateway } from './sandbox-gateway.js';

/** The gateways that are on, by channel, in the order the cashier offers them. */
export type TGateways = ReadonlyMap<TPayChannel, PaymentGateway>;

/**
 * Builds the gateways the settings turn on (DESIGN-OPERATE §C): a provider is on when its settings are
 * complete (loadConfig refuses half of them); the sandbox where PAY_SANDBOX is on.
 */
export function buildGateways(config: TConfig): TGateways {
  const gateways = new Map<TPayChannel, PaymentGateway>();
  if (config.PAY_SANDBOX) gateways.set('sandbox', sandboxGateway(config.PAY_SANDBOX_SECRET));
  return gateways;
}
