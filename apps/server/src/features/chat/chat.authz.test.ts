import { CALLS, STATUS, type TChatConversation } from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatKit, type TChatShop } from '../../test/chat-fixtures.js';
import { addAdmin, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { sellerKit } from '../../test/seller-fixtures.js';

const B = CALLS.chat;
const S = CALLS.sellerChat;
const UNKNOWN_ID = 999_999_999;

describeEachDb('chat: who may call what', (ctx) => {
  const kit = chatKit(ctx);
  const orders = sellerKit(ctx);
  const { ok } = kit;
  let shop: TChatShop;
  let otherShop: TChatShop;
  let owner: TQuickBuyer;
  let stranger: TQuickBuyer;
  let adminToken: string;
  let conversationId: number;
  /** The buyer's message (the shop may report it) and the shop's (the buyer may). */
  let fromBuyer: number;
  let fromShop: number;

  beforeAll(async () => {
    [shop, otherShop, owner, stranger] = await Promise.all([kit.shop(), kit.shop(), kit.buyer(), kit.buyer()]);
    adminToken = (await addAdmin(ctx, 'operator')).token;
    conversationId = await kit.open(owner.token, shop.sellerId);
    fromBuyer = (await kit.say('buyer', owner.token, conversationId, '在吗')).id;
    fromShop = (await kit.say('seller', shop.token, conversationId, '在的')).id;
  });

  /** A well-formed payload for every call (the compiler checks that none is missing). */
  const buyerPayloads = (): Record<keyof typeof B, object> => ({
    open: { shopId: shop.sellerId },
    list: { page: 1, limit: 20 },
    history: { conversationId },
    send: { conversationId, kind: 'text', content: '你好' },
    read: { conversationId, upTo: fromShop },
    unread: {},
    report: { messageId: fromShop, reason: '骚扰' },
  });
  const sellerPayloads = (): Record<keyof typeof S, object> => ({
    list: { page: 1, limit: 20 },
    history: { conversationId },
    send: { conversationId, kind: 'text', content: '你好' },
    read: { conversationId, upTo: fromBuyer },
    unread: {},
    quickReplies: {},
    saveQuickReplies: { replies: ['亲，在的'] },
    context: { conversationId },
    report: { messageId: fromBuyer, reason: '骚扰' },
  });

  /** Everything a refused call must leave as it was. */
  const snapshot = async () => ({
    row: await kit.conversationRow(conversationId),
    messages: await kit.countMessages(conversationId),
    reports: await kit.countReports(),
  });

  describe('a guest, or a token of the wrong role, gets 528 on every call', () => {
    it('on the buyer’s calls', async () => {
      const before = await snapshot();
      for (const [name, data] of Object.entries(buyerPayloads())) {
        const path = B[name as keyof typeof B].path;
        for (const token of [undefined, shop.token, adminToken, 'no-such-token']) {
          const res = await ctx.call(path, data, token);
          expect(res.status, `${name} with ${token === undefined ? 'no token' : 'a wrong token'}`).toBe(
            STATUS.NOT_LOGGED_IN,
          );
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    it('on the shop’s calls', async () => {
      const before = await snapshot();
      for (const [name, data] of Object.entries(sellerPayloads())) {
        const path = S[name as keyof typeof S].path;
        for (const token of [undefined, owner.token, adminToken, 'no-such-token']) {
          const res = await ctx.call(path, data, token);
          expect(res.status, `${name} with ${token === undefined ? 'no token' : 'a wrong token'}`).toBe(
            STATUS.NOT_LOGGED_IN,
          );
        }
      }
      expect(await snapshot()).toEqual(before);
      // The shop's quick replies were not saved by anybody else.
      expect(ok(await ctx.call<string[]>(S.quickReplies.path, {}, shop.token))).toEqual([]);
    });
  });

  describe('another buyer or shop gets 404 and changes nothing', () => {
    const notFound = (res: unknown, code: string, what: string) =>
      expect(res, what).toMatchObject({ status: STATUS.NOT_FOUND, code });

    it('another buyer, on every call naming a conversation or a message', async () => {
      const before = await snapshot();
      for (const id of [conversationId, UNKNOWN_ID]) {
        notFound(await ctx.call(B.history.path, { conversationId: id }, stranger.token), 'CHAT_NOT_FOUND', 'history');
        notFound(
          await ctx.call(B.send.path, { conversationId: id, kind: 'text', content: '偷看' }, stranger.token),
          'CHAT_NOT_FOUND',
          'send',
        );
        notFound(
          await ctx.call(B.read.path, { conversationId: id, upTo: fromShop }, stranger.token),
          'CHAT_NOT_FOUND',
          'read',
        );
      }
      for (const messageId of [fromShop, fromBuyer, UNKNOWN_ID]) {
        notFound(
          await ctx.call(B.report.path, { messageId, reason: '骚扰' }, stranger.token),
          'CHAT_MESSAGE_NOT_FOUND',
          `report ${messageId}`,
        );
      }
      expect(await snapshot()).toEqual(before);
    });

    it('another shop, on every call naming a conversation or a message', async () => {
      const before = await snapshot();
      for (const id of [conversationId, UNKNOWN_ID]) {
        for (const [path, data] of [
          [S.history.path, { conversationId: id }],
          [S.send.path, { conversationId: id, kind: 'text', content: '偷看' }],
          [S.read.path, { conversationId: id, upTo: fromBuyer }],
          [S.context.path, { conversationId: id }],
        ] as const) {
          notFound(await ctx.call(path, data, otherShop.token), 'CHAT_NOT_FOUND', `${path} ${id}`);
        }
      }
      for (const messageId of [fromBuyer, fromShop, UNKNOWN_ID]) {
        notFound(
          await ctx.call(S.report.path, { messageId, reason: '骚扰' }, otherShop.token),
          'CHAT_MESSAGE_NOT_FOUND',
          `report ${messageId}`,
        );
      }
      expect(await snapshot()).toEqual(before);
    });

    it('a party may not report its own message', async () => {
      const before = await snapshot();
      notFound(
        await ctx.call(B.report.path, { messageId: fromBuyer, reason: '骚扰' }, owner.token),
        'CHAT_MESSAGE_NOT_FOUND',
        'the buyer’s own',
      );
      notFound(
        await ctx.call(S.report.path, { messageId: fromShop, reason: '骚扰' }, shop.token),
        'CHAT_MESSAGE_NOT_FOUND',
        'the shop’s own',
      );
      expect(await snapshot()).toEqual(before);
    });

    it('a third party’s list is empty and its unread count 0', async () => {
      const mine = await ctx.call<TChatConversation[]>(B.list.path, { page: 1, limit: 20 }, stranger.token);
      expect(mine).toMatchObject({ status: STATUS.OK, data: [], total: 0 });
      expect(ok(await ctx.call<{ unread: number }>(B.unread.path, {}, stranger.token)).unread).toBe(0);
      const inbox = await ctx.call<TChatConversation[]>(S.list.path, { page: 1, limit: 20 }, otherShop.token);
      expect(inbox).toMatchObject({ status: STATUS.OK, data: [], total: 0 });
      const waiting = await ctx.call(S.list.path, { page: 1, limit: 20, unreadOnly: 1 }, otherShop.token);
      expect(waiting).toMatchObject({ data: [], total: 0 });
      expect(ok(await ctx.call<{ unread: number }>(S.unread.path, {}, otherShop.token)).unread).toBe(0);
      // The parties themselves see it.
      expect((await ctx.call(B.list.path, { page: 1, limit: 20 }, owner.token)).total).toBe(1);
      expect((await ctx.call(S.list.path, { page: 1, limit: 20 }, shop.token)).total).toBe(1);
    });
  });

  describe('opening a conversation', () => {
    const conversationsOf = async (b: TQuickBuyer) =>
      (await ctx.call(B.list.path, { page: 1, limit: 20 }, b.token)).total;

    it('with an unknown shop or a suspended one answers 404 SHOP_NOT_FOUND and makes nothing', async () => {
      const b = await kit.buyer();
      expect(await ctx.call(B.open.path, { shopId: UNKNOWN_ID }, b.token)).toMatchObject({
        status: STATUS.NOT_FOUND,
        code: 'SHOP_NOT_FOUND',
      });
      const suspended = await kit.shop();
      await ctx.app.deps.db
        .updateTable('sellers')
        .set({ suspended_at: Date.now() })
        .where('id', '=', suspended.sellerId)
        .execute();
      expect(await ctx.call(B.open.path, { shopId: suspended.sellerId }, b.token)).toMatchObject({
        status: STATUS.NOT_FOUND,
        code: 'SHOP_NOT_FOUND',
      });
      expect(await conversationsOf(b)).toBe(0);
    });

    it('from another shop’s product answers PRODUCT_NOT_FOUND; from another buyer’s order ORDER_NOT_FOUND', async () => {
      const b = await orders.buyer();
      const productOfOther = otherShop.products[0]?.productId ?? 0;
      expect(await ctx.call(B.open.path, { shopId: shop.sellerId, productId: productOfOther }, b.token)).toMatchObject({
        status: STATUS.NOT_FOUND,
        code: 'PRODUCT_NOT_FOUND',
      });
      expect(await ctx.call(B.open.path, { shopId: shop.sellerId, productId: UNKNOWN_ID }, b.token)).toMatchObject({
        status: STATUS.NOT_FOUND,
        code: 'PRODUCT_NOT_FOUND',
      });

      const product = shop.products[0];
      if (!product) throw new Error('no product');
      const line = { productId: product.productId, standardId: product.standardIds[0] ?? 0, number: 1 };
      const someoneElse = await orders.buyer();
      const theirOrder = await orders.order(someoneElse, shop, [line]);
      expect(await ctx.call(B.open.path, { shopId: shop.sellerId, orderId: theirOrder }, b.token)).toMatchObject({
        status: STATUS.NOT_FOUND,
        code: 'ORDER_NOT_FOUND',
      });
      // The buyer's own order, but with another shop, is not this shop's either.
      const mine = await orders.order(b, shop, [line]);
      expect(await ctx.call(B.open.path, { shopId: otherShop.sellerId, orderId: mine }, b.token)).toMatchObject({
        status: STATUS.NOT_FOUND,
        code: 'ORDER_NOT_FOUND',
      });
      expect(await conversationsOf(b)).toBe(0);
      // The buyer's own order and the shop's own product open it.
      ok(await ctx.call(B.open.path, { shopId: shop.sellerId, orderId: mine, productId: product.productId }, b.token));
      expect(await conversationsOf(b)).toBe(1);
    });
  });
});
