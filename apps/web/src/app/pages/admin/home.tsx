import { DashboardView } from '../../../features/dashboard/admin';
import { useAdminNav } from '../../admin-nav';

/** 数据概览 (/admin): today and 30 days of the mall, and the queues waiting for the admin's role. */
export default function AdminHomePage() {
  const nav = useAdminNav();
  return <DashboardView canOpen={(path) => nav.some((e) => e.to === path)} />;
}
