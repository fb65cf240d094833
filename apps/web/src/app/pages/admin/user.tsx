import { UserAdmin } from '../../../features/account/admin/components/user-admin';

/** 用户管理 (/admin/user): buyers, disabled with a reason or enabled. */
export default function AdminUserPage() {
  return <UserAdmin />;
}
