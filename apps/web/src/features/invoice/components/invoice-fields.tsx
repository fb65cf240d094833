import { ZInvoiceTitleFields } from '@mall/contract';
import { Form, Input, Radio } from 'antd';
import { zodRule } from '../../../lib/zod-rule';
import type { COMPANY_FIELDS } from '../invoice-form';

const F = ZInvoiceTitleFields.shape;

/**
 * A 单位's fields, in the form's order (`COMPANY_FIELDS`): 纳税人识别号 always asked, the rest asked
 * for a 增值税专用发票 and 选填 otherwise.
 */
const COMPANY_ITEMS: readonly {
  name: (typeof COMPANY_FIELDS)[number];
  label: string;
  placeholder: string;
  maxLength: number;
  inputMode?: 'numeric' | 'tel';
  testId: string;
}[] = [
  {
    name: 'taxNo',
    label: '纳税人识别号',
    placeholder: '15到20位，统一社会信用代码',
    maxLength: 20,
    testId: 'invoice-tax-no',
  },
  { name: 'bank', label: '开户银行', placeholder: '开户银行名称', maxLength: 60, testId: 'invoice-bank' },
  {
    name: 'account',
    label: '银行账号',
    placeholder: '对公账户账号',
    maxLength: 40,
    inputMode: 'numeric',
    testId: 'invoice-account',
  },
  {
    name: 'address',
    label: '注册地址',
    placeholder: '营业执照上的注册地址',
    maxLength: 120,
    testId: 'invoice-address',
  },
  {
    name: 'phone',
    label: '注册电话',
    placeholder: '如 021-50801234',
    maxLength: 20,
    inputMode: 'tel',
    testId: 'invoice-phone',
  },
];

/**
 * The title's fields (抬头类型, 发票抬头, and for 单位 纳税人识别号 and the bank details), with the
 * contract's own rules. `needsCompanyFields`: a 增值税专用发票 asks for every company field.
 */
export function InvoiceFields({
  titleType,
  needsCompanyFields = false,
  canBePersonal = true,
}: {
  titleType: 1 | 2;
  needsCompanyFields?: boolean;
  /** False for a 增值税专用发票: only a 单位 may have one. */
  canBePersonal?: boolean;
}) {
  const isCompany = titleType === 2;
  return (
    <>
      <Form.Item name="titleType" label="抬头类型">
        <Radio.Group
          optionType="button"
          options={[
            { value: 1, label: '个人', disabled: !canBePersonal },
            { value: 2, label: '单位' },
          ]}
          data-testid="invoice-title-type"
        />
      </Form.Item>
      <Form.Item
        name="title"
        label="发票抬头"
        rules={[{ required: true, whitespace: true, message: '请填写发票抬头' }, zodRule(F.title)]}
      >
        <Input
          placeholder={isCompany ? '单位全称，与营业执照一致' : '个人姓名'}
          maxLength={100}
          data-testid="invoice-title"
        />
      </Form.Item>
      {isCompany
        ? COMPANY_ITEMS.map((item) => {
            const isRequired = item.name === 'taxNo' || needsCompanyFields;
            return (
              <Form.Item
                key={item.name}
                name={item.name}
                label={item.label}
                rules={[
                  { required: isRequired, whitespace: true, message: `请填写${item.label}` },
                  zodRule(F[item.name]),
                ]}
              >
                <Input
                  placeholder={isRequired ? item.placeholder : '选填'}
                  maxLength={item.maxLength}
                  inputMode={item.inputMode}
                  data-testid={item.testId}
                />
              </Form.Item>
            );
          })
        : null}
      <Form.Item name="email" label="收票邮箱" rules={[zodRule(F.email)]}>
        <Input
          placeholder="选填，电子发票将发送至此邮箱"
          maxLength={100}
          inputMode="email"
          data-testid="invoice-email"
        />
      </Form.Item>
    </>
  );
}
