// Generated from CALLS by src/wire.test.ts; do not edit (UPDATE_WIRE=1 npx vitest run --project contract wire).
import type { TWireCalls } from './common/call.js';
import type { CALLS as TYPED } from './index.js';

/**
 * Every call's wire data (path, credential, kind, title) without its zod schema: what the web needs to
 * send a call, with the request and response types of CALLS, and no zod at run time.
 */
export const CALLS = {
  account: {
    login: {
      path: '/login',
      auth: 'none',
      kind: 'json',
      title: '账号密码登录',
    },
    sellerLogin: {
      path: '/seller/api/authorization/login.json',
      auth: 'none',
      kind: 'json',
      title: '商家登录',
    },
    selectUsers: {
      path: '/order/userInfo/selectUsers.json',
      auth: 'user',
      kind: 'json',
      title: '获取用户信息',
    },
    addUser: {
      path: '/order/userInfo/addUser.json',
      auth: 'none',
      kind: 'json',
      title: '注册',
    },
    updateUser: {
      path: '/order/userInfo/updateUser.json',
      auth: 'user',
      kind: 'json',
      title: '修改个人信息',
    },
    selectUserByName: {
      path: '/right/user/selectUserByName.json',
      auth: 'none',
      kind: 'json',
      title: '按用户名查找账号',
    },
    verificationCode: {
      path: '/right/user/verificationCode.json',
      auth: 'none',
      kind: 'json',
      title: '校验短信验证码',
    },
    resetPassword: {
      path: '/right/user/resetPassword.json',
      auth: 'none',
      kind: 'json',
      title: '重置密码',
    },
    updateUserPassWord: {
      path: '/order/userInfo/updateUserPassWord.json',
      auth: 'user',
      kind: 'json',
      title: '修改密码',
    },
    sendCode: {
      path: '/right/user/sendCode.json',
      auth: 'none',
      kind: 'json',
      title: '发送短信验证码',
    },
    logout: {
      path: '/order/userInfo/logout.json',
      auth: 'user',
      kind: 'json',
      title: '退出登录',
    },
  },
  aiCoin: {
    selectOne: {
      path: '/AI/aiCurrency/selectOne.json',
      auth: 'user',
      kind: 'json',
      title: 'AI币账户',
    },
    query: {
      path: '/AI/aiCurrency/query.json',
      auth: 'user',
      kind: 'json',
      title: 'AI币记录',
    },
    selectNumber: {
      path: '/AI/aiCurrency/selectNumber.json',
      auth: 'user',
      kind: 'json',
      title: 'AI币余额',
    },
    addAiRecharge: {
      path: '/AI/aiCurrency/addAiRecharge.json',
      auth: 'user',
      kind: 'json',
      title: 'AI币充值',
    },
  },
  upload: {
    uploadFile: {
      path: '/file/api/upload/uploadFile.json',
      auth: 'user',
      kind: 'upload',
      title: '上传文件',
    },
  },
  address: {
    selectAddress: {
      path: '/order/address/selectAddress.json',
      auth: 'user',
      kind: 'json',
      title: '地址列表',
    },
    addAddress: {
      path: '/order/address/addAddress.json',
      auth: 'user',
      kind: 'json',
      title: '新增地址',
    },
    upadteAddress: {
      path: '/order/address/upadteAddress.json',
      auth: 'user',
      kind: 'json',
      title: '修改地址',
    },
    deleteAddress: {
      path: '/order/address/deleteAddress.json',
      auth: 'user',
      kind: 'json',
      title: '删除地址',
    },
  },
  order: {
    selectOrders: {
      path: '/order/order/selectOrders.json',
      auth: 'user',
      kind: 'json',
      title: '订单列表',
    },
    selectSingleOrder1: {
      path: '/order/order/selectSingleOrder1.json',
      auth: 'user',
      kind: 'json',
      title: '订单详情',
    },
    queryOrder: {
      path: '/order/order/queryOrder.json',
      auth: 'user',
      kind: 'json',
      title: '订单物流',
    },
    addOrder: {
      path: '/order/order/addOrder.json',
      auth: 'user',
      kind: 'json',
      title: '购物车下单',
    },
    addOrderFromDetail: {
      path: '/order/order/addOrderFromDetail.json',
      auth: 'user',
      kind: 'json',
      title: '立即购买下单',
    },
    pay: {
      path: '/order/pay/pay.json',
      auth: 'user',
      kind: 'json',
      title: '支付订单',
    },
    confirmReceipt: {
      path: '/order/order/confirmReceipt.json',
      auth: 'user',
      kind: 'json',
      title: '确认收货',
    },
    cancelOrder: {
      path: '/order/order/cancelOrder.json',
      auth: 'user',
      kind: 'json',
      title: '取消订单',
    },
    exportProduct: {
      path: '/order/order/exportProduct.json',
      auth: 'user',
      kind: 'binary',
      title: '导出订单商品',
    },
  },
  sellerOrder: {
    list: {
      path: '/seller/api/order/list.json',
      auth: 'seller',
      kind: 'json',
      title: '商家订单列表',
    },
    ship: {
      path: '/seller/api/order/ship.json',
      auth: 'seller',
      kind: 'json',
      title: '订单发货',
    },
  },
  pay: {
    sandboxQuery: {
      path: '/pay/sandbox/query.json',
      auth: 'user',
      kind: 'json',
      title: '沙箱收银台',
    },
    sandboxConfirm: {
      path: '/pay/sandbox/confirm.json',
      auth: 'user',
      kind: 'json',
      title: '沙箱确认支付',
    },
    notify: {
      path: '/pay/notify/sandbox.json',
      auth: 'none',
      kind: 'json',
      title: '支付结果通知',
    },
  },
  afterSales: {
    addProductReturn: {
      path: '/order/productRetuen/addProductReturn.json',
      auth: 'user',
      kind: 'json',
      title: '申请售后',
    },
    cancelApply: {
      path: '/order/productRetuen/cancelApply.json',
      auth: 'user',
      kind: 'json',
      title: '撤销售后',
    },
    writeReturnLogsticsNo: {
      path: '/order/productRetuen/writeReturnLogsticsNo.json',
      auth: 'user',
      kind: 'json',
      title: '填写退货物流',
    },
    selectSingle: {
      path: '/order/productRetuen/selectSingle.json',
      auth: 'user',
      kind: 'json',
      title: '售后详情',
    },
  },
  sellerAfterSales: {
    list: {
      path: '/seller/api/productReturn/list.json',
      auth: 'seller',
      kind: 'json',
      title: '商家售后列表',
    },
    approve: {
      path: '/seller/api/productReturn/approve.json',
      auth: 'seller',
      kind: 'json',
      title: '同意售后',
    },
    reject: {
      path: '/seller/api/productReturn/reject.json',
      auth: 'seller',
      kind: 'json',
      title: '拒绝售后',
    },
    receive: {
      path: '/seller/api/productReturn/receive.json',
      auth: 'seller',
      kind: 'json',
      title: '确认收到退货',
    },
    shipReplacement: {
      path: '/seller/api/productReturn/shipReplacement.json',
      auth: 'seller',
      kind: 'json',
      title: '发出换货',
    },
  },
  cart: {
    add: {
      path: '/product/api/shoppingCart/add.json',
      auth: 'user',
      kind: 'json',
      title: '加入购物车',
    },
    query: {
      path: '/product/api/shoppingCart/query.json',
      auth: 'user',
      kind: 'json',
      title: '购物车',
    },
    update: {
      path: '/product/api/shoppingCart/update.json',
      auth: 'user',
      kind: 'json',
      title: '修改购物车数量',
    },
    delete: {
      path: '/product/api/shoppingCart/delete.json',
      auth: 'user',
      kind: 'json',
      title: '删除购物车商品',
    },
  },
  catalogue: {
    sysCategoryChildren: {
      path: '/product/api/sysCategory/queryChildren.json',
      auth: 'none',
      kind: 'json',
      title: '系统分类',
    },
    categoryChildren: {
      path: '/product/api/category/queryChildren.json',
      auth: 'none',
      kind: 'json',
      title: '店铺分类',
    },
    queryPortal: {
      path: '/product/api/product/queryPortal.json',
      auth: 'none',
      kind: 'json',
      title: '门户推荐位',
    },
    queryPortalPage: {
      path: '/product/api/product/queryPortalPage.json',
      auth: 'none',
      kind: 'json',
      title: '商品列表',
    },
    showSon: {
      path: '/product/api/sysCategory/showSon.json',
      auth: 'none',
      kind: 'json',
      title: '子分类',
    },
    productFile: {
      path: '/product/api/productFile/query.json',
      auth: 'none',
      kind: 'json',
      title: '商品图片',
    },
    details: {
      path: '/product/api/product/details.json',
      auth: 'none',
      kind: 'json',
      title: '商品详情',
    },
    getStock: {
      path: '/product/api/standardStock/getStock.json',
      auth: 'none',
      kind: 'json',
      title: '规格库存',
    },
    getStocks: {
      path: '/product/api/standardStock/getStocks.json',
      auth: 'none',
      kind: 'json',
      title: '全部规格库存',
    },
    standardQuery: {
      path: '/product/api/standardStock/query.json',
      auth: 'none',
      kind: 'json',
      title: '商品规格',
    },
    getRichText: {
      path: '/product/api/richText/getRichText.json',
      auth: 'none',
      kind: 'json',
      title: '商品详情图文',
    },
    getCommunity: {
      path: '/product/api/community/getCommunity.json',
      auth: 'none',
      kind: 'json',
      title: '社区动态',
    },
    addCommunity: {
      path: '/product/api/community/addCommunity.json',
      auth: 'user',
      kind: 'json',
      title: '发布社区动态',
    },
    queryShopList: {
      path: '/product/precommend/queryShopList.json',
      auth: 'none',
      kind: 'json',
      title: '推荐店铺',
    },
    queryClassificationList: {
      path: '/product/precommend/queryClassificationList.json',
      auth: 'none',
      kind: 'json',
      title: '推荐分类',
    },
  },
  review: {
    savePProductComment: {
      path: '/product/PProductComment/savePProductComment.json',
      auth: 'user',
      kind: 'json',
      title: '发表评价',
    },
    updateNum: {
      path: '/product/PProductComment/updateNum.json',
      auth: 'user',
      kind: 'json',
      title: '点赞评价',
    },
    query: {
      path: '/product/PProductComment/query.json',
      auth: 'none',
      kind: 'json',
      title: '评价列表',
    },
    queryPool: {
      path: '/product/PProductComment/queryPool.json',
      auth: 'user',
      kind: 'json',
      title: '待评价商品',
    },
    selectOne: {
      path: '/product/PProductComment/selectOne.json',
      auth: 'none',
      kind: 'json',
      title: '评价详情',
    },
    selectOnePPC: {
      path: '/product/PProductComment/selectOnePPC.json',
      auth: 'user',
      kind: 'json',
      title: '我的评价',
    },
  },
  sellerReview: {
    reply: {
      path: '/seller/api/comment/reply.json',
      auth: 'seller',
      kind: 'json',
      title: '商家回复评价',
    },
  },
  procurement: {
    add: {
      path: '/procurement/api/demand/add.json',
      auth: 'user',
      kind: 'json',
      title: '发布采购需求',
    },
    update: {
      path: '/procurement/api/demand/update.json',
      auth: 'user',
      kind: 'json',
      title: '修改采购需求',
    },
    close: {
      path: '/procurement/api/demand/close.json',
      auth: 'user',
      kind: 'json',
      title: '关闭采购需求',
    },
    query: {
      path: '/procurement/api/demand/query.json',
      auth: 'none',
      kind: 'json',
      title: '采购大厅',
    },
    detail: {
      path: '/procurement/api/demand/detail.json',
      auth: 'none',
      kind: 'json',
      title: '采购详情',
    },
    mine: {
      path: '/procurement/api/demand/mine.json',
      auth: 'user',
      kind: 'json',
      title: '我的采购',
    },
  },
  quote: {
    list: {
      path: '/procurement/api/quote/list.json',
      auth: 'user',
      kind: 'json',
      title: '报价对比',
    },
    settle: {
      path: '/procurement/api/quote/settle.json',
      auth: 'user',
      kind: 'json',
      title: '报价成交',
    },
  },
  sellerProcurement: {
    query: {
      path: '/seller/api/procurement/query.json',
      auth: 'seller',
      kind: 'json',
      title: '商家采购大厅',
    },
    quote: {
      path: '/seller/api/procurement/quote.json',
      auth: 'seller',
      kind: 'json',
      title: '提交报价',
    },
  },
  news: {
    home: {
      path: '/news/api/home.json',
      auth: 'none',
      kind: 'json',
      title: '资讯首页',
    },
    query: {
      path: '/news/api/query.json',
      auth: 'none',
      kind: 'json',
      title: '资讯列表',
    },
    detail: {
      path: '/news/api/detail.json',
      auth: 'none',
      kind: 'json',
      title: '资讯详情',
    },
  },
  shop: {
    queryList: {
      path: '/shop/businessShop/queryList.json',
      auth: 'none',
      kind: 'json',
      title: '店铺装修',
    },
    getEcAgentBasicData: {
      path: '/seller/api/ecAgentData/getEcAgentBasicData.json',
      auth: 'none',
      kind: 'json',
      title: '店铺基本信息',
    },
  },
  navigation: {
    selectResourceByPage: {
      path: '/right/resource/selectResourceByPage.json',
      auth: 'none',
      kind: 'json',
      title: '导航菜单',
    },
  },
  log: {
    clientError: {
      path: '/log/api/clientError.json',
      auth: 'none',
      kind: 'json',
      title: '前端错误上报',
    },
  },
  favorite: {
    add: {
      path: '/user/favorite/add.json',
      auth: 'user',
      kind: 'json',
      title: '收藏商品',
    },
    remove: {
      path: '/user/favorite/remove.json',
      auth: 'user',
      kind: 'json',
      title: '取消收藏',
    },
    check: {
      path: '/user/favorite/check.json',
      auth: 'user',
      kind: 'json',
      title: '是否已收藏',
    },
    query: {
      path: '/user/favorite/query.json',
      auth: 'user',
      kind: 'json',
      title: '我的收藏',
    },
  },
  footprint: {
    query: {
      path: '/user/footprint/query.json',
      auth: 'user',
      kind: 'json',
      title: '我的足迹',
    },
    clear: {
      path: '/user/footprint/clear.json',
      auth: 'user',
      kind: 'json',
      title: '清空足迹',
    },
  },
  message: {
    query: {
      path: '/user/message/query.json',
      auth: 'user',
      kind: 'json',
      title: '消息列表',
    },
    read: {
      path: '/user/message/read.json',
      auth: 'user',
      kind: 'json',
      title: '标记已读',
    },
    unreadCount: {
      path: '/user/message/unreadCount.json',
      auth: 'user',
      kind: 'json',
      title: '未读消息数',
    },
  },
  feedback: {
    add: {
      path: '/user/feedback/add.json',
      auth: 'user',
      kind: 'json',
      title: '意见反馈',
    },
  },
  plan: {
    query: {
      path: '/plan/api/query.json',
      auth: 'none',
      kind: 'json',
      title: '方案列表',
    },
    detail: {
      path: '/plan/api/detail.json',
      auth: 'none',
      kind: 'json',
      title: '方案详情',
    },
    add: {
      path: '/plan/api/add.json',
      auth: 'user',
      kind: 'json',
      title: '发布方案',
    },
    update: {
      path: '/plan/api/update.json',
      auth: 'user',
      kind: 'json',
      title: '修改方案',
    },
    delete: {
      path: '/plan/api/delete.json',
      auth: 'user',
      kind: 'json',
      title: '删除方案',
    },
    mine: {
      path: '/plan/api/mine.json',
      auth: 'user',
      kind: 'json',
      title: '我的方案',
    },
  },
  coupon: {
    query: {
      path: '/order/coupon/query.json',
      auth: 'user',
      kind: 'json',
      title: '领券中心',
    },
    claim: {
      path: '/order/coupon/claim.json',
      auth: 'user',
      kind: 'json',
      title: '领取优惠券',
    },
    mine: {
      path: '/order/coupon/mine.json',
      auth: 'user',
      kind: 'json',
      title: '我的优惠券',
    },
  },
} as unknown as TWireCalls<typeof TYPED>;
