import { describe, expect, it } from 'vitest';
import { APP_ERRORS, appErrorField, appErrorMsg, type TAppErrorName } from './app-errors.js';
import { STATUS } from './status.js';

const names = Object.keys(APP_ERRORS) as TAppErrorName[];
const statuses: number[] = Object.values(STATUS);

describe('APP_ERRORS', () => {
  it('names every entry in SCREAMING_SNAKE_CASE, each name once', () => {
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(new Set(names).size).toBe(names.length);
    // Object keys cannot repeat; the same name must not hide behind another spelling either.
    expect(new Set(names.map((n) => n.replaceAll('_', ''))).size).toBe(names.length);
  });

  it('gives every entry a 3-digit failure status of the status catalogue', () => {
    for (const name of names) {
      const { status } = APP_ERRORS[name];
      expect(statuses, name).toContain(status);
      expect(String(status), name).toMatch(/^\d{3}$/);
      expect(status, name).not.toBe(STATUS.OK);
    }
  });

  it('gives every entry a non-empty message, also when filled with values', () => {
    const sample = {
      title: '智能灯泡',
      room: 1,
      inCart: 2,
      stock: 3,
      orderNo: '2026112300000001',
      status: 4,
      action: 'pay',
      returnStatus: 1,
      returnAction: 'approve',
      max: 2,
      min: 10,
      days: 15,
      field: 'images',
      total: 2301,
      limit: 5,
      unpaid: 3,
      name: '智能照明',
      channel: '支付宝',
      count: 2,
      state: '已上架',
      verb: '恢复上架',
      reason: '资质不全',
      demandStatus: 1,
      why: 'appealed',
      sku: '白色 / Pro',
    };
    for (const name of names) {
      const { msg } = APP_ERRORS[name];
      const text = typeof msg === 'function' ? (msg as (p: typeof sample) => string)(sample) : msg;
      expect(text.trim().length, name).toBeGreaterThan(0);
      expect(text, name).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it('keeps the texts buyers and browser journeys see', () => {
    expect(appErrorMsg('PRODUCT_OFF_SALE')).toBe('商品已下架');
    expect(appErrorMsg('STOCK_SHORT', { title: '智能灯泡' })).toBe('「智能灯泡」库存不足');
    expect(appErrorMsg('CART_STOCK_ROOM', { room: 1 })).toBe('库存不足，最多还能加入1件');
    expect(appErrorMsg('ADDRESS_LIMIT')).toBe('最多保存20个收货地址');
    expect(appErrorMsg('ORDER_STATE_FORBIDS', { orderNo: '2026112300000001', status: 4, action: 'pay' })).toBe(
      '订单2026112300000001当前为「已取消」，不能支付',
    );
    expect(appErrorMsg('SMS_COOLDOWN')).toBe('验证码发送过于频繁，请60秒后再试');
    expect(appErrorMsg('PRODUCT_NOT_FOUND')).toBe('商品不存在或已下架');
    expect(appErrorMsg('BAD_CREDENTIALS')).toBe('用户名或密码错误！');
    expect(appErrorMsg('RETURN_STATE_FORBIDS', { returnStatus: 3, returnAction: 'cancel' })).toBe(
      '售后申请当前为「待商家收货」，不能撤销',
    );
    expect(appErrorMsg('RETURN_ORDER_STATE', { orderNo: '2026112300000001', status: 0 })).toBe(
      '订单2026112300000001当前为「待付款」，不能申请售后',
    );
    expect(appErrorMsg('UPLOAD_NOT_OWNED', { field: 'images' })).toBe('图片不存在或不是本人上传的');
    expect(appErrorMsg('PURCHASE_LIMIT', { title: '智能门锁', limit: 5, unpaid: 3 })).toBe(
      '「智能门锁」每人限购5件，您已有3件待付款',
    );
    expect(appErrorMsg('CART_PURCHASE_LIMIT', { limit: 5, inCart: 0 })).toBe('该商品每人限购5件');
    expect(appErrorMsg('AFTER_SALES_OPEN')).toBe('该订单有进行中的售后申请，请先处理售后再发货');
  });

  it('names the payload field a refusal is about (a 407, or a 404/409/531 about what the field names)', () => {
    expect(appErrorField('UPLOAD_NOT_OWNED', { field: 'cover' })).toBe('cover');
    expect(appErrorField('PLAN_PRODUCT_INVALID', { field: 'products.1' })).toBe('products.1');
    expect(appErrorField('QUOTE_ITEMS_MISMATCH')).toBe('items');
    expect(appErrorField('STOCK_SHORT', { title: '门锁' })).toBeUndefined();
    for (const name of names) {
      const spec = APP_ERRORS[name] as { status: number; field?: unknown };
      if (spec.field !== undefined) {
        expect([STATUS.BAD_PAYLOAD, STATUS.NOT_FOUND, STATUS.CONFLICT, STATUS.ALREADY_EXISTS], name).toContain(
          spec.status,
        );
      }
    }
  });
});
