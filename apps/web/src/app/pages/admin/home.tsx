import { DashboardView } from '../../../features/dashboard/admin';
import { ADMIN_PAGES, adminPath } from '../../admin-routes';

const PAGE_PATHS = new Set(ADMIN_PAGES.map(adminPath));

/** 数据概览 (/admin): today and 30 days of the mall, and the queues waiting for the admin's role. */
export default function AdminHomePage() {
  return <DashboardView canOpen={(path) => PAGE_PATHS.has(path)} />;
}
