import { Button, Form, Input } from 'antd';
import { NewPasswordFields } from './account-fields';

export interface TReplacePassword {
  oldPassword: string;
  newPassword: string;
}

interface TReplacePasswordFormProps {
  /** The current password's label: 原密码, 初始密码 … */
  oldLabel: string;
  oldRequired: string;
  /** The refusal of a new password equal to the current one. */
  sameMessage: string;
  isPending: boolean;
  /** Resolves when the password was changed (the form then empties), rejects when refused. */
  onSubmit: (values: TReplacePassword) => Promise<unknown>;
  testId?: string;
}

/**
 * Replacing a one-time or current password (the console's 修改密码, a newly approved seller's first
 * login): the current one, the new one twice under the contract's rules, never the same as before.
 */
export function ReplacePasswordForm({
  oldLabel,
  oldRequired,
  sameMessage,
  isPending,
  onSubmit,
  testId,
}: TReplacePasswordFormProps) {
  const [form] = Form.useForm<TReplacePassword & { confirm: string }>();
  return (
    <Form<TReplacePassword & { confirm: string }>
      form={form}
      layout="vertical"
      disabled={isPending}
      onFinish={({ oldPassword, newPassword }) =>
        onSubmit({ oldPassword, newPassword }).then(
          () => form.resetFields(),
          () => undefined,
        )
      }
      data-testid={testId}
    >
      <Form.Item name="oldPassword" label={oldLabel} rules={[{ required: true, message: oldRequired }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields
        name="newPassword"
        label="新密码"
        placeholder="请输入新密码"
        confirmLabel="确认新密码"
        confirmPlaceholder="请再次输入新密码"
        extraRules={[
          ({ getFieldValue }) => ({
            validator: async (_r, value) => {
              if (value && value === getFieldValue('oldPassword')) throw new Error(sameMessage);
            },
          }),
        ]}
        dependencies={['oldPassword']}
      />
      <Button type="primary" htmlType="submit" loading={isPending}>
        保存新密码
      </Button>
    </Form>
  );
}
