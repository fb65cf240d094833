import { ZInvoiceTitleFields } from '@mall/contract';
import { Form, Input, Radio } from 'antd';
import { zodRule } from '../../../lib/zod-rule';

const F = ZInvoiceTitleFields.shape;

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
  const companyRule = (label: string) => ({
    required: needsCompanyFields,
    whitespace: true,
    message: `请填写${label}`,
  });
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
      {isCompany ? (
        <>
          <Form.Item
            name="taxNo"
            label="纳税人识别号"
            rules={[{ required: true, whitespace: true, message: '请填写纳税人识别号' }, zodRule(F.taxNo)]}
          >
            <Input placeholder="15到20位，统一社会信用代码" maxLength={20} data-testid="invoice-tax-no" />
          </Form.Item>
          <Form.Item name="bank" label="开户银行" rules={[companyRule('开户银行'), zodRule(F.bank)]}>
            <Input
              placeholder={needsCompanyFields ? '开户银行名称' : '选填'}
              maxLength={60}
              data-testid="invoice-bank"
            />
          </Form.Item>
          <Form.Item name="account" label="银行账号" rules={[companyRule('银行账号'), zodRule(F.account)]}>
            <Input
              placeholder={needsCompanyFields ? '对公账户账号' : '选填'}
              maxLength={40}
              inputMode="numeric"
              data-testid="invoice-account"
            />
          </Form.Item>
          <Form.Item name="address" label="注册地址" rules={[companyRule('注册地址'), zodRule(F.address)]}>
            <Input
              placeholder={needsCompanyFields ? '营业执照上的注册地址' : '选填'}
              maxLength={120}
              data-testid="invoice-address"
            />
          </Form.Item>
          <Form.Item name="phone" label="注册电话" rules={[companyRule('注册电话'), zodRule(F.phone)]}>
            <Input
              placeholder={needsCompanyFields ? '如 021-50801234' : '选填'}
              maxLength={20}
              inputMode="tel"
              data-testid="invoice-phone"
            />
          </Form.Item>
        </>
      ) : null}
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
