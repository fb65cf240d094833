import { beforeEach, describe, expect, it } from 'vitest';
import {
  PROCUREMENT_KEYWORDS_KEY,
  RECENT_KEYWORDS_MAX,
  readRecentKeywords,
  useProcurementKeywords,
  withKeyword,
} from './keyword-store';

beforeEach(() => {
  localStorage.clear();
  useProcurementKeywords.setState({ recent: [] });
});

describe('procurement keyword store', () => {
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
    const { remember } = useProcurementKeywords.getState();
    remember('智能门锁');
    remember('网关');
    remember('智能门锁');
    expect(useProcurementKeywords.getState().recent).toEqual(['智能门锁', '网关']);
    expect(JSON.parse(localStorage.getItem(PROCUREMENT_KEYWORDS_KEY) ?? '')).toEqual(['智能门锁', '网关']);
    expect(readRecentKeywords()).toEqual(['智能门锁', '网关']);
  });

  it('removes one and clears all', () => {
    const store = useProcurementKeywords.getState();
    store.remember('a');
    store.remember('b');
    useProcurementKeywords.getState().remove('a');
    expect(useProcurementKeywords.getState().recent).toEqual(['b']);
    useProcurementKeywords.getState().clear();
    expect(useProcurementKeywords.getState().recent).toEqual([]);
    expect(readRecentKeywords()).toEqual([]);
  });

  it('survives a broken stored value', () => {
    localStorage.setItem(PROCUREMENT_KEYWORDS_KEY, '{oops');
    expect(readRecentKeywords()).toEqual([]);
    localStorage.setItem(PROCUREMENT_KEYWORDS_KEY, JSON.stringify(['x', 3, 'x', 'y']));
    expect(readRecentKeywords()).toEqual(['x', 'y']);
  });
});
