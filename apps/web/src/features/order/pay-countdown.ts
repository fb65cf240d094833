import dayjs from 'dayjs';
import { formatCountdown } from '../../lib/countdown';

/** Whether the time to pay an unpaid order has run out (the server's sweep then cancels it). */
export function isPayExpired(payDeadline: number, now: number): boolean {
  return payDeadline <= now;
}

/** The time left to pay an unpaid order: 剩余 29分05秒, or that it ran out. */
export function payCountdownText(payDeadline: number, now: number): string {
  if (isPayExpired(payDeadline, now)) return '支付已超时，订单将自动取消';
  return `剩余 ${formatCountdown(payDeadline - now)}`;
}

/** The clock time to pay by: 请于 14:35 前完成支付 (with the date when it is not today). */
export function payDeadlineText(payDeadline: number, now: number): string {
  const sameDay = dayjs(payDeadline).isSame(now, 'day');
  return `请于 ${dayjs(payDeadline).format(sameDay ? 'HH:mm' : 'MM-DD HH:mm')} 前完成支付`;
}
