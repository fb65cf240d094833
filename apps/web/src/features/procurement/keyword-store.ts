import { createKeywordStore } from '../../stores/keyword-store';

/** Where the recent keywords of the procurement market are kept (spec §3 keyword stores). */
export const PROCUREMENT_KEYWORDS_KEY = 'zl_mall_procurement_keywords';

/** The procurement market's keyword store: recent searches kept in localStorage, newest first. */
export const useProcurementKeywords = createKeywordStore(PROCUREMENT_KEYWORDS_KEY);
