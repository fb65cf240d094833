import { createKeywordStore } from '../../stores/keyword-store';

/** Where the recent keywords of the 方案馆 are kept (spec §3 keyword stores). */
const PLAN_KEYWORDS_KEY = 'zl_mall_plan_keywords';

/** The 方案馆's keyword store: recent searches kept in localStorage, newest first. */
export const usePlanKeywords = createKeywordStore(PLAN_KEYWORDS_KEY);
