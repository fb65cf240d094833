import {
  fenToYuan,
  PLAN_BODY_TEXT_MIN,
  PLANS_PER_HOUR,
  planBodyText,
  systemVerdict,
  type TContentItem,
  type TPlanAttachment,
  type TPlanCard,
  type TPlanDetail,
  type TPlanLine,
  type TPlanScene,
  type ZMyPlans,
  type ZPlanInput,
  type ZPlanQuery,
  type ZPlanUpdate,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { takeSlot } from '../../lib/counter-store.js';
import { parseStoredList } from '../../lib/json-list.js';
import { keywordTerms } from '../../lib/keyword-terms.js';
import { maskNick } from '../../lib/mask.js';
import {
  excerptOf,
  stateAfter,
  type TModerationFilter,
  type TModerationResult,
  unchanged,
} from '../../lib/moderation.js';
import { sanitizeRichText } from '../../lib/sanitize-rich-text.js';
import type { TDeps } from '../../plugins/deps.js';
import { setCompatOfLines } from '../catalogue/compat.service.js';
import { standardsNow, type TStandardNow } from '../catalogue/product-detail.service.js';
import { isFirstViewToday, type TViewer } from '../content-view/content-view.service.js';
import { homeOf } from '../smart-home/index.js';
import { ownedAttachments, ownedUploadSize } from '../upload/upload.service.js';
import * as repo from './plan.repository.js';

type TDb = Kysely<DB>;

export type TPlanParsed = z.output<typeof ZPlanInput>;
export type TPlanUpdateParsed = z.output<typeof ZPlanUpdate>;
export type TPlanQueryParsed = z.output<typeof ZPlanQuery>;
export type TMyPlansParsed = z.output<typeof ZMyPlans>;

// ---------------------------------------------------------------- shaping

/** Cards; one without a cover shows its first product's current picture. */
async function toCards(db: TDb, rows: repo.TCardRow[]): Promise<TPlanCard[]> {
  const bare = rows.filter((r) => r.cover === '').map((r) => Number(r.id));
  const fallback = new Map<number, string>();
  if (bare.length > 0) {
    const firsts = await repo.firstLines(db, bare);
    const facts = await standardsNow(
      db,
      firsts.map((f) => ({ productId: Number(f.product_id), standardId: Number(f.standard_id) })),
    );
    firsts.forEach((f, i) => {
      fallback.set(Number(f.plan_id), facts[i]?.image ?? '');
    });
  }
  return rows.map((r) => toCard(r, fallback.get(Number(r.id)) ?? ''));
}

/** A card; without a cover of its own it shows `firstPicture` (its first product's). */
function toCard(r: repo.TCardRow, firstPicture: string): TPlanCard {
  return {
    id: Number(r.id),
    title: r.title,
    scene: r.scene as TPlanScene,
    summary: r.summary,
    cover: r.cover || firstPicture,
    authorName: maskNick(r.author_nickname || r.author_username),
    views: Number(r.views),
    productCount: Number(r.product_count),
    createTime: Number(r.created_at),
    updateTime: Number(r.updated_at),
    // Only the author still reads a hidden plan (their list, their detail): marked with the reason.
    ...(r.hidden_at !== null ? { hiddenReason: r.hidden_reason } : {}),
  };
}

function toLine(quantity: number, now: TStandardNow): TPlanLine {
  const issue =
    !now.hasProduct || !now.hasStandard ? 'gone' : !now.isOnSale ? 'offSale' : now.stock < 1 ? 'soldOut' : null;
  const priceFen = now.hasStandard ? now.priceFen : 0;
  return {
    productId: now.productId,
    standardId: now.standardId,
    quantity,
    title: now.title,
    image: now.image,
    standardName: now.standardName,
    price: fenToYuan(priceFen),
    stock: now.hasStandard && now.isOnSale ? now.stock : 0,
    purchaseLimit: now.purchaseLimit,
    subtotal: fenToYuan(priceFen * quantity),
    isAvailable: issue === null,
    issue,
  };
}

// ---------------------------------------------------------------- reads

/** Plans by keyword (every term in title or summary) and scene, newest or most viewed first, with the total. */
export async function queryPlans(db: TDb, q: TPlanQueryParsed): Promise<{ items: TPlanCard[]; total: number }> {
  const filter = { scene: q.scene, terms: keywordTerms(q.keyword) };
  const { rows, total } = await repo.cardsPage(db, filter, q.sort, q.limit, (q.page - 1) * q.limit);
  return { items: await toCards(db, rows), total };
}

/** The caller's own plans, newest first, with the total. */
export async function myPlans(
  db: TDb,
  userId: number,
  q: TMyPlansParsed,
): Promise<{ items: TPlanCard[]; total: number }> {
  const filter = { userId, terms: [] };
  const { rows, total } = await repo.cardsPage(db, filter, 'new', q.limit, (q.page - 1) * q.limit);
  return { items: await toCards(db, rows), total };
}

/**
 * One plan, counting this view when it is the viewer's first of the plan that China day (a buyer
 * once whatever their address, a guest once per address; never the author's own: their edit form
 * reads it too), with its bill of materials at the catalogue's prices and stock now (asked from the
 * catalogue's service); `isOwner` for the viewer (`userId` 0: a guest).
 */
export async function planDetail(db: TDb, id: number, viewer: TViewer): Promise<TPlanDetail> {
  const viewerId = viewer.userId;
  const found = await repo.findPlan(db, id);
  // A plan the platform hid is gone for everybody but its author.
  if (!found || (found.hidden_at !== null && (viewerId === 0 || Number(found.user_id) !== viewerId))) {
    throw appError('PLAN_NOT_FOUND');
  }
  let row = found;
  if (Number(found.user_id) !== viewerId) {
    // The view is recorded and counted together: a recorded view is never left uncounted.
    const counted = await db
      .transaction()
      .execute(async (trx) =>
        (await isFirstViewToday(trx, 'plan', id, viewer)) ? repo.countPlanView(trx, id, viewerId) : undefined,
      );
    // A repeated read answers the count as it is now: the first read of this viewer may have
    // committed its count after this one read the plan.
    row = { ...found, views: counted ?? (await repo.planViews(db, id)) ?? found.views };
  }
  const lines = await repo.planLines(db, id);
  const facts = await standardsNow(
    db,
    lines.map((l) => ({ productId: Number(l.product_id), standardId: Number(l.standard_id) })),
  );
  const products = lines.map((l, i) => toLine(Number(l.quantity), facts[i] as TStandardNow));
  // For a buyer with a home: each line's compat (the plan's own gateways counting) and the whole (DESIGN.md §H).
  const home = viewerId > 0 ? await homeOf(db, viewerId) : null;
  await setCompatOfLines(db, home, products);
  // What 一键加购 puts in the cart: each available line, its quantity capped at the stock and the 限购.
  const totalFen = products.reduce(
    (sum, p, i) =>
      p.isAvailable ? sum + (facts[i]?.priceFen ?? 0) * Math.min(p.quantity, p.stock, p.purchaseLimit) : sum,
    0,
  );
  return {
    // The lines are in order: the first one's picture stands in for a missing cover.
    ...toCard(row, facts[0]?.image ?? ''),
    htmlCode: row.html_code,
    attachments: parseStoredList<TPlanAttachment>(row.attachments),
    products,
    total: fenToYuan(totalFen),
    isOwner: viewerId > 0 && Number(row.user_id) === viewerId,
    ...(products.some((p) => p.compat) ? { homeSystem: systemVerdict(products.flatMap((p) => p.compat ?? [])) } : {}),
  };
}

// ---------------------------------------------------------------- writes

/** A plan's fields, checked (owned uploads, products on sale): what is stored. */
export interface TPlanFields {
  title: string;
  scene: TPlanScene;
  summary: string;
  /** Rich text: sanitized here, before it is stored (DESIGN.md §4). */
  html: string;
  cover: string;
  attachments: TPlanAttachment[];
  products: { productId: number; standardId: number; quantity: number }[];
}

function columnsOf(f: TPlanFields) {
  return {
    title: f.title,
    scene: f.scene,
    summary: f.summary,
    cover: f.cover,
    html_code: sanitizeRichText(f.html),
    attachments: JSON.stringify(f.attachments),
    product_count: f.products.length,
  };
}

function linesOf(f: TPlanFields) {
  return f.products.map((p, sort) => ({
    sort,
    product_id: p.productId,
    standard_id: p.standardId,
    quantity: p.quantity,
  }));
}

/** Stores a checked plan with its body sanitized; answers its id (the demo seeds through it too). */
export async function publishPlan(
  db: TDb,
  userId: number,
  fields: TPlanFields,
  { now = Date.now(), views = 0 }: { now?: number; views?: number } = {},
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertPlan(trx, {
      ...columnsOf(fields),
      user_id: userId,
      views,
      created_at: now,
      updated_at: now,
    });
    await repo.replaceLines(trx, id, linesOf(fields));
    return id;
  });
}

/** Checks what the author sent: the cover and attachments are their uploads, every product is on sale. */
async function checkedFields(deps: TDeps, userId: number, input: TPlanParsed): Promise<TPlanFields> {
  const owner = { type: 'user' as const, id: userId };
  if (input.cover !== undefined && (await ownedUploadSize(deps, input.cover, owner, 'image')) === undefined) {
    throw appError('UPLOAD_NOT_OWNED', { field: 'cover' });
  }
  const attachments: TPlanAttachment[] = await ownedAttachments(deps, input.attachments ?? [], owner);
  const facts = await standardsNow(deps.db, input.products);
  const bad = facts.findIndex((f) => !f.hasStandard || !f.isOnSale);
  if (bad >= 0) throw appError('PLAN_PRODUCT_INVALID', { field: `products.${bad}` });
  // The schema counted the text of the body as sent; what is stored is what sanitizing keeps.
  const html = sanitizeRichText(input.htmlCode);
  if (planBodyText(html).length < PLAN_BODY_TEXT_MIN) throw appError('PLAN_BODY_EMPTY', { min: PLAN_BODY_TEXT_MIN });
  return {
    title: input.title,
    scene: input.scene,
    summary: input.summary,
    html,
    cover: input.cover ?? '',
    attachments,
    products: input.products,
  };
}

/** Publishes the author's plan; answers its id. */
export async function addPlan(
  deps: TDeps,
  userId: number,
  input: TPlanParsed,
  now = Date.now(),
): Promise<{ id: number }> {
  const fields = await checkedFields(deps, userId, input);
  // Counted once the plan is sure to go public: a refused payload costs no slot.
  await takeSlot(deps.counters, `plan:${userId}`, PLANS_PER_HOUR, 3_600_000, 'PLAN_THROTTLED');
  return { id: await publishPlan(deps.db, userId, fields, { now }) };
}

/** Rewrites the author's plan; anybody else's (or none) is 404. */
export async function updatePlan(
  deps: TDeps,
  userId: number,
  input: TPlanUpdateParsed,
  now = Date.now(),
): Promise<void> {
  if ((await repo.planOwner(deps.db, input.id)) !== userId) throw appError('PLAN_NOT_FOUND');
  const fields = await checkedFields(deps, userId, input);
  await deps.db.transaction().execute(async (trx) => {
    const own = await repo.updateOwnPlan(trx, input.id, userId, { ...columnsOf(fields), updated_at: now });
    // Deleted meanwhile: nothing to rewrite.
    if (!own) throw appError('PLAN_NOT_FOUND');
    await repo.replaceLines(trx, input.id, linesOf(fields));
  });
}

/** Deletes the author's plan; anybody else's (or none) is 404. */
export async function deletePlan(db: TDb, userId: number, id: number): Promise<void> {
  const deleted = await db.transaction().execute((trx) => repo.deleteOwnPlan(trx, id, userId));
  if (!deleted) throw appError('PLAN_NOT_FOUND');
}

// ---------------------------------------------------------------- the platform's moderation (DESIGN-OPERATE §A)

/**
 * Hides a plan from every public answer (lists, search, detail), or shows it again, inside the
 * caller's transaction; its author still reads it, marked. Unknown ids answer CONTENT_NOT_FOUND.
 */
export async function setPlanHidden(
  db: TDb,
  id: number,
  hide: { reason: string } | null,
  now = Date.now(),
): Promise<TModerationResult> {
  const plan = await repo.findPlanForModeration(db, id);
  if (!plan) throw appError('CONTENT_NOT_FOUND');
  const before = { hidden: plan.hidden_at !== null, hiddenReason: plan.hidden_reason };
  if (!(await repo.setPlanHidden(db, id, hide ? { reason: hide.reason, at: now } : null))) return unchanged(before);
  return {
    changed: true,
    authorUserId: Number(plan.user_id),
    excerpt: excerptOf(plan.title),
    link: '/user/plan',
    before,
    after: stateAfter(hide),
  };
}

/** The console's list of plans, newest first. */
export async function plansForModeration(
  db: TDb,
  f: TModerationFilter,
  page: number,
  limit: number,
): Promise<{ items: TContentItem[]; total: number }> {
  const { rows, total } = await repo.plansForModeration(db, f, (page - 1) * limit, limit);
  return {
    items: rows.map((r) => ({
      kind: 'plan',
      id: Number(r.id),
      author: { type: 'user', id: Number(r.user_id), name: r.author_nickname || r.author_username },
      excerpt: excerptOf(`${r.title}：${r.summary}`, 120),
      target: { type: 'plan', id: Number(r.id), title: r.title },
      createdAt: Number(r.created_at),
      hidden: r.hidden_at !== null,
      hiddenReason: r.hidden_reason,
      hiddenAt: r.hidden_at === null ? null : Number(r.hidden_at),
    })),
    total,
  };
}
