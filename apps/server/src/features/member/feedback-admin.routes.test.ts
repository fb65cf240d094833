import { CALLS, type TAdminFeedback, type TAuditEntry, type TMessage } from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, addBuyers, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';

const F = CALLS.adminFeedback;

describeEachDb('the console answers feedback (DESIGN-OPERATE §A feedback)', (ctx) => {
  let service: { id: number; token: string };
  let owner: { token: string };
  let buyer: TQuickBuyer;
  let suggestionId: number;
  let complaintId: number;

  beforeAll(async () => {
    service = await addAdmin(ctx, 'service');
    owner = await addAdmin(ctx, 'owner');
    [buyer] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
    const add = async (type: number, content: string) => {
      const res = await ctx.call<{ id: number }>(
        CALLS.feedback.add.path,
        { type, content, contact: '13900001111' },
        buyer.token,
      );
      expect(res.status).toBe(200);
      return res.data.id;
    };
    suggestionId = await add(1, '希望增加夜间配送服务');
    complaintId = await add(3, '快递员态度不好，投诉一下');
  });

  const call = <T>(path: string, data: unknown, token = service.token) => ctx.call<T>(path, data, token);
  const list = async (filter: Record<string, unknown> = {}) =>
    call<TAdminFeedback[]>(F.list.path, { page: 1, limit: 50, ...filter });

  it('lists feedback waiting first, with the buyer, type and contact; filters by status and type', async () => {
    const all = await list();
    expect(all.status).toBe(200);
    const mine = all.data.filter((f) => f.userId === buyer.userId);
    expect(mine.map((f) => f.id)).toEqual([suggestionId, complaintId]);
    expect(mine[1]).toMatchObject({ type: 3, typeText: '投诉', contact: '13900001111', status: 0, reply: '' });
    expect((await list({ type: 3 })).data.map((f) => f.id)).toContain(complaintId);
    expect((await list({ type: 3 })).data.map((f) => f.id)).not.toContain(suggestionId);
  });

  it('a reply reaches the buyer in 消息 and marks the feedback replied', async () => {
    const res = await call(F.reply.path, { id: complaintId, content: '  已联系快递公司核实处理，感谢反馈。 ' });
    expect(res.status).toBe(200);
    const messages = await ctx.call<TMessage[]>(CALLS.message.query.path, { page: 1, limit: 10 }, buyer.token);
    const message = messages.data.find((m) => m.kind === 'feedbackReply');
    expect(message?.title).toBe('您的意见反馈有回复了');
    expect(message?.content).toContain('已联系快递公司核实处理，感谢反馈。');
    const replied = (await list({ status: 1 })).data.find((f) => f.id === complaintId);
    expect(replied).toMatchObject({ status: 1, reply: '已联系快递公司核实处理，感谢反馈。' });
    expect(replied?.repliedAt).toBeGreaterThan(0);
    expect((await list({ status: 0 })).data.map((f) => f.id)).not.toContain(complaintId);
    // Waiting feedback first: the suggestion now comes before the answered complaint.
    const order = (await list()).data.map((f) => f.id);
    expect(order.indexOf(suggestionId)).toBeLessThan(order.indexOf(complaintId));
  });

  it('answers feedback once: a second reply is 409 and sends nothing', async () => {
    const res = await call(F.reply.path, { id: complaintId, content: '再回复一次' });
    expect(res).toMatchObject({ status: 409, code: 'FEEDBACK_ALREADY_REPLIED' });
    const messages = await ctx.call<TMessage[]>(CALLS.message.query.path, { page: 1, limit: 10 }, buyer.token);
    expect(messages.data.filter((m) => m.kind === 'feedbackReply')).toHaveLength(1);
  });

  it('records the reply in the audit log', async () => {
    const audit = await ctx.call<TAuditEntry[]>(
      CALLS.adminAudit.list.path,
      { action: 'feedback.reply', page: 1, limit: 10 },
      owner.token,
    );
    expect(audit.data[0]).toMatchObject({
      adminId: service.id,
      targetType: 'feedback',
      targetId: String(complaintId),
      before: { status: '待回复', reply: '' },
      after: { status: '已回复', reply: '已联系快递公司核实处理，感谢反馈。' },
    });
  });

  describe('refusals', () => {
    it('answers 404 for unknown feedback', async () => {
      expect((await call(F.reply.path, { id: 999_999, content: '回复' })).status).toBe(404);
    });

    it('answers 407 naming the field', async () => {
      const cases: [string, unknown, string][] = [
        [F.reply.path, { id: suggestionId }, 'content'],
        [F.reply.path, { id: suggestionId, content: '   ' }, 'content'],
        [F.reply.path, { id: suggestionId, content: 'x'.repeat(501) }, 'content'],
        [F.list.path, { status: 2, page: 1, limit: 10 }, 'status'],
        [F.list.path, { type: 9, page: 1, limit: 10 }, 'type'],
      ];
      for (const [path, data, field] of cases) {
        const res = await call(path, data);
        expect(res.status, JSON.stringify(data)).toBe(407);
        expect(res.field, JSON.stringify(data)).toBe(field);
      }
    });
  });
});
