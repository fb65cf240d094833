import {
  EXCHANGE_CONFIRM_DAYS,
  PAY_TYPE_TEXT,
  type TProductReturn,
  type TReturnAddressSnapshot,
  type TServiceData,
} from '@mall/contract';
import {
  nextReturnStatus,
  RETURN_STATUS,
  refundForUnitsFen,
  type TReturnStatus,
  type TReturnType,
} from '@mall/contract/wire';

/**
 * Spec §4 Returns: a request in status 5 (已取消) counts as none: the line shows no after-sales and
 * may apply again. The cancelled request moves to the line's history.
 */
export function normalizeService(data: TServiceData): TServiceData {
  if (data.status !== RETURN_STATUS.CANCELLED) return data;
  const cancelled = data.productReturn;
  const history =
    cancelled && !data.history.some((h) => h.id === cancelled.id) ? [cancelled, ...data.history] : data.history;
  return {
    ...data,
    status: RETURN_STATUS.NONE,
    returnType: 0,
    productReturn: null,
    returnLogistics: null,
    backLogistics: null,
    returnAddress: null,
    history,
  };
}

/** A request the buyer and the seller are still working on (待审核, 待寄回, 待商家收货, 换货中). */
export function isOpenStatus(status: number): boolean {
  return (
    status === RETURN_STATUS.APPLIED ||
    status === RETURN_STATUS.AWAIT_RETURN ||
    status === RETURN_STATUS.AWAIT_SELLER ||
    status === RETURN_STATUS.EXCHANGING
  );
}

/** The steps a request of this type walks through. */
export function serviceSteps(returnType: TReturnType): string[] {
  if (returnType === 1) return ['提交申请', '商家审核', '退款成功'];
  if (returnType === 3) return ['提交申请', '商家审核', '寄回商品', '商家收货', '换货中', '换货完成'];
  return ['提交申请', '商家审核', '寄回商品', '商家收货', '退款成功'];
}

/** The step the request is at (index into serviceSteps); the last one once done. */
export function currentStep(status: TReturnStatus, returnType: TReturnType): number {
  const last = serviceSteps(returnType).length - 1;
  switch (status) {
    case RETURN_STATUS.APPLIED:
    case RETURN_STATUS.REJECTED:
      return 1;
    case RETURN_STATUS.AWAIT_RETURN:
      return 2;
    case RETURN_STATUS.AWAIT_SELLER:
      return 3;
    case RETURN_STATUS.EXCHANGING:
      return 4;
    case RETURN_STATUS.DONE:
      return last;
    default:
      return 0;
  }
}

export type TBuyerReturnAction = 'cancel' | 'writeLogistics' | 'confirmReplacement';

/** What the buyer may do with the request now, from the contract's transition table. */
export function buyerReturnActions(ret: Pick<TProductReturn, 'status' | 'returnType'>): TBuyerReturnAction[] {
  const actions: TBuyerReturnAction[] = [];
  if (nextReturnStatus(ret.status, 'writeLogistics', ret.returnType) !== null) actions.push('writeLogistics');
  if (nextReturnStatus(ret.status, 'cancel', ret.returnType) !== null) actions.push('cancel');
  if (nextReturnStatus(ret.status, 'confirmReplacement', ret.returnType) !== null) actions.push('confirmReplacement');
  return actions;
}

/**
 * Yuan a request would refund: unit price × number, to the fen, less those units' share of the line's
 * coupon discount (as the server freezes it, `refundForUnitsFen`); nothing for 换货.
 */
export function refundPreview(
  price: number,
  number: number,
  returnType: TReturnType,
  line?: { number: number; discount: number; returnedNumber: number },
): number {
  if (returnType === 3) return 0;
  if (!line || line.discount <= 0) return Math.round(price * 100 * number) / 100;
  const fen = refundForUnitsFen(
    { priceFen: Math.round(price * 100), number: line.number, discountFen: Math.round(line.discount * 100) },
    line.returnedNumber,
    number,
  );
  return fen / 100;
}

/** Where the money went back, as the buyer reads it. */
export function refundChannelText(channel: TProductReturn['refundChannel']): string {
  if (channel === 'aicoin') return '已原路退回AI币余额';
  if (channel === '') return '';
  // Through the channel that took the money: 支付宝, 微信支付 (or the sandbox's pretend account).
  return channel === 'sandbox' ? '已原路退回支付账户' : `已原路退回${PAY_TYPE_TEXT[channel]}账户`;
}

/** The 数量 field's limits: 1 to what is still returnable (bought − already returned). */
export function numberLimit(service: Pick<TServiceData, 'returnableNumber'>): number {
  return Math.max(0, service.returnableNumber);
}

/** The return address as one line to paste into a courier's form: name, phone, address. */
export function returnAddressLine(a: TReturnAddressSnapshot): string {
  return `${a.name} ${a.phone} ${a.fullAddress}`;
}

/** When a 换货中 request completes by itself: EXCHANGE_CONFIRM_DAYS after the replacement left. */
export function exchangeAutoDoneAt(shippedAt: number, days = EXCHANGE_CONFIRM_DAYS): number {
  return shippedAt + days * 86_400_000;
}
