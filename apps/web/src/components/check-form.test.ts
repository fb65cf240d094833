import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../lib/request';
import { refusedField, showRefusal } from './check-form';

const refusal = (msg: string, field?: string, status = 407) =>
  new RequestError(status, msg, '/x.json', undefined, field);

describe('refusedField', () => {
  it("reads the field a server's 407 names from the envelope, with the reason its message gives", () => {
    expect(refusedField(refusal('参数解析失败：data.products.0 商品不存在、已下架或规格不符', 'products.0'))).toEqual({
      path: ['products', 0],
      text: '商品不存在、已下架或规格不符',
    });
    expect(refusedField(refusal('参数解析失败：data.items.2.quantity 采购数量须大于0', 'items.2.quantity'))).toEqual({
      path: ['items', 2, 'quantity'],
      text: '采购数量须大于0',
    });
  });

  it('keeps a message that does not name the field as it came', () => {
    expect(refusedField(refusal('封面须为本人上传的图片', 'cover'))).toEqual({
      path: ['cover'],
      text: '封面须为本人上传的图片',
    });
  });

  it('reads a 404 or 409 about a field (what the payload names is not there, or not yours) the same way', () => {
    expect(refusedField(refusal('没有找到资源：商品不存在、已下架或规格不符', 'products.1', 404))).toEqual({
      path: ['products', 1],
      text: '商品不存在、已下架或规格不符',
    });
    expect(refusedField(refusal('须为每一项采购物品报价', 'items', 409))).toEqual({
      path: ['items'],
      text: '须为每一项采购物品报价',
    });
  });

  it('names nothing without the envelope field, on other statuses and for other errors', () => {
    // The text alone is not read: only the envelope's field counts.
    expect(refusedField(refusal('参数解析失败：data.products.0 商品不存在、已下架或规格不符'))).toBeNull();
    expect(refusedField(refusal('参数解析失败：multipart 请求体格式错误或不完整'))).toBeNull();
    expect(refusedField(refusal('发布太频繁，请稍后再试', undefined, 429))).toBeNull();
    expect(refusedField(new Error('参数解析失败：data.title 太短'))).toBeNull();
    expect(refusedField(undefined)).toBeNull();
  });
});

describe('showRefusal', () => {
  const formStub = () => {
    const form = { setFields: vi.fn(), scrollToField: vi.fn() };
    return form as typeof form & Parameters<typeof showRefusal>[0];
  };

  it("puts the refusal on the form field it maps to, said the form's way, and scrolls there", () => {
    const form = formStub();
    const text = showRefusal(
      form,
      refusal('参数解析失败：data.products.1 商品不存在、已下架或规格不符', 'products.1'),
      (path) => String(path[0]),
      (path, reason) => `第${Number(path[1]) + 1}件产品：${reason}`,
    );
    expect(text).toBe('第2件产品：商品不存在、已下架或规格不符');
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'products', errors: [text] }]);
    expect(form.scrollToField).toHaveBeenCalledWith('products', { block: 'center' });
  });

  it('leaves the form alone when the refusal names no field of it', () => {
    const form = formStub();
    expect(showRefusal(form, refusal('参数解析失败：data.sign 签名校验失败', 'sign'), () => null)).toBeNull();
    expect(showRefusal(form, refusal('发布太频繁，请稍后再试', undefined, 429), (p) => String(p[0]))).toBeNull();
    expect(form.setFields).not.toHaveBeenCalled();
    expect(form.scrollToField).not.toHaveBeenCalled();
  });
});
