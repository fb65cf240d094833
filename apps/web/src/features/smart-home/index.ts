/**
 * 我的家 (DESIGN.md §H): the buyer's home and what the catalogue, the cart and the plans say about it.
 * Pages import the pieces they show from here.
 */
export { SMART_HOME_QUERY_KEY, useSmartHome } from './api/get-home';
export { useSetHome } from './api/set-home';
export { CompatBadge } from './components/compat-badge';
export { CompatNote } from './components/compat-note';
export { CompatibleSwitch, HomePrompt } from './components/home-prompt';
