import {
  CALLS,
  CHAT_OPEN_PER_HOUR,
  CHAT_SEND_MAX,
  CHAT_UNANSWERED_MS,
  STATUS,
  type TChatConversation,
  type TChatHistory,
  type TChatMessage,
} from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { chatKit } from '../../test/chat-fixtures.js';
import { addSeller } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { remindUnanswered } from './chat.service.js';

const B = CALLS.chat;
const S = CALLS.sellerChat;

describeEachDb('chat: many at once', (ctx) => {
  const kit = chatKit(ctx);
  const { ok } = kit;
  const statuses = (answers: { status: number }[]) =>
    answers.reduce<Record<number, number>>((n, a) => {
      n[a.status] = (n[a.status] ?? 0) + 1;
      return n;
    }, {});

  describe('throttles', () => {
    it(`a flood of 25 sends: exactly CHAT_SEND_MAX (${CHAT_SEND_MAX}) pass, the rest 429 CHAT_TOO_FAST; another buyer is unaffected`, async () => {
      const [shop, flooder, calm] = await Promise.all([kit.shop(), kit.buyer(), kit.buyer()]);
      const id = await kit.open(flooder.token, shop.sellerId);
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          ctx.call<TChatMessage>(B.send.path, { conversationId: id, kind: 'text', content: `刷屏${i}` }, flooder.token),
        ),
      );
      expect(statuses(answers)).toEqual({ [STATUS.OK]: CHAT_SEND_MAX, [STATUS.TOO_MANY]: 25 - CHAT_SEND_MAX });
      expect(answers.filter((a) => a.status === STATUS.TOO_MANY).every((a) => a.code === 'CHAT_TOO_FAST')).toBe(true);
      expect(await kit.countMessages(id)).toBe(CHAT_SEND_MAX);

      const calmId = await kit.open(calm.token, shop.sellerId);
      expect((await kit.say('buyer', calm.token, calmId, '你好')).content).toBe('你好');
      // Nor is the shop: its answers count on its own.
      expect((await kit.say('seller', shop.token, id, '请慢一点')).from).toBe('seller');
    });

    it(`opening: CHAT_OPEN_PER_HOUR (${CHAT_OPEN_PER_HOUR}) new shops an hour, counting a shop opened ten times at once as one; re-opening is never throttled`, async () => {
      const b = await kit.buyer();
      // The first alone: the first seller of a database makes the test category, and two racing would both try.
      const shops = [await addSeller(ctx, [])];
      shops.push(...(await Promise.all(Array.from({ length: CHAT_OPEN_PER_HOUR }, () => addSeller(ctx, [])))));
      const [first, ...rest] = shops;
      if (!first) throw new Error('no shop');
      const openShop = (shopId: number) => ctx.call<{ conversationId: number }>(B.open.path, { shopId }, b.token);
      const burst = await Promise.all(Array.from({ length: 10 }, () => openShop(first.sellerId)));
      expect(new Set(burst.map((r) => ok(r).conversationId)).size).toBe(1);
      for (const s of rest.slice(0, CHAT_OPEN_PER_HOUR - 1)) ok(await openShop(s.sellerId));
      const over = rest.at(-1);
      if (!over) throw new Error('no shop');
      expect(await openShop(over.sellerId)).toMatchObject({ status: STATUS.TOO_MANY, code: 'CHAT_OPEN_THROTTLED' });
      // Every shop already opened still opens, as often as asked.
      for (const s of shops.slice(0, CHAT_OPEN_PER_HOUR)) ok(await openShop(s.sellerId));
      const again = await Promise.all(Array.from({ length: 5 }, () => openShop(first.sellerId)));
      expect(again.map((r) => r.status)).toEqual(Array(5).fill(STATUS.OK));
      expect((await ctx.call(B.list.path, { page: 1, limit: 50 }, b.token)).total).toBe(CHAT_OPEN_PER_HOUR);
    });
  });

  it('10 opens of the same (buyer, shop) at once answer one conversation', async () => {
    const [shop, b] = await Promise.all([kit.shop(), kit.buyer()]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.call<{ conversationId: number }>(B.open.path, { shopId: shop.sellerId }, b.token),
      ),
    );
    const ids = new Set(answers.map((a) => ok(a).conversationId));
    expect(ids.size).toBe(1);
    const rows = await ctx.app.deps.db
      .selectFrom('chat_conversations')
      .select('id')
      .where('user_id', '=', b.userId)
      .where('seller_id', '=', shop.sellerId)
      .execute();
    expect(rows.map((r) => r.id)).toEqual([...ids]);
  });

  it('10 sends from both sides at once leave the highest id as the last message, in the lists and the history', async () => {
    const [shop, b] = await Promise.all([kit.shop(), kit.buyer()]);
    const id = await kit.open(b.token, shop.sellerId);
    const sent = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0 ? kit.say('buyer', b.token, id, `买家第${i}条`) : kit.say('seller', shop.token, id, `商家第${i}条`),
      ),
    );
    const highest = sent.reduce((m, x) => (x.id > m.id ? x : m));
    const history = ok(await ctx.call<TChatHistory>(B.history.path, { conversationId: id, limit: 20 }, b.token));
    expect(history.messages).toHaveLength(10);
    expect(history.messages.at(-1)?.id).toBe(highest.id);
    const row = await kit.conversationRow(id);
    expect(row).toMatchObject({ last_message_id: highest.id, last_from: highest.from, last_preview: highest.content });
    for (const [path, token] of [
      [B.list.path, b.token],
      [S.list.path, shop.token],
    ] as const) {
      const [c] = ok(await ctx.call<TChatConversation[]>(path, { page: 1, limit: 20 }, token));
      expect(c?.lastMessage).toMatchObject({ from: highest.from, preview: highest.content });
    }
    // Each side has read at least its own last message: its unread count is what the other sent after it.
    const buyerLast = Math.max(...sent.filter((m) => m.from === 'buyer').map((m) => m.id));
    const shopAfter = sent.filter((m) => m.from === 'seller' && m.id > buyerLast).length;
    expect(ok(await ctx.call<{ unread: number }>(B.unread.path, {}, b.token)).unread).toBe(shopAfter);
  });

  it('10 read marks at once with different upTo leave the highest', async () => {
    const [shop, b] = await Promise.all([kit.shop(), kit.buyer()]);
    const id = await kit.open(b.token, shop.sellerId);
    const ids = (await kit.insertMessages([id], 'seller', 10)).get(id) ?? [];
    const shuffled = [...ids].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(
      shuffled.map((upTo) => ctx.call<{ unread: number }>(B.read.path, { conversationId: id, upTo }, b.token)),
    );
    expect(answers.every((a) => a.status === STATUS.OK)).toBe(true);
    expect((await kit.conversationRow(id)).buyer_read_up_to).toBe(ids.at(-1));
    expect(ok(await ctx.call<{ unread: number }>(B.unread.path, {}, b.token)).unread).toBe(0);
    // The shop's side too.
    const mine = await kit.say('buyer', b.token, id, '收到');
    const more = await Promise.all(
      [mine.id, ids[3] ?? 0, mine.id - 1].map((upTo) =>
        ctx.call(S.read.path, { conversationId: id, upTo }, shop.token),
      ),
    );
    expect(more.map((a) => a.status)).toEqual([STATUS.OK, STATUS.OK, STATUS.OK]);
    expect((await kit.conversationRow(id)).seller_read_up_to).toBe(mine.id);
  });

  it('the unanswered reminder run by two instances at once writes one 消息 per answer', async () => {
    const shop = await kit.shop();
    const buyers = await Promise.all([kit.buyer(), kit.buyer(), kit.buyer()]);
    const conversations = await Promise.all(buyers.map((b) => kit.open(b.token, shop.sellerId)));
    for (const [i, id] of conversations.entries()) await kit.say('seller', shop.token, id, `亲，第${i}位买家您好`);
    const chatMessagesOf = async (token: string) =>
      ok(
        await ctx.call<{ kind: string; link: string }[]>(CALLS.message.query.path, { page: 1, limit: 50 }, token),
      ).filter((m) => m.kind === 'chat');

    // Not yet due: nothing.
    expect(await remindUnanswered(ctx.app.deps.db, Date.now() + CHAT_UNANSWERED_MS - 60_000)).toBe(0);
    const later = Date.now() + CHAT_UNANSWERED_MS + 60_000;
    const runs = await Promise.all([
      remindUnanswered(ctx.app.deps.db, later),
      remindUnanswered(ctx.app.deps.db, later),
    ]);
    expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(buyers.length);
    expect(await remindUnanswered(ctx.app.deps.db, later)).toBe(0);
    for (const [i, b] of buyers.entries()) {
      expect(await chatMessagesOf(b.token)).toMatchObject([{ link: `/chat?conversationId=${conversations[i]}` }]);
    }

    // A second answer is a second 消息; an answer the buyer has read is none.
    const [first, second] = buyers;
    if (!first || !second) throw new Error('no buyers');
    await kit.say('seller', shop.token, conversations[0] ?? 0, '还在吗');
    const read = await kit.say('seller', shop.token, conversations[1] ?? 0, '已发货');
    ok(await ctx.call(B.read.path, { conversationId: conversations[1], upTo: read.id }, second.token));
    const again = later + CHAT_UNANSWERED_MS + 60_000;
    await Promise.all([remindUnanswered(ctx.app.deps.db, again), remindUnanswered(ctx.app.deps.db, again)]);
    expect(await chatMessagesOf(first.token)).toHaveLength(2);
    expect(await chatMessagesOf(second.token)).toHaveLength(1);
  });
});
