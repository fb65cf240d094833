import { CALLS, CHAT_HISTORY_MAX, type TChatConversation, type TChatHistory } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { chatKit, type TChatShop } from '../../test/chat-fixtures.js';
import type { TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';

const B = CALLS.chat;
const S = CALLS.sellerChat;
const N = 1_000;

describeEachDb('chat: a thousand messages, paged and read', (ctx) => {
  const kit = chatKit(ctx);
  const { ok } = kit;
  let shop: TChatShop;
  let b: TQuickBuyer;
  let conversationId: number;
  /** The conversation's message ids, oldest first. */
  let ids: number[];

  beforeAll(async () => {
    let neighbour: TQuickBuyer;
    [shop, b, neighbour] = await Promise.all([kit.shop(), kit.buyer(), kit.buyer()]);
    conversationId = await kit.open(b.token, shop.sellerId);
    // A second conversation of the same shop takes every other row, so the ids of the first are not contiguous.
    const beside = await kit.open(neighbour.token, shop.sellerId);
    const written = await kit.insertMessages([conversationId, beside], 'seller', 2 * N);
    ids = written.get(conversationId) ?? [];
    expect(ids).toHaveLength(N);
  });

  const history = (data: { before?: number; limit?: number }, token = b.token, path = B.history.path) =>
    ctx.call<TChatHistory>(path, { conversationId, ...data }, token).then(ok);
  const unread = async () => ok(await ctx.call<{ unread: number }>(B.unread.path, {}, b.token)).unread;
  const listed = async () =>
    ok(await ctx.call<TChatConversation[]>(B.list.path, { page: 1, limit: 20 }, b.token)).find(
      (c) => c.id === conversationId,
    );
  const read = async (upTo: number) =>
    ok(await ctx.call<{ unread: number }>(B.read.path, { conversationId, upTo }, b.token)).unread;
  /** The buyer's read mark as the shop sees it. */
  const buyerMark = async () => (await history({ limit: 1 }, shop.token, S.history.path)).peerReadUpTo;

  it('walking back from the newest, CHAT_HISTORY_MAX at a time, visits every id once and in order', async () => {
    const seen: number[] = [];
    let before: number | undefined;
    let pages = 0;
    for (;;) {
      const page = await history({ limit: CHAT_HISTORY_MAX, ...(before === undefined ? {} : { before }) });
      pages++;
      const pageIds = page.messages.map((m) => m.id);
      // Oldest first inside a page, all of this conversation.
      expect(pageIds).toEqual([...pageIds].sort((x, y) => x - y));
      expect(page.messages.every((m) => m.conversationId === conversationId)).toBe(true);
      seen.unshift(...pageIds);
      const isLast = seen.length === N;
      expect(page.hasMore, `page ${pages}`).toBe(!isLast);
      if (!page.hasMore) break;
      before = pageIds[0];
    }
    expect(pages).toBe(N / CHAT_HISTORY_MAX);
    expect(seen).toEqual(ids);
    expect(new Set(seen).size).toBe(N);
  });

  it('a page of 1 and the default page; before the first id answers nothing', async () => {
    const newest = await history({ limit: 1 });
    expect(newest.messages.map((m) => m.id)).toEqual([ids.at(-1)]);
    expect(newest.hasMore).toBe(true);
    const second = await history({ limit: 1, before: ids.at(-1) ?? 0 });
    expect(second.messages.map((m) => m.id)).toEqual([ids.at(-2)]);
    const first = await history({ limit: 1, before: ids[1] ?? 0 });
    expect(first).toMatchObject({ messages: [{ id: ids[0] }], hasMore: false });
    const none = await history({ limit: CHAT_HISTORY_MAX, before: ids[0] ?? 0 });
    expect(none).toMatchObject({ messages: [], hasMore: false });
    // Exactly a page left: hasMore false.
    const lastFull = await history({ limit: CHAT_HISTORY_MAX, before: ids[CHAT_HISTORY_MAX] ?? 0 });
    expect(lastFull.messages.map((m) => m.id)).toEqual(ids.slice(0, CHAT_HISTORY_MAX));
    expect(lastFull.hasMore).toBe(false);
    const defaults = await history({});
    expect(defaults.messages.map((m) => m.id)).toEqual(ids.slice(-20));
    // An id of the other conversation in `before` pages this one all the same.
    const middle = await history({ limit: 5, before: (ids[500] ?? 0) + 1 });
    expect(middle.messages.map((m) => m.id)).toEqual(ids.slice(496, 501));
  });

  it('the list, the unread call and the read marks agree; a mark never moves back and is clipped to the last', async () => {
    expect(await unread()).toBe(N);
    expect((await listed())?.unread).toBe(N);

    expect(await read(ids[499] ?? 0)).toBe(500);
    expect((await listed())?.unread).toBe(500);
    expect(await buyerMark()).toBe(ids[499]);
    // An older mark after a newer one changes nothing.
    expect(await read(ids[9] ?? 0)).toBe(500);
    expect(await buyerMark()).toBe(ids[499]);

    const last = ids.at(-1) ?? 0;
    // Beyond the last message: clipped to it.
    expect(await read(last + 10_000)).toBe(0);
    expect(await buyerMark()).toBe(last);
    expect((await listed())?.unread).toBe(0);
    expect(await read(last)).toBe(0);
    expect(await read(ids[0] ?? 0)).toBe(0);
    expect(await buyerMark()).toBe(last);
    // The shop's own unread count never counted its own messages.
    expect(ok(await ctx.call<{ unread: number }>(S.unread.path, {}, shop.token)).unread).toBe(0);
  });
});
