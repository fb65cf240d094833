import {
  CALLS,
  type TAdminNewsArticle,
  type TAdminNewsColumn,
  type TAdminNewsRow,
  type TAuditEntry,
  type TNewsHome,
} from '@mall/contract';
import { XSS_CORPUS } from '@mall/contract/testing';
import { beforeAll, expect, it } from 'vitest';
import { addAdmin } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { expectInert } from '../../test/rich-text.js';

const A = CALLS.adminNews;
const N = CALLS.news;
const HOUR = 3_600_000;

// The public answers are response-cached here (a minute) so the tests see the console's writes drop them.
describeEachDb(
  'the console’s news',
  (ctx) => {
    let op = '';
    let columnId = 0;
    const article = (over: Record<string, unknown> = {}) => ({
      columnId,
      title: '新品发布：智能门锁 Pro',
      summary: '支持 Matter 的门锁',
      cover: '',
      htmlCode: '<h2>门锁</h2><p>正文</p>',
      status: 1,
      ...over,
    });
    const publicIds = async (): Promise<number[]> => {
      const res = await ctx.call<{ id: number }[]>(N.query.path, { page: 1, limit: 50 });
      return (res.data ?? []).map((a) => a.id);
    };
    const auditOf = async (action: string): Promise<TAuditEntry[]> => {
      const owner = await addAdmin(ctx, 'owner');
      const res = await ctx.call<TAuditEntry[]>(
        CALLS.adminAudit.list.path,
        { action, page: 1, limit: 50 },
        owner.token,
      );
      return res.data ?? [];
    };

    beforeAll(async () => {
      op = (await addAdmin(ctx, 'operator')).token;
      const res = await ctx.call<{ id: number }>(A.addColumn.path, { name: '行业', sort: 1 }, op);
      expect(res.status).toBe(200);
      columnId = res.data?.id ?? 0;
    });

    it('adds a published article the storefront shows at once, and keeps drafts and future ones hidden', async () => {
      // Warm the cache first: the write must drop it.
      expect(await publicIds()).toEqual([]);
      const live = await ctx.call<{ id: number }>(A.add.path, article(), op);
      const draft = await ctx.call<{ id: number }>(A.add.path, article({ title: '草稿', status: 0 }), op);
      const later = await ctx.call<{ id: number }>(
        A.add.path,
        article({ title: '定时', publishTime: Date.now() + HOUR }),
        op,
      );
      const ids = [live, draft, later].map((r) => r.data?.id ?? 0);
      expect(ids.every((id) => id > 0)).toBe(true);
      expect(await publicIds()).toEqual([ids[0]]);
      const home = await ctx.call<TNewsHome>(N.home.path, {});
      expect(home.data?.columns.find((c) => c.id === columnId)?.items.map((i) => i.id)).toEqual([ids[0]]);
      for (const hidden of [ids[1], ids[2]]) {
        expect((await ctx.call(N.detail.path, { id: hidden })).status).toBe(404);
      }
      // The console lists all three, with their status.
      const list = await ctx.call<TAdminNewsRow[]>(A.list.path, { page: 1, limit: 10, columnId }, op);
      expect(list.total).toBe(3);
      const drafts = await ctx.call<TAdminNewsRow[]>(A.list.path, { page: 1, limit: 10, status: 0 }, op);
      expect(drafts.data?.map((a) => a.id)).toEqual([ids[1]]);
      const found = await ctx.call<TAdminNewsRow[]>(A.list.path, { page: 1, limit: 10, keyword: '定时' }, op);
      expect(found.data?.map((a) => a.id)).toEqual([ids[2]]);
      // Publishing the draft with a time come shows it; the timed one shows once its time is moved to now.
      expect((await ctx.call(A.update.path, { ...article({ title: '草稿转发布' }), id: ids[1] }, op)).status).toBe(200);
      expect(
        (
          await ctx.call(
            A.update.path,
            { ...article({ title: '定时', publishTime: Date.now() - 1000 }), id: ids[2] },
            op,
          )
        ).status,
      ).toBe(200);
      expect((await publicIds()).sort()).toEqual([...ids].sort());
      const shown = await ctx.call<{ title: string }>(N.detail.path, { id: ids[1] });
      expect(shown.data?.title).toBe('草稿转发布');
      // Back to a draft: gone from every public answer at once.
      expect((await ctx.call(A.update.path, { ...article({ status: 0 }), id: ids[0] }, op)).status).toBe(200);
      expect(await publicIds()).not.toContain(ids[0]);
      expect((await ctx.call(N.detail.path, { id: ids[0] })).status).toBe(404);
    });

    it('stores the body sanitized, as plans are', async () => {
      for (const [i, html] of XSS_CORPUS.entries()) {
        const res = await ctx.call<{ id: number }>(
          A.add.path,
          article({ title: `XSS ${i}`, htmlCode: `<p>正文</p>${html}`, status: 0 }),
          op,
        );
        expect(res.status, html).toBe(200);
        const stored = await ctx.call<TAdminNewsArticle>(A.detail.path, { id: res.data?.id }, op);
        expectInert(stored.data?.htmlCode ?? '', html);
      }
      const res = await ctx.call<{ id: number }>(
        A.add.path,
        article({ htmlCode: '<p>图<img src="/files/2026/11/aaaaaaaaaaaaaaaaaaaaaaaa.png" onerror="x()"></p>' }),
        op,
      );
      const stored = await ctx.call<TAdminNewsArticle>(A.detail.path, { id: res.data?.id }, op);
      expect(stored.data?.htmlCode).toContain('<img src="/files/2026/11/aaaaaaaaaaaaaaaaaaaaaaaa.png"');
      expect(stored.data?.htmlCode).not.toContain('onerror');
    });

    it('refuses bad payloads naming the field, and unknown articles and columns with 404', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [article({ title: '' }), 'title'],
        [article({ title: 'x'.repeat(101) }), 'title'],
        [article({ status: 2 }), 'status'],
        [article({ cover: 'javascript:alert(1)' }), 'cover'],
        [article({ cover: '//evil.example/x.png' }), 'cover'],
        [article({ htmlCode: '' }), 'htmlCode'],
        [article({ publishTime: 'tomorrow' }), 'publishTime'],
        [article({ columnId: 0 }), 'columnId'],
      ];
      for (const [data, field] of cases) {
        const res = await ctx.call(A.add.path, data, op);
        expect(res, field).toMatchObject({ status: 407, field });
      }
      expect(await ctx.call(A.add.path, article({ columnId: 999_999 }), op)).toMatchObject({
        status: 404,
        code: 'NEWS_COLUMN_NOT_FOUND',
      });
      for (const path of [A.detail.path, A.remove.path]) {
        expect(await ctx.call(path, { id: 999_999 }, op)).toMatchObject({ status: 404, code: 'NEWS_NOT_FOUND' });
      }
      expect(await ctx.call(A.update.path, { ...article(), id: 999_999 }, op)).toMatchObject({ status: 404 });
      expect((await ctx.call(A.addColumn.path, { name: ' ', sort: 1 }, op)).field).toBe('name');
      expect(await ctx.call(A.updateColumn.path, { id: 999_999, name: '无', sort: 1 }, op)).toMatchObject({
        status: 404,
      });
      expect(await ctx.call(A.removeColumn.path, { id: 999_999 }, op)).toMatchObject({ status: 404 });
      expect(await ctx.call(A.addColumn.path, { name: '行业', sort: 3 }, op)).toMatchObject({
        status: 531,
        code: 'NEWS_COLUMN_EXISTS',
      });
    });

    it('keeps a column that holds articles, removes an empty one, and logs every write with before and after', async () => {
      expect(await ctx.call(A.removeColumn.path, { id: columnId }, op)).toMatchObject({
        status: 409,
        code: 'NEWS_COLUMN_IN_USE',
      });
      const empty = await ctx.call<{ id: number }>(A.addColumn.path, { name: '临时', sort: 9 }, op);
      expect((await ctx.call(A.updateColumn.path, { id: empty.data?.id, name: '临时栏目', sort: 8 }, op)).status).toBe(
        200,
      );
      const columns = await ctx.call<TAdminNewsColumn[]>(A.columns.path, {}, op);
      expect(columns.data?.find((c) => c.id === columnId)?.articleCount).toBeGreaterThan(0);
      expect(columns.data?.find((c) => c.id === empty.data?.id)).toMatchObject({
        name: '临时栏目',
        sort: 8,
        articleCount: 0,
      });
      expect((await ctx.call(A.removeColumn.path, { id: empty.data?.id }, op)).status).toBe(200);

      const added = await ctx.call<{ id: number }>(A.add.path, article({ title: '待删除' }), op);
      const id = added.data?.id ?? 0;
      expect(await publicIds()).toContain(id);
      expect((await ctx.call(A.update.path, { ...article({ title: '改过的标题' }), id }, op)).status).toBe(200);
      expect((await ctx.call(A.remove.path, { id }, op)).status).toBe(200);
      expect(await publicIds()).not.toContain(id);
      expect((await ctx.call(A.detail.path, { id }, op)).status).toBe(404);

      const [add] = (await auditOf('news.add')).filter((e) => e.targetId === String(id));
      expect(add).toMatchObject({ targetType: 'news', before: null, after: { title: '待删除', status: 1 } });
      const [update] = (await auditOf('news.update')).filter((e) => e.targetId === String(id));
      expect(update).toMatchObject({ before: { title: '待删除' }, after: { title: '改过的标题' } });
      const [remove] = (await auditOf('news.remove')).filter((e) => e.targetId === String(id));
      expect(remove).toMatchObject({ before: { title: '改过的标题' }, after: null });
      expect((await auditOf('news.removeColumn')).map((e) => e.targetId)).toContain(String(empty.data?.id));
      expect((await auditOf('news.updateColumn'))[0]).toMatchObject({
        before: { name: '临时' },
        after: { name: '临时栏目' },
      });
    });

    it('is the operators’: customer service is refused', async () => {
      const service = await addAdmin(ctx, 'service');
      expect(await ctx.call(A.list.path, { page: 1, limit: 10 }, service.token)).toMatchObject({ status: 403 });
    });
  },
  { CATALOGUE_CACHE_MS: '60000' },
);
