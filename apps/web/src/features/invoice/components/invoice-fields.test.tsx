// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/dom';
import { InvoiceFields } from './invoice-fields';

const COMPANY_IDS = ['invoice-tax-no', 'invoice-bank', 'invoice-account', 'invoice-address', 'invoice-phone'];
const placeholders = () => COMPANY_IDS.map((id) => screen.getByTestId(id).getAttribute('placeholder'));

function Fields(props: Parameters<typeof InvoiceFields>[0]) {
  return (
    <Form>
      <InvoiceFields {...props} />
    </Form>
  );
}

describe('InvoiceFields', () => {
  it('asks a 个人 title for no company field', () => {
    renderWithProviders(<Fields titleType={1} />);
    expect(screen.getByTestId('invoice-title').getAttribute('placeholder')).toBe('个人姓名');
    for (const id of COMPANY_IDS) expect(screen.queryByTestId(id)).toBeNull();
  });

  it('asks a 单位 for its 纳税人识别号, the bank details 选填 on a 普通发票', () => {
    renderWithProviders(<Fields titleType={2} />);
    expect(placeholders()).toEqual(['15到20位，统一社会信用代码', '选填', '选填', '选填', '选填']);
    expect(screen.getByTestId('invoice-account').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByTestId('invoice-phone').getAttribute('inputmode')).toBe('tel');
  });

  it('asks for every company field on a 增值税专用发票', () => {
    renderWithProviders(<Fields titleType={2} needsCompanyFields canBePersonal={false} />);
    expect(placeholders()).toEqual([
      '15到20位，统一社会信用代码',
      '开户银行名称',
      '对公账户账号',
      '营业执照上的注册地址',
      '如 021-50801234',
    ]);
  });
});
