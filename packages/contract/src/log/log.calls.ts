import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { CLIENT_ERROR_CAPS } from './scrub.js';

/** What raised a client error report. */
export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'render', 'route'] as const;
export type TClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

const bounded = (max: number) => z.string().max(max, `最多${max}个字符`);

/**
 * An unhandled error of the web app (spec §8: in production it goes to an error-reporting log
 * store). Every field is bounded; the client scrubs credentials and personal data before sending
 * and the server scrubs again before storing.
 */
export const ZClientError = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS).default('error'),
  message: bounded(CLIENT_ERROR_CAPS.message).trim().min(1, '不能为空'),
  stack: bounded(CLIENT_ERROR_CAPS.stack).default(''),
  /** Path and query of the page (credential-like query values removed). */
  route: bounded(CLIENT_ERROR_CAPS.route).default(''),
  /** The build of the web app: package version + build id. */
  version: bounded(CLIENT_ERROR_CAPS.version).default(''),
  userAgent: bounded(CLIENT_ERROR_CAPS.userAgent).default(''),
});

export type TClientError = z.input<typeof ZClientError>;

export const logCalls = {
  /** Reports an unhandled error of the web app; no login, throttled per client address. */
  clientError: defineCall({
    path: '/log/api/clientError.json',
    request: ZClientError,
    response: answer<null>()(z.null()),
    title: '前端错误上报',
  }),
};
