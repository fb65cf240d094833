import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import { siteInfo, siteSettings, updateSiteSettings } from './settings.service.js';

/** The site's settings: the operator's form and the storefront's public info (DESIGN-OPERATE §A). */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const infoPath = CALLS.site.info.path;
  // Public and read on every storefront start: kept per process as briefly as catalogue answers.
  serveCall(app, CALLS.site.info, () => siteInfo(db, config), { cache: true });

  const S = CALLS.adminSettings;
  serveCall(app, S.get, (_data, ctx) => siteSettings(ctx.db, config));
  serveCall(
    app,
    S.update,
    async (data, ctx) => {
      const { before, after } = await updateSiteSettings(ctx.db, config, data, ctx.admin?.username ?? '');
      ctx.audit({ targetType: 'settings', targetId: 'site', before, after });
      return after;
    },
    // The storefronts show the new settings at once.
    { clears: infoPath },
  );
}
