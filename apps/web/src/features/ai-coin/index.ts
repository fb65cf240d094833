/**
 * The AI币 feature's public face: the balance (the pay dialog shows it) and the query key a payment
 * invalidates. Everything else in this folder is internal; `npm run lint` (dependency-cruiser, rule
 * feature-internals) refuses imports that pass by it.
 */
export { AI_COIN_QUERY_KEY } from './api/ai-coin-keys';
export { useAiCoinBalance } from './api/get-ai-coin-balance';
