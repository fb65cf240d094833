import { create } from 'zustand';

/** How many recent keywords are kept. */
export const RECENT_KEYWORDS_MAX = 10;
/** The contract's keyword limit (ZPlanQuery, ZDemandQuery, ZNewsQuery). */
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

/** The list stored under `storageKey`, cleaned: strings only, trimmed, no blanks or repeats, at most the maximum. */
export function readRecentKeywords(storageKey: string): string[] {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(storageKey) ?? '[]');
    if (!Array.isArray(raw)) return [];
    // Stored newest first: added oldest first, so the newest ends up first again.
    return withKeyword([], ...raw.filter((k): k is string => typeof k === 'string').reverse());
  } catch {
    return [];
  }
}

function write(storageKey: string, list: string[]): void {
  try {
    storage()?.setItem(storageKey, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the list lives for this visit only.
  }
}

export interface TKeywordsState {
  /** Recent keywords, newest first. */
  recent: string[];
  remember: (keyword: string) => void;
  remove: (keyword: string) => void;
  clear: () => void;
}

/**
 * A keyword search store (spec §3 keyword stores): recent searches kept in localStorage under
 * `storageKey`, newest first. Each search (the 方案馆, the procurement market) makes its own.
 */
export function createKeywordStore(storageKey: string) {
  return create<TKeywordsState>()((set, get) => ({
    recent: readRecentKeywords(storageKey),
    remember: (keyword) => {
      const recent = withKeyword(get().recent, keyword);
      write(storageKey, recent);
      set({ recent });
    },
    remove: (keyword) => {
      const recent = get().recent.filter((k) => k !== keyword);
      write(storageKey, recent);
      set({ recent });
    },
    clear: () => {
      write(storageKey, []);
      set({ recent: [] });
    },
  }));
}

/** A keyword store as a component takes it (the hook `createKeywordStore` answers). */
export type TKeywordStore = ReturnType<typeof createKeywordStore>;
