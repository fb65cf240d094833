/** The seller workbench: its session and calls; only /seller pages import it. */

export { getSellerChatUnreadQueryOptions, useSellerChatUnread } from './api/get-chat-unread';
export { useSellerLoginHints } from './api/get-login-hints';
export { getProfileQueryOptions, useSellerProfile } from './api/get-profile';
export { getSummaryQueryOptions, SUMMARY_QUERY_KEY, useWorkbenchSummary } from './api/get-summary';
export { SELLER_QUERY_KEY } from './api/query-keys';
export { useSellerLogin } from './api/seller-login';
export { useSellerChatLive, useSellerChatSocket } from './chat-live';
export { useSellerSession } from './session';
export { requireSellerLogin, SELLER_TOKEN_KEY, sellerToken } from './token';
