import type { TChatSend } from '@mall/contract';
import { openConversation, saveQuickReplies, sendMessage, type TParty } from '../../features/chat/chat.service.js';
import type { TDeps } from '../../plugins/deps.js';
import { seedOnce } from './seed-once.js';

/** The claim of the conversations' demo (counters). */
export const CHAT_CLAIM = 'demo:chat';
const MINUTE = 60_000;

/** What the demo shops answer with one click (客服工作台's quick replies). */
const QUICK_REPLIES = [
  '亲，您好！请问有什么可以帮您？',
  '今天16点前下单当天发货，默认顺丰/中通。',
  '本品支持米家和HomeKit，Zigbee版本需要搭配网关使用。',
  '收到货有任何问题随时联系我们，7天无理由退换。',
];

/**
 * The demo buyer's conversations (DESIGN-OPERATE §J), through the chat service: a pre-sale question
 * with a product card in the first shop's inbox, the buyer's follow-up still unanswered, and the
 * second shop's answer still unread by the buyer (both sides' badges show). Each demo shop gets quick replies.
 * Once per database (seedOnce).
 */
export async function seedChat(
  deps: TDeps,
  names: { buyer: string; sellers: readonly string[] },
  now = Date.now(),
): Promise<boolean> {
  const { db } = deps;
  const buyer = await db.selectFrom('users').select('id').where('username', '=', names.buyer).executeTakeFirst();
  // Only sellers whose shops exist: several instances starting at once seed in parallel, and the shops
  // come with the catalogue seed another instance may still be writing (then a later start seeds this).
  const sellers = await db
    .selectFrom('sellers')
    .innerJoin('shops', 'shops.seller_id', 'sellers.id')
    .select(['sellers.id', 'sellers.username'])
    .where('sellers.username', 'in', [...names.sellers])
    .orderBy('sellers.username')
    .execute();
  const first = sellers.find((s) => s.username === names.sellers[0]);
  const second = sellers.find((s) => s.username === names.sellers[1]);
  if (!buyer || !first || !second) return false;
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('seller_id', '=', first.id)
    .where('status', '=', 1)
    .orderBy('sales', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return seedOnce(db, CHAT_CLAIM, async () => {
    for (const s of sellers) await saveQuickReplies(db, s.id, QUICK_REPLIES, now);
    const me: TParty = { side: 'buyer', id: buyer.id };
    const talk = async (shopId: number, lines: [TParty, Omit<TChatSend, 'conversationId'>, number][]) => {
      const { conversationId } = await openConversation(deps, buyer.id, { shopId }, now - 3 * 60 * MINUTE);
      for (const [party, message, minutesAgo] of lines) {
        await sendMessage(
          deps,
          party,
          { ...message, conversationId } as TChatSend & { content: string },
          now - minutesAgo * MINUTE,
        );
      }
    };
    type TLine = [TParty, Omit<TChatSend, 'conversationId'>, number];
    const shop1: TParty = { side: 'seller', id: first.id };
    const shop2: TParty = { side: 'seller', id: second.id };
    const card: TLine[] = product ? [[me, { kind: 'product', content: String(product.id) }, 95]] : [];
    // The first shop's inbox holds the buyer's latest question, unanswered (its badge shows).
    await talk(first.id, [
      ...card,
      [me, { kind: 'text', content: '你好，这款支持米家吗？需要另外买网关吗？' }, 94],
      [shop1, { kind: 'text', content: QUICK_REPLIES[2] ?? '' }, 90],
      [me, { kind: 'text', content: '我家里已经有小米多模网关了，可以直接添加吧？今天下单能发货吗？' }, 12],
    ]);
    // The second shop's answer waits for the buyer (the buyer's badge shows).
    await talk(second.id, [
      [me, { kind: 'text', content: '请问企业采购20台以上有优惠吗？可以开专票吗？' }, 50],
      [
        shop2,
        { kind: 'text', content: '您好，20台以上可享9折，支持开具增值税专用发票，可在采购大厅发布需求我们来报价～' },
        45,
      ],
    ]);
  });
}
