import {
  CALLS,
  CHAT_HISTORY_MAX,
  CHAT_QUICK_REPLY_LIMIT,
  CHAT_REPORT_REASON_MAX,
  CHAT_TEXT_MAX,
  STATUS,
  type TChatHistory,
} from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatKit, type TChatShop } from '../../test/chat-fixtures.js';
import type { TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';

const B = CALLS.chat;
const S = CALLS.sellerChat;

/** Ids a payload must refuse: missing (undefined), zero, negative, a string, a fraction. */
const BAD_IDS: unknown[] = [undefined, 0, -1, '1', 1.5];

describeEachDb('chat: what a payload may hold', (ctx) => {
  const kit = chatKit(ctx);
  const { ok } = kit;
  let shop: TChatShop;
  let b: TQuickBuyer;
  let conversationId: number;
  let fromBuyer: number;
  let fromShop: number;

  beforeAll(async () => {
    [shop, b] = await Promise.all([kit.shop(), kit.buyer()]);
    conversationId = await kit.open(b.token, shop.sellerId);
    fromBuyer = (await kit.say('buyer', b.token, conversationId, '在吗')).id;
    fromShop = (await kit.say('seller', shop.token, conversationId, '在的')).id;
  });

  /** Expects 407 naming `field` (its path inside data) in the message and the envelope. */
  async function refused(path: string, token: string, data: unknown, field: string) {
    const res = (await ctx.call(path, data, token)) as { status: number; msg: string; field?: string };
    expect(res.status, `${path} ${JSON.stringify(data)}: ${res.msg}`).toBe(STATUS.BAD_PAYLOAD);
    expect(res.msg, JSON.stringify(data)).toContain(field);
    return res;
  }

  /** A payload with `key` set to `value` (left out when undefined). */
  const withField = (base: Record<string, unknown>, key: string, value: unknown) => {
    const copy = { ...base };
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  };

  /** Every call, the buyer's and the shop's, as [path, token, a good payload]. */
  const calls = () => {
    const buyerSend = { conversationId, kind: 'text', content: '你好' };
    return {
      ids: [
        [B.open.path, b.token, { shopId: shop.sellerId }, 'shopId'],
        [B.open.path, b.token, { shopId: shop.sellerId, productId: 1 }, 'productId'],
        [B.open.path, b.token, { shopId: shop.sellerId, orderId: 1 }, 'orderId'],
        [B.history.path, b.token, { conversationId }, 'conversationId'],
        [B.history.path, b.token, { conversationId, before: fromShop }, 'before'],
        [B.send.path, b.token, buyerSend, 'conversationId'],
        [B.read.path, b.token, { conversationId, upTo: fromShop }, 'conversationId'],
        [B.read.path, b.token, { conversationId, upTo: fromShop }, 'upTo'],
        [B.report.path, b.token, { messageId: fromShop, reason: '骚扰' }, 'messageId'],
        [S.history.path, shop.token, { conversationId }, 'conversationId'],
        [S.history.path, shop.token, { conversationId, before: fromBuyer }, 'before'],
        [S.send.path, shop.token, buyerSend, 'conversationId'],
        [S.read.path, shop.token, { conversationId, upTo: fromBuyer }, 'upTo'],
        [S.context.path, shop.token, { conversationId }, 'conversationId'],
        [S.report.path, shop.token, { messageId: fromBuyer, reason: '骚扰' }, 'messageId'],
      ] as [string, string, Record<string, unknown>, string][],
      strict: [
        [B.open.path, b.token, { shopId: shop.sellerId }],
        [B.list.path, b.token, { page: 1 }],
        [B.history.path, b.token, { conversationId }],
        [B.send.path, b.token, buyerSend],
        [B.read.path, b.token, { conversationId, upTo: fromShop }],
        [B.report.path, b.token, { messageId: fromShop, reason: '骚扰' }],
        [S.list.path, shop.token, { page: 1 }],
        [S.history.path, shop.token, { conversationId }],
        [S.send.path, shop.token, buyerSend],
        [S.read.path, shop.token, { conversationId, upTo: fromBuyer }],
        [S.saveQuickReplies.path, shop.token, { replies: [] }],
        [S.context.path, shop.token, { conversationId }],
        [S.report.path, shop.token, { messageId: fromBuyer, reason: '骚扰' }],
      ] as [string, string, Record<string, unknown>][],
    };
  };

  it('every id must be a positive whole number: missing (when required), 0, -1, "1" and 1.5 name the field', async () => {
    const before = await kit.countMessages(conversationId);
    for (const [path, token, good, field] of calls().ids) {
      const isOptional = !(field in good) || ['before', 'productId', 'orderId'].includes(field);
      for (const bad of BAD_IDS) {
        if (bad === undefined && isOptional) continue;
        await refused(path, token, withField(good, field, bad), `data.${field}`);
      }
    }
    expect(await kit.countMessages(conversationId)).toBe(before);
  });

  it('strict objects: an unknown key is refused and named', async () => {
    for (const [path, token, good] of calls().strict) {
      await refused(path, token, { ...good, sneaky: 1 }, 'sneaky');
    }
  });

  describe('send', () => {
    const paths = () => [
      [B.send.path, b.token],
      [S.send.path, shop.token],
    ];

    it('refuses an unknown kind, and text that is empty, blank or over CHAT_TEXT_MAX', async () => {
      const before = await kit.countMessages(conversationId);
      for (const [path = '', token = ''] of paths()) {
        for (const kind of ['html', '', 'TEXT', 1, undefined]) {
          await refused(path, token, withField({ conversationId, content: '你好' }, 'kind', kind), 'data.kind');
        }
        for (const content of ['', '   ', '\n\t ', '字'.repeat(CHAT_TEXT_MAX + 1), 42, undefined]) {
          await refused(path, token, withField({ conversationId, kind: 'text' }, 'content', content), 'data.content');
        }
        // Exactly CHAT_TEXT_MAX passes, and padding around it is trimmed first.
        const longest = ok(
          await ctx.call<{ content: string }>(
            path,
            { conversationId, kind: 'text', content: ` ${'字'.repeat(CHAT_TEXT_MAX)} ` },
            token,
          ),
        );
        expect(longest.content).toHaveLength(CHAT_TEXT_MAX);
      }
      expect(await kit.countMessages(conversationId)).toBe(before + 2);
    });

    it('refuses a picture that is not an upload’s path and a card id that is not digits', async () => {
      for (const [path = '', token = ''] of paths()) {
        for (const content of [
          'https://evil.example/a.png',
          '/files/2026/01/../../etc/passwd',
          '/files/2026/01/abc.png',
          'javascript:alert(1)',
          '/img/test.png',
          '',
        ]) {
          await refused(path, token, { conversationId, kind: 'image', content }, 'data.content');
        }
        for (const kind of ['product', 'order']) {
          for (const content of ['12a', 'abc', '-1', '0', '1.5', '', ' 1', '01', 1]) {
            await refused(path, token, { conversationId, kind, content }, 'data.content');
          }
        }
      }
    });

    it('keeps text plain: markup comes back byte for byte (trimmed); a NUL character is refused', async () => {
      const texts = [
        '<script>alert("x")</script>',
        '<img src=x onerror="alert(1)">',
        '  <a href="javascript:alert(1)">点我</a>  ',
        '&lt;b&gt; & "引号" \'单引号\' \\ 反斜杠',
        '表情 😀 与 RTL \u202e 文本',
      ];
      for (const [path = '', token = ''] of paths()) {
        for (const content of texts) {
          const sent = ok(
            await ctx.call<{ id: number; content: string }>(path, { conversationId, kind: 'text', content }, token),
          );
          expect(sent.content).toBe(content.trim());
        }
        await refused(path, token, { conversationId, kind: 'text', content: 'a\u0000b' }, '\\u0000');
      }
      const history = ok(
        await ctx.call<TChatHistory>(B.history.path, { conversationId, limit: texts.length }, b.token),
      );
      expect(history.messages.map((m) => m.content)).toEqual(texts.map((t) => t.trim()));
      const list = ok(await ctx.call<{ lastMessage: { preview: string } }[]>(B.list.path, {}, b.token));
      expect(list[0]?.lastMessage.preview).toBe(texts.at(-1)?.trim());
    });
  });

  it('history: limit must be 1 to CHAT_HISTORY_MAX', async () => {
    for (const [path, token] of [
      [B.history.path, b.token],
      [S.history.path, shop.token],
    ] as const) {
      for (const limit of [0, -1, CHAT_HISTORY_MAX + 1, 1.5, '10']) {
        await refused(path, token, { conversationId, limit }, 'data.limit');
      }
      ok(await ctx.call(path, { conversationId, limit: CHAT_HISTORY_MAX }, token));
      ok(await ctx.call(path, { conversationId, limit: 1 }, token));
    }
  });

  it('lists: page and limit are checked; unreadOnly is 0 or 1', async () => {
    for (const [path, token] of [
      [B.list.path, b.token],
      [S.list.path, shop.token],
    ] as const) {
      await refused(path, token, { page: 0 }, 'data.page');
      await refused(path, token, { limit: 0 }, 'data.limit');
      await refused(path, token, { page: 'x' }, 'data.page');
    }
    await refused(S.list.path, shop.token, { unreadOnly: 2 }, 'data.unreadOnly');
    await refused(S.list.path, shop.token, { unreadOnly: true }, 'data.unreadOnly');
  });

  it('report: the reason is required, not blank, at most CHAT_REPORT_REASON_MAX; nothing is recorded', async () => {
    const before = await kit.countReports();
    for (const [path, token, messageId] of [
      [B.report.path, b.token, fromShop],
      [S.report.path, shop.token, fromBuyer],
    ] as const) {
      for (const reason of [undefined, '', '   ', '因'.repeat(CHAT_REPORT_REASON_MAX + 1), 5]) {
        await refused(path, token, withField({ messageId }, 'reason', reason), 'data.reason');
      }
    }
    expect(await kit.countReports()).toBe(before);
  });

  it('quick replies: at most CHAT_QUICK_REPLY_LIMIT, none blank; nothing is saved', async () => {
    const save = (replies: unknown) => ctx.call(S.saveQuickReplies.path, { replies }, shop.token);
    const tooMany = Array.from({ length: CHAT_QUICK_REPLY_LIMIT + 1 }, (_, i) => `回复${i}`);
    await refused(S.saveQuickReplies.path, shop.token, { replies: tooMany }, 'data.replies');
    await refused(S.saveQuickReplies.path, shop.token, { replies: ['好的', '  '] }, 'data.replies.1');
    await refused(S.saveQuickReplies.path, shop.token, { replies: [1] }, 'data.replies.0');
    await refused(S.saveQuickReplies.path, shop.token, { replies: '好的' }, 'data.replies');
    await refused(S.saveQuickReplies.path, shop.token, {}, 'data.replies');
    expect(ok(await ctx.call(S.quickReplies.path, {}, shop.token))).toEqual([]);
    expect(ok(await save(tooMany.slice(0, CHAT_QUICK_REPLY_LIMIT)))).toHaveLength(CHAT_QUICK_REPLY_LIMIT);
    // Saved trimmed.
    expect(ok(await save(['  亲，在的  ']))).toEqual(['亲，在的']);
  });
});
