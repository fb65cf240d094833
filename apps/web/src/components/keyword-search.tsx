import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import type { TKeywordStore } from '../stores/keyword-store';

interface TRecentKeywordsProps {
  /** The search's keyword store (stores/keyword-store.ts). */
  keywords: TKeywordStore;
  onPick: (keyword: string) => void;
  /** Names the classes: `<prefix>-recent`, `-recent-label`, `-recent-list`, `<prefix>-chip`. */
  classPrefix: string;
  /** Names the test ids: `<prefix>-recent`, `-recent-keyword`, `-recent-clear`. */
  testIdPrefix: string;
}

/** The recent keywords as chips (a tap searches again) with 清空; nothing while there are none. */
export function RecentKeywords({ keywords, onPick, classPrefix, testIdPrefix }: TRecentKeywordsProps) {
  const recent = keywords((s) => s.recent);
  const clear = keywords((s) => s.clear);
  if (!recent.length) return null;
  return (
    <div className={`${classPrefix}-recent`} data-testid={`${testIdPrefix}-recent`}>
      <span className={`${classPrefix}-recent-label`}>最近搜索：</span>
      <div className={`${classPrefix}-recent-list`}>
        {recent.map((k) => (
          <button
            key={k}
            type="button"
            className={`${classPrefix}-chip`}
            onClick={() => onPick(k)}
            data-testid={`${testIdPrefix}-recent-keyword`}
          >
            {k}
          </button>
        ))}
      </div>
      <button
        type="button"
        className={`${classPrefix}-chip is-clear`}
        onClick={clear}
        data-testid={`${testIdPrefix}-recent-clear`}
      >
        清空
      </button>
    </div>
  );
}

interface TKeywordSearchProps {
  /** The keyword searched now (the address bar's); the box follows it when it changes. */
  keyword?: string;
  /** Takes the trimmed text; an empty one clears the search. */
  onSearch: (keyword: string) => void;
  /** The form's and the box's accessible name. */
  label: string;
  placeholder: string;
  /** Names the classes: `<prefix>-search` (the form), and RecentKeywords'. */
  classPrefix: string;
  /** Names the test ids: `<prefix>-search-input`, `<prefix>-search` (the button), and RecentKeywords'. */
  testIdPrefix: string;
  /** Where this search keeps its recent keywords; without one none are kept or shown. */
  keywords?: TKeywordStore;
}

/**
 * A keyword search box (the 方案馆's, the news'): it follows `keyword` when the address bar changes it
 * (back and forward, a tab, a recent keyword), hands the trimmed text to `onSearch` and, with a keyword
 * store, remembers it and shows the recent ones under the box. The clear button empties the box and
 * the search with it.
 */
export function KeywordSearch({
  keyword = '',
  onSearch,
  label,
  placeholder,
  classPrefix,
  testIdPrefix,
  keywords,
}: TKeywordSearchProps) {
  const [typed, setTyped] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setTyped(keyword);
  }
  const search = (text: string) => {
    const k = text.trim();
    setTyped(k);
    if (k) keywords?.getState().remember(k);
    onSearch(k);
  };
  return (
    <>
      <form
        className={`${classPrefix}-search`}
        aria-label={label}
        onSubmit={(e) => {
          e.preventDefault();
          search(typed);
        }}
      >
        <Input
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            if (e.type === 'click' && !e.target.value) onSearch('');
          }}
          maxLength={30}
          allowClear
          placeholder={placeholder}
          aria-label={label}
          prefix={<SearchOutlined aria-hidden />}
          enterKeyHint="search"
          data-testid={`${testIdPrefix}-search-input`}
        />
        <Button type="primary" htmlType="submit" data-testid={`${testIdPrefix}-search`}>
          搜索
        </Button>
      </form>
      {keywords ? (
        <RecentKeywords keywords={keywords} onPick={search} classPrefix={classPrefix} testIdPrefix={testIdPrefix} />
      ) : null}
    </>
  );
}
