import type { TFeature } from '../../plugins/feature.js';
import { aiCoinRoutes } from './ai-coin.routes.js';

export const aiCoinFeature: TFeature = { name: 'ai-coin', routes: aiCoinRoutes };
