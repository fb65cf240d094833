import { z } from 'zod';
import { zAdminReason } from '../admin/admin.calls.js';
import { OPERATOR_ONLY } from '../admin/admin.rules.js';
import { answer, defineCall } from '../common/call.js';
import { zId } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { CONTENT_KINDS, CONTENT_STATUS } from './content.rules.js';

const zKind = z.enum(CONTENT_KINDS);

/** Who wrote a piece of content: a buyer, a shop (a reply), or a seeded post without an account. */
export const ZContentAuthor = z.strictObject({
  type: z.enum(['user', 'seller', 'guest']),
  /** The buyer's or the seller's id; 0 for a guest. */
  id: z.number().int(),
  name: z.string(),
});

/** One piece of content as the console lists it (TContentItem). */
export const ZContentItem = z.strictObject({
  kind: zKind,
  id: z.number().int(),
  author: ZContentAuthor,
  /** The text's first characters (a plan or demand: its title, then its summary). */
  excerpt: z.string(),
  /** What it is about: a review's product, a reply's review (and product), a demand itself. */
  target: z.strictObject({
    type: z.enum(['product', 'review', 'plan', 'demand', 'none']),
    id: z.number().int(),
    title: z.string(),
  }),
  createdAt: z.number(),
  hidden: z.boolean(),
  /** The operator's reason ('' while shown). */
  hiddenReason: z.string(),
  hiddenAt: z.number().nullable(),
});
export type TContentItem = z.output<typeof ZContentItem>;

export const ZContentRef = z.strictObject({ kind: zKind, id: zId });

/** The operators' moderation of what buyers and shops write (role operator). */
export const adminContentCalls = {
  list: defineCall({
    path: '/admin/api/content/list.json',
    request: z.strictObject({
      kind: zKind,
      status: z.union([z.literal(CONTENT_STATUS.SHOWN), z.literal(CONTENT_STATUS.HIDDEN)]).optional(),
      keyword: z.string().trim().max(50).optional(),
      page: zPage,
      limit: zLimit(),
    }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    paged: true,
    response: answer<TContentItem[]>()(z.array(ZContentItem)),
    title: '内容列表',
  }),
  /** Hides it from every public answer at once; the author gets a 消息 with the reason. Hiding it again changes nothing. */
  hide: defineCall({
    path: '/admin/api/content/hide.json',
    request: z.strictObject({ kind: zKind, id: zId, reason: zAdminReason }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '隐藏内容',
  }),
  /** Shows it again; restoring shown content changes nothing. */
  restore: defineCall({
    path: '/admin/api/content/restore.json',
    request: ZContentRef,
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '恢复内容',
  }),
};
