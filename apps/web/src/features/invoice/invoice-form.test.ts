import { describe, expect, it } from 'vitest';
import { invoiceFormValues, invoicePayload, isSavedAs, titlePayload } from './invoice-form';

const COMPANY = {
  id: 1,
  titleType: 2 as const,
  title: '上海智联科技有限公司',
  taxNo: '91310115MA1K4CXX9B',
  bank: '招商银行',
  updatedAt: 1,
};

describe('invoice form values', () => {
  it('leaves blanks out and keeps company fields off a personal title', () => {
    expect(titlePayload({ titleType: 1, title: ' 张三 ', taxNo: '913101', bank: '招商银行', email: '' })).toEqual({
      titleType: 1,
      title: '张三',
    });
    expect(invoicePayload(1, { ...invoiceFormValues(COMPANY), account: ' ' })).toEqual({
      type: 1,
      titleType: 2,
      title: COMPANY.title,
      taxNo: COMPANY.taxNo,
      bank: COMPANY.bank,
    });
  });

  it('knows when the typed fields are a saved title already', () => {
    expect(isSavedAs(COMPANY, invoiceFormValues(COMPANY))).toBe(true);
    expect(isSavedAs(COMPANY, { ...invoiceFormValues(COMPANY), bank: '工商银行' })).toBe(false);
  });
});
