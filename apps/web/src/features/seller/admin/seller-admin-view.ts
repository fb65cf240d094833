import {
  APPLICATION_STATUS_TEXT,
  SELLER_STATE_TEXT,
  type TApplicationStatus,
  type TSellerState,
} from '@mall/contract/admin-wire';

/** The page's two tabs, as `?tab=` holds them. */
export const SELLER_TABS = { applications: '入驻申请', sellers: '商家列表' } as const;
export type TSellerTab = keyof typeof SELLER_TABS;

export function sellerTabOf(value: string | null): TSellerTab {
  return value === 'sellers' ? 'sellers' : 'applications';
}

/** A status filter's value from the URL (`?status=`), or undefined for 全部. */
export function statusFilterOf<T extends number>(value: string | null, allowed: readonly T[]): T | undefined {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  return (allowed as readonly number[]).includes(n) ? (n as T) : undefined;
}

export const APPLICATION_STATUS_COLOR: Record<TApplicationStatus, string> = {
  0: 'processing',
  1: 'success',
  2: 'error',
};

export const SELLER_STATE_COLOR: Record<TSellerState, string> = { 0: 'success', 1: 'error' };

export const applicationStatusOptions = () =>
  (Object.entries(APPLICATION_STATUS_TEXT) as [string, string][]).map(([value, label]) => ({
    value: Number(value) as TApplicationStatus,
    label,
  }));

export const sellerStateOptions = () =>
  (Object.entries(SELLER_STATE_TEXT) as [string, string][]).map(([value, label]) => ({
    value: Number(value) as TSellerState,
    label,
  }));

/** What the approve confirmation says happens (the account goes to the contact phone, never shown here). */
export function approveNotice(shopName: string, phone: string): string {
  return `通过后将为「${shopName}」创建商家账号和店铺，登录账号与初始密码以短信发送至 ${phone}。`;
}

/** What the suspend modal says happens. */
export const SUSPEND_NOTICE =
  '暂停后，该商家的全部在售商品立即从商品列表、搜索、店铺页和商品详情中下架，买家无法再购买；已支付的订单照常履约，商家仍可登录发货，并在工作台看到暂停原因。恢复后商品自动重新上架。';
