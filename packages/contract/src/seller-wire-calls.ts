// Generated from CALLS by src/wire.test.ts; do not edit (UPDATE_WIRE=1 npx vitest run --project contract wire).
import type { TWireCalls } from './common/call.js';
import type { TSellerDomain, CALLS as TYPED } from './index.js';

/** The seller workbench's calls (CALLS' `seller…` domains) without their zod schemas: only /seller pages load them. */
export const SELLER_CALLS = {
  sellerOrder: {
    list: {
      path: '/seller/api/order/list.json',
      auth: 'seller',
    },
    ship: {
      path: '/seller/api/order/ship.json',
      auth: 'seller',
    },
    detail: {
      path: '/seller/api/order/detail.json',
      auth: 'seller',
    },
    export: {
      path: '/seller/api/order/export.json',
      auth: 'seller',
      kind: 'binary',
    },
  },
  sellerAfterSales: {
    list: {
      path: '/seller/api/productReturn/list.json',
      auth: 'seller',
    },
    approve: {
      path: '/seller/api/productReturn/approve.json',
      auth: 'seller',
    },
    reject: {
      path: '/seller/api/productReturn/reject.json',
      auth: 'seller',
    },
    receive: {
      path: '/seller/api/productReturn/receive.json',
      auth: 'seller',
    },
    shipReplacement: {
      path: '/seller/api/productReturn/shipReplacement.json',
      auth: 'seller',
    },
  },
  sellerReturnAddress: {
    list: {
      path: '/seller/api/returnAddress/list.json',
      auth: 'seller',
    },
    add: {
      path: '/seller/api/returnAddress/add.json',
      auth: 'seller',
    },
    update: {
      path: '/seller/api/returnAddress/update.json',
      auth: 'seller',
    },
    remove: {
      path: '/seller/api/returnAddress/remove.json',
      auth: 'seller',
    },
    setDefault: {
      path: '/seller/api/returnAddress/setDefault.json',
      auth: 'seller',
    },
  },
  sellerReview: {
    list: {
      path: '/seller/api/comment/list.json',
      auth: 'seller',
    },
    reply: {
      path: '/seller/api/comment/reply.json',
      auth: 'seller',
    },
  },
  sellerProcurement: {
    query: {
      path: '/seller/api/procurement/query.json',
      auth: 'seller',
    },
    detail: {
      path: '/seller/api/procurement/detail.json',
      auth: 'seller',
    },
    quote: {
      path: '/seller/api/procurement/quote.json',
      auth: 'seller',
    },
  },
  sellerChat: {
    list: {
      path: '/seller/api/chat/list.json',
      auth: 'seller',
    },
    history: {
      path: '/seller/api/chat/history.json',
      auth: 'seller',
    },
    send: {
      path: '/seller/api/chat/send.json',
      auth: 'seller',
    },
    read: {
      path: '/seller/api/chat/read.json',
      auth: 'seller',
    },
    unread: {
      path: '/seller/api/chat/unread.json',
      auth: 'seller',
    },
    quickReplies: {
      path: '/seller/api/chat/quickReplies.json',
      auth: 'seller',
    },
    saveQuickReplies: {
      path: '/seller/api/chat/saveQuickReplies.json',
      auth: 'seller',
    },
    context: {
      path: '/seller/api/chat/context.json',
      auth: 'seller',
    },
    report: {
      path: '/seller/api/chat/report.json',
      auth: 'seller',
    },
  },
  sellerCoupon: {
    list: {
      path: '/seller/api/coupon/list.json',
      auth: 'seller',
    },
    add: {
      path: '/seller/api/coupon/add.json',
      auth: 'seller',
    },
    stop: {
      path: '/seller/api/coupon/stop.json',
      auth: 'seller',
    },
  },
  sellerFreight: {
    list: {
      path: '/seller/api/freight/list.json',
      auth: 'seller',
    },
    add: {
      path: '/seller/api/freight/add.json',
      auth: 'seller',
    },
    update: {
      path: '/seller/api/freight/update.json',
      auth: 'seller',
    },
    remove: {
      path: '/seller/api/freight/remove.json',
      auth: 'seller',
    },
  },
  sellerAccount: {
    login: {
      path: '/seller/api/authorization/login.json',
      auth: 'none',
    },
    loginHints: {
      path: '/seller/api/authorization/loginHints.json',
      auth: 'none',
    },
    logout: {
      path: '/seller/api/authorization/logout.json',
      auth: 'seller',
    },
    changePassword: {
      path: '/seller/api/authorization/changePassword.json',
      auth: 'seller',
    },
    profile: {
      path: '/seller/api/authorization/profile.json',
      auth: 'seller',
    },
  },
  sellerWorkbench: {
    summary: {
      path: '/seller/api/workbench/summary.json',
      auth: 'seller',
    },
  },
  sellerProduct: {
    add: {
      path: '/seller/api/product/add.json',
      auth: 'seller',
    },
    update: {
      path: '/seller/api/product/update.json',
      auth: 'seller',
    },
    detail: {
      path: '/seller/api/product/detail.json',
      auth: 'seller',
    },
    submit: {
      path: '/seller/api/product/submit.json',
      auth: 'seller',
    },
    withdraw: {
      path: '/seller/api/product/withdraw.json',
      auth: 'seller',
    },
    remove: {
      path: '/seller/api/product/remove.json',
      auth: 'seller',
    },
    import: {
      path: '/seller/api/product/import.json',
      auth: 'seller',
      kind: 'upload',
    },
    export: {
      path: '/seller/api/product/export.json',
      auth: 'seller',
      kind: 'binary',
    },
    list: {
      path: '/seller/api/product/list.json',
      auth: 'seller',
    },
    updatePrice: {
      path: '/seller/api/product/updatePrice.json',
      auth: 'seller',
    },
    adjustStock: {
      path: '/seller/api/product/adjustStock.json',
      auth: 'seller',
    },
    setStatus: {
      path: '/seller/api/product/setStatus.json',
      auth: 'seller',
    },
    setPurchaseLimit: {
      path: '/seller/api/product/setPurchaseLimit.json',
      auth: 'seller',
    },
    setFreightTemplate: {
      path: '/seller/api/product/setFreightTemplate.json',
      auth: 'seller',
    },
  },
} as unknown as TWireCalls<Pick<typeof TYPED, TSellerDomain>>;
