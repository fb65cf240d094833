import type { TFeature } from '../../plugins/feature.js';
import { aiCoinPersonalData } from './ai-coin.personal-data.js';
import { aiCoinRoutes } from './ai-coin.routes.js';

export const aiCoinFeature: TFeature = { name: 'ai-coin', routes: aiCoinRoutes, personalData: aiCoinPersonalData };
