import type { TPersonalData } from '../../plugins/feature.js';
import { exportProfile, listConsents } from './account.service.js';

/**
 * The account: its profile and the privacy-policy versions agreed to. Its anonymisation is the
 * deletion's claim itself (`anonymiseAccount`), which runs before every feature's erase.
 */
export const accountPersonalData: TPersonalData = {
  export: async (deps, userId) => ({
    profile: await exportProfile(deps, userId),
    consents: await listConsents(deps.db, userId),
  }),
};
