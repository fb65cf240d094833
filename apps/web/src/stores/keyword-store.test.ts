import { beforeEach, describe, expect, it } from 'vitest';
import { createKeywordStore, RECENT_KEYWORDS_MAX, readRecentKeywords, withKeyword } from './keyword-store';

const KEY = 'zl_mall_test_keywords';
const useKeywords = createKeywordStore(KEY);

beforeEach(() => {
  localStorage.clear();
  useKeywords.setState({ recent: [] });
});

describe('keyword store', () => {
  it('keeps the newest first, without repeats or blanks', () => {
    expect(withKeyword(['门锁', '网关'], '网关')).toEqual(['网关', '门锁']);
    expect(withKeyword(['门锁'], '  ')).toEqual(['门锁']);
    expect(withKeyword([], ' 摄像头 ')).toEqual(['摄像头']);
  });

  it(`keeps at most ${RECENT_KEYWORDS_MAX}`, () => {
    const many = Array.from({ length: 15 }, (_, i) => `词${i}`);
    const list = withKeyword([], ...many);
    expect(list).toHaveLength(RECENT_KEYWORDS_MAX);
    expect(list[0]).toBe('词14');
  });

  it('remembers in localStorage and reads it back', () => {
    const { remember } = useKeywords.getState();
    remember('智能门锁');
    remember('网关');
    remember('智能门锁');
    expect(useKeywords.getState().recent).toEqual(['智能门锁', '网关']);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual(['智能门锁', '网关']);
    expect(readRecentKeywords(KEY)).toEqual(['智能门锁', '网关']);
  });

  it('removes one and clears all', () => {
    const store = useKeywords.getState();
    store.remember('a');
    store.remember('b');
    useKeywords.getState().remove('a');
    expect(useKeywords.getState().recent).toEqual(['b']);
    useKeywords.getState().clear();
    expect(useKeywords.getState().recent).toEqual([]);
    expect(readRecentKeywords(KEY)).toEqual([]);
  });

  it('survives a broken stored value', () => {
    localStorage.setItem(KEY, '{oops');
    expect(readRecentKeywords(KEY)).toEqual([]);
    localStorage.setItem(KEY, JSON.stringify(['x', 3, 'x', 'y']));
    expect(readRecentKeywords(KEY)).toEqual(['x', 'y']);
  });

  it('keeps each store under its own key', () => {
    const other = createKeywordStore('zl_mall_other_keywords');
    useKeywords.getState().remember('门锁');
    expect(other.getState().recent).toEqual([]);
    expect(localStorage.getItem('zl_mall_other_keywords')).toBeNull();
  });
});
