import type { TPlanLine, TPlanLineIssue } from '@mall/contract';
import { formatYuan, isPlanScene, PLAN_SORTS, type TPlanScene, type TPlanSort } from '@mall/contract/wire';
import { parseId } from '../../lib/query-id';

/** Plans a page of the 方案馆 list shows. */
export const PLAN_PAGE_SIZE = 12;

export function planDetailPath(id: number): string {
  return `/plan/detail?id=${id}`;
}

export function planEditPath(id: number): string {
  return `/plan/add?id=${id}`;
}

/** The list's query as the address bar holds it (`/plan?scene=&keyword=&sort=&page=`). */
export interface TPlanHomeQuery {
  page: number;
  keyword?: string;
  scene?: TPlanScene;
  sort: TPlanSort;
}

export function readPlanQuery(params: URLSearchParams): TPlanHomeQuery {
  const scene = params.get('scene') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    page: parseId(params.get('page')) ?? 1,
    keyword: params.get('keyword')?.trim().slice(0, 30) || undefined,
    scene: isPlanScene(scene) ? scene : undefined,
    sort: (PLAN_SORTS as readonly string[]).includes(sort) ? (sort as TPlanSort) : 'new',
  };
}

/** The 方案馆 path for a query (defaults left out). */
export function planHomePath(q: Partial<TPlanHomeQuery> = {}): string {
  const params = new URLSearchParams();
  if (q.scene) params.set('scene', q.scene);
  if (q.keyword) params.set('keyword', q.keyword);
  if (q.sort && q.sort !== 'new') params.set('sort', q.sort);
  if (q.page && q.page > 1) params.set('page', String(q.page));
  const search = params.toString();
  return search ? `/plan?${search}` : '/plan';
}

/** Whether the list is filtered (the featured blocks give way to the results). */
export function isFiltered(q: TPlanHomeQuery): boolean {
  return Boolean(q.keyword || q.scene);
}

export const LINE_ISSUE_TEXT: Record<TPlanLineIssue, string> = {
  gone: '商品已不存在',
  offSale: '已下架',
  soldOut: '已售罄',
};

/** Yuan with two decimals, as everywhere in the mall (formatYuan): ¥1299.00. */
export function yuanText(yuan: number): string {
  return `¥${formatYuan(yuan)}`;
}

/** A file size a buyer reads: 512 B, 12.3 KB, 1.5 MB. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A line that goes into the cart, how many units, and how many the cart held before (their sum ≤ the stock). */
export interface TCartItem {
  line: TPlanLine;
  number: number;
  held: number;
}

/** What 一键加购 did: the lines added and those that could not be, with why. */
export interface TCartOutcome {
  added: TCartItem[];
  failed: { line: TPlanLine; reason: string }[];
}

/**
 * Which lines 一键加购 sends: every available one, its quantity capped at what the stock (and the
 * 限购, which the cart keeps too) leaves beside the units of that standard the cart already holds
 * (`held`, by standard id; the cart never holds more than either); the others are skipped with the
 * reason the buyer reads.
 */
export function cartPlanOf(
  lines: readonly TPlanLine[],
  held: ReadonlyMap<number, number> = new Map(),
): { toAdd: TCartItem[]; skipped: TCartOutcome['failed'] } {
  const toAdd: TCartItem[] = [];
  const skipped: TCartOutcome['failed'] = [];
  for (const line of lines) {
    const inCart = held.get(line.standardId) ?? 0;
    if (!line.isAvailable || line.stock < 1) {
      skipped.push({ line, reason: LINE_ISSUE_TEXT[line.issue ?? 'soldOut'] });
    } else if (line.stock - inCart < 1) {
      skipped.push({ line, reason: `购物车中已有${inCart}件，已达库存` });
    } else if (line.purchaseLimit - inCart < 1) {
      skipped.push({ line, reason: `购物车中已有${inCart}件，已达每人限购${line.purchaseLimit}件` });
    } else {
      const room = Math.min(line.stock, line.purchaseLimit) - inCart;
      toAdd.push({ line, number: Math.min(line.quantity, room), held: inCart });
    }
  }
  return { toAdd, skipped };
}

/** The lines whose quantity is cut to the stock: 「库存仅剩N件」 beside them before the buyer adds. */
export function shortLines(lines: readonly TPlanLine[]): TPlanLine[] {
  return lines.filter((l) => l.isAvailable && l.stock < l.quantity);
}

/** The summary the buyer reads after 一键加购. */
export function cartOutcomeText(outcome: TCartOutcome): {
  title: string;
  lines: string[];
  kind: 'success' | 'warning' | 'error';
} {
  const units = outcome.added.reduce((n, a) => n + a.number, 0);
  const lines = [
    ...outcome.added
      .filter((a) => a.number < a.line.quantity)
      .map((a) => {
        const byLimit = a.line.purchaseLimit < a.line.stock;
        const cap = byLimit ? `每人限购${a.line.purchaseLimit}件` : `库存${a.line.stock}件`;
        if (a.held > 0) return `「${a.line.title}」购物车中已有${a.held}件，${cap}，已加入${a.number}件`;
        return byLimit
          ? `「${a.line.title}」每人限购${a.line.purchaseLimit}件，已加入${a.number}件`
          : `「${a.line.title}」库存仅剩${a.line.stock}件，已加入${a.number}件`;
      }),
    ...outcome.failed.map((f) => `「${f.line.title || '已删除的商品'}」未加入：${f.reason}`),
  ];
  if (outcome.added.length === 0) {
    return { title: '没有商品加入购物车', lines, kind: 'error' };
  }
  const title = `已将${outcome.added.length}种商品共${units}件加入购物车`;
  return { title, lines, kind: outcome.failed.length ? 'warning' : 'success' };
}
