import { describe, expect, it } from 'vitest';
import {
  applicationStatusOptions,
  approveNotice,
  SUSPEND_NOTICE,
  sellerStateOptions,
  sellerTabOf,
  statusFilterOf,
} from './seller-admin-view';

describe('the console’s seller page', () => {
  it('opens the queue unless the URL asks for the sellers', () => {
    expect([sellerTabOf(null), sellerTabOf('sellers'), sellerTabOf('x')]).toEqual([
      'applications',
      'sellers',
      'applications',
    ]);
  });

  it('reads a status filter from the URL only when it is one of the states', () => {
    expect(statusFilterOf('1', [0, 1, 2])).toBe(1);
    expect(statusFilterOf('0', [0, 1])).toBe(0);
    expect([statusFilterOf(null, [0]), statusFilterOf('', [0]), statusFilterOf('7', [0, 1])]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('offers every state in order with its Chinese name', () => {
    expect(applicationStatusOptions()).toEqual([
      { value: 0, label: '待审核' },
      { value: 1, label: '已通过' },
      { value: 2, label: '已驳回' },
    ]);
    expect(sellerStateOptions()).toEqual([
      { value: 0, label: '正常' },
      { value: 1, label: '已暂停' },
    ]);
  });

  it('says what approving and suspending do before the operator confirms', () => {
    expect(approveNotice('智联店', '13700001111')).toBe(
      '通过后将为「智联店」创建商家账号和店铺，登录账号与初始密码以短信发送至 13700001111。',
    );
    expect(SUSPEND_NOTICE).toContain('立即');
    expect(SUSPEND_NOTICE).toContain('已支付的订单照常履约');
  });
});
