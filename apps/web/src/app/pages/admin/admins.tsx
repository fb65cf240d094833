import { AdminAccounts } from '../../../features/admin/components/admin-accounts';

/** 管理员 (/admin/admins, owner): the console's accounts. */
export default function AdminAdminsPage() {
  return <AdminAccounts />;
}
