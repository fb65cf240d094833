import { KeywordSearch } from '../../../components/keyword-search';

/**
 * The news search box. It follows `keyword` when the address bar changes it (back and forward, a
 * tab) and hands the trimmed text to `onSearch` (an empty one clears the search).
 */
export function NewsSearch({ keyword, onSearch }: { keyword?: string; onSearch: (keyword: string) => void }) {
  return (
    <KeywordSearch
      keyword={keyword}
      onSearch={onSearch}
      label="搜索资讯"
      placeholder="搜索资讯，如 智能门锁、全屋智能"
      classPrefix="news"
      testIdPrefix="news"
    />
  );
}
