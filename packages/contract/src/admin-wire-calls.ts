// Generated from CALLS by src/wire.test.ts; do not edit (UPDATE_WIRE=1 npx vitest run --project contract wire).
import type { TWireCalls } from './common/call.js';
import type { TAdminDomain, CALLS as TYPED } from './index.js';

/** The platform console's calls (CALLS' `admin…` domains) without their zod schemas: only /admin pages load them. */
export const ADMIN_CALLS = {
  adminAuthorization: {
    login: {
      path: '/admin/api/authorization/login.json',
      auth: 'none',
    },
    loginHints: {
      path: '/admin/api/authorization/loginHints.json',
      auth: 'none',
    },
    logout: {
      path: '/admin/api/authorization/logout.json',
      auth: 'admin',
    },
    profile: {
      path: '/admin/api/authorization/profile.json',
      auth: 'admin',
    },
    changePassword: {
      path: '/admin/api/authorization/changePassword.json',
      auth: 'admin',
    },
  },
  adminAccount: {
    list: {
      path: '/admin/api/admin/list.json',
      auth: 'admin',
    },
    add: {
      path: '/admin/api/admin/add.json',
      auth: 'admin',
    },
    resetPassword: {
      path: '/admin/api/admin/resetPassword.json',
      auth: 'admin',
    },
    setDisabled: {
      path: '/admin/api/admin/setDisabled.json',
      auth: 'admin',
    },
  },
  adminAudit: {
    list: {
      path: '/admin/api/audit/list.json',
      auth: 'admin',
    },
  },
  adminNews: {
    columns: {
      path: '/admin/api/news/columns.json',
      auth: 'admin',
    },
    addColumn: {
      path: '/admin/api/news/addColumn.json',
      auth: 'admin',
    },
    updateColumn: {
      path: '/admin/api/news/updateColumn.json',
      auth: 'admin',
    },
    removeColumn: {
      path: '/admin/api/news/removeColumn.json',
      auth: 'admin',
    },
    list: {
      path: '/admin/api/news/list.json',
      auth: 'admin',
    },
    detail: {
      path: '/admin/api/news/detail.json',
      auth: 'admin',
    },
    add: {
      path: '/admin/api/news/add.json',
      auth: 'admin',
    },
    update: {
      path: '/admin/api/news/update.json',
      auth: 'admin',
    },
    remove: {
      path: '/admin/api/news/remove.json',
      auth: 'admin',
    },
  },
  adminHome: {
    slots: {
      path: '/admin/api/home/slots.json',
      auth: 'admin',
    },
    update: {
      path: '/admin/api/home/update.json',
      auth: 'admin',
    },
  },
  adminCoupon: {
    list: {
      path: '/admin/api/coupon/list.json',
      auth: 'admin',
    },
    add: {
      path: '/admin/api/coupon/add.json',
      auth: 'admin',
    },
    stop: {
      path: '/admin/api/coupon/stop.json',
      auth: 'admin',
    },
  },
  adminUpload: {
    uploadFile: {
      path: '/admin/api/upload/uploadFile.json',
      auth: 'admin',
      kind: 'upload',
    },
  },
} as unknown as TWireCalls<Pick<typeof TYPED, TAdminDomain>>;
