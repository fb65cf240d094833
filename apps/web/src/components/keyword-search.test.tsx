// @vitest-environment jsdom

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeywordStore } from '../stores/keyword-store';
import { KeywordSearch } from './keyword-search';

const useKeywords = createKeywordStore('zl_mall_test_search_keywords');

beforeEach(() => {
  localStorage.clear();
  useKeywords.setState({ recent: [] });
});
afterEach(cleanup);

function setup(keyword = '', withStore = true) {
  const onSearch = vi.fn();
  const props = {
    onSearch,
    label: '搜索方案',
    placeholder: '搜索方案',
    classPrefix: 'plan',
    testIdPrefix: 'plan',
    keywords: withStore ? useKeywords : undefined,
  };
  const view = render(<KeywordSearch keyword={keyword} {...props} />);
  const rerender = (next: string) => view.rerender(<KeywordSearch keyword={next} {...props} />);
  return { onSearch, rerender, user: userEvent.setup() };
}

describe('KeywordSearch', () => {
  it('searches the trimmed text, remembers it and searches again from a recent chip', async () => {
    const { onSearch, user } = setup();
    expect(screen.queryByTestId('plan-recent')).toBeNull();
    await user.type(screen.getByTestId('plan-search-input'), '  养老 ');
    await user.click(screen.getByTestId('plan-search'));
    expect(onSearch).toHaveBeenLastCalledWith('养老');
    expect(useKeywords.getState().recent).toEqual(['养老']);
    await user.click(screen.getByTestId('plan-recent-keyword'));
    expect(onSearch).toHaveBeenCalledTimes(2);
    await user.click(screen.getByTestId('plan-recent-clear'));
    expect(screen.queryByTestId('plan-recent')).toBeNull();
  });

  it('follows the keyword it is given, and clearing the box clears the search', async () => {
    const { onSearch, rerender, user } = setup('门锁', false);
    const input = screen.getByTestId('plan-search-input') as HTMLInputElement;
    expect(input.value).toBe('门锁');
    rerender('网关');
    expect(input.value).toBe('网关');
    await user.click(screen.getByRole('button', { name: /close-circle|清除/ }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(useKeywords.getState().recent).toEqual([]);
  });
});
