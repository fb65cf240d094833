/** Procurement's public face (what other features may use); app/ pages reach in directly. */
export { demandDetailPath } from './components/demand-card';
