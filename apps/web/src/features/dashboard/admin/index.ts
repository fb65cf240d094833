/** The console's 运营概览 (only /admin pages import it). */
export { getDashboardSummaryQueryOptions, useDashboardSummary } from './api/get-dashboard-summary';
export { DashboardView } from './components/dashboard-view';
