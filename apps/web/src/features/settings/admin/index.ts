/** The console's 站点设置 (only /admin pages import it). */
export { getSettingsQueryOptions, useSettings } from './api/get-settings';
export { useUpdateSettings } from './api/update-settings';
export { SettingsForm } from './components/settings-form';
