import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';

/**
 * The news search box. It follows `keyword` when the address bar changes it (back and forward, a
 * tab) and hands the trimmed text to `onSearch` (an empty one clears the search).
 */
export function NewsSearch({ keyword = '', onSearch }: { keyword?: string; onSearch: (keyword: string) => void }) {
  const [typed, setTyped] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setTyped(keyword);
  }
  return (
    <form
      className="news-search"
      aria-label="搜索资讯"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <Input
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          // The clear button empties the box: the search goes with it.
          if (e.type === 'click' && !e.target.value) onSearch('');
        }}
        maxLength={30}
        allowClear
        placeholder="搜索资讯，如 智能门锁、全屋智能"
        aria-label="搜索资讯"
        prefix={<SearchOutlined aria-hidden />}
        enterKeyHint="search"
        data-testid="news-search-input"
      />
      <Button type="primary" htmlType="submit" data-testid="news-search">
        搜索
      </Button>
    </form>
  );
}
