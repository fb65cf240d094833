import {
  CALLS,
  NEWS_BANNERS,
  NEWS_HOME_ITEMS,
  NEWS_RELATED_ITEMS,
  STATUS,
  type TNewsCard,
  type TNewsDetail,
  type TNewsHome,
} from '@mall/contract';
import { XSS_CORPUS } from '@mall/contract/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { addBuyers } from '../../test/fixtures.js';
import { describeEachDb, freshIp } from '../../test/helper.js';
import { expectInert } from '../../test/rich-text.js';
import { publishArticle } from './news.service.js';

const N = CALLS.news;
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 9, 1);

describeEachDb('news', (ctx) => {
  const db = () => ctx.app.deps.db;
  /** Column 协议 (shown second): ids oldest first; column 公告 (shown first). */
  const proto: number[] = [];
  const notice: number[] = [];
  let hidden = 0;
  let dirty = 0;

  beforeAll(async () => {
    // 协议: 9 articles an hour apart, the 5th and 6th published at the same moment (ties go by id);
    // the 2nd and 4th are headlines; the oldest has no cover.
    for (let i = 0; i < 9; i++) {
      const at = T0 + (i === 5 ? 4 : i) * HOUR;
      proto.push(
        await publishArticle(db(), {
          column: '协议',
          columnSort: 2,
          title: `Matter 协议第${i}篇`,
          summary: `Thread 与 Wi-Fi 的第${i}篇解读`,
          cover: i === 0 ? '' : `/catalogue/p/${i}-0.svg`,
          source: '物联网观察',
          author: '测试作者',
          html: `<h2>第${i}篇</h2><p>正文</p>`,
          banner: i === 1 || i === 3,
          publishTime: at,
        }),
      );
    }
    notice.push(
      await publishArticle(db(), {
        column: '公告',
        columnSort: 1,
        title: '满 100% 返_积分 说明',
        summary: '平台公告',
        source: '智联商城资讯',
        author: '运营部',
        html: '<p>公告</p>',
        publishTime: T0 + 20 * HOUR,
      }),
    );
    dirty = await publishArticle(db(), {
      column: '公告',
      title: '一篇带脚本的文章',
      summary: '100 元 返积分',
      source: '智联商城资讯',
      author: '运营部',
      html:
        '<h2 onclick="x()">标题</h2><p>正文<script>alert(1)</script></p>' +
        '<img src="/img/a.png" onerror="alert(1)"><img src="javascript:alert(2)">' +
        '<a href="javascript:alert(3)">链接</a><a href="https://example.com/">外链</a>',
      publishTime: T0 + 21 * HOUR,
    });
    notice.push(dirty);
    hidden = await publishArticle(db(), {
      column: '公告',
      title: '未发布的文章 Matter',
      summary: '',
      source: '',
      author: '',
      html: '<p>草稿</p>',
      publishTime: T0 + 30 * HOUR,
    });
    await db().updateTable('news_articles').set({ status: 0 }).where('id', '=', hidden).execute();
  });

  describe('home', () => {
    it('shows the headlines newest first, topped up with the newest covered articles, and every column in order', async () => {
      const res = await ctx.call<TNewsHome>(N.home.path);
      expect(res.status, res.msg).toBe(STATUS.OK);
      const { banners, columns } = res.data;
      expect(banners).toHaveLength(NEWS_BANNERS);
      // Marked: 3 then 1; then the newest with a cover, not repeated (公告 has none): 8, 7 and 6.
      expect(banners.map((b) => b.id)).toEqual([proto[3], proto[1], proto[8], proto[7], proto[6]]);
      expect(columns.map((c) => c.name)).toEqual(['公告', '协议']);
      expect(columns[0]?.items.map((i) => i.id)).toEqual([dirty, notice[0]]);
      const protoItems = columns[1]?.items ?? [];
      expect(protoItems).toHaveLength(NEWS_HOME_ITEMS);
      // Newest first; 5 and 4 share a moment, the later id first.
      expect(protoItems.map((i) => i.id)).toEqual([8, 7, 6, 5, 4, 3].map((i) => proto[i]));
      expect(protoItems[0]).toEqual({
        id: proto[8],
        columnId: columns[1]?.id,
        columnName: '协议',
        title: 'Matter 协议第8篇',
        summary: 'Thread 与 Wi-Fi 的第8篇解读',
        cover: '/catalogue/p/8-0.svg',
        source: '物联网观察',
        author: '测试作者',
        publishTime: T0 + 8 * HOUR,
        views: 0,
      } satisfies TNewsCard);
      expect(JSON.stringify(res.data)).not.toContain('未发布');
    });

    it('takes an empty payload only: anything else is 407, an absent one is empty', async () => {
      const plain = await ctx.call<TNewsHome>(N.home.path);
      for (const data of ['x', 7, [1], true]) {
        const res = await ctx.call(N.home.path, data);
        expect(res.status, JSON.stringify(data)).toBe(STATUS.BAD_PAYLOAD);
        expect(res.msg, JSON.stringify(data)).toContain('data');
      }
      for (const data of [null, {}]) {
        expect(await ctx.call<TNewsHome>(N.home.path, data), JSON.stringify(data)).toEqual(plain);
      }
    });
  });

  describe('query', () => {
    it('pages newest first with the total of every published article', async () => {
      const all = await ctx.call<TNewsCard[]>(N.query.path, { limit: 50 });
      expect(all.status, all.msg).toBe(STATUS.OK);
      expect(all.total).toBe(11);
      expect(all.data.map((a) => a.id)).toEqual([
        dirty,
        notice[0],
        ...[8, 7, 6, 5, 4, 3, 2, 1, 0].map((i) => proto[i]),
      ]);
      const page2 = await ctx.call<TNewsCard[]>(N.query.path, { page: 2, limit: 4 });
      expect(page2.total).toBe(11);
      expect(page2.data.map((a) => a.id)).toEqual(all.data.slice(4, 8).map((a) => a.id));
      const past = await ctx.call<TNewsCard[]>(N.query.path, { page: 9, limit: 4 });
      expect(past.data).toEqual([]);
      expect(past.total).toBe(11);
    });

    it('filters by column and by every keyword term in title or summary, case aside', async () => {
      const col = (await ctx.call<TNewsHome>(N.home.path)).data.columns[1]?.id;
      const byColumn = await ctx.call<TNewsCard[]>(N.query.path, { columnId: col, limit: 3 });
      expect(byColumn.total).toBe(9);
      expect(byColumn.data.map((a) => a.id)).toEqual([proto[8], proto[7], proto[6]]);
      const terms = await ctx.call<TNewsCard[]>(N.query.path, { keyword: ' matter  第3篇 ' });
      expect(terms.data.map((a) => a.id)).toEqual([proto[3]]);
      // "wi-fi" is in the summaries only; the hidden article never shows.
      const summary = await ctx.call<TNewsCard[]>(N.query.path, { keyword: 'WI-FI', limit: 50 });
      expect(summary.total).toBe(9);
      const none = await ctx.call<TNewsCard[]>(N.query.path, { keyword: 'matter 公告' });
      expect(none).toMatchObject({ status: STATUS.OK, data: [], total: 0 });
      // Blank fields are as good as absent.
      const blank = await ctx.call<TNewsCard[]>(N.query.path, { keyword: '', columnId: null });
      expect(blank.total).toBe(11);
    });

    it('takes LIKE characters literally', async () => {
      const percent = await ctx.call<TNewsCard[]>(N.query.path, { keyword: '100%' });
      expect(percent.data.map((a) => a.id)).toEqual([notice[0]]);
      const underscore = await ctx.call<TNewsCard[]>(N.query.path, { keyword: '返_' });
      expect(underscore.data.map((a) => a.id)).toEqual([notice[0]]);
      const backslash = await ctx.call<TNewsCard[]>(N.query.path, { keyword: '\\' });
      expect(backslash.total).toBe(0);
      const lone = await ctx.call<TNewsCard[]>(N.query.path, { keyword: '%' });
      expect(lone.data.map((a) => a.id)).toEqual([notice[0]]);
    });

    it('refuses bad payloads naming the field', async () => {
      for (const [data, field] of [
        [{ limit: 0 }, 'data.limit'],
        [{ page: 0 }, 'data.page'],
        [{ columnId: 'x' }, 'data.columnId'],
        [{ keyword: 'x'.repeat(31) }, 'data.keyword'],
      ] as const) {
        const res = await ctx.call(N.query.path, data);
        expect(res.status).toBe(STATUS.BAD_PAYLOAD);
        expect(res.msg).toContain(field);
      }
    });
  });

  describe('detail', () => {
    it('answers the article with its neighbours in the column and the related articles', async () => {
      const res = await ctx.call<TNewsDetail>(N.detail.path, { id: proto[2] });
      expect(res.status, res.msg).toBe(STATUS.OK);
      expect(res.data).toMatchObject({
        id: proto[2],
        columnName: '协议',
        title: 'Matter 协议第2篇',
        htmlCode: '<h2>第2篇</h2><p>正文</p>',
        prev: { id: proto[1], title: 'Matter 协议第1篇' },
        next: { id: proto[3], title: 'Matter 协议第3篇' },
      });
      expect(res.data.related).toHaveLength(NEWS_RELATED_ITEMS);
      expect(res.data.related.map((r) => r.id)).toEqual([8, 7, 6, 5, 4].map((i) => proto[i]));
      // Ends of the column, and a tie broken by id.
      const oldest = await ctx.call<TNewsDetail>(N.detail.path, { id: proto[0] });
      expect(oldest.data.prev).toBeNull();
      expect(oldest.data.next?.id).toBe(proto[1]);
      const newest = await ctx.call<TNewsDetail>(N.detail.path, { id: proto[8] });
      expect(newest.data.next).toBeNull();
      const four = await ctx.call<TNewsDetail>(N.detail.path, { id: proto[4] });
      expect([four.data.prev?.id, four.data.next?.id]).toEqual([proto[3], proto[5]]);
      const five = await ctx.call<TNewsDetail>(N.detail.path, { id: proto[5] });
      expect([five.data.prev?.id, five.data.next?.id]).toEqual([proto[4], proto[6]]);
      // A column of two: one related article; the hidden one is nobody's neighbour.
      const last = await ctx.call<TNewsDetail>(N.detail.path, { id: dirty });
      expect(last.data.related.map((r) => r.id)).toEqual([notice[0]]);
      expect(last.data.next).toBeNull();
    });

    it('counts every view, also twenty at once', async () => {
      const id = proto[6] as number;
      const first = await ctx.call<TNewsDetail>(N.detail.path, { id });
      expect(first.data.views).toBe(1);
      const second = await ctx.call<TNewsDetail>(N.detail.path, { id });
      expect(second.data.views).toBe(2);
      const burst = await Promise.all(Array.from({ length: 20 }, () => ctx.call<TNewsDetail>(N.detail.path, { id })));
      expect(burst.every((r) => r.status === STATUS.OK)).toBe(true);
      expect(new Set(burst.map((r) => r.data.views)).size).toBe(20);
      const row = await db().selectFrom('news_articles').select('views').where('id', '=', id).executeTakeFirstOrThrow();
      expect(Number(row.views)).toBe(22);
      const list = await ctx.call<TNewsCard[]>(N.query.path, { keyword: 'Matter 协议第6篇' });
      expect(list.data[0]?.views).toBe(22);
    });

    it('stores bodies sanitized: no scripts, handlers or javascript: URLs', async () => {
      const res = await ctx.call<TNewsDetail>(N.detail.path, { id: dirty });
      const html = res.data.htmlCode;
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|alert/i);
      expect(html).toContain('<h2>标题</h2>');
      expect(html).toContain('<img src="/img/a.png" loading="lazy" />');
      expect(html).toContain('href="https://example.com/"');
      const stored = await db()
        .selectFrom('news_articles')
        .select('html_code')
        .where('id', '=', dirty)
        .executeTakeFirstOrThrow();
      expect(stored.html_code).toBe(html);
    });

    it('answers 404 NEWS_NOT_FOUND for an unknown or unpublished article, 407 for a bad id', async () => {
      for (const id of [999_999, hidden]) {
        const res = await ctx.call(N.detail.path, { id });
        expect(res).toMatchObject({ status: STATUS.NOT_FOUND, msg: '资讯不存在', code: 'NEWS_NOT_FOUND' });
      }
      const row = await db()
        .selectFrom('news_articles')
        .select('views')
        .where('id', '=', hidden)
        .executeTakeFirstOrThrow();
      expect(Number(row.views)).toBe(0);
      for (const data of [{ id: 'x' }, { id: 0 }, {}, null]) {
        const res = await ctx.call(N.detail.path, data);
        expect(res.status).toBe(STATUS.BAD_PAYLOAD);
        expect(res.msg).toContain('data');
      }
      const bad = await ctx.call(N.detail.path, { id: 'x' });
      expect(bad.msg).toContain('data.id');
    });
  });

  // Last in the file: its articles would change the counts above; they are removed afterwards.
  describe('rich text', () => {
    it('stores bodies sanitized: nothing of the XSS corpus survives that could run', async () => {
      expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(20);
      const ids: number[] = [];
      const publish = async (html: string) => {
        const id = await publishArticle(db(), {
          column: 'XSS',
          title: `安全测试${ids.length}`,
          summary: '',
          source: '',
          author: '',
          html,
          publishTime: T0 - HOUR,
        });
        ids.push(id);
        const res = await ctx.call<TNewsDetail>(N.detail.path, { id });
        expect(res.status, res.msg).toBe(STATUS.OK);
        return res.data.htmlCode;
      };
      try {
        const all = await publish(
          `<h2>资讯说明</h2><p>正文<strong>加粗</strong><a href="https://example.com/">外链</a></p>${XSS_CORPUS.join('\n')}`,
        );
        expect(all).toContain('<h2>资讯说明</h2>');
        expect(all).toContain('<strong>加粗</strong>');
        expect(all).toContain('href="https://example.com/"');
        expectInert(all);
        // Each payload alone, too: every one comes out inert.
        for (const payload of XSS_CORPUS) expectInert(await publish(`<p>正文</p>${payload}`), payload);
      } finally {
        await db().deleteFrom('news_articles').where('id', 'in', ids).execute();
        await db().deleteFrom('news_columns').where('name', '=', 'XSS').execute();
      }
    });
  });

  it('counts a viewer once a China day: a guest by address, a buyer by account', async () => {
    const id = await publishArticle(db(), {
      column: '协议',
      columnSort: 2,
      title: '浏览计数测试',
      summary: '同一访客一天只算一次浏览',
      source: '物联网观察',
      author: '测试作者',
      html: '<p>正文</p>',
      publishTime: T0 - 1000 * HOUR,
    });
    const views = async () =>
      Number(
        (await db().selectFrom('news_articles').select('views').where('id', '=', id).executeTakeFirstOrThrow()).views,
      );
    const read = (token?: string, ip?: string) => ctx.call<TNewsDetail>(N.detail.path, { id }, token, ip);
    const [home, office] = [freshIp(), freshIp()];
    const burst = await Promise.all(Array.from({ length: 50 }, () => read(undefined, home)));
    expect(burst.every((r) => r.status === STATUS.OK && r.data.views === 1)).toBe(true);
    expect(await views()).toBe(1);
    for (let i = 0; i < 5; i += 1) await read(undefined, office);
    expect(await views()).toBe(2);
    const [buyer] = await addBuyers(ctx.app.deps, 1);
    for (const ip of [home, freshIp(), freshIp()]) await read(buyer?.token, ip);
    expect(await views()).toBe(3);
    const rows = await db()
      .selectFrom('content_views')
      .selectAll()
      .where('kind', '=', 'news')
      .where('content_id', '=', id)
      .execute();
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`${home}|${office}`.replaceAll('.', '\\.')));
  });
});
