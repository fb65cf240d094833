import { Alert } from 'antd';
import { toast } from '../../../lib/toast';
import { ReplacePasswordForm } from '../../account';
import { useChangeSellerPassword } from '../api/change-password';

/**
 * The workbench of a newly approved seller (DESIGN-OPERATE §B): the one-time password from the SMS
 * must be replaced before anything else answers; then the seller signs in again with the new one.
 */
export function FirstPassword() {
  const change = useChangeSellerPassword();
  return (
    <div className="seller-first-password" style={{ maxWidth: 520, background: '#fff', borderRadius: 8, padding: 20 }}>
      <Alert
        style={{ marginBottom: 16 }}
        type="warning"
        showIcon
        title="欢迎入驻！请先修改初始密码"
        description="短信中的初始密码只用于第一次登录。修改后请用新密码重新登录，即可使用商家中心的全部功能。"
      />
      <ReplacePasswordForm
        oldLabel="初始密码"
        oldRequired="请输入短信中的初始密码"
        sameMessage="新密码不能与初始密码相同"
        isPending={change.isPending}
        onSubmit={(values) => change.mutateAsync(values).then(() => toast.success('密码已修改，请用新密码重新登录'))}
        testId="seller-first-password"
      />
    </div>
  );
}
