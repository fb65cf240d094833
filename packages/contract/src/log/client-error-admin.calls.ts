import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { zOptionalPayload } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { CLIENT_ERROR_KINDS, type TClientErrorKind } from './log.calls.js';

/** One error of the web app as operators read it: one row per fingerprint, counted (TClientErrorGroup). */
export interface TClientErrorGroup {
  id: number;
  fingerprint: string;
  kind: TClientErrorKind;
  message: string;
  stack: string;
  /** The page of the latest report (credentials scrubbed). */
  route: string;
  /** The web build of the latest report. */
  version: string;
  userAgent: string;
  count: number;
  firstSeen: number;
  lastSeen: number;
}

export const ZClientErrorGroup = z.strictObject({
  id: z.number().int(),
  fingerprint: z.string(),
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string(),
  stack: z.string(),
  route: z.string(),
  version: z.string(),
  userAgent: z.string(),
  count: z.number().int(),
  firstSeen: z.number(),
  lastSeen: z.number(),
});

/** The console's 前端错误 (every role reads it). */
export const adminClientErrorCalls = {
  /** Grouped by fingerprint, the most recently seen first; `keyword` searches message, route and stack. */
  list: defineCall({
    path: '/admin/api/clientError/list.json',
    request: zOptionalPayload(
      z.strictObject({
        page: zPage,
        limit: zLimit(20),
        keyword: z.string().trim().max(100, '关键词最多100个字').optional(),
      }),
    ),
    auth: 'admin',
    paged: true,
    response: answer<TClientErrorGroup[]>()(z.array(ZClientErrorGroup)),
    title: '前端错误',
  }),
};
