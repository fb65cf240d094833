// Generated from CALLS by src/wire.test.ts; do not edit (UPDATE_WIRE=1 npx vitest run --project contract wire).
import type { TWireCalls } from './common/call.js';
import type { TAdminDomain, TSellerDomain, CALLS as TYPED } from './index.js';

/**
 * Every call's wire data (path, credential, kind unless JSON) without its zod schema: what the web needs to
 * send a call, with the request and response types of CALLS, and no zod at run time. The seller
 * workbench's domains are in seller-wire-calls.ts.
 */
export const CALLS = {
  account: {
    login: {
      path: '/login',
      auth: 'none',
    },
    selectUsers: {
      path: '/order/userInfo/selectUsers.json',
      auth: 'user',
    },
    addUser: {
      path: '/order/userInfo/addUser.json',
      auth: 'none',
    },
    updateUser: {
      path: '/order/userInfo/updateUser.json',
      auth: 'user',
    },
    selectUserByName: {
      path: '/right/user/selectUserByName.json',
      auth: 'none',
    },
    verificationCode: {
      path: '/right/user/verificationCode.json',
      auth: 'none',
    },
    resetPassword: {
      path: '/right/user/resetPassword.json',
      auth: 'none',
    },
    updateUserPassWord: {
      path: '/order/userInfo/updateUserPassWord.json',
      auth: 'user',
    },
    sendCode: {
      path: '/right/user/sendCode.json',
      auth: 'none',
    },
    logout: {
      path: '/order/userInfo/logout.json',
      auth: 'user',
    },
    createAuthCode: {
      path: '/order/userInfo/createAuthCode.json',
      auth: 'user',
    },
    exchangeAuthCode: {
      path: '/right/user/exchangeAuthCode.json',
      auth: 'none',
    },
  },
  aiCoin: {
    selectOne: {
      path: '/AI/aiCurrency/selectOne.json',
      auth: 'user',
    },
    query: {
      path: '/AI/aiCurrency/query.json',
      auth: 'user',
    },
    selectNumber: {
      path: '/AI/aiCurrency/selectNumber.json',
      auth: 'user',
    },
    addAiRecharge: {
      path: '/AI/aiCurrency/addAiRecharge.json',
      auth: 'user',
    },
  },
  upload: {
    uploadFile: {
      path: '/file/api/upload/uploadFile.json',
      auth: 'user',
      kind: 'upload',
    },
  },
  address: {
    selectAddress: {
      path: '/order/address/selectAddress.json',
      auth: 'user',
    },
    addAddress: {
      path: '/order/address/addAddress.json',
      auth: 'user',
    },
    upadteAddress: {
      path: '/order/address/upadteAddress.json',
      auth: 'user',
    },
    deleteAddress: {
      path: '/order/address/deleteAddress.json',
      auth: 'user',
    },
  },
  smartHome: {
    get: {
      path: '/user/home/get.json',
      auth: 'user',
    },
    set: {
      path: '/user/home/set.json',
      auth: 'user',
    },
  },
  invoiceTitle: {
    list: {
      path: '/user/invoiceTitle/list.json',
      auth: 'user',
    },
    add: {
      path: '/user/invoiceTitle/add.json',
      auth: 'user',
    },
    update: {
      path: '/user/invoiceTitle/update.json',
      auth: 'user',
    },
    remove: {
      path: '/user/invoiceTitle/remove.json',
      auth: 'user',
    },
  },
  order: {
    selectOrders: {
      path: '/order/order/selectOrders.json',
      auth: 'user',
    },
    selectSingleOrder1: {
      path: '/order/order/selectSingleOrder1.json',
      auth: 'user',
    },
    queryOrder: {
      path: '/order/order/queryOrder.json',
      auth: 'user',
    },
    addOrder: {
      path: '/order/order/addOrder.json',
      auth: 'user',
    },
    addOrderFromDetail: {
      path: '/order/order/addOrderFromDetail.json',
      auth: 'user',
    },
    pay: {
      path: '/order/pay/pay.json',
      auth: 'user',
    },
    cashier: {
      path: '/order/pay/cashier.json',
      auth: 'user',
    },
    confirmReceipt: {
      path: '/order/order/confirmReceipt.json',
      auth: 'user',
    },
    cancelOrder: {
      path: '/order/order/cancelOrder.json',
      auth: 'user',
    },
    exportProduct: {
      path: '/order/order/exportProduct.json',
      auth: 'user',
      kind: 'binary',
    },
  },
  pay: {
    sandboxQuery: {
      path: '/pay/sandbox/query.json',
      auth: 'user',
    },
    sandboxConfirm: {
      path: '/pay/sandbox/confirm.json',
      auth: 'user',
    },
    channels: {
      path: '/pay/channels.json',
      auth: 'none',
    },
    query: {
      path: '/pay/query.json',
      auth: 'user',
    },
    notify: {
      path: '/pay/notify/sandbox.json',
      auth: 'none',
    },
  },
  afterSales: {
    addProductReturn: {
      path: '/order/productRetuen/addProductReturn.json',
      auth: 'user',
    },
    appeal: {
      path: '/order/productRetuen/appeal.json',
      auth: 'user',
    },
    cancelApply: {
      path: '/order/productRetuen/cancelApply.json',
      auth: 'user',
    },
    writeReturnLogsticsNo: {
      path: '/order/productRetuen/writeReturnLogsticsNo.json',
      auth: 'user',
    },
    confirmReplacement: {
      path: '/order/productRetuen/confirmReplacement.json',
      auth: 'user',
    },
    selectSingle: {
      path: '/order/productRetuen/selectSingle.json',
      auth: 'user',
    },
  },
  cart: {
    add: {
      path: '/product/api/shoppingCart/add.json',
      auth: 'user',
    },
    query: {
      path: '/product/api/shoppingCart/query.json',
      auth: 'user',
    },
    update: {
      path: '/product/api/shoppingCart/update.json',
      auth: 'user',
    },
    delete: {
      path: '/product/api/shoppingCart/delete.json',
      auth: 'user',
    },
  },
  catalogue: {
    sysCategoryChildren: {
      path: '/product/api/sysCategory/queryChildren.json',
      auth: 'none',
    },
    categoryChildren: {
      path: '/product/api/category/queryChildren.json',
      auth: 'none',
    },
    queryPortal: {
      path: '/product/api/product/queryPortal.json',
      auth: 'none',
    },
    queryPortalPage: {
      path: '/product/api/product/queryPortalPage.json',
      auth: 'none',
    },
    showSon: {
      path: '/product/api/sysCategory/showSon.json',
      auth: 'none',
    },
    productFile: {
      path: '/product/api/productFile/query.json',
      auth: 'none',
    },
    details: {
      path: '/product/api/product/details.json',
      auth: 'none',
    },
    getStock: {
      path: '/product/api/standardStock/getStock.json',
      auth: 'none',
    },
    getStocks: {
      path: '/product/api/standardStock/getStocks.json',
      auth: 'none',
    },
    standardQuery: {
      path: '/product/api/standardStock/query.json',
      auth: 'none',
    },
    getRichText: {
      path: '/product/api/richText/getRichText.json',
      auth: 'none',
    },
    getCommunity: {
      path: '/product/api/community/getCommunity.json',
      auth: 'none',
    },
    addCommunity: {
      path: '/product/api/community/addCommunity.json',
      auth: 'user',
    },
    queryShopList: {
      path: '/product/precommend/queryShopList.json',
      auth: 'none',
    },
    queryClassificationList: {
      path: '/product/precommend/queryClassificationList.json',
      auth: 'none',
    },
  },
  review: {
    savePProductComment: {
      path: '/product/PProductComment/savePProductComment.json',
      auth: 'user',
    },
    updateNum: {
      path: '/product/PProductComment/updateNum.json',
      auth: 'user',
    },
    query: {
      path: '/product/PProductComment/query.json',
      auth: 'none',
    },
    queryPool: {
      path: '/product/PProductComment/queryPool.json',
      auth: 'user',
    },
    selectOne: {
      path: '/product/PProductComment/selectOne.json',
      auth: 'none',
    },
    selectOnePPC: {
      path: '/product/PProductComment/selectOnePPC.json',
      auth: 'user',
    },
  },
  procurement: {
    add: {
      path: '/procurement/api/demand/add.json',
      auth: 'user',
    },
    update: {
      path: '/procurement/api/demand/update.json',
      auth: 'user',
    },
    close: {
      path: '/procurement/api/demand/close.json',
      auth: 'user',
    },
    query: {
      path: '/procurement/api/demand/query.json',
      auth: 'none',
    },
    detail: {
      path: '/procurement/api/demand/detail.json',
      auth: 'none',
    },
    mine: {
      path: '/procurement/api/demand/mine.json',
      auth: 'user',
    },
  },
  quote: {
    list: {
      path: '/procurement/api/quote/list.json',
      auth: 'user',
    },
    settle: {
      path: '/procurement/api/quote/settle.json',
      auth: 'user',
    },
  },
  news: {
    home: {
      path: '/news/api/home.json',
      auth: 'none',
    },
    query: {
      path: '/news/api/query.json',
      auth: 'none',
    },
    detail: {
      path: '/news/api/detail.json',
      auth: 'none',
    },
  },
  shop: {
    queryList: {
      path: '/shop/businessShop/queryList.json',
      auth: 'none',
    },
    getEcAgentBasicData: {
      path: '/seller/api/ecAgentData/getEcAgentBasicData.json',
      auth: 'none',
    },
  },
  navigation: {
    selectResourceByPage: {
      path: '/right/resource/selectResourceByPage.json',
      auth: 'none',
    },
  },
  log: {
    clientError: {
      path: '/log/api/clientError.json',
      auth: 'none',
    },
  },
  site: {
    info: {
      path: '/right/site/info.json',
      auth: 'none',
    },
  },
  favorite: {
    add: {
      path: '/user/favorite/add.json',
      auth: 'user',
    },
    remove: {
      path: '/user/favorite/remove.json',
      auth: 'user',
    },
    check: {
      path: '/user/favorite/check.json',
      auth: 'user',
    },
    query: {
      path: '/user/favorite/query.json',
      auth: 'user',
    },
  },
  footprint: {
    query: {
      path: '/user/footprint/query.json',
      auth: 'user',
    },
    clear: {
      path: '/user/footprint/clear.json',
      auth: 'user',
    },
  },
  message: {
    query: {
      path: '/user/message/query.json',
      auth: 'user',
    },
    read: {
      path: '/user/message/read.json',
      auth: 'user',
    },
    unreadCount: {
      path: '/user/message/unreadCount.json',
      auth: 'user',
    },
  },
  chat: {
    open: {
      path: '/chat/api/open.json',
      auth: 'user',
    },
    list: {
      path: '/chat/api/list.json',
      auth: 'user',
    },
    history: {
      path: '/chat/api/history.json',
      auth: 'user',
    },
    send: {
      path: '/chat/api/send.json',
      auth: 'user',
    },
    read: {
      path: '/chat/api/read.json',
      auth: 'user',
    },
    unread: {
      path: '/chat/api/unread.json',
      auth: 'user',
    },
    report: {
      path: '/chat/api/report.json',
      auth: 'user',
    },
  },
  feedback: {
    add: {
      path: '/user/feedback/add.json',
      auth: 'user',
    },
  },
  plan: {
    query: {
      path: '/plan/api/query.json',
      auth: 'none',
    },
    detail: {
      path: '/plan/api/detail.json',
      auth: 'none',
    },
    add: {
      path: '/plan/api/add.json',
      auth: 'user',
    },
    update: {
      path: '/plan/api/update.json',
      auth: 'user',
    },
    delete: {
      path: '/plan/api/delete.json',
      auth: 'user',
    },
    mine: {
      path: '/plan/api/mine.json',
      auth: 'user',
    },
  },
  privacy: {
    exportMyData: {
      path: '/order/userInfo/exportMyData.json',
      auth: 'user',
      kind: 'binary',
    },
    deletionCheck: {
      path: '/order/userInfo/deletionCheck.json',
      auth: 'user',
    },
    sendDeleteCode: {
      path: '/order/userInfo/sendDeleteCode.json',
      auth: 'user',
    },
    deleteAccount: {
      path: '/order/userInfo/deleteAccount.json',
      auth: 'user',
    },
  },
  coupon: {
    query: {
      path: '/order/coupon/query.json',
      auth: 'none',
    },
    claim: {
      path: '/order/coupon/claim.json',
      auth: 'user',
    },
    mine: {
      path: '/order/coupon/mine.json',
      auth: 'user',
    },
  },
  freight: {
    estimate: {
      path: '/product/api/freight/estimate.json',
      auth: 'none',
    },
    quote: {
      path: '/order/order/freightQuote.json',
      auth: 'user',
    },
  },
  merchantApply: {
    submit: {
      path: '/seller/api/apply/submit.json',
      auth: 'user',
    },
    status: {
      path: '/seller/api/apply/status.json',
      auth: 'user',
    },
  },
} as unknown as TWireCalls<Omit<typeof TYPED, TSellerDomain | TAdminDomain>>;
