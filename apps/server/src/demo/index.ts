import type { TFeature } from '../plugins/feature.js';
import { autoQuoteJob } from './auto-quote.js';
import { autoShipJob } from './auto-ship.js';
import { ensureDemoAdmin } from './demo-admin.js';
import { seedDemo } from './seed/seed.js';

/**
 * The demo: its data (accounts, catalogue, illustrations, procurement demands) seeded into an empty
 * database when a server starts, and its automation (demo sellers ship, and quote on newly published
 * procurement demands). Registered only when SEED_DEMO is on (app.ts); it uses features, and no
 * feature ever imports it.
 */
export const demoFeature: TFeature = {
  name: 'demo',
  jobs: [autoShipJob, autoQuoteJob],
  async start(app) {
    if (await seedDemo(app.deps)) app.log.info('演示数据已写入空数据库');
    // The console's demo owner (README table), also in a demo database seeded before the console existed.
    await ensureDemoAdmin(app.deps);
  },
};

export { DEMO_ADMIN } from './demo-admin.js';
export { DEMO_BUYER } from './seed/seed.js';
