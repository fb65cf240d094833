import { SettingsForm } from '../../../features/settings/admin';

/** 站点设置 (/admin/settings): the site's name, filings and hotline, and the trade rules. */
export default function AdminSettingsPage() {
  return (
    <div className="admin-card" style={{ maxWidth: 960 }}>
      <SettingsForm />
    </div>
  );
}
