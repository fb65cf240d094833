import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it('prefers the percent-encoded UTF-8 name over the plain one', () => {
    const header = `attachment; filename="order.csv"; filename*=UTF-8''${encodeURIComponent('订单商品.csv')}`;
    expect(fileNameFromDisposition(header)).toBe('订单商品.csv');
  });

  it('reads a filename* with a language tag and any letter case', () => {
    expect(fileNameFromDisposition(`attachment; FILENAME*=utf-8'zh-CN'${encodeURIComponent('导出 1.csv')}`)).toBe(
      '导出 1.csv',
    );
  });

  it('reads a quoted plain filename, unescaping quotes', () => {
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
  });

  it('reads an unquoted plain filename', () => {
    expect(fileNameFromDisposition('attachment; filename=order-12.csv; size=10')).toBe('order-12.csv');
  });

  it('falls back to the plain name when filename* is malformed', () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E4%ZZ.csv; filename="plain.csv"`)).toBe('plain.csv');
  });

  it('drops path parts so a name cannot leave the download folder', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''${encodeURIComponent('..\\x\\订单.csv')}`)).toBe(
      '订单.csv',
    );
  });

  it('answers the fallback without a header or a name', () => {
    expect(fileNameFromDisposition(null)).toBe('download');
    expect(fileNameFromDisposition('inline', '订单.csv')).toBe('订单.csv');
    expect(fileNameFromDisposition('attachment; filename=""', 'x.csv')).toBe('x.csv');
  });
});
