import { describe, expect, it } from 'vitest';
import { EMPTY_NEWS_FORM, newsFormValues, newsPayload, newsStateTag, publishLabel } from './news-admin-view';

describe('the console’s news view', () => {
  const now = Date.UTC(2026, 10, 27, 12);
  it('tells drafts, timed and published articles apart', () => {
    expect(newsStateTag({ status: 0, publishTime: now - 1 }, now).text).toBe('草稿');
    expect(newsStateTag({ status: 1, publishTime: now + 60_000 }, now).text).toBe('定时发布');
    expect(newsStateTag({ status: 1, publishTime: now }, now).text).toBe('已发布');
  });
  it('sends the form trimmed, the cover as one path, and no time when none was picked', () => {
    const v = {
      ...EMPTY_NEWS_FORM,
      columnId: 3,
      title: ' 标题 ',
      summary: ' 摘要 ',
      htmlCode: '<p>x</p>',
      cover: ['/files/a.png'],
    };
    expect(newsPayload(v, 1)).toEqual({
      columnId: 3,
      title: '标题',
      summary: '摘要',
      cover: '/files/a.png',
      htmlCode: '<p>x</p>',
      source: '',
      author: '',
      status: 1,
      isBanner: false,
    });
    expect(newsPayload({ ...v, cover: [], publishTime: now }, 0)).toMatchObject({
      cover: '',
      publishTime: now,
      status: 0,
    });
  });
  it('reads an article back into the form and names the publish button by its time', () => {
    const values = newsFormValues({
      id: 1,
      columnId: 2,
      columnName: '行业',
      title: 't',
      cover: '',
      status: 1,
      isBanner: true,
      publishTime: now,
      views: 0,
      createdAt: now,
      updatedAt: now,
      summary: 's',
      source: '',
      author: '',
      htmlCode: '<p>b</p>',
    });
    expect(values).toMatchObject({ columnId: 2, cover: [], isBanner: true, publishTime: now });
    expect(publishLabel(now + 1, now)).toBe('定时发布');
    expect(publishLabel(null, now)).toBe('发布');
  });
});
