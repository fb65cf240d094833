import {
  CALLS,
  CONTENT_STATUS,
  STATUS,
  type TChatConversation,
  type TChatHistory,
  type TContentItem,
  type TDeletionRequest,
} from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatKit, type TChatShop } from '../../test/chat-fixtures.js';
import { addAdmin, FIXTURE_BUYER_PASSWORD } from '../../test/fixtures.js';
import { describeEachDb, registerAndLogin } from '../../test/helper.js';
import { runDueDeletions } from '../privacy/privacy.service.js';

const B = CALLS.chat;
const S = CALLS.sellerChat;
const P = CALLS.privacy;
const A = CALLS.adminContent;

describeEachDb('chat: personal data and the console’s content queue', (ctx) => {
  const kit = chatKit(ctx);
  const { ok } = kit;
  let shop: TChatShop;
  let otherShop: TChatShop;

  beforeAll(async () => {
    [shop, otherShop] = await Promise.all([kit.shop(), kit.shop()]);
  });

  describe('personal data', () => {
    it('the export holds the buyer’s conversations with their messages, and no one else’s', async () => {
      const buyer = await registerAndLogin(ctx, 'chx');
      const other = await kit.buyer();
      const id = await kit.open(buyer.token, shop.sellerId);
      const second = await kit.open(buyer.token, otherShop.sellerId);
      await kit.say('buyer', buyer.token, id, '门锁支持指纹吗');
      await kit.say('seller', shop.token, id, '支持的');
      const theirs = await kit.open(other.token, shop.sellerId);
      await kit.say('buyer', other.token, theirs, '别人的悄悄话');

      const res = await ctx.app.inject({
        method: 'POST',
        url: P.exportMyData.path,
        payload: { data: {}, accessToken: buyer.token },
      });
      expect(res.statusCode).toBe(200);
      const sections = (res.json() as { sections: Record<string, { data: unknown }> }).sections;
      const conversations = sections.conversations?.data as {
        shop: string;
        messages: { from: string; kind: string; content: string }[];
      }[];
      expect(conversations).toHaveLength(2);
      expect(conversations[0]).toMatchObject({
        shop: `测试店铺${shop.sellerId}`,
        messages: [
          { from: 'buyer', kind: 'text', content: '门锁支持指纹吗' },
          { from: 'seller', kind: 'text', content: '支持的' },
        ],
      });
      expect(conversations[1]).toMatchObject({ shop: `测试店铺${otherShop.sellerId}`, messages: [] });
      expect(res.body).not.toContain('别人的悄悄话');
      expect(second).not.toBe(id);
    });

    it('deleting the account erases its conversations, messages and reports; the shop’s inbox no longer shows them', async () => {
      const buyer = await registerAndLogin(ctx, 'chd');
      const me = ok(await ctx.call<{ userId: number }>(CALLS.account.selectUsers.path, {}, buyer.token));
      const id = await kit.open(buyer.token, shop.sellerId);
      const question = await kit.say('buyer', buyer.token, id, '请问发货时间');
      const answer = await kit.say('seller', shop.token, id, '加微信详聊');
      ok(await ctx.call(B.report.path, { messageId: answer.id, reason: '站外引流' }, buyer.token));
      ok(await ctx.call(S.report.path, { messageId: question.id, reason: '测试举报' }, shop.token));
      // A neighbour's conversation with the same shop stays.
      const neighbour = await kit.buyer();
      const kept = await kit.open(neighbour.token, shop.sellerId);
      const keptMessage = await kit.say('buyer', neighbour.token, kept, '我的还在');
      ok(await ctx.call(S.report.path, { messageId: keptMessage.id, reason: '测试举报' }, shop.token));
      const reportsBefore = await kit.countReports();
      // One message the shop has not read yet: its badge drops with the conversation.
      await kit.say('buyer', buyer.token, id, '还在吗');
      const shopUnread = async () => ok(await ctx.call<{ unread: number }>(S.unread.path, {}, shop.token)).unread;
      const unreadBefore = await shopUnread();

      await ctx.app.deps.counters.reset(`sms:${buyer.phone}`);
      ok(await ctx.call(P.sendDeleteCode.path, {}, buyer.token));
      const asked = ok(
        await ctx.call<TDeletionRequest>(
          P.deleteAccount.path,
          { password: FIXTURE_BUYER_PASSWORD, code: ctx.lastCode(buyer.phone) },
          buyer.token,
        ),
      );
      // Waiting out the cooling-off changes nothing yet.
      const inboxIds = async () =>
        ok(await ctx.call<TChatConversation[]>(S.list.path, { page: 1, limit: 50 }, shop.token)).map((c) => c.id);
      expect(await inboxIds()).toContain(id);
      const report = await runDueDeletions(ctx.app.deps, ctx.app.personalData, asked.deleteAt + 1);
      expect(report.deleted).toBe(1);

      const { db } = ctx.app.deps;
      expect(await db.selectFrom('chat_conversations').select('id').where('user_id', '=', me.userId).execute()).toEqual(
        [],
      );
      expect(await kit.countMessages(id)).toBe(0);
      const gone = await db
        .selectFrom('chat_reports')
        .select('id')
        .where('message_id', 'in', [question.id, answer.id])
        .execute();
      expect(gone).toEqual([]);
      expect(await kit.countReports()).toBe(reportsBefore - 2);
      expect(await inboxIds()).not.toContain(id);
      expect(await inboxIds()).toContain(kept);
      expect(await ctx.call(S.history.path, { conversationId: id }, shop.token)).toMatchObject({
        status: STATUS.NOT_FOUND,
        code: 'CHAT_NOT_FOUND',
      });
      expect(await shopUnread()).toBe(unreadBefore - 1);
      expect(await kit.countMessages(kept)).toBe(1);
    });
  });

  describe('the console’s content queue (kind chat)', () => {
    it('lists reported messages only, filters shown and hidden, and restore shows a message again', async () => {
      const admin = await addAdmin(ctx, 'operator');
      const b = await kit.buyer();
      const id = await kit.open(b.token, otherShop.sellerId);
      const innocent = await kit.say('seller', otherShop.token, id, '欢迎光临');
      const spam = await kit.say('seller', otherShop.token, id, '加微信领红包');
      const rude = await kit.say('buyer', b.token, id, '骂人的话');
      ok(await ctx.call(B.report.path, { messageId: spam.id, reason: '引导站外交易' }, b.token));
      ok(await ctx.call(S.report.path, { messageId: rude.id, reason: '辱骂' }, otherShop.token));

      const queue = async (status?: number) =>
        ok(
          await ctx.call<TContentItem[]>(
            A.list.path,
            { kind: 'chat', page: 1, limit: 100, ...(status === undefined ? {} : { status }) },
            admin.token,
          ),
        )
          .map((i) => i.id)
          .filter((x) => [innocent.id, spam.id, rude.id].includes(x));

      expect((await queue()).sort()).toEqual([spam.id, rude.id].sort());
      expect(await queue(CONTENT_STATUS.HIDDEN)).toEqual([]);
      ok(await ctx.call(A.hide.path, { kind: 'chat', id: spam.id, reason: '站外引流' }, admin.token));
      expect(await queue(CONTENT_STATUS.HIDDEN)).toEqual([spam.id]);
      expect(await queue(CONTENT_STATUS.SHOWN)).toEqual([rude.id]);
      // An unreported message is not the console's to hide.
      expect(await ctx.call(A.hide.path, { kind: 'chat', id: innocent.id, reason: '无' }, admin.token)).toMatchObject({
        status: STATUS.NOT_FOUND,
      });

      const historyOf = async () =>
        ok(await ctx.call<TChatHistory>(B.history.path, { conversationId: id, limit: 10 }, b.token)).messages.find(
          (m) => m.id === spam.id,
        );
      expect(await historyOf()).toMatchObject({ hidden: true, content: '' });
      ok(await ctx.call(A.restore.path, { kind: 'chat', id: spam.id }, admin.token));
      expect(await historyOf()).toMatchObject({ hidden: false, content: '加微信领红包' });
      expect(await queue(CONTENT_STATUS.HIDDEN)).toEqual([]);
      expect((await queue(CONTENT_STATUS.SHOWN)).sort()).toEqual([spam.id, rude.id].sort());
      // Restoring again changes nothing.
      ok(await ctx.call(A.restore.path, { kind: 'chat', id: spam.id }, admin.token));
      // The shop’s side shows it again too.
      const seen = ok(
        await ctx.call<TChatHistory>(S.history.path, { conversationId: id, limit: 10 }, otherShop.token),
      ).messages.find((m) => m.id === spam.id);
      expect(seen).toMatchObject({ hidden: false, content: '加微信领红包' });
    });
  });
});
