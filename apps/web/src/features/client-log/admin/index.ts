/** The console's 前端错误 (only /admin pages import it). */
export { getClientErrorsQueryOptions, useClientErrors } from './api/get-client-errors';
export { ClientErrorTable } from './components/client-error-table';
