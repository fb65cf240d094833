import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  bylineText,
  columnTabs,
  latestAcross,
  listHeading,
  newsDetailPath,
  newsFullTime,
  newsListPath,
  newsListSearch,
  newsTimeText,
  readNewsListQuery,
  viewsText,
} from './news-view';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** Local noon on a mid-year day: no test crosses a year by accident. */
const NOW = dayjs('2026-07-15T12:00:00').valueOf();

describe('news time text', () => {
  it('is relative within two days', () => {
    expect(newsTimeText(NOW - 10_000, NOW)).toBe('刚刚');
    expect(newsTimeText(NOW - 5 * MIN, NOW)).toBe('5分钟前');
    expect(newsTimeText(NOW - 3 * HOUR, NOW)).toBe('3小时前');
    expect(newsTimeText(NOW - 30 * HOUR, NOW)).toBe('1天前');
  });
  it('is the month and day later in the same year, the full date before it', () => {
    expect(newsTimeText(NOW - 2 * DAY, NOW)).toBe('07-13');
    expect(newsTimeText(dayjs('2026-01-01T00:00:00').valueOf(), NOW)).toBe('01-01');
    expect(newsTimeText(dayjs('2025-12-31T23:59:00').valueOf(), NOW)).toBe('2025-12-31');
  });
  it('counts a time in the future (clock skew) as 刚刚', () => {
    expect(newsTimeText(NOW + HOUR, NOW)).toBe('刚刚');
  });
  it('shows the article page its full minute', () => {
    expect(newsFullTime(dayjs('2026-03-08T09:05:41').valueOf())).toBe('2026-03-08 09:05');
  });
});

describe('views and byline', () => {
  it('counts views in 万 from ten thousand, never rounding up', () => {
    expect(viewsText(0)).toBe('0');
    expect(viewsText(9999)).toBe('9999');
    expect(viewsText(10_000)).toBe('1万');
    expect(viewsText(12_980)).toBe('1.2万');
    expect(viewsText(99_999)).toBe('9.9万');
    expect(viewsText(356_000)).toBe('35万');
    expect(viewsText(-3)).toBe('0');
  });
  it('joins source and author, leaving out what is missing', () => {
    expect(bylineText({ source: '智联商城', author: '李明' })).toBe('智联商城 · 李明');
    expect(bylineText({ source: '智联商城', author: '' })).toBe('智联商城');
    expect(bylineText({ source: ' ', author: '李明' })).toBe('李明');
    expect(bylineText({ source: '智联商城', author: '智联商城' })).toBe('智联商城');
  });
});

describe('the list address', () => {
  const read = (search: string) => readNewsListQuery(new URLSearchParams(search));
  it('reads the column, keyword and page', () => {
    expect(read('columnId=3&keyword=%20网关%20&page=2')).toEqual({ page: 2, limit: 10, columnId: 3, keyword: '网关' });
  });
  it('falls back to 全部, page 1 and no keyword for missing or bad values', () => {
    expect(read('')).toEqual({ page: 1, limit: 10 });
    expect(read('columnId=abc&page=0&keyword=%20%20')).toEqual({ page: 1, limit: 10 });
    expect(read('columnId=-2&page=1.5')).toEqual({ page: 1, limit: 10 });
  });
  it('keeps at most 30 characters of a keyword (the call refuses more)', () => {
    expect(read(`keyword=${'智'.repeat(40)}`).keyword).toHaveLength(30);
  });
  it('starts again at page 1 on any change but the page', () => {
    const current = new URLSearchParams('columnId=3&keyword=网关&page=4');
    expect(newsListSearch(current, { columnId: 5 }).toString()).toBe(
      new URLSearchParams('columnId=5&keyword=网关').toString(),
    );
    expect(newsListSearch(current, { page: 2 }).get('page')).toBe('2');
    expect(newsListSearch(current, { page: 1 }).has('page')).toBe(false);
  });
  it('leaves out 全部 and an empty keyword', () => {
    const current = new URLSearchParams('columnId=3&keyword=网关');
    expect(newsListSearch(current, { columnId: undefined }).toString()).toBe(
      new URLSearchParams('keyword=网关').toString(),
    );
    expect(newsListSearch(current, { keyword: '  ' }).toString()).toBe('columnId=3');
  });
  it('builds the paths of 更多, search and an article', () => {
    expect(newsListPath()).toBe('/news/list');
    expect(newsListPath({ columnId: 2 })).toBe('/news/list?columnId=2');
    expect(newsListPath({ keyword: '智能 门锁' })).toBe(`/news/list?${new URLSearchParams('keyword=智能 门锁')}`);
    expect(newsDetailPath(7)).toBe('/news/detail?id=7');
  });
});

describe('tabs and heading', () => {
  it('puts 全部 before the columns', () => {
    expect(columnTabs([{ id: 2, name: '行业动态' }])).toEqual([{ name: '全部' }, { id: 2, name: '行业动态' }]);
  });
  it('names the column and the keyword', () => {
    expect(listHeading(undefined, undefined)).toBe('全部资讯');
    expect(listHeading('行业动态', undefined)).toBe('行业动态');
    expect(listHeading('行业动态', '网关')).toBe('“网关”的搜索结果 · 行业动态');
  });
});

describe('latest across the columns', () => {
  it('takes the newest, each article once', () => {
    const a = { id: 1, publishTime: 100 };
    const b = { id: 2, publishTime: 300 };
    const c = { id: 3, publishTime: 200 };
    expect(latestAcross([{ items: [a, b] }, { items: [c, b] }], 2)).toEqual([b, c]);
    expect(latestAcross([], 5)).toEqual([]);
  });
});
