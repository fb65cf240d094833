import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALL_CALLS, CALLS } from '../index.js';
import { isWholeFen, zId, zOptionalPayload } from './fields.js';
import { ZPageQuery, zLimit, zPage } from './pagination.js';

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value);

describe('numeric payload fields: integers are JSON numbers, as the API document says', () => {
  it('take a number', () => {
    expect(accepts(zId, 12)).toMatchObject({ success: true, data: 12 });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['[1]', [1]],
    ['[]', []],
    ['{}', {}],
    ['null', null],
    ['""', ''],
    ['"12"', '12'],
    ['" 12 "', ' 12 '],
    ['"1e3"', '1e3'],
    ['1.5', 1.5],
    ['0', 0],
    ['-1', -1],
    ['absent', undefined],
  ])('refuse %s as an id', (_what, value) => {
    expect(accepts(zId, value).success).toBe(false);
  });

  it('name what was wrong in the zod locale', () => {
    expect(accepts(zId, true).error?.issues[0]?.message).toBe('无效输入：期望 数字，实际接收 boolean');
    expect(accepts(zId, '12').error?.issues[0]?.message).toBe('无效输入：期望 数字，实际接收 string');
  });

  it('keep page and limit defaults for absent values, and refuse anything but a number', () => {
    expect(ZPageQuery.parse({})).toEqual({ page: 1, limit: 10 });
    expect(ZPageQuery.parse({ page: 3, limit: 20 })).toEqual({ page: 3, limit: 20 });
    expect(zLimit(5).parse(undefined)).toBe(5);
    for (const value of [true, [2], null, '', {}, '3']) {
      expect(accepts(zPage, value).success, JSON.stringify(value)).toBe(false);
      expect(accepts(zLimit(), value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('still treat blank optional filters as absent (zOptionalPayload), which the document states', () => {
    const query = zOptionalPayload(ZPageQuery);
    expect(query.parse({ page: '', limit: null })).toEqual({ page: 1, limit: 10 });
    expect(query.parse(null)).toEqual({ page: 1, limit: 10 });
    expect(query.parse(undefined)).toEqual({ page: 1, limit: 10 });
    expect(CALLS.coupon.mine.request.parse({ status: '' })).toEqual({});
    expect(CALLS.coupon.mine.request.parse({ status: null })).toEqual({});
    expect(CALLS.coupon.mine.request.parse({ status: 1 })).toEqual({ status: 1 });
    for (const status of [true, [0], '1']) expect(accepts(CALLS.coupon.mine.request, { status }).success).toBe(false);
  });

  it('allow two decimals where the field is money (the catalogue price filter), numbers only', () => {
    const request = CALLS.catalogue.queryPortalPage.request;
    expect(request.parse({ priceStart: 12.5, priceEnd: 99.99 })).toMatchObject({ priceStart: 12.5, priceEnd: 99.99 });
    for (const priceStart of [true, '12.5', 12.345]) expect(accepts(request, { priceStart }).success).toBe(false);
  });

  it('keep the multipart folderId as the web sends it ("-1", the default)', () => {
    const request = CALLS.upload.uploadFile.request;
    expect(request.parse({ folderId: '-1' })).toEqual({ folderId: '-1' });
    expect(request.parse({})).toEqual({ folderId: '-1' });
    expect(accepts(request, { folderId: '' }).success).toBe(false);
  });

  it('keep the feedback type message for a blank choice', () => {
    const type = CALLS.feedback.add.request.shape.type;
    for (const value of ['', null, 9, true, '2'])
      expect(accepts(type, value).error?.issues[0]?.message).toBe('请选择反馈类型');
    expect(type.parse(2)).toBe(2);
  });

  it('leave no z.coerce.number() in any call', () => {
    type TDef = { type: string; coerce?: boolean; [key: string]: unknown };
    const defOf = (schema: unknown) => (schema as { _zod: { def: TDef } })._zod.def;
    const coerced: string[] = [];
    const visit = (schema: unknown, where: string, seen: Set<unknown>) => {
      if (!schema || seen.has(schema)) return;
      seen.add(schema);
      const def = defOf(schema);
      if (def.type === 'number' && def.coerce) coerced.push(where);
      const children: [string, unknown][] = [];
      if (def.type === 'object') children.push(...Object.entries(def.shape as Record<string, unknown>));
      for (const key of ['innerType', 'in', 'out', 'element', 'left', 'right'])
        if (def[key]) children.push(['', def[key]]);
      if (Array.isArray(def.options)) for (const option of def.options) children.push(['', option]);
      for (const [key, child] of children) visit(child, key ? `${where}.${key}` : where, seen);
    };
    for (const call of ALL_CALLS) visit(call.request, call.path, new Set());
    expect(coerced).toEqual([]);
  });
});

describe('isWholeFen', () => {
  it('takes whole fen and refuses fractions of a fen, also a tiny amount that rounds to 0 fen', () => {
    for (const v of [0, 0.01, 1, 12.3, 99.99, 50_000]) expect(isWholeFen(v), String(v)).toBe(true);
    for (const v of [0.001, 1.005, 5e-324, -5e-324, 1e-9]) expect(isWholeFen(v), String(v)).toBe(false);
  });
});
