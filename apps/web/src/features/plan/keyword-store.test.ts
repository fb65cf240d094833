import { beforeEach, describe, expect, it } from 'vitest';
import {
  PLAN_KEYWORDS_KEY,
  RECENT_KEYWORDS_MAX,
  readRecentKeywords,
  usePlanKeywords,
  withKeyword,
} from './keyword-store';

beforeEach(() => {
  localStorage.clear();
  usePlanKeywords.setState({ recent: [] });
});

describe('plan keyword store', () => {
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
    const { remember } = usePlanKeywords.getState();
    remember('智能门锁');
    remember('网关');
    remember('智能门锁');
    expect(usePlanKeywords.getState().recent).toEqual(['智能门锁', '网关']);
    expect(JSON.parse(localStorage.getItem(PLAN_KEYWORDS_KEY) ?? '')).toEqual(['智能门锁', '网关']);
    expect(readRecentKeywords()).toEqual(['智能门锁', '网关']);
  });

  it('removes one and clears all', () => {
    const store = usePlanKeywords.getState();
    store.remember('a');
    store.remember('b');
    usePlanKeywords.getState().remove('a');
    expect(usePlanKeywords.getState().recent).toEqual(['b']);
    usePlanKeywords.getState().clear();
    expect(usePlanKeywords.getState().recent).toEqual([]);
    expect(readRecentKeywords()).toEqual([]);
  });

  it('survives a broken stored value', () => {
    localStorage.setItem(PLAN_KEYWORDS_KEY, '{oops');
    expect(readRecentKeywords()).toEqual([]);
    localStorage.setItem(PLAN_KEYWORDS_KEY, JSON.stringify(['x', 3, 'x', 'y']));
    expect(readRecentKeywords()).toEqual(['x', 'y']);
  });
});
