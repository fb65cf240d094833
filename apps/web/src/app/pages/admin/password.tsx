import { Alert } from 'antd';
import { useNavigate } from 'react-router';
import { ReplacePasswordForm } from '../../../features/account';
import { useAdminProfile, useChangeAdminPassword } from '../../../features/admin';
import { toast } from '../../../lib/toast';

/**
 * 修改密码 (/admin/password): the admin's own password. An admin made by `npm run admin -- create` (or
 * reset by the owner) lands here first: until the one-time password is replaced, nothing else answers.
 */
export default function AdminPasswordPage() {
  const navigate = useNavigate();
  const { data: profile } = useAdminProfile();
  const change = useChangeAdminPassword();

  return (
    <div className="admin-card" style={{ maxWidth: 520 }}>
      {profile?.mustChangePassword ? (
        <Alert
          style={{ marginBottom: 16 }}
          type="warning"
          showIcon
          title="首次登录，请先修改初始密码"
          description="初始密码只用于第一次登录。修改后才能使用平台管理的其他功能。"
        />
      ) : null}
      <ReplacePasswordForm
        oldLabel="原密码（或初始密码）"
        oldRequired="请输入原密码"
        sameMessage="新密码不能与原密码相同"
        isPending={change.isPending}
        onSubmit={(values) =>
          change.mutateAsync(values).then(() => {
            toast.success('密码已修改，其他设备上的登录已退出');
            navigate('/admin', { replace: true });
          })
        }
      />
    </div>
  );
}
