/**
 * The pay feature's public face for other features: the channels the shop takes and how each is
 * shown (the order feature's pay methods use them). The pages of this feature (the WeChat QR page,
 * the result page, the sandbox gateway) import its files directly from app/.
 */
export { usePayChannels } from './api/get-pay-channels';
export { PayChannelIcon } from './components/pay-channel-icon';
export { payChannelNote, payChannelTitle, payDeviceOf } from './pay-channels';
