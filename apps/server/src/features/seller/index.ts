import { OPERATOR_ONLY } from '@mall/contract';
import type { TFeature } from '../../plugins/feature.js';
import { sellerPersonalData } from './seller.personal-data.js';
import { sellerRoutes } from './seller.routes.js';
import { countPendingApplications } from './seller-admin.service.js';

/** The seller workbench: the profile and the 工作台 summary, composed from other features' services. */
export const sellerFeature: TFeature = {
  name: 'seller',
  routes: sellerRoutes,
  personalData: sellerPersonalData,
  consoleQueues: [
    {
      key: 'sellerApplications',
      title: '待审核入驻申请',
      path: '/admin/seller',
      roles: OPERATOR_ONLY,
      count: (db) => countPendingApplications(db),
    },
  ],
};
