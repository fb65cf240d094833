import { create } from 'zustand';

/** Where the recent keywords of the 方案馆 are kept (spec §3 keyword stores). */
export const PLAN_KEYWORDS_KEY = 'zl_mall_plan_keywords';
/** How many recent keywords are kept. */
export const RECENT_KEYWORDS_MAX = 10;
/** The contract's keyword limit (ZPlanQuery). */
const KEYWORD_MAX_CHARS = 30;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The list with the keywords added in order (the last one ends up first): trimmed, deduplicated, capped. */
export function withKeyword(list: readonly string[], ...keywords: string[]): string[] {
  let next = [...list];
  for (const keyword of keywords) {
    const k = keyword.trim().slice(0, KEYWORD_MAX_CHARS);
    if (!k) continue;
    next = [k, ...next.filter((old) => old !== k)];
  }
  return next.slice(0, RECENT_KEYWORDS_MAX);
}

/** The stored list, cleaned: strings only, trimmed, no blanks or repeats, at most the maximum. */
export function readRecentKeywords(): string[] {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(PLAN_KEYWORDS_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    // Stored newest first: added oldest first, so the newest ends up first again.
    return withKeyword([], ...raw.filter((k): k is string => typeof k === 'string').reverse());
  } catch {
    return [];
  }
}

function write(list: string[]): void {
  try {
    storage()?.setItem(PLAN_KEYWORDS_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the list lives for this visit only.
  }
}

interface TPlanKeywordsState {
  /** Recent keywords, newest first. */
  recent: string[];
  remember: (keyword: string) => void;
  remove: (keyword: string) => void;
  clear: () => void;
}

/** The 方案馆's keyword store: recent searches kept in localStorage, newest first. */
export const usePlanKeywords = create<TPlanKeywordsState>()((set, get) => ({
  recent: readRecentKeywords(),
  remember: (keyword) => {
    const recent = withKeyword(get().recent, keyword);
    write(recent);
    set({ recent });
  },
  remove: (keyword) => {
    const recent = get().recent.filter((k) => k !== keyword);
    write(recent);
    set({ recent });
  },
  clear: () => {
    write([]);
    set({ recent: [] });
  },
}));
