/**
 * Account values the web shows and the server checks, without zod (re-exported by
 * `@mall/contract/wire`).
 */

/**
 * The version of the privacy policy (the help center's 隐私政策) a new account agrees to; registration
 * records it with its time (个人信息保护法). Raise it whenever the policy's text changes: a register
 * form still showing the old one is refused (409 `PRIVACY_VERSION_STALE`) until it is reloaded.
 */
export const PRIVACY_POLICY_VERSION = '2026-12-08';

/**
 * How long a one-time sign-in code (`createAuthCode`, then `exchangeAuthCode` on `/auth?code=…`)
 * lives: long enough to follow a link, too short to be worth stealing from a history or a log.
 */
export const AUTH_CODE_TTL_SECONDS = 60;
