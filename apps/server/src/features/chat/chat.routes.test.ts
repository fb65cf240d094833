import {
  CALLS,
  CHAT_HIDDEN_TEXT,
  STATUS,
  type TChatConversation,
  type TChatHistory,
  type TChatMessage,
  type TChatServerFrame,
} from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, addBuyers, addSeller, type TFixtureSeller, uploadPng } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { sellerKit } from '../../test/seller-fixtures.js';
import { remindUnanswered } from './chat.service.js';

const B = CALLS.chat;
const S = CALLS.sellerChat;

describeEachDb('conversations (客服会话)', (ctx) => {
  let shop: TFixtureSeller;
  let shopToken: string;
  let otherShop: TFixtureSeller;
  let otherShopToken: string;

  beforeAll(async () => {
    shop = await addSeller(ctx, [{ title: '智能门锁 Pro', standards: [[129_900, 50]] }]);
    shopToken = await shop.login();
    otherShop = await addSeller(ctx, [{ title: '别家网关', standards: [[19_900, 50]] }]);
    otherShopToken = await otherShop.login();
  });

  const kit = sellerKit(ctx);
  const buyer = async () => {
    const [b] = await addBuyers(ctx.app.deps, 1);
    if (!b) throw new Error('no buyer');
    return b;
  };
  const ok = <T>(res: { status: number; msg: string; data: T }) => {
    expect(res.status, res.msg).toBe(STATUS.OK);
    return res.data;
  };
  const open = async (token: string, data: object = { shopId: shop.sellerId }) =>
    ok(await ctx.call<{ conversationId: number }>(B.open.path, data, token)).conversationId;
  const send = (path: string, token: string, data: object) => ctx.call<TChatMessage>(path, data, token);
  /** Frames the hub delivered, by subject. */
  const frames = new Map<string, TChatServerFrame[]>();
  const listen = (subject: `user:${number}` | `seller:${number}`) => {
    const got: TChatServerFrame[] = [];
    frames.set(subject, got);
    return ctx.app.deps.chat.attach(subject, { readyState: 1, send: (text) => got.push(JSON.parse(text)) });
  };

  it('a buyer asks from a product, the shop answers; lists, unread counts, read marks and live frames follow', async () => {
    const b = await buyer();
    const productId = shop.products[0]?.productId ?? 0;
    const stopBuyer = listen(`user:${b.userId}`);
    const stopShop = listen(`seller:${shop.sellerId}`);
    const id = await open(b.token, { shopId: shop.sellerId, productId });
    expect(await open(b.token)).toBe(id);

    const question = ok(
      await send(B.send.path, b.token, { conversationId: id, kind: 'text', content: '  支持米家吗？ ' }),
    );
    expect(question).toMatchObject({ from: 'buyer', kind: 'text', content: '支持米家吗？', hidden: false });
    const card = ok(
      await send(B.send.path, b.token, { conversationId: id, kind: 'product', content: String(productId) }),
    );
    expect(card.product).toMatchObject({ id: productId, title: '智能门锁 Pro', price: 1299 });

    expect(ok(await ctx.call<{ unread: number }>(S.unread.path, {}, shopToken)).unread).toBe(2);
    const inbox = await ctx.call<TChatConversation[]>(S.list.path, { page: 1, limit: 20, unreadOnly: 1 }, shopToken);
    expect(inbox.data.find((c) => c.id === id)).toMatchObject({
      unread: 2,
      lastMessage: { from: 'buyer', preview: '[商品]' },
    });
    expect(frames.get(`seller:${shop.sellerId}`)?.filter((f) => f.type === 'message')).toHaveLength(2);

    const answer = ok(
      await send(S.send.path, shopToken, { conversationId: id, kind: 'text', content: '支持的，需要网关' }),
    );
    // Answering read the buyer's messages.
    expect(ok(await ctx.call<{ unread: number }>(S.unread.path, {}, shopToken)).unread).toBe(0);
    expect(frames.get(`user:${b.userId}`)?.at(-1)).toMatchObject({
      type: 'message',
      conversationId: id,
      message: { id: answer.id },
    });

    const mine = await ctx.call<TChatConversation[]>(B.list.path, { page: 1, limit: 20 }, b.token);
    expect(mine.total).toBe(1);
    expect(mine.data[0]).toMatchObject({ id, unread: 1, peer: { id: shop.sellerId } });
    const history = ok(await ctx.call<TChatHistory>(B.history.path, { conversationId: id, limit: 20 }, b.token));
    expect(history.messages.map((m) => m.id)).toEqual([question.id, card.id, answer.id]);
    // Answering read the buyer's messages (the mark is the shop's answer itself).
    expect(history.peerReadUpTo).toBe(answer.id);
    expect(
      ok(await ctx.call<{ unread: number }>(B.read.path, { conversationId: id, upTo: answer.id }, b.token)).unread,
    ).toBe(0);
    expect(frames.get(`seller:${shop.sellerId}`)?.at(-1)).toMatchObject({
      type: 'read',
      side: 'buyer',
      upTo: answer.id,
    });
    stopBuyer();
    stopShop();
  });

  it('pictures must be the sender’s own uploads; order cards the buyer’s own orders with this shop', async () => {
    const b = await kit.buyer();
    const id = await open(b.token);
    const picture = await uploadPng(ctx, b.token);
    ok(await send(B.send.path, b.token, { conversationId: id, kind: 'image', content: picture }));
    const stranger = await buyer();
    const theirs = await uploadPng(ctx, stranger.token);
    const refused = await send(B.send.path, b.token, { conversationId: id, kind: 'image', content: theirs });
    expect(refused).toMatchObject({ status: STATUS.NOT_FOUND, code: 'UPLOAD_NOT_OWNED' });

    const product = shop.products[0];
    if (!product) throw new Error('no product');
    const orderId = await kit.order(b, shop, [
      { productId: product.productId, standardId: product.standardIds[0] ?? 0, number: 1 },
    ]);
    const sent = ok(
      await send(S.send.path, shopToken, { conversationId: id, kind: 'order', content: String(orderId) }),
    );
    expect(sent.order).toMatchObject({ id: orderId, title: '智能门锁 Pro', lines: 1, total: 1299 });
    const context = ok(await ctx.call<{ orders: { id: number }[] }>(S.context.path, { conversationId: id }, shopToken));
    expect(context.orders.map((o) => o.id)).toEqual([orderId]);
    // Another buyer's order is not a card of this conversation.
    const other = await kit.buyer();
    const theirOrder = await kit.order(other, shop, [
      { productId: product.productId, standardId: product.standardIds[0] ?? 0, number: 1 },
    ]);
    expect(
      await send(B.send.path, b.token, { conversationId: id, kind: 'order', content: String(theirOrder) }),
    ).toMatchObject({
      status: STATUS.NOT_FOUND,
      code: 'ORDER_NOT_FOUND',
    });
    // Another shop's product neither.
    const foreign = otherShop.products[0]?.productId ?? 0;
    expect(
      await send(S.send.path, shopToken, { conversationId: id, kind: 'product', content: String(foreign) }),
    ).toMatchObject({
      status: STATUS.NOT_FOUND,
      code: 'PRODUCT_NOT_FOUND',
    });
  });

  it('only the two parties read a conversation: another buyer or shop gets 404 on every call', async () => {
    const b = await buyer();
    const id = await open(b.token);
    const m = ok(await send(B.send.path, b.token, { conversationId: id, kind: 'text', content: '在吗' }));
    const third = await buyer();
    for (const [path, data] of [
      [B.history.path, { conversationId: id }],
      [B.send.path, { conversationId: id, kind: 'text', content: '偷看' }],
      [B.read.path, { conversationId: id, upTo: m.id }],
    ] as const) {
      expect(await ctx.call(path, data, third.token)).toMatchObject({
        status: STATUS.NOT_FOUND,
        code: 'CHAT_NOT_FOUND',
      });
    }
    for (const [path, data] of [
      [S.history.path, { conversationId: id }],
      [S.send.path, { conversationId: id, kind: 'text', content: '偷看' }],
      [S.read.path, { conversationId: id, upTo: m.id }],
      [S.context.path, { conversationId: id }],
    ] as const) {
      expect(await ctx.call(path, data, otherShopToken)).toMatchObject({
        status: STATUS.NOT_FOUND,
        code: 'CHAT_NOT_FOUND',
      });
    }
    expect(await ctx.call(S.report.path, { messageId: m.id, reason: '骚扰' }, otherShopToken)).toMatchObject({
      status: STATUS.NOT_FOUND,
      code: 'CHAT_MESSAGE_NOT_FOUND',
    });
    // Roles never mix: a shop's token on a buyer's call, a buyer's on a shop's.
    expect((await ctx.call(B.list.path, {}, shopToken)).status).toBe(STATUS.NOT_LOGGED_IN);
    expect((await ctx.call(S.list.path, {}, b.token)).status).toBe(STATUS.NOT_LOGGED_IN);
    expect((await ctx.call(B.list.path, {}, third.token)).total).toBe(0);
  });

  it('a report reaches the console’s content queue; hiding it shows both sides the hidden text', async () => {
    const b = await buyer();
    const id = await open(b.token);
    const spam = ok(
      await send(S.send.path, shopToken, {
        conversationId: id,
        kind: 'text',
        content: '加微信 http://evil.example 领红包',
      }),
    );
    expect(await ctx.call(B.report.path, { messageId: spam.id, reason: '引导站外交易' }, b.token)).toMatchObject({
      status: STATUS.OK,
    });
    expect(await ctx.call(B.report.path, { messageId: spam.id, reason: '再次举报' }, b.token)).toMatchObject({
      status: STATUS.OK,
    });
    const admin = await addAdmin(ctx, 'operator');
    const queue = await ctx.call<{ id: number; excerpt: string; author: { type: string } }[]>(
      CALLS.adminContent.list.path,
      { kind: 'chat', page: 1, limit: 50 },
      admin.token,
    );
    const item = queue.data.find((i) => i.id === spam.id);
    expect(item).toMatchObject({ author: { type: 'seller' } });
    expect(item?.excerpt).toContain('引导站外交易');
    const hidden = await ctx.call(
      CALLS.adminContent.hide.path,
      { kind: 'chat', id: spam.id, reason: '站外引流' },
      admin.token,
    );
    expect(hidden.status, hidden.msg).toBe(STATUS.OK);
    const history = ok(await ctx.call<TChatHistory>(B.history.path, { conversationId: id }, b.token));
    expect(history.messages.at(-1)).toMatchObject({ id: spam.id, hidden: true, content: '' });
    expect(CHAT_HIDDEN_TEXT).toBe('该消息已被平台隐藏');
    // One's own message cannot be reported.
    const own = ok(await send(B.send.path, b.token, { conversationId: id, kind: 'text', content: '好的' }));
    expect(await ctx.call(B.report.path, { messageId: own.id, reason: 'x' }, b.token)).toMatchObject({
      status: STATUS.NOT_FOUND,
    });
  });

  it('a shop answer left unread reaches the buyer’s 消息 once', async () => {
    const b = await buyer();
    const id = await open(b.token);
    ok(await send(S.send.path, shopToken, { conversationId: id, kind: 'text', content: '亲，已为您改价' }));
    const later = Date.now() + 10 * 60_000;
    expect(await remindUnanswered(ctx.app.deps.db, later)).toBeGreaterThanOrEqual(1);
    await remindUnanswered(ctx.app.deps.db, later);
    const messages = await ctx.call<{ kind: string; link: string; content: string }[]>(
      CALLS.message.query.path,
      { page: 1, limit: 20 },
      b.token,
    );
    const chat = messages.data.filter((m) => m.kind === 'chat');
    expect(chat).toHaveLength(1);
    expect(chat[0]).toMatchObject({ link: `/chat?conversationId=${id}`, content: '亲，已为您改价' });
  });

  describe('quick replies', () => {
    it('the shop keeps its own list; a reply too long names the field', async () => {
      expect(ok(await ctx.call<string[]>(S.quickReplies.path, {}, shopToken))).toEqual([]);
      const replies = ['亲，在的', '今天下单明天发货'];
      expect(ok(await ctx.call<string[]>(S.saveQuickReplies.path, { replies }, shopToken))).toEqual(replies);
      expect(ok(await ctx.call<string[]>(S.quickReplies.path, {}, shopToken))).toEqual(replies);
      expect(ok(await ctx.call<string[]>(S.quickReplies.path, {}, otherShopToken))).toEqual([]);
      const long = await ctx.call(S.saveQuickReplies.path, { replies: ['长'.repeat(201)] }, shopToken);
      expect(long.status).toBe(STATUS.BAD_PAYLOAD);
      expect(long.msg).toContain('data.replies.0');
    });
  });
});
