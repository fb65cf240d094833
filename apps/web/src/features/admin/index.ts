/** The platform console's session and its own calls; only /admin pages import it. */

export { getAdminAccountsQueryOptions, useAdminAccounts } from './api/admin-accounts';
export { useAdminLogin } from './api/admin-login';
export { useChangeAdminPassword } from './api/change-password';
export { getAuditLogQueryOptions, useAuditLog } from './api/get-audit-log';
export { useAdminLoginHints } from './api/get-login-hints';
export { getAdminProfileQueryOptions, useAdminProfile } from './api/get-profile';
export { ADMIN_QUERY_KEY } from './api/query-keys';
export { useAdminSession } from './session';
export { ADMIN_TOKEN_KEY, adminToken, requireAdminLogin } from './token';
