/** Plans' public face (what other features may use); app/ pages reach in directly. */
export { planDetailPath, planHomePath } from './plan-view';
