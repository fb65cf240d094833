import { z } from 'zod';
import { SERVICE_ONLY } from '../admin/admin.rules.js';
import { answer, defineCall } from '../common/call.js';
import { zId } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { FEEDBACK_REPLY_MAX, type TFeedbackType } from './member.rules.js';

const zFeedbackType = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]) satisfies z.ZodType<TFeedbackType>;

/** A buyer's feedback as customer service sees it (TAdminFeedback). */
export const ZAdminFeedback = z.strictObject({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  type: z.number().int(),
  typeText: z.string(),
  content: z.string(),
  contact: z.string(),
  images: z.array(z.string()),
  createdAt: z.number(),
  status: z.union([z.literal(0), z.literal(1)]),
  reply: z.string(),
  repliedAt: z.number().nullable(),
  repliedBy: z.string(),
});
export type TAdminFeedback = z.output<typeof ZAdminFeedback>;

/** Customer service answers feedback (DESIGN-OPERATE §A `feedback`, role service). */
export const adminFeedbackCalls = {
  list: defineCall({
    path: '/admin/api/feedback/list.json',
    request: z.strictObject({
      status: z.union([z.literal(0), z.literal(1)]).optional(),
      type: zFeedbackType.optional(),
      page: zPage,
      limit: zLimit(),
    }),
    auth: 'admin',
    roles: SERVICE_ONLY,
    paged: true,
    response: answer<TAdminFeedback[]>()(z.array(ZAdminFeedback)),
    title: '意见反馈列表',
  }),
  /** The buyer reads the reply in 消息; feedback is answered once (a second reply: 409 FEEDBACK_ALREADY_REPLIED). */
  reply: defineCall({
    path: '/admin/api/feedback/reply.json',
    request: z.strictObject({
      id: zId,
      content: z.string().trim().min(1, '请填写回复内容').max(FEEDBACK_REPLY_MAX, `回复最多${FEEDBACK_REPLY_MAX}个字`),
    }),
    auth: 'admin',
    roles: SERVICE_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '回复意见反馈',
  }),
};
