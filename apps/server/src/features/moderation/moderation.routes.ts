import { CALLS, CONTENT_KIND_TEXT, type TContentItem, type TContentKind } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { keywordTerms } from '../../lib/keyword-terms.js';
import type { TModerationFilter, TModerationResult } from '../../lib/moderation.js';
import { Paged, serveCall, type TCallContext } from '../../plugins/calls.js';
import { communityPostsForModeration, setCommunityPostHidden } from '../catalogue/portal.service.js';
import { chatForModeration, setChatMessageHidden } from '../chat/chat.service.js';
import { notifyContentModerated } from '../message/message.service.js';
import { plansForModeration, setPlanHidden } from '../plan/plan.service.js';
import { demandsForModeration, setDemandHidden } from '../procurement/procurement.service.js';
import { reviewsForModeration, setReplyHidden, setReviewHidden } from '../review/review.service.js';

type TList = (
  db: Kysely<DB>,
  f: TModerationFilter,
  page: number,
  limit: number,
) => Promise<{ items: TContentItem[]; total: number }>;
type TSetHidden = (db: Kysely<DB>, id: number, hide: { reason: string } | null) => Promise<TModerationResult>;

/** Each kind of content and the owning feature's service that lists and hides it (STYLE rule 14). */
const KINDS: Record<TContentKind, { list: TList; setHidden: TSetHidden }> = {
  review: { list: (db, f, p, l) => reviewsForModeration(db, 'review', f, p, l), setHidden: setReviewHidden },
  reply: { list: (db, f, p, l) => reviewsForModeration(db, 'reply', f, p, l), setHidden: setReplyHidden },
  plan: { list: plansForModeration, setHidden: setPlanHidden },
  community: { list: communityPostsForModeration, setHidden: setCommunityPostHidden },
  demand: { list: demandsForModeration, setHidden: setDemandHidden },
  chat: { list: chatForModeration, setHidden: setChatMessageHidden },
};

/**
 * The console's content moderation (DESIGN-OPERATE §A `content`, role operator). The tables stay with
 * their owners (review, plan, catalogue's community, procurement); this module only composes them:
 * hides or restores through the owner's service in the console's transaction, tells a buyer author
 * in 消息 in that transaction, records the audit, and drops every cached public answer (each of these
 * kinds shows in cached lists: plans, the community, product details and their review counts).
 */
export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  const C = CALLS.adminContent;

  serveCall(app, C.list, async (data, { db }) => {
    const hidden = data.status === undefined ? undefined : data.status === 1;
    const { items, total } = await KINDS[data.kind].list(
      db,
      { hidden, terms: keywordTerms(data.keyword) },
      data.page,
      data.limit,
    );
    return new Paged(items, total);
  });

  const move = async (
    ctx: TCallContext,
    ref: { kind: TContentKind; id: number },
    hide: { reason: string } | null,
  ): Promise<null> => {
    const now = Date.now();
    const result = await KINDS[ref.kind].setHidden(ctx.db, ref.id, hide);
    if (result.changed && result.authorUserId !== null) {
      await notifyContentModerated(
        ctx.db,
        {
          userId: result.authorUserId,
          kindText: CONTENT_KIND_TEXT[ref.kind],
          contentRef: `${ref.kind}:${ref.id}`,
          excerpt: result.excerpt,
          reason: hide?.reason ?? '',
          hidden: hide !== null,
          link: result.link,
        },
        now,
      );
    }
    ctx.audit({ targetType: ref.kind, targetId: ref.id, before: result.before, after: result.after });
    return null;
  };
  const contentChanged = { clears: true } as const;
  serveCall(app, C.hide, (data, ctx) => move(ctx, data, { reason: data.reason }), contentChanged);
  serveCall(app, C.restore, (data, ctx) => move(ctx, data, null), contentChanged);
}
