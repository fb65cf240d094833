import { ADDRESS_LIMIT } from '../address/address.rules.js';
import { RETURN_ADDRESS_LIMIT } from '../after-sales/return-address.rules.js';
import {
  RETURN_ACTION_VERB,
  RETURN_STATUS_TEXT,
  type TReturnAction,
  type TReturnStatus,
} from '../after-sales/return-status-text.js';
import { CART_LIMIT, MAX_LINE_NUMBER } from '../cart/cart.rules.js';
import { formatYuan } from '../common/money.js';
import { INVOICE_TITLE_LIMIT } from '../invoice/invoice-limit.js';
import { ORDER_ACTION_VERB, ORDER_STATUS_TEXT, type TOrderAction, type TOrderStatus } from '../order/order-status.js';
import { DEMAND_STATUS_TEXT, DEMANDS_PER_HOUR, type TDemandStatus } from '../procurement/procurement.rules.js';
import { STATUS, STATUS_MSG, type TStatus } from './status.js';

/** One named business outcome: the status it answers with and the message the buyer reads. */
export interface TAppErrorSpec {
  status: TStatus;
  /** A fixed text, or the text built from the values of this one case. */
  msg: string | ((params: never) => string);
  /** On a 407 about one field of the payload: that field's path inside `data` (the envelope's `field`). */
  field?: string | ((params: never) => string);
}

/** Keeps each entry's literal status and typed params (a plain annotation would widen them). */
const defineAppErrors = <T extends Record<string, TAppErrorSpec>>(errors: T): T => errors;

/**
 * The catalogue of named business errors (spec §8, DESIGN.md §2). The server throws them by name
 * (`appError('STOCK_SHORT', { title })`); the error envelope carries the name as `code` beside
 * `status` and `msg`, so clients and tests branch on the name, never on the text. A message with
 * values is a function of typed params. Texts are what buyers see: change them here only.
 *
 * Not listed: the generic answers that carry no business meaning (528 not logged in, 407 schema
 * failures naming a field, 404 unknown path, 405, 500, 503) — they have no `code`.
 */
export const APP_ERRORS = defineAppErrors({
  // ---------------------------------------------------------------- platform console (DESIGN.md §A)
  /** An admin call outside the signed-in admin's role. */
  FORBIDDEN: { status: STATUS.FORBIDDEN, msg: '当前角色没有权限执行此操作' },
  /** An admin (or a newly approved seller) still holds the one-time password: only profile, changePassword and logout answer. */
  MUST_CHANGE_PASSWORD: { status: STATUS.CONFLICT, msg: '请先修改初始密码后再操作' },
  /** Login to an admin account the owner has disabled. */
  ADMIN_DISABLED: { status: STATUS.CONFLICT, msg: '该管理员账号已停用，请联系超级管理员' },
  /** An admin username somebody already has. */
  ADMIN_USERNAME_TAKEN: { status: STATUS.ALREADY_EXISTS, msg: '管理员用户名已存在' },
  /** An admin the owner names (reset, disable) does not exist. */
  ADMIN_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '管理员不存在' },
  /** The owner disabling their own account (the console would have nobody to run it). */
  ADMIN_SELF: { status: STATUS.CONFLICT, msg: '不能停用自己的账号' },
  /** The owner resetting its own password from the admins' list (its own goes through 修改密码). */
  ADMIN_RESET_SELF: { status: STATUS.CONFLICT, msg: '不能重置自己的密码，请在“修改密码”中修改' },
  /** The new password is the one-time password again. */
  ADMIN_PASSWORD_UNCHANGED: { status: STATUS.BAD_PAYLOAD, msg: '新密码不能与原密码相同', field: 'newPassword' },
  /** Moderating content that does not exist (or a kind's id that names none). */
  CONTENT_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '内容不存在' },
  /** Customer service answering feedback that does not exist. */
  FEEDBACK_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '意见反馈不存在' },
  /** Feedback is answered once. */
  FEEDBACK_ALREADY_REPLIED: { status: STATUS.CONFLICT, msg: '该反馈已回复' },
  /** Deciding an appeal that does not exist (a request never appealed). */
  APPEAL_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '售后申诉不存在' },
  /** Deciding an appeal already decided (the loser of two decides at once too). */
  APPEAL_DECIDED: { status: STATUS.CONFLICT, msg: '该申诉已处理' },
  /** A category name another category under the same parent already has. */
  CATEGORY_NAME_TAKEN: { status: STATUS.ALREADY_EXISTS, msg: '同级分类中已有同名分类' },
  /** Moving a category under itself or one of its own descendants. */
  CATEGORY_MOVE_CYCLE: { status: STATUS.CONFLICT, msg: '不能把分类移动到它自己或它的下级分类之下', field: 'parentId' },
  /** A category tree deeper than the storefront draws (CATEGORY_MAX_DEPTH). */
  CATEGORY_TOO_DEEP: {
    status: STATUS.CONFLICT,
    msg: (p: { max: number }) => `分类最多${p.max}级，不能放在该分类之下`,
    field: 'parentId',
  },
  /** Removing a category that still has children. */
  CATEGORY_HAS_CHILDREN: {
    status: STATUS.CONFLICT,
    msg: (p: { name: string; count: number }) => `「${p.name}」下还有${p.count}个子分类，请先移走或删除子分类`,
  },
  /** Removing a category that products are filed under (any state). */
  CATEGORY_HAS_PRODUCTS: {
    status: STATUS.CONFLICT,
    msg: (p: { name: string; count: number }) => `「${p.name}」下还有${p.count}件商品，请先把商品改到其他分类`,
  },
  /** Removing a category another record names (a coupon's scope, a procurement demand). */
  CATEGORY_IN_USE: {
    status: STATUS.CONFLICT,
    msg: (p: { name: string }) => `「${p.name}」仍被优惠券或采购需求使用，不能删除`,
  },
  /** An operator's move a product's state does not allow (PRODUCT_TRANSITIONS). */
  PRODUCT_STATE_CONFLICT: {
    status: STATUS.CONFLICT,
    msg: (p: { state: string; verb: string }) => `商品当前为「${p.state}」，不能${p.verb}`,
  },
  // ---------------------------------------------------------------- sellers: 入驻 and suspension (DESIGN-OPERATE §A, §B)
  /** The buyer already has an application waiting for review (one open application per buyer). */
  SELLER_APPLICATION_OPEN: { status: STATUS.CONFLICT, msg: '您已有待审核的入驻申请，请耐心等待审核结果' },
  /** No application has this id. */
  SELLER_APPLICATION_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '入驻申请不存在' },
  /** Approving or rejecting an application another operator already decided. */
  SELLER_APPLICATION_DECIDED: { status: STATUS.CONFLICT, msg: '该入驻申请已审核，请刷新列表' },
  /** A category the application names is not in the mall's tree. */
  SELLER_APPLICATION_CATEGORY: { status: STATUS.NOT_FOUND, msg: '主营类目不存在', field: 'categoryIds' },
  /** No seller has this id. */
  SELLER_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '商家不存在' },
  /** Suspending a seller who is suspended already. */
  SELLER_ALREADY_SUSPENDED: { status: STATUS.CONFLICT, msg: '该商家已被暂停' },
  /** Resuming a seller who is not suspended. */
  SELLER_NOT_SUSPENDED: { status: STATUS.CONFLICT, msg: '该商家未被暂停' },
  /** A suspended seller putting a product on sale: the shelves stay empty until the platform resumes it. */
  SELLER_SUSPENDED: { status: STATUS.CONFLICT, msg: '店铺已被平台暂停经营，暂不能上架商品' },
  /** A seller's new password is its old (one-time) one again. */
  PASSWORD_UNCHANGED: { status: STATUS.BAD_PAYLOAD, msg: '新密码不能与原密码相同', field: 'newPassword' },
  // ---------------------------------------------------------------- account
  /** Login (or a sign-in code) of a buyer account the platform disabled: the operator's reason. */
  USER_DISABLED: {
    status: STATUS.CONFLICT,
    msg: (p: { reason: string }) => `账号已被平台停用：${p.reason}。如有疑问请联系客服`,
  },
  /** Login with an unknown account or a wrong password. */
  BAD_CREDENTIALS: { status: STATUS.BAD_CREDENTIALS, msg: STATUS_MSG[STATUS.BAD_CREDENTIALS] ?? '' },
  /** A password change with a wrong original password. */
  WRONG_OLD_PASSWORD: { status: STATUS.WRONG_OLD_PASSWORD, msg: STATUS_MSG[STATUS.WRONG_OLD_PASSWORD] ?? '' },
  /** The signed-in account, or the account looked up by name, does not exist. */
  USER_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '用户不存在' },
  /** Registration with a username somebody already has. */
  USERNAME_TAKEN: { status: STATUS.ALREADY_EXISTS, msg: '用户名已存在' },
  /** Registration with a phone number that already has an account. */
  PHONE_REGISTERED: { status: STATUS.ALREADY_EXISTS, msg: '该手机号已注册' },
  /** Two registrations raced for one username or phone and this one lost (the database's unique index). */
  ACCOUNT_EXISTS: { status: STATUS.ALREADY_EXISTS, msg: STATUS_MSG[STATUS.ALREADY_EXISTS] ?? '' },
  /** Too many wrong passwords for this account from this address. */
  LOGIN_ACCOUNT_THROTTLED: {
    status: STATUS.TOO_MANY,
    msg: '密码错误次数过多，该账号在当前网络已暂停登录，请15分钟后再试',
  },
  /** Too many wrong passwords from this address, whichever accounts. */
  LOGIN_IP_THROTTLED: { status: STATUS.TOO_MANY, msg: '当前网络登录失败次数过多，请15分钟后再试' },
  /** More logins at once than the password-hashing pool queues (DESIGN.md §6): try again shortly. */
  PASSWORD_QUEUE_FULL: { status: STATUS.TOO_MANY, msg: '登录请求过多，请稍后再试' },
  /** Too many code checks, account lookups or password changes from one address or account. */
  ACCOUNT_TRIES_THROTTLED: { status: STATUS.TOO_MANY, msg: '操作过于频繁，请15分钟后再试' },
  /** Registration agreed to a privacy policy version that is not the current one (a stale form). */
  PRIVACY_VERSION_STALE: { status: STATUS.CONFLICT, msg: '隐私政策已更新，请刷新页面后重新阅读并同意' },
  /** A one-time sign-in code that is unknown, already used or expired. */
  AUTH_CODE_INVALID: { status: STATUS.CONFLICT, msg: '登录授权码无效或已过期，请重新发起登录' },

  // ---------------------------------------------------------------- SMS codes
  /** The code is wrong, expired, or was never sent to this phone for this purpose. */
  SMS_CODE_INVALID: { status: STATUS.CONFLICT, msg: '验证码错误或已过期' },
  /** The code was guessed wrong too often: it is void, a new one must be requested. */
  SMS_CODE_TRIES_EXHAUSTED: { status: STATUS.CONFLICT, msg: '验证码错误次数过多，请重新获取' },
  /** The code was right but another request used it up first. */
  SMS_CODE_USED: { status: STATUS.CONFLICT, msg: '验证码已使用，请重新获取' },
  /** Too many codes requested from this address. */
  SMS_IP_THROTTLED: { status: STATUS.TOO_MANY, msg: '验证码发送过于频繁，请稍后再试' },
  /** A new code for the same phone within a minute of the last one. */
  SMS_COOLDOWN: { status: STATUS.TOO_MANY, msg: '验证码发送过于频繁，请60秒后再试' },
  /** The phone's codes for today are used up. */
  SMS_DAILY_LIMIT: { status: STATUS.TOO_MANY, msg: '该手机号今日验证码次数已达上限' },
  /** This address asked for this phone's codes of one purpose too often today (other addresses still may). */
  SMS_PHONE_IP_DAILY_LIMIT: {
    status: STATUS.TOO_MANY,
    msg: '当前网络今日为该手机号获取验证码的次数已达上限，请明天再试',
  },
  /**
   * The SMS provider (Aliyun, Tencent Cloud) refused or did not answer: nothing was spent, the
   * cooldown and daily counts were given back, so the buyer may try again at once.
   */
  SMS_SEND_FAILED: { status: STATUS.UNAVAILABLE, msg: '短信发送失败，请稍后重试' },

  // ---------------------------------------------------------------- catalogue and shops
  /** The product does not exist or is off sale (both look the same to a buyer). */
  PRODUCT_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '商品不存在或已下架' },
  /** The seller's 上架 of a product the platform took down (平台下架): only an operator restores it. */
  PRODUCT_TAKEN_DOWN: {
    status: STATUS.CONFLICT,
    msg: (p: { reason: string }) => `该商品已被平台下架（${p.reason}），不能自行上架，请联系平台`,
  },
  /** The seller's 上架 or 下架 of a product not approved yet (草稿, 待审核, 已驳回). */
  PRODUCT_NOT_APPROVED: {
    status: STATUS.CONFLICT,
    msg: (p: { state: string }) => `商品当前为「${p.state}」，审核通过后才能上下架`,
  },
  /** Editing, or submitting again, a listing (or its revision) that waits for review: withdraw it first. */
  LISTING_PENDING: { status: STATUS.CONFLICT, msg: '商品正在审核中，请先撤回审核再编辑' },
  /** A listing's category is not a leaf of the mall's tree (or does not exist). */
  LISTING_CATEGORY_NOT_LEAF: { status: STATUS.BAD_PAYLOAD, msg: '请选择最末级的商品分类', field: 'categoryId' },
  /** A revision of an approved product renames or drops a spec dimension. */
  LISTING_SPECS_CHANGED: {
    status: STATUS.CONFLICT,
    msg: '已审核商品的规格名称和顺序不能修改，可以新增规格值',
    field: 'specs',
  },
  /** A revision of an approved product drops a SKU buyers may hold in carts and orders. */
  LISTING_SKU_REMOVED: {
    status: STATUS.CONFLICT,
    msg: (p: { sku: string }) => `已审核商品的SKU「${p.sku}」不能删除，可以把它的库存设为0`,
    field: 'skus',
  },
  /** Submitting a product (or revision) that has nothing to submit in its state. */
  LISTING_NOTHING_TO_SUBMIT: {
    status: STATUS.CONFLICT,
    msg: (p: { state: string }) => `商品当前为「${p.state}」，没有需要提交审核的内容`,
  },
  /** Approving or rejecting what the reviewer read, after the seller withdrew and changed it. */
  LISTING_CHANGED: { status: STATUS.CONFLICT, msg: '商家已修改了该商品，请刷新后重新审核' },
  /** Withdrawing a listing that is not waiting for review. */
  LISTING_NOT_PENDING: { status: STATUS.CONFLICT, msg: '商品不在审核中，无需撤回' },
  /** Deleting a product that was approved once (it stays, off sale), or a revision that waits for review. */
  LISTING_REMOVE_REFUSED: {
    status: STATUS.CONFLICT,
    msg: (p: { state: string }) => `商品当前为「${p.state}」，不能删除`,
  },
  /** A CSV import that cannot be read at all (not CSV, no header, a column missing, too many rows). */
  LISTING_IMPORT_UNREADABLE: {
    status: STATUS.BAD_PAYLOAD,
    msg: (p: { reason: string }) => `导入文件无法读取：${p.reason}`,
    field: 'file',
  },
  /** No standard of the product has exactly the chosen spec values. */
  SPEC_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '该规格不存在' },
  /** The standard does not exist or belongs to another product. */
  STANDARD_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '商品规格不存在' },
  /** The category does not exist (in the mall's tree, or in this shop's). */
  CATEGORY_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '分类不存在' },
  /** No shop has this seller id. */
  SHOP_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '店铺不存在' },
  // ---------------------------------------------------------------- conversations (DESIGN-OPERATE §J)
  /** No conversation of the caller's (buyer or shop) has this id: another party's answers the same. */
  CHAT_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '会话不存在' },
  /** No message the caller may read has this id (a report of another conversation's message). */
  CHAT_MESSAGE_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '消息不存在' },
  /** A sender over CHAT_SEND_MAX messages in the window (a flood). */
  CHAT_TOO_FAST: { status: STATUS.TOO_MANY, msg: '发送太频繁，请稍后再试' },
  /** A buyer opening conversations with more than CHAT_OPEN_PER_HOUR new shops within the hour. */
  CHAT_OPEN_THROTTLED: { status: STATUS.TOO_MANY, msg: '咨询的店铺过多，请稍后再试' },
  /** Too many community posts from one member within the hour. */
  COMMUNITY_POST_THROTTLED: { status: STATUS.TOO_MANY, msg: '发布太频繁，请稍后再试' },

  // ---------------------------------------------------------------- cart
  /** Adding to the cart, or changing the number of, a product taken off sale. */
  PRODUCT_OFF_SALE: { status: STATUS.CONFLICT, msg: '商品已下架' },
  /** The standard has no stock left at all. */
  SOLD_OUT: { status: STATUS.CONFLICT, msg: '该规格已售罄' },
  /** Adding more than the stock leaves room for beside what the cart already holds. */
  CART_STOCK_ROOM: {
    status: STATUS.CONFLICT,
    msg: (p: { room: number }) => `库存不足，最多还能加入${p.room}件`,
  },
  /** Adding to an entry that already holds all the stock there is. */
  CART_HOLDS_ALL_STOCK: {
    status: STATUS.CONFLICT,
    msg: (p: { inCart: number }) => `库存不足，购物车中已有${p.inCart}件`,
  },
  /** Raising an entry's number beyond the stock. */
  CART_NUMBER_OVER_STOCK: {
    status: STATUS.CONFLICT,
    msg: (p: { stock: number }) => `库存不足，最多可购买${p.stock}件`,
  },
  /** Adding to (or raising) a cart entry beyond the product's 限购 (DESIGN-OPERATE §G). */
  CART_PURCHASE_LIMIT: {
    status: STATUS.CONFLICT,
    msg: (p: { limit: number; inCart: number }) =>
      p.inCart > 0 ? `该商品每人限购${p.limit}件，购物车中已有${p.inCart}件` : `该商品每人限购${p.limit}件`,
  },
  /** One entry may hold at most MAX_LINE_NUMBER units. */
  LINE_NUMBER_LIMIT: { status: STATUS.CONFLICT, msg: `单个商品最多购买${MAX_LINE_NUMBER}件` },
  /** The cart holds CART_LIMIT different standards already. */
  CART_FULL: { status: STATUS.CONFLICT, msg: `购物车最多放${CART_LIMIT}种商品，请先结算或删除一些` },
  /** The entry is not in this buyer's cart. */
  CART_ENTRY_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '购物车中没有这件商品' },
  /** Checking out entries that left the cart meanwhile (another tab, a double submit). */
  CART_ENTRY_STALE: { status: STATUS.NOT_FOUND, msg: '购物车中没有这件商品，请刷新购物车' },

  // ---------------------------------------------------------------- addresses
  /** The address is not one of this buyer's. */
  ADDRESS_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '收货地址不存在' },
  /** A buyer keeps at most ADDRESS_LIMIT addresses. */
  ADDRESS_LIMIT: { status: STATUS.CONFLICT, msg: `最多保存${ADDRESS_LIMIT}个收货地址` },

  // ---------------------------------------------------------------- invoice titles
  /** The invoice title is not one of this buyer's. */
  INVOICE_TITLE_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '发票抬头不存在' },
  /** A buyer keeps at most INVOICE_TITLE_LIMIT invoice titles. */
  INVOICE_TITLE_LIMIT: { status: STATUS.CONFLICT, msg: `最多保存${INVOICE_TITLE_LIMIT}个发票抬头` },

  // ---------------------------------------------------------------- orders
  /** The order does not exist or is not the caller's. */
  ORDER_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '订单不存在' },
  /** The order line does not exist, is not in the caller's order, or is not of the named product. */
  ORDER_ITEM_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '订单商品不存在' },
  /** A coupon named on a checkout is not the buyer's, is used (or used by a racing order), or has expired. */
  COUPON_UNAVAILABLE: { status: STATUS.CONFLICT, msg: '优惠券不存在或不可用' },
  /** A line of the checkout is a product taken off sale. */
  ORDER_PRODUCT_OFF_SALE: { status: STATUS.CONFLICT, msg: (p: { title: string }) => `「${p.title}」已下架` },
  /** A line of the checkout wants more than the stock left. */
  STOCK_SHORT: { status: STATUS.CONFLICT, msg: (p: { title: string }) => `「${p.title}」库存不足` },
  /** A seller's 出库 would take a standard's stock below 0 (orders may have taken units meanwhile). */
  STOCK_ADJUST_NEGATIVE: {
    status: STATUS.CONFLICT,
    msg: (p: { stock: number }) => `库存不足以扣减，当前库存 ${p.stock} 件`,
  },
  /**
   * The buyer's unpaid units of one standard (all their 待付款 orders) plus this order's would pass
   * the product's 限购 (DESIGN-OPERATE §G: stock hoarding by one account).
   */
  PURCHASE_LIMIT: {
    status: STATUS.CONFLICT,
    msg: (p: { title: string; limit: number; unpaid: number }) =>
      `「${p.title}」每人限购${p.limit}件，您已有${p.unpaid}件待付款`,
  },
  /** The buyer holds too many unpaid orders (stock hoarding, DESIGN.md §6). */
  TOO_MANY_UNPAID_ORDERS: { status: STATUS.CONFLICT, msg: '待付款订单过多，请先支付或取消订单' },
  /** The order's state does not allow the action (the order transition table says no). */
  ORDER_STATE_FORBIDS: {
    status: STATUS.CONFLICT,
    msg: (p: { orderNo: string; status: number; action: TOrderAction }) =>
      `订单${p.orderNo}当前为「${ORDER_STATUS_TEXT[p.status as TOrderStatus] ?? ''}」，不能${ORDER_ACTION_VERB[p.action]}`,
  },
  /** Paying an order whose pay deadline has passed. */
  ORDER_EXPIRED: { status: STATUS.CONFLICT, msg: (p: { orderNo: string }) => `订单${p.orderNo}已超时，请重新下单` },
  /** Shipping an order while a request of one of its lines is open (DESIGN-OPERATE §I): handle it first. */
  AFTER_SALES_OPEN: { status: STATUS.CONFLICT, msg: '该订单有进行中的售后申请，请先处理售后再发货' },
  /** An order changed state between the check and the payment's guarded write (a race). */
  ORDER_CHANGED: { status: STATUS.CONFLICT, msg: '订单状态已变化，请刷新后重试' },

  // ---------------------------------------------------------------- payment and AI币
  /** Online payment is switched off on this instance (PAY_SANDBOX). */
  GATEWAY_OFF: { status: STATUS.CONFLICT, msg: '在线支付暂未开通，请使用AI币支付' },
  /** The chosen channel (alipay, wechat) is not on here: its settings are incomplete. */
  CHANNEL_OFF: {
    status: STATUS.CONFLICT,
    msg: (p: { channel: string }) => `${p.channel}暂未开通，请选择其他支付方式`,
  },
  /** The gateway did not take the payment or refund now (unreachable, or its refusal); nothing was charged. */
  GATEWAY_FAILED: { status: STATUS.UNAVAILABLE, msg: '支付渠道暂时无法响应，请稍后重试或换一种支付方式' },
  /** The payment does not exist or is not the caller's. */
  PAYMENT_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '支付单不存在' },
  /**
   * A gateway notify whose signature does not verify: not from the gateway, so answered like a payment
   * nobody knows (404), never a schema failure — the payload itself is well formed.
   */
  PAYMENT_SIGN_INVALID: { status: STATUS.NOT_FOUND, msg: '支付通知签名无效' },
  /** A gateway notify whose amount differs from the payment's. */
  PAYMENT_AMOUNT_MISMATCH: { status: STATUS.CONFLICT, msg: '支付金额与支付单不符' },
  /** Confirming at the cashier a payment that was closed (order cancelled or paid another way). */
  PAYMENT_CLOSED: { status: STATUS.CONFLICT, msg: '支付单已关闭，请回到商城重新发起支付' },
  /** Confirming at the cashier a payment past its expiry. */
  PAYMENT_EXPIRED: { status: STATUS.CONFLICT, msg: '支付单已过期，请回到商城重新发起支付' },
  /** A debit the AI币 balance cannot cover. */
  AI_COIN_BALANCE_SHORT: { status: STATUS.CONFLICT, msg: 'AI币余额不足，请先充值' },

  // ---------------------------------------------------------------- uploads
  /** The file's bytes are not a JPG, PNG, WebP image or a PDF (whatever its name or declared type says), or a PDF a PDF library cannot read through. */
  UPLOAD_TYPE_REFUSED: {
    status: STATUS.BAD_PAYLOAD,
    msg: '参数解析失败：file 只能上传 JPG、PNG、WebP 图片或 PDF 文件',
  },
  /** The file is over its kind's size limit. */
  UPLOAD_TOO_LARGE: {
    status: STATUS.BAD_PAYLOAD,
    msg: '参数解析失败：file 文件过大（图片不超过5MB，PDF不超过10MB）',
  },
  /** The image's sides or pixel count are over the limits (decompression bombs). */
  UPLOAD_IMAGE_TOO_BIG: {
    status: STATUS.BAD_PAYLOAD,
    msg: '参数解析失败：file 图片尺寸过大（长宽各不超过8000像素）',
  },
  /** The file name holds a path, control characters or nothing usable. */
  UPLOAD_BAD_NAME: { status: STATUS.BAD_PAYLOAD, msg: '参数解析失败：file 文件名不合法' },
  /** The PDF carries JavaScript, embedded files or automatic actions (anywhere: object streams and incremental updates included). */
  UPLOAD_PDF_ACTIVE: {
    status: STATUS.BAD_PAYLOAD,
    msg: '参数解析失败：file PDF 不能包含脚本、附件或自动动作',
  },
  /** Too many uploads from one account within the hour. */
  UPLOAD_THROTTLED: { status: STATUS.TOO_MANY, msg: '上传过于频繁，请稍后再试' },
  /** The file store (object storage, STORAGE=s3) does not answer now: nothing was stored, the rest of the mall serves on. */
  STORAGE_UNAVAILABLE: { status: STATUS.UNAVAILABLE, msg: '文件存储暂时不可用，请稍后重试' },
  /** A payload names a picture (or, for attachments, a file) that is not one of the caller's uploads. */
  UPLOAD_NOT_OWNED: {
    status: STATUS.NOT_FOUND,
    msg: (p: { field: string; what?: '图片' | '文件' }) => `${p.what ?? '图片'}不存在或不是本人上传的`,
    field: (p: { field: string }) => p.field,
  },

  // ---------------------------------------------------------------- reviews
  /** Reviewing a line of an order not yet received (status ≠ 3). */
  REVIEW_NOT_RECEIVED: { status: STATUS.CONFLICT, msg: '确认收货后才能评价该商品' },
  /** The order line has a review already (also the loser of a double submit). */
  REVIEW_EXISTS: { status: STATUS.ALREADY_EXISTS, msg: '该商品已评价，不能重复评价' },
  /** The review does not exist, is hidden, or is not of the named product (or of the seller's products). */
  REVIEW_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '评价不存在' },
  /** The seller replied to this review already (one seller reply per review). */
  REVIEW_ALREADY_REPLIED: { status: STATUS.ALREADY_EXISTS, msg: '已回复过该评价' },
  /** Too many replies from one buyer within the hour. */
  REVIEW_REPLY_THROTTLED: { status: STATUS.TOO_MANY, msg: '回复太频繁，请稍后再试' },

  // ---------------------------------------------------------------- after-sales
  /** The request does not exist or is not the caller's (buyer) or on the caller's orders (seller). */
  RETURN_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '售后申请不存在' },
  /** Applying on an order that is not paid, shipped or received. */
  RETURN_ORDER_STATE: {
    status: STATUS.CONFLICT,
    msg: (p: { orderNo: string; status: number }) =>
      `订单${p.orderNo}当前为「${ORDER_STATUS_TEXT[p.status as TOrderStatus] ?? ''}」，不能申请售后`,
  },
  /** 退货退款 or 换货 on an order not yet shipped. */
  RETURN_TYPE_NOT_ALLOWED: { status: STATUS.CONFLICT, msg: '商品尚未发货，只能申请仅退款' },
  /** Applying after the window (AFTER_SALES_DAYS after receipt; NO_REASON_DAYS for 七天无理由退货). */
  RETURN_WINDOW_CLOSED: {
    status: STATUS.CONFLICT,
    msg: (p: { days: number }) => `已超过售后期限（确认收货后${p.days}天内可申请）`,
  },
  /** The line's latest request is still open (1, 2, 3), also the loser of a double submit. */
  RETURN_ALREADY_OPEN: { status: STATUS.CONFLICT, msg: '该商品已有进行中的售后申请' },
  /** Asking for more units than the line has left to return. */
  RETURN_NUMBER_OVER: {
    status: STATUS.CONFLICT,
    msg: (p: { max: number }) => `申请数量超过可售后数量（最多${p.max}件）`,
  },
  /** The request's state does not allow the action (the after-sales transition table says no). */
  RETURN_STATE_FORBIDS: {
    status: STATUS.CONFLICT,
    msg: (p: { returnStatus: number; returnAction: TReturnAction }) =>
      `售后申请当前为「${RETURN_STATUS_TEXT[p.returnStatus as TReturnStatus] ?? ''}」，不能${RETURN_ACTION_VERB[p.returnAction]}`,
  },
  /**
   * 申请平台介入 refused: the request is not rejected, is a 换货, was appealed already, or the line has a
   * later request.
   */
  RETURN_APPEAL_NOT_ALLOWED: {
    status: STATUS.CONFLICT,
    msg: (p: { why: 'notRejected' | 'exchange' | 'appealed' | 'superseded' }) =>
      ({
        notRejected: '只有被商家拒绝的售后申请可以申请平台介入',
        exchange: '换货申请不能申请平台介入，请重新申请售后',
        appealed: '每个售后申请只能申请一次平台介入',
        superseded: '该商品已有更新的售后申请，不能再对此申请平台介入',
      })[p.why],
  },
  /** Applying again while the platform handles the appeal of the line's rejected request. */
  RETURN_APPEAL_PENDING: { status: STATUS.CONFLICT, msg: '平台正在处理该商品的售后申诉，请等待处理结果' },
  /** 换货 naming a standard that is not of the line's product, or not on sale. */
  EXCHANGE_STANDARD_UNAVAILABLE: { status: STATUS.CONFLICT, msg: '所选换货规格不可用' },
  /** The return address does not exist or is another seller's. */
  RETURN_ADDRESS_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '退货地址不存在' },
  /** A seller keeps at most RETURN_ADDRESS_LIMIT return addresses. */
  RETURN_ADDRESS_LIMIT: { status: STATUS.CONFLICT, msg: `最多保存${RETURN_ADDRESS_LIMIT}个退货地址` },
  /** Approving a 退货退款 / 换货 while the seller keeps no return address. */
  RETURN_ADDRESS_MISSING: { status: STATUS.CONFLICT, msg: '请先添加退货地址' },
  /** A refund that would take the order's refunds past what was paid for it. */
  REFUND_EXCEEDS_PAID: { status: STATUS.CONFLICT, msg: '退款金额超过订单实付金额' },

  // ---------------------------------------------------------------- procurement
  /** The demand does not exist, is a draft of somebody else, or (seller) is not open to this seller. */
  DEMAND_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '采购需求不存在' },
  /** Editing a demand that is settled, closed or past its quote deadline. */
  DEMAND_NOT_EDITABLE: {
    status: STATUS.CONFLICT,
    msg: (p: { demandStatus: number }) =>
      `采购需求当前为「${DEMAND_STATUS_TEXT[p.demandStatus as TDemandStatus] ?? ''}」，不能修改`,
  },
  /** Editing a published demand that a seller has quoted (also the loser of an edit racing a quote). */
  DEMAND_HAS_QUOTES: { status: STATUS.CONFLICT, msg: '已有商家报价，采购需求不能再修改' },
  /** Closing a demand that is settled or closed already. */
  DEMAND_NOT_CLOSABLE: {
    status: STATUS.CONFLICT,
    msg: (p: { demandStatus: number }) =>
      `采购需求当前为「${DEMAND_STATUS_TEXT[p.demandStatus as TDemandStatus] ?? ''}」，不能关闭`,
  },
  /** Quoting on a demand that is settled or closed. */
  DEMAND_NOT_QUOTABLE: {
    status: STATUS.CONFLICT,
    msg: (p: { demandStatus: number }) =>
      `采购需求当前为「${DEMAND_STATUS_TEXT[p.demandStatus as TDemandStatus] ?? ''}」，不能报价`,
  },
  /** A quote (new or revised) after the demand's quote deadline. */
  QUOTE_LATE: { status: STATUS.CONFLICT, msg: '报价已截止，不能再报价或修改报价' },
  /** A quote that does not price every item of the demand exactly once. */
  QUOTE_ITEMS_MISMATCH: {
    status: STATUS.CONFLICT,
    msg: '须为每一项采购物品报价',
    field: 'items',
  },
  /** The quote does not exist or is not on one of the caller's demands. */
  QUOTE_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '报价不存在' },
  /** Settling a quote past its validity. */
  QUOTE_EXPIRED: { status: STATUS.CONFLICT, msg: '该报价已过有效期，请选择其他报价' },
  /** Settling a demand settled already (a double click, or the loser of two settlements racing). */
  DEMAND_SETTLED: { status: STATUS.CONFLICT, msg: '该采购需求已成交，不能重复下单' },
  /** Settling a quote of a closed demand. */
  DEMAND_CLOSED: { status: STATUS.CONFLICT, msg: '该采购需求已关闭，不能下单' },
  /**
   * Settling with a `total` that is not the quote's total now: the seller revised it after the buyer
   * looked (or the page is stale). Nothing is settled; the buyer sees the new total and confirms again.
   */
  QUOTE_CHANGED: {
    status: STATUS.CONFLICT,
    msg: (p: { total: number }) => `报价已更新为¥${formatYuan(p.total)}，请确认后再成交`,
  },
  /** More than DEMANDS_PER_HOUR demands published by one buyer within an hour (a draft counts when published). */
  DEMAND_THROTTLED: {
    status: STATUS.TOO_MANY,
    msg: `发布采购需求太频繁，每小时最多发布${DEMANDS_PER_HOUR}条，请稍后再试`,
  },

  // ---------------------------------------------------------------- coupons
  /** Claiming an offer that does not exist or is not on offer now. */
  COUPON_OFFER_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '优惠券活动不存在或已结束' },
  /** Claiming an offer whose coupons are all claimed (the loser of the race for the last one too). */
  COUPON_SOLD_OUT: { status: STATUS.CONFLICT, msg: '优惠券已抢光' },
  /** Claiming more of an offer than one buyer may hold. */
  COUPON_LIMIT_REACHED: { status: STATUS.CONFLICT, msg: (p: { max: number }) => `每人限领${p.max}张，您已领取` },
  /** A coupon on a checkout fits none of its seller orders (scope or threshold), or two coupons want one order. */
  COUPON_NOT_APPLICABLE: { status: STATUS.CONFLICT, msg: '优惠券不满足使用条件' },
  /** The seller stops an offer that has already ended (past its end, or stopped before). */
  COUPON_OFFER_ENDED: { status: STATUS.CONFLICT, msg: '该优惠券已结束发放' },

  // ---------------------------------------------------------------- freight
  /** Another seller's or an unknown freight template (on update, remove or a product's choice). */
  FREIGHT_TEMPLATE_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '运费模板不存在' },
  /** Removing a template a product still names (the seller chooses another for those products first). */
  FREIGHT_TEMPLATE_IN_USE: { status: STATUS.CONFLICT, msg: '有商品正在使用该运费模板，请先更换' },

  // ---------------------------------------------------------------- news
  /** The article does not exist or is not published. */
  NEWS_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '资讯不存在' },
  /** A console call naming a news column that does not exist. */
  NEWS_COLUMN_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '资讯栏目不存在', field: 'columnId' },
  /** Removing a column that still holds articles (move or remove them first). */
  NEWS_COLUMN_IN_USE: { status: STATUS.CONFLICT, msg: '该栏目下还有资讯，请先移走或删除' },
  /** A column name another column has. */
  NEWS_COLUMN_EXISTS: { status: STATUS.ALREADY_EXISTS, msg: '栏目名称已存在', field: 'name' },
  /** A home position item naming a product that does not exist or is off sale. */
  HOME_PRODUCT_NOT_FOUND: {
    status: STATUS.NOT_FOUND,
    msg: (p: { field: string; title?: string }) => `${p.title ? `「${p.title}」` : ''}商品不存在或已下架`,
    field: (p: { field: string }) => p.field,
  },

  // ---------------------------------------------------------------- member corner
  /** Marking read a message that does not exist or is another buyer's. */
  MESSAGE_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '消息不存在' },
  /** More feedback from one buyer within an hour than FEEDBACK_PER_HOUR. */
  FEEDBACK_THROTTLED: { status: STATUS.TOO_MANY, msg: '反馈太频繁，请稍后再试' },
  // ---------------------------------------------------------------- plans
  /** The plan does not exist, or (update, delete) it is somebody else's. */
  PLAN_NOT_FOUND: { status: STATUS.NOT_FOUND, msg: '方案不存在' },
  /** The body has under PLAN_BODY_TEXT_MIN characters of text once sanitized (markup that cannot be kept counts nothing). */
  PLAN_BODY_EMPTY: {
    status: STATUS.BAD_PAYLOAD,
    msg: (p: { min: number }) => `参数解析失败：data.htmlCode 方案详情至少${p.min}个字`,
    field: 'htmlCode',
  },
  /** More than PLANS_PER_HOUR plans published by one buyer within an hour. */
  PLAN_THROTTLED: { status: STATUS.TOO_MANY, msg: '发布太频繁，请稍后再试' },
  /** A line of the bill of materials names a product that is gone or off sale, or a standard not its own. */
  PLAN_PRODUCT_INVALID: {
    status: STATUS.NOT_FOUND,
    msg: (_p: { field: string }) => '商品不存在、已下架或规格不符',
    field: (p: { field: string }) => p.field,
  },

  // ---------------------------------------------------------------- privacy (account deletion)
  /** Deletion asked while an order of the buyer is 待付款, 待发货 or 待收货. */
  ACCOUNT_DELETE_ORDERS_OPEN: { status: STATUS.CONFLICT, msg: '您有未完成的订单，请在订单完成或取消后再注销账号' },
  /** Deletion asked while an after-sales request of the buyer is being handled. */
  ACCOUNT_DELETE_AFTER_SALES_OPEN: { status: STATUS.CONFLICT, msg: '您有处理中的售后申请，请在售后完成后再注销账号' },
  /** Deletion asked while the AI币 balance is above 0 (stored value the buyer would lose). */
  ACCOUNT_DELETE_BALANCE_POSITIVE: { status: STATUS.CONFLICT, msg: '您的AI币余额大于0，请先用完余额再注销账号' },
  /** Deletion asked again while one is already waiting out its cooling-off. */
  ACCOUNT_DELETE_PENDING: { status: STATUS.CONFLICT, msg: '注销申请已提交，请勿重复提交' },
  /** A wrong login password on the deletion form. */
  ACCOUNT_DELETE_WRONG_PASSWORD: { status: STATUS.WRONG_OLD_PASSWORD, msg: '登录密码错误' },
  /** More data exports by one buyer within an hour than EXPORTS_PER_HOUR. */
  EXPORT_THROTTLED: { status: STATUS.TOO_MANY, msg: '导出太频繁，请稍后再试' },

  // ---------------------------------------------------------------- client log
  /** Too many client error reports from one address. */
  CLIENT_LOG_THROTTLED: { status: STATUS.TOO_MANY, msg: '错误报告过于频繁，请稍后再试' },
});

export type TAppErrorName = keyof typeof APP_ERRORS;

type TMsgOf<N extends TAppErrorName> = (typeof APP_ERRORS)[N]['msg'];

/** The arguments after the name: the params when the message has values, nothing otherwise. */
export type TAppErrorArgs<N extends TAppErrorName> = TMsgOf<N> extends (params: infer P) => string ? [params: P] : [];

/** The names whose message is a fixed text (no params). */
export type TPlainAppErrorName = { [N in TAppErrorName]: TAppErrorArgs<N> extends [] ? N : never }[TAppErrorName];

/** The message of a named error, its params filled in. */
export function appErrorMsg<N extends TAppErrorName>(name: N, ...args: TAppErrorArgs<N>): string {
  const msg: TAppErrorSpec['msg'] = APP_ERRORS[name].msg;
  return typeof msg === 'function' ? (msg as (params: unknown) => string)(args[0]) : msg;
}

/** The payload field a named 407 is about (its path inside `data`), or undefined when it names none. */
export function appErrorField<N extends TAppErrorName>(name: N, ...args: TAppErrorArgs<N>): string | undefined {
  const field: TAppErrorSpec['field'] = (APP_ERRORS[name] as TAppErrorSpec).field;
  return typeof field === 'function' ? (field as (params: unknown) => string)(args[0]) : field;
}
