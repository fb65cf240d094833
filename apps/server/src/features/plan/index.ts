import type { TFeature } from '../../plugins/feature.js';
import { planPersonalData } from './plan.personal-data.js';
import { planRoutes } from './plan.routes.js';

/** Solution plans (方案馆): public reads, the author's writes (DESIGN.md §2). */
export const planFeature: TFeature = { name: 'plan', routes: planRoutes, personalData: planPersonalData };
