import { CALLS, type TChatConversation, type TFavorite, type TFootprint, type TMessage } from '@mall/contract';
import { expect, it } from 'vitest';
import { createSession } from '../../features/account/session.service.js';
import { describeEachDb } from '../../test/helper.js';
import { seedChat } from './chat-seed.js';
import { seedMember } from './member-seed.js';
import { DEMO_BUYER, DEMO_SELLERS, seedDemo } from './seed.js';

describeEachDb('demo member corner', (ctx) => {
  it('gives the demo buyer favourites, footprints and messages of each kind the mall writes, once', async () => {
    await seedDemo(ctx.app.deps);
    expect(await seedMember(ctx.app.deps.db, DEMO_BUYER.username)).toBe(false);
    const buyer = await ctx.app.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', DEMO_BUYER.username)
      .executeTakeFirstOrThrow();
    const token = await createSession(ctx.app.deps.db, { type: 'user', id: buyer.id }, 1);
    const page = { page: 1, limit: 50 };
    const favorites = await ctx.call<TFavorite[]>(CALLS.favorite.query.path, page, token);
    expect(favorites.total).toBe(5);
    expect(favorites.data.every((f) => f.product !== null)).toBe(true);
    const footprints = await ctx.call<TFootprint[]>(CALLS.footprint.query.path, page, token);
    expect(footprints.total).toBeGreaterThanOrEqual(8);
    const times = footprints.data.map((f) => f.viewTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const messages = await ctx.call<TMessage[]>(CALLS.message.query.path, page, token);
    const kinds = new Set(messages.data.map((m) => m.kind));
    for (const kind of ['orderShipped', 'afterSales', 'quoteReceived']) expect(kinds).toContain(kind);
    const unread = await ctx.call<{ unread: number }>(CALLS.message.unreadCount.path, {}, token);
    expect(unread.data.unread).toBe(messages.total);

    // Conversations (DESIGN-OPERATE §J): one answer waits for the buyer, one question for the first shop.
    const sellers = DEMO_SELLERS.map((s) => s.username);
    expect(await seedChat(ctx.app.deps, { buyer: DEMO_BUYER.username, sellers })).toBe(false);
    const chats = await ctx.call<TChatConversation[]>(CALLS.chat.list.path, { page: 1, limit: 20 }, token);
    expect(chats.total).toBe(2);
    expect((await ctx.call<{ unread: number }>(CALLS.chat.unread.path, {}, token)).data.unread).toBe(1);
    const shop = await ctx.app.deps.db
      .selectFrom('sellers')
      .select('id')
      .where('username', '=', 'seller01')
      .executeTakeFirstOrThrow();
    const shopToken = await createSession(ctx.app.deps.db, { type: 'seller', id: shop.id }, 1);
    const inbox = await ctx.call<TChatConversation[]>(CALLS.sellerChat.list.path, { page: 1, limit: 20 }, shopToken);
    expect(inbox.data[0]).toMatchObject({ peer: { name: DEMO_BUYER.nickname }, unread: 1 });
    const quick = await ctx.call<string[]>(CALLS.sellerChat.quickReplies.path, {}, shopToken);
    expect(quick.data.length).toBeGreaterThan(0);
  }, 120_000);
});
