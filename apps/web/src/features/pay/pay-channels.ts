import { PAY_TYPE_TEXT, type TPayChannel, type TPayDevice } from '@mall/contract/wire';

/**
 * The one line under each channel at the cashier and the top-up: what happens when the buyer picks
 * it, which differs on a phone (the gateway's own app or H5 page) and a desktop (a QR code, a site).
 */
const CHANNEL_NOTES: Record<TPayChannel, Record<TPayDevice, string>> = {
  alipay: {
    pc: '跳转支付宝收银台，扫码或登录支付宝账户付款',
    mobile: '跳转支付宝完成付款，已安装支付宝可直接唤起',
  },
  wechat: {
    pc: '使用微信扫一扫二维码付款',
    mobile: '跳转微信完成付款',
  },
  sandbox: {
    pc: '跳转沙箱收银台完成付款，不产生真实扣款',
    mobile: '跳转沙箱收银台完成付款，不产生真实扣款',
  },
};

/** A channel's name (支付宝, 微信支付, 在线支付（沙箱）): the order pages' own PAY_TYPE_TEXT. */
export function payChannelTitle(channel: TPayChannel): string {
  return PAY_TYPE_TEXT[channel];
}

export function payChannelNote(channel: TPayChannel, device: TPayDevice): string {
  return CHANNEL_NOTES[channel][device];
}

/** Which gateway page to ask for: a phone's (Alipay wap, WeChat H5) on a phone-sized screen, else a desktop's. */
export function payDeviceOf(isPhone: boolean): TPayDevice {
  return isPhone ? 'mobile' : 'pc';
}
