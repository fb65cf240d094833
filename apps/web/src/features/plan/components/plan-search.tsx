import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { usePlanKeywords } from '../keyword-store';

/**
 * The 方案馆 search box with the recent keywords (kept by the plan keyword store). It follows
 * `keyword` when the address bar changes it and hands the trimmed text to `onSearch`.
 */
export function PlanSearch({ keyword = '', onSearch }: { keyword?: string; onSearch: (keyword: string) => void }) {
  const [typed, setTyped] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setTyped(keyword);
  }
  const recent = usePlanKeywords((s) => s.recent);
  const remember = usePlanKeywords((s) => s.remember);
  const clear = usePlanKeywords((s) => s.clear);
  const search = (text: string) => {
    const k = text.trim();
    setTyped(k);
    if (k) remember(k);
    onSearch(k);
  };
  return (
    <div className="plan-search-wrap">
      <form
        className="plan-search"
        aria-label="搜索方案"
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
          placeholder="搜索方案，如 酒店客控、养老监护"
          aria-label="搜索方案"
          prefix={<SearchOutlined aria-hidden />}
          enterKeyHint="search"
          data-testid="plan-search-input"
        />
        <Button type="primary" htmlType="submit" data-testid="plan-search">
          搜索
        </Button>
      </form>
      {recent.length ? (
        <div className="plan-recent" data-testid="plan-recent">
          <span className="plan-recent-label">最近搜索：</span>
          <div className="plan-recent-list">
            {recent.map((k) => (
              <button
                key={k}
                type="button"
                className="plan-chip"
                onClick={() => search(k)}
                data-testid="plan-recent-keyword"
              >
                {k}
              </button>
            ))}
          </div>
          <button type="button" className="plan-chip is-clear" onClick={clear} data-testid="plan-recent-clear">
            清空
          </button>
        </div>
      ) : null}
    </div>
  );
}
