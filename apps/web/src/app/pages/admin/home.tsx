import { ADMIN_ROLE_TEXT } from '@mall/contract/admin-wire';
import { Card } from 'antd';
import { Link } from 'react-router';
import { useAdminProfile } from '../../../features/admin';
import { adminPath } from '../../admin-routes';
import { adminMenu } from './layout';

/** 数据概览 (/admin): the entries of the admin's role, until the dashboard's figures arrive. */
export default function AdminHomePage() {
  const { data: profile } = useAdminProfile();
  const entries = adminMenu(profile?.role).filter((e) => e.to !== adminPath({ path: '' }));
  return (
    <div className="admin-card">
      <h2 style={{ marginTop: 0 }}>
        {profile ? `${profile.username}（${ADMIN_ROLE_TEXT[profile.role]}），欢迎使用平台管理` : '平台管理'}
      </h2>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 12 }}>
        {entries.map((e) => (
          <Link key={e.to} to={e.to}>
            <Card size="small" hoverable>
              {e.label}
            </Card>
          </Link>
        ))}
      </div>
    </div>
  );
}
