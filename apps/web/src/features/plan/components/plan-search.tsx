import { KeywordSearch } from '../../../components/keyword-search';
import { usePlanKeywords } from '../keyword-store';

/**
 * The 方案馆 search box with the recent keywords (kept by the plan keyword store). It follows
 * `keyword` when the address bar changes it and hands the trimmed text to `onSearch`.
 */
export function PlanSearch({ keyword, onSearch }: { keyword?: string; onSearch: (keyword: string) => void }) {
  return (
    <div className="plan-search-wrap">
      <KeywordSearch
        keyword={keyword}
        onSearch={onSearch}
        label="搜索方案"
        placeholder="搜索方案，如 酒店客控、养老监护"
        classPrefix="plan"
        testIdPrefix="plan"
        keywords={usePlanKeywords}
      />
    </div>
  );
}
