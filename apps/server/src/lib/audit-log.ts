import type { Kysely } from 'kysely';
import { hasTermIn } from '../db/like-term.js';
import { pageWithTotal, type TPaged } from '../db/paged.js';
import type { AdminAuditTable, DB } from '../db/schema.js';

/**
 * What an admin write tells the audit log about itself (DESIGN.md §A): the target and its state
 * before and after (plain JSON; never a password or a token). The call layer adds who, what
 * (the call's action), when and the address, and inserts the rows in the write's own transaction.
 */
export interface TAuditNote {
  targetType: string;
  targetId: number | string;
  before?: unknown;
  after?: unknown;
  /** Overrides the action named after the call (`category.add`), e.g. `seller.approve`. */
  action?: string;
}

export interface TAuditActor {
  adminId: number;
  adminName: string;
  ip: string;
}

/** The action a call records by default: its path's domain and verb (`/admin/api/category/add.json` → `category.add`). */
export function auditAction(path: string): string {
  const match = /^\/admin\/api\/([^/]+)\/([^/.]+)\.json$/.exec(path);
  return match ? `${match[1]}.${match[2]}` : path;
}

/** Keeps each side of the log readable and bounded (a rich-text article is cut, not stored twice whole). */
function auditJson(value: unknown): string {
  const text = JSON.stringify(value ?? null);
  return text.length > 8000 ? JSON.stringify({ truncated: true, head: text.slice(0, 7900) }) : text;
}

export async function writeAudit(
  db: Kysely<DB>,
  actor: TAuditActor,
  defaultAction: string,
  notes: readonly TAuditNote[],
  now = Date.now(),
): Promise<void> {
  if (notes.length === 0) return;
  await db
    .insertInto('admin_audit')
    .values(
      notes.map((n) => ({
        admin_id: actor.adminId,
        admin_name: actor.adminName,
        action: n.action ?? defaultAction,
        target_type: n.targetType,
        target_id: String(n.targetId),
        before_json: auditJson(n.before),
        after_json: auditJson(n.after),
        ip: actor.ip.slice(0, 64),
        created_at: now,
      })),
    )
    .execute();
}

export type TAuditRow = AdminAuditTable & { id: number };

/** The log newest first, filtered by admin and by a part of the action (`category.` finds every category write). */
export function listAudit(
  db: Kysely<DB>,
  filter: { adminId?: number; action?: string },
  offset: number,
  limit: number,
): Promise<TPaged<TAuditRow>> {
  let page = db.selectFrom('admin_audit').selectAll();
  let count = db.selectFrom('admin_audit').select((eb) => eb.fn.countAll().as('n'));
  if (filter.adminId) {
    page = page.where('admin_id', '=', filter.adminId);
    count = count.where('admin_id', '=', filter.adminId);
  }
  if (filter.action) {
    const term = hasTermIn(['action'], filter.action.toLowerCase());
    page = page.where(term);
    count = count.where(term);
  }
  return pageWithTotal(page.orderBy('created_at', 'desc').orderBy('id', 'desc'), count, offset, limit) as Promise<
    TPaged<TAuditRow>
  >;
}
