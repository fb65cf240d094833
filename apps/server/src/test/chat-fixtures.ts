/**
 * Fixtures of the chat suites (客服会话, DESIGN-OPERATE §J): quick buyers and shops, a conversation
 * opened through the real call, and messages written straight into the tables in batches (a
 * thousand sends through the call would trip the send throttle and take seconds).
 */
import { CALLS, STATUS, type TChatMessage } from '@mall/contract';
import { expect } from 'vitest';
import { addBuyers, addSeller, type TFixtureSeller, type TQuickBuyer } from './fixtures.js';
import type { TTestContext } from './helper.js';

export interface TChatShop extends TFixtureSeller {
  token: string;
}

export function chatKit(ctx: TTestContext) {
  const db = () => ctx.app.deps.db;

  /** The answer's data, after checking it is a 200. */
  const ok = <T>(res: { status: number; msg: string; data: T }): T => {
    expect(res.status, res.msg).toBe(STATUS.OK);
    return res.data;
  };

  async function buyer(): Promise<TQuickBuyer> {
    const [b] = await addBuyers(ctx.app.deps, 1);
    if (!b) throw new Error('no buyer');
    return b;
  }

  // One shop at a time: the first `addSeller` of a database makes the test category, and two racing
  // would both try.
  let shops: Promise<unknown> = Promise.resolve();

  /** A signed-in shop with one product (¥99). */
  function shop(title = '智能插座'): Promise<TChatShop> {
    const made = shops.then(async () => {
      const s = await addSeller(ctx, [{ title, standards: [[9_900, 100]] }]);
      return { ...s, token: await s.login() };
    });
    shops = made.catch(() => undefined);
    return made;
  }

  async function open(token: string, shopId: number): Promise<number> {
    return ok(await ctx.call<{ conversationId: number }>(CALLS.chat.open.path, { shopId }, token)).conversationId;
  }

  /** Sends a text as the buyer (`side` buyer) or the shop and answers the message. */
  async function say(side: 'buyer' | 'seller', token: string, conversationId: number, content: string) {
    const path = side === 'buyer' ? CALLS.chat.send.path : CALLS.sellerChat.send.path;
    return ok(await ctx.call<TChatMessage>(path, { conversationId, kind: 'text', content }, token));
  }

  /**
   * Writes `n` text messages from `side` into the conversations given (round robin, so their ids
   * interleave), 250 rows an insert, then records each conversation's last message as a send would.
   * Answers the ids written per conversation, oldest first.
   */
  async function insertMessages(
    conversationIds: number[],
    side: 'buyer' | 'seller',
    n: number,
    at = Date.now(),
  ): Promise<Map<number, number[]>> {
    const written = new Map<number, number[]>(conversationIds.map((id) => [id, []]));
    const rows = Array.from({ length: n }, (_, i) => ({
      conversation_id: conversationIds[i % conversationIds.length] ?? 0,
      sender: side,
      kind: 'text',
      content: `第${i + 1}条`,
      card: null,
      created_at: at + i,
    }));
    for (let i = 0; i < rows.length; i += 250) {
      const made = await db()
        .insertInto('chat_messages')
        .values(rows.slice(i, i + 250))
        .returning(['id', 'conversation_id'])
        .execute();
      for (const m of made) written.get(m.conversation_id)?.push(m.id);
    }
    for (const [id, ids] of written) {
      ids.sort((a, b) => a - b);
      const last = ids.at(-1);
      if (last === undefined) continue;
      await db()
        .updateTable('chat_conversations')
        .set({
          last_message_id: last,
          last_from: side,
          last_preview: '最后一条',
          updated_at: at + n,
          ...(side === 'buyer' ? { buyer_read_up_to: last } : { seller_read_up_to: last }),
        })
        .where('id', '=', id)
        .execute();
    }
    return written;
  }

  /** What a conversation's row says now: the read marks and the last message. */
  function conversationRow(id: number) {
    return db()
      .selectFrom('chat_conversations')
      .select(['last_message_id', 'last_from', 'last_preview', 'buyer_read_up_to', 'seller_read_up_to', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  async function countMessages(conversationId: number): Promise<number> {
    const row = await db()
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('conversation_id', '=', conversationId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function countReports(): Promise<number> {
    const row = await db()
      .selectFrom('chat_reports')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return { ok, buyer, shop, open, say, insertMessages, conversationRow, countMessages, countReports };
}
