import { FEEDBACK_STATUS_TEXT, FEEDBACK_TYPE_TEXT, type TAdminFeedback, type TFeedbackType } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { parseJsonList } from '../../lib/json-list.js';
import { excerptOf } from '../../lib/moderation.js';
import { notifyFeedbackReplied } from '../message/message.service.js';
import * as repo from './member.repository.js';

// Customer service answers buyers' feedback (DESIGN-OPERATE §A `feedback`).

export async function listFeedbackForAdmin(
  db: Kysely<DB>,
  q: { status?: 0 | 1 | undefined; type?: number | undefined; page: number; limit: number },
): Promise<{ items: TAdminFeedback[]; total: number }> {
  const replied = q.status === undefined ? undefined : q.status === 1;
  const { rows, total } = await repo.feedbackForAdmin(db, { replied, type: q.type }, (q.page - 1) * q.limit, q.limit);
  return {
    items: rows.map((r) => {
      const status = r.replied_at === null ? 0 : 1;
      return {
        id: r.id,
        userId: r.user_id,
        userName: r.nickname || r.username || '',
        type: r.type,
        typeText: `${FEEDBACK_TYPE_TEXT[r.type as TFeedbackType] ?? ''}`,
        content: r.content,
        contact: r.contact,
        images: parseJsonList(r.images),
        createdAt: Number(r.created_at),
        status,
        reply: r.reply,
        repliedAt: r.replied_at === null ? null : Number(r.replied_at),
        repliedBy: r.replied_by,
      } satisfies TAdminFeedback & { status: 0 | 1 };
    }),
    total,
  };
}

/** The status text a reply leads to (for the audit). */
const stateOf = (r: { replied_at: number | null; reply: string }) => ({
  status: FEEDBACK_STATUS_TEXT[r.replied_at === null ? 0 : 1],
  reply: r.reply,
});

/**
 * Answers a buyer's feedback, once, inside the console's transaction: the buyer reads the reply in 消息
 * (written in the same transaction). A second reply answers FEEDBACK_ALREADY_REPLIED.
 */
export async function replyToFeedback(
  db: Kysely<DB>,
  input: { id: number; content: string; adminName: string },
  now = Date.now(),
): Promise<{ before: unknown; after: unknown }> {
  const row = await repo.findFeedback(db, input.id);
  if (!row) throw appError('FEEDBACK_NOT_FOUND');
  if (!(await repo.replyFeedback(db, input.id, { content: input.content, at: now, by: input.adminName }))) {
    throw appError('FEEDBACK_ALREADY_REPLIED');
  }
  await notifyFeedbackReplied(db, {
    userId: row.user_id,
    feedbackId: row.id,
    excerpt: excerptOf(row.content, 20),
    reply: input.content,
  });
  return { before: stateOf(row), after: stateOf({ replied_at: now, reply: input.content }) };
}

/** How many feedbacks wait for a reply (the dashboard's 待回复反馈). */
export function countUnansweredFeedback(db: Kysely<DB>): Promise<number> {
  return repo.countUnansweredFeedback(db);
}
