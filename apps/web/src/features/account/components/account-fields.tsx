import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { zPassword, zPhone, zSmsCode } from '@mall/contract';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { zodRule } from '../../../lib/zod-rule';
import { SmsCodeButton, type TSendSmsCode } from './sms-code-button';
import './account.css';

interface TNewPasswordFieldsProps {
  /** Form field of the password; the confirmation is `confirm`. */
  name: string;
  label: string;
  placeholder: string;
  confirmLabel: string;
  confirmPlaceholder: string;
  /** Extra rules for the password (e.g. "differs from the old one"). */
  extraRules?: Rule[];
  dependencies?: string[];
}

/**
 * The common-password list is 25 kB compressed: loaded only when a password is typed on one of the
 * password forms, never with the buyer's first screen. The server checks the same list.
 */
const notCommonRule: Rule = {
  validator: async (_rule, value: unknown) => {
    if (typeof value !== 'string' || value.length < 8) return;
    const { isCommonPassword, COMMON_PASSWORD_MSG } = await import('@mall/contract/common-passwords');
    if (isCommonPassword(value)) throw new Error(COMMON_PASSWORD_MSG);
  },
};

/** A new password and its confirmation: the contract's password rules, and both must match. */
export function NewPasswordFields(props: TNewPasswordFieldsProps) {
  const { name, label, placeholder, confirmLabel, confirmPlaceholder, extraRules = [], dependencies } = props;
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        dependencies={dependencies}
        extra="8-64位，须包含字母、数字、符号中的至少两种，不能是常见密码"
        rules={[{ required: true, message: placeholder }, zodRule(zPassword), notCommonRule, ...extraRules]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={placeholder}
          autoComplete="new-password"
          maxLength={64}
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={confirmLabel}
        dependencies={[name]}
        rules={[
          { required: true, message: confirmPlaceholder },
          ({ getFieldValue }) => ({
            validator: async (_, value) => {
              if (value && value !== getFieldValue(name)) throw new Error('两次输入的密码不一致');
            },
          }),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={confirmPlaceholder}
          autoComplete="new-password"
          maxLength={64}
        />
      </Form.Item>
    </>
  );
}

/** The phone number field (`phone`): required, a mainland mobile number, the phone keyboard; `rules` add checks. */
export function PhoneField({ rules = [] }: { rules?: Rule[] }) {
  return (
    <Form.Item
      name="phone"
      label="手机号"
      rules={[{ required: true, message: '请输入手机号' }, zodRule(zPhone), ...rules]}
    >
      <Input prefix={<MobileOutlined />} placeholder="请输入手机号" inputMode="tel" autoComplete="tel" maxLength={11} />
    </Form.Item>
  );
}

/** The SMS code input with its send button (60 s countdown); `send` names where the code goes. */
export function SmsCodeField({ send }: { send: TSendSmsCode }) {
  return (
    <Form.Item label="短信验证码" required>
      <div className="sms-row">
        <Form.Item name="code" noStyle rules={[{ required: true, message: '请输入验证码' }, zodRule(zSmsCode)]}>
          <Input
            prefix={<SafetyOutlined />}
            placeholder="请输入验证码"
            aria-label="短信验证码"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        </Form.Item>
        <SmsCodeButton send={send} />
      </div>
    </Form.Item>
  );
}
