import type { TChatSide } from '@mall/contract';
import { type Insertable, type Kysely, sql } from 'kysely';
import { hasTermIn } from '../../db/like-term.js';
import { pageWithTotal } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';
import type { TModerationFilter } from '../../lib/moderation.js';
import type { ChatMessagesTable } from './chat.table.js';
import './chat.table.js';

type TDb = Kysely<DB>;

/** One side of conversations: a buyer (`user_id`) or a shop (`seller_id`). */
export interface TParty {
  side: TChatSide;
  id: number;
}

const OWNER = { buyer: 'c.user_id', seller: 'c.seller_id' } as const;
const READ = { buyer: 'c.buyer_read_up_to', seller: 'c.seller_read_up_to' } as const;
const other = (side: TChatSide): TChatSide => (side === 'buyer' ? 'seller' : 'buyer');

/** Messages from the other side after the party's read mark, for the conversation `c`. */
const unreadOf = (side: TChatSide) =>
  sql<number>`(select count(*) from chat_messages m where m.conversation_id = c.id and m.id > ${sql.ref(READ[side])} and m.sender = ${other(side)})`;

const CONVERSATION_COLUMNS = [
  'c.id',
  'c.user_id',
  'c.seller_id',
  'c.created_at',
  'c.updated_at',
  'c.last_message_id',
  'c.last_from',
  'c.last_preview',
  'c.buyer_read_up_to',
  'c.seller_read_up_to',
  's.name as shop_name',
  's.logo as shop_logo',
  'u.username',
  'u.nickname',
] as const;

function conversations(db: TDb) {
  return db
    .selectFrom('chat_conversations as c')
    .innerJoin('shops as s', 's.seller_id', 'c.seller_id')
    .innerJoin('users as u', 'u.id', 'c.user_id');
}

/** The party's conversation `id` with its peers' names and the party's unread count, or undefined. */
export function findConversationOf(db: TDb, party: TParty, id: number) {
  return conversations(db)
    .select([...CONVERSATION_COLUMNS, unreadOf(party.side).as('unread')])
    .where('c.id', '=', id)
    .where(OWNER[party.side], '=', party.id)
    .executeTakeFirst();
}

export type TConversationRow = NonNullable<Awaited<ReturnType<typeof findConversationOf>>>;

/** A page of the party's conversations, the latest message first; `unreadOnly` keeps those waiting for it. */
export function conversationsPage(db: TDb, party: TParty, unreadOnly: boolean, offset: number, limit: number) {
  const filtered = () => {
    let q = db.selectFrom('chat_conversations as c').where(OWNER[party.side], '=', party.id);
    if (unreadOnly) {
      q = q
        .where('c.last_from', '=', other(party.side))
        .where('c.last_message_id', '>', sql.ref<number>(READ[party.side]));
    }
    return q;
  };
  let page = conversations(db)
    .select([...CONVERSATION_COLUMNS, unreadOf(party.side).as('unread')])
    .where(OWNER[party.side], '=', party.id);
  if (unreadOnly) {
    page = page
      .where('c.last_from', '=', other(party.side))
      .where('c.last_message_id', '>', sql.ref<number>(READ[party.side]));
  }
  return pageWithTotal(
    page.orderBy('c.updated_at', 'desc').orderBy('c.id', 'desc'),
    filtered().select((eb) => eb.fn.countAll<number>().as('n')),
    offset,
    limit,
  );
}

/**
 * The conversation of a (buyer, shop) pair, made if missing (a race makes one); answers its id and
 * whether this call made it.
 */
export async function ensureConversation(
  db: TDb,
  userId: number,
  sellerId: number,
  now: number,
): Promise<{ id: number; isNew: boolean }> {
  const made = await db
    .insertInto('chat_conversations')
    .values({ user_id: userId, seller_id: sellerId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'seller_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (made) return { id: made.id, isNew: true };
  const row = await findPair(db, userId, sellerId);
  if (!row) throw new Error('chat_conversations: the pair vanished after its insert');
  return { id: row.id, isNew: false };
}

export function findPair(db: TDb, userId: number, sellerId: number) {
  return db
    .selectFrom('chat_conversations')
    .select('id')
    .where('user_id', '=', userId)
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
}

const MESSAGE_COLUMNS = [
  'id',
  'conversation_id',
  'sender',
  'kind',
  'content',
  'card',
  'created_at',
  'hidden_at',
] as const;

/** Up to `limit` messages of a conversation older than `before` (all when absent), newest first. */
export function messagesBefore(db: TDb, conversationId: number, before: number | undefined, limit: number) {
  let q = db.selectFrom('chat_messages').select(MESSAGE_COLUMNS).where('conversation_id', '=', conversationId);
  if (before !== undefined) q = q.where('id', '<', before);
  return q.orderBy('id', 'desc').limit(limit).execute();
}

export type TMessageRow = Awaited<ReturnType<typeof messagesBefore>>[number];

export async function insertMessage(db: TDb, row: Insertable<ChatMessagesTable>): Promise<TMessageRow> {
  return db.insertInto('chat_messages').values(row).returning(MESSAGE_COLUMNS).executeTakeFirstOrThrow();
}

/** Makes `message` the conversation's last, and the sender's read mark (a reply reads what came before). */
export async function recordLastMessage(
  db: TDb,
  conversationId: number,
  message: { id: number; side: TChatSide; preview: string; at: number },
): Promise<void> {
  await db
    .updateTable('chat_conversations')
    .set({
      updated_at: message.at,
      last_message_id: message.id,
      last_from: message.side,
      last_preview: message.preview,
    })
    .where('id', '=', conversationId)
    // Two sends racing: the later id stays the last.
    .where('last_message_id', '<', message.id)
    .execute();
  // Apart from the last message: a send that lost the race to the other side's later one has still
  // read everything before it.
  await moveReadMark(db, conversationId, message.side, message.id);
}

/** Moves the side's read mark forward to `upTo` (never back); answers whether it moved. */
export async function moveReadMark(db: TDb, conversationId: number, side: TChatSide, upTo: number): Promise<boolean> {
  const column = side === 'buyer' ? 'buyer_read_up_to' : 'seller_read_up_to';
  const r = await db
    .updateTable('chat_conversations')
    .set({ [column]: upTo })
    .where('id', '=', conversationId)
    .where(column, '<', upTo)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** How many messages from the other side the party has not read, over all its conversations. */
export async function countUnread(db: TDb, party: TParty): Promise<number> {
  const row = await db
    .selectFrom('chat_conversations as c')
    .innerJoin('chat_messages as m', 'm.conversation_id', 'c.id')
    .where(OWNER[party.side], '=', party.id)
    .where('m.sender', '=', other(party.side))
    .whereRef('m.id', '>', READ[party.side])
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A message of one of the party's conversations, with its conversation's parties. */
export function findMessageOf(db: TDb, party: TParty, messageId: number) {
  return db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.id', 'm.sender', 'c.id as conversation_id', 'c.user_id', 'c.seller_id'])
    .where('m.id', '=', messageId)
    .where(OWNER[party.side], '=', party.id)
    .executeTakeFirst();
}

/** Records a report (one per message and reporting side); answers whether it is new. */
export async function insertReport(
  db: TDb,
  row: { message_id: number; reporter: TChatSide; reason: string; created_at: number },
): Promise<boolean> {
  const r = await db
    .insertInto('chat_reports')
    .values(row)
    .onConflict((oc) => oc.columns(['message_id', 'reporter']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function quickRepliesOf(db: TDb, sellerId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('chat_quick_replies')
    .select('replies')
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
  return row?.replies;
}

export async function saveQuickReplies(db: TDb, sellerId: number, replies: string, now: number): Promise<void> {
  await db
    .insertInto('chat_quick_replies')
    .values({ seller_id: sellerId, replies, updated_at: now })
    .onConflict((oc) => oc.column('seller_id').doUpdateSet({ replies, updated_at: now }))
    .execute();
}

// ---------------------------------------------------------------- moderation (reported messages only)

function reported(db: TDb, f: TModerationFilter) {
  let q = db
    .selectFrom('chat_messages as m')
    .where((eb) => eb.exists(eb.selectFrom('chat_reports as r').select('r.id').whereRef('r.message_id', '=', 'm.id')));
  if (f.hidden !== undefined) q = q.where('m.hidden_at', f.hidden ? 'is not' : 'is', null);
  for (const term of f.terms) q = q.where(hasTermIn(['m.content'], term));
  return q;
}

/** Reported messages, the latest report first, with their conversation's parties and the reasons. */
export function reportedMessages(db: TDb, f: TModerationFilter, offset: number, limit: number) {
  return pageWithTotal(
    reported(db, f)
      .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
      .innerJoin('shops as s', 's.seller_id', 'c.seller_id')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select((eb) => [
        'm.id',
        'm.sender',
        'm.kind',
        'm.content',
        'm.created_at',
        'm.hidden_at',
        'm.hidden_reason',
        'c.id as conversation_id',
        'c.user_id',
        'c.seller_id',
        's.name as shop_name',
        'u.username',
        'u.nickname',
        eb
          .selectFrom('chat_reports as r')
          .select((r) => r.fn.max('r.created_at').as('at'))
          .whereRef('r.message_id', '=', 'm.id')
          .as('reported_at'),
      ])
      .orderBy('reported_at', 'desc')
      .orderBy('m.id', 'desc'),
    reported(db, f).select((eb) => eb.fn.countAll<number>().as('n')),
    offset,
    limit,
  );
}

/** The reasons given for reporting these messages, oldest first. */
export function reportReasons(db: TDb, messageIds: number[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('chat_reports')
    .select(['message_id', 'reporter', 'reason'])
    .where('message_id', 'in', messageIds)
    .orderBy('id')
    .execute();
}

export function findMessageForModeration(db: TDb, id: number) {
  return db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
    .select([
      'm.id',
      'm.sender',
      'm.kind',
      'm.content',
      'm.hidden_at',
      'm.hidden_reason',
      'c.id as conversation_id',
      'c.user_id',
    ])
    .where('m.id', '=', id)
    .where((eb) => eb.exists(eb.selectFrom('chat_reports as r').select('r.id').whereRef('r.message_id', '=', 'm.id')))
    .executeTakeFirst();
}

/** Hides (reason) or shows again (null) a message; answers whether it changed. */
export async function setMessageHidden(
  db: TDb,
  id: number,
  hide: { reason: string } | null,
  now: number,
): Promise<boolean> {
  const q = db.updateTable('chat_messages').where('id', '=', id);
  const r = hide
    ? await q.set({ hidden_at: now, hidden_reason: hide.reason }).where('hidden_at', 'is', null).executeTakeFirst()
    : await q.set({ hidden_at: null, hidden_reason: '' }).where('hidden_at', 'is not', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

// ---------------------------------------------------------------- the unanswered-message reminder

/** Conversations whose last message, the shop's, the buyer has neither read nor been told of since `before`. */
export function unansweredForBuyers(db: TDb, before: number, limit: number) {
  return db
    .selectFrom('chat_conversations as c')
    .innerJoin('shops as s', 's.seller_id', 'c.seller_id')
    .select(['c.id', 'c.user_id', 'c.last_message_id', 'c.last_preview', 's.name as shop_name'])
    .where('c.last_from', '=', 'seller')
    .whereRef('c.last_message_id', '>', 'c.buyer_read_up_to')
    .whereRef('c.last_message_id', '>', 'c.buyer_notified_up_to')
    .where('c.updated_at', '<', before)
    .orderBy('c.updated_at')
    .limit(limit)
    .execute();
}

/** Records that the buyer was told of messages up to `upTo`; answers whether this call did it (one instance wins). */
export async function markBuyerNotified(db: TDb, conversationId: number, upTo: number): Promise<boolean> {
  const r = await db
    .updateTable('chat_conversations')
    .set({ buyer_notified_up_to: upTo })
    .where('id', '=', conversationId)
    .where('buyer_notified_up_to', '<', upTo)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

// ---------------------------------------------------------------- personal data

export function conversationsOfBuyer(db: TDb, userId: number) {
  return db
    .selectFrom('chat_conversations as c')
    .innerJoin('shops as s', 's.seller_id', 'c.seller_id')
    .select(['c.id', 'c.created_at', 's.name as shop_name'])
    .where('c.user_id', '=', userId)
    .orderBy('c.id')
    .execute();
}

export function messagesOfConversations(db: TDb, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('chat_messages')
    .select(['conversation_id', 'sender', 'kind', 'content', 'created_at'])
    .where('conversation_id', 'in', ids)
    .orderBy('id')
    .execute();
}

/** Deletes the buyer's conversations with every message and report in them. */
export async function deleteConversationsOf(db: TDb, userId: number): Promise<void> {
  const mine = db.selectFrom('chat_conversations').select('id').where('user_id', '=', userId);
  const theirMessages = db.selectFrom('chat_messages').select('id').where('conversation_id', 'in', mine);
  await db.deleteFrom('chat_reports').where('message_id', 'in', theirMessages).execute();
  await db.deleteFrom('chat_messages').where('conversation_id', 'in', mine).execute();
  await db.deleteFrom('chat_conversations').where('user_id', '=', userId).execute();
}
