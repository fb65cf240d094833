/**
 * Solution plan (方案馆) rules the server enforces and the pages show (DESIGN.md §2). Zod-free:
 * re-exported by '@mall/contract/wire'.
 */

/** The scenes a plan belongs to (DESIGN.md §2: a fixed list). */
export const PLAN_SCENES = ['家庭', '酒店', '办公', '养老', '农业', '工厂', '社区', '其他'] as const;
export type TPlanScene = (typeof PLAN_SCENES)[number];

export function isPlanScene(value: string): value is TPlanScene {
  return (PLAN_SCENES as readonly string[]).includes(value);
}

/** Orders of the plan list: newest first, or most viewed first (ties: the later id first). */
export const PLAN_SORTS = ['new', 'hot'] as const;
export type TPlanSort = (typeof PLAN_SORTS)[number];
export const PLAN_SORT_TEXT: Record<TPlanSort, string> = { new: '最新发布', hot: '最多浏览' };

export const PLAN_TITLE_MIN = 4;
export const PLAN_TITLE_MAX = 60;
export const PLAN_SUMMARY_MIN = 10;
export const PLAN_SUMMARY_MAX = 200;
/** The body's HTML at most (characters, as sent; stored sanitized, so never longer). */
export const PLAN_BODY_MAX = 50_000;
/** The body's visible text at least (characters without tags): a plan says something. */
export const PLAN_BODY_TEXT_MIN = 10;
/** Plans one buyer may publish in an hour: they go public at once (429 `PLAN_THROTTLED` beyond). */
export const PLANS_PER_HOUR = 20;
/** Attachments (pictures or PDFs the author uploaded) one plan carries at most. */
export const PLAN_ATTACHMENTS_MAX = 5;
/** Lines of the bill of materials (清单) at least / at most. */
export const PLAN_PRODUCTS_MIN = 1;
export const PLAN_PRODUCTS_MAX = 30;
/** Units of one line at most. */
export const PLAN_QUANTITY_MAX = 9999;

/** The visible text of an HTML body (tags dropped, entities of spaces folded): counts its length. */
export function planBodyText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\s+/g, ' ')
    .trim();
}
