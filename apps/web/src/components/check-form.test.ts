import { describe, expect, it } from 'vitest';
import { refusedField } from './check-form';

describe('refusedField', () => {
  it("reads the field a server's 407 names, and nothing from other messages", () => {
    expect(refusedField('参数解析失败：data.products.0 商品不存在、已下架或规格不符')).toEqual({
      path: ['products', 0],
      text: '商品不存在、已下架或规格不符',
    });
    expect(refusedField('参数解析失败：data.cover 封面须为本人上传的图片')).toEqual({
      path: ['cover'],
      text: '封面须为本人上传的图片',
    });
    expect(refusedField('参数解析失败：multipart 请求体格式错误或不完整')).toBeNull();
    expect(refusedField('发布太频繁，请稍后再试')).toBeNull();
  });
});
