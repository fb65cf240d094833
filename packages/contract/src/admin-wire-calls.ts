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
  adminCategory: {
    tree: {
      path: '/admin/api/category/tree.json',
      auth: 'admin',
    },
    add: {
      path: '/admin/api/category/add.json',
      auth: 'admin',
    },
    update: {
      path: '/admin/api/category/update.json',
      auth: 'admin',
    },
    move: {
      path: '/admin/api/category/move.json',
      auth: 'admin',
    },
    remove: {
      path: '/admin/api/category/remove.json',
      auth: 'admin',
    },
  },
  adminProduct: {
    pending: {
      path: '/admin/api/product/pending.json',
      auth: 'admin',
    },
    detail: {
      path: '/admin/api/product/detail.json',
      auth: 'admin',
    },
    approve: {
      path: '/admin/api/product/approve.json',
      auth: 'admin',
    },
    reject: {
      path: '/admin/api/product/reject.json',
      auth: 'admin',
    },
    list: {
      path: '/admin/api/product/list.json',
      auth: 'admin',
    },
    takeDown: {
      path: '/admin/api/product/takeDown.json',
      auth: 'admin',
    },
    restore: {
      path: '/admin/api/product/restore.json',
      auth: 'admin',
    },
  },
  adminSeller: {
    applications: {
      path: '/admin/api/seller/applications.json',
      auth: 'admin',
    },
    approve: {
      path: '/admin/api/seller/approve.json',
      auth: 'admin',
    },
    reject: {
      path: '/admin/api/seller/reject.json',
      auth: 'admin',
    },
    list: {
      path: '/admin/api/seller/list.json',
      auth: 'admin',
    },
    suspend: {
      path: '/admin/api/seller/suspend.json',
      auth: 'admin',
    },
    resume: {
      path: '/admin/api/seller/resume.json',
      auth: 'admin',
    },
  },
  adminContent: {
    list: {
      path: '/admin/api/content/list.json',
      auth: 'admin',
    },
    hide: {
      path: '/admin/api/content/hide.json',
      auth: 'admin',
    },
    restore: {
      path: '/admin/api/content/restore.json',
      auth: 'admin',
    },
  },
  adminUser: {
    list: {
      path: '/admin/api/user/list.json',
      auth: 'admin',
    },
    disable: {
      path: '/admin/api/user/disable.json',
      auth: 'admin',
    },
    enable: {
      path: '/admin/api/user/enable.json',
      auth: 'admin',
    },
  },
  adminFeedback: {
    list: {
      path: '/admin/api/feedback/list.json',
      auth: 'admin',
    },
    reply: {
      path: '/admin/api/feedback/reply.json',
      auth: 'admin',
    },
  },
  adminAfterSales: {
    appeals: {
      path: '/admin/api/afterSales/appeals.json',
      auth: 'admin',
    },
    decide: {
      path: '/admin/api/afterSales/decide.json',
      auth: 'admin',
    },
  },
  adminDashboard: {
    summary: {
      path: '/admin/api/dashboard/summary.json',
      auth: 'admin',
    },
  },
  adminClientError: {
    list: {
      path: '/admin/api/clientError/list.json',
      auth: 'admin',
    },
  },
  adminSettings: {
    get: {
      path: '/admin/api/settings/get.json',
      auth: 'admin',
    },
    update: {
      path: '/admin/api/settings/update.json',
      auth: 'admin',
    },
  },
} as unknown as TWireCalls<Pick<typeof TYPED, TAdminDomain>>;
