/** Plans' public face (what other features may use); app/ pages reach in directly. */

export { PlanEditor } from './components/plan-editor';
export { planDetailPath, planHomePath } from './plan-view';
