import type { Generated } from 'kysely';

/**
 * A conversation between a buyer and a shop (migration 2026121301; DESIGN-OPERATE §J): one per
 * (buyer, shop). The last message is kept on the row for the lists; each side's read mark is the id
 * of the last message it has read.
 */
export interface ChatConversationsTable {
  id: Generated<number>;
  user_id: number;
  seller_id: number;
  created_at: number;
  updated_at: number;
  last_message_id: Generated<number>;
  /** 'buyer' | 'seller', '' while empty. */
  last_from: Generated<string>;
  last_preview: Generated<string>;
  buyer_read_up_to: Generated<number>;
  seller_read_up_to: Generated<number>;
  /** The last message a 消息 told the buyer about (the unanswered-message reminder). */
  buyer_notified_up_to: Generated<number>;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  /** 'buyer' | 'seller'. */
  sender: string;
  /** TChatKind. */
  kind: string;
  /** The text, or the picture's site path; '' for a card. */
  content: string;
  /** A product's or an order's card as JSON, as it was when sent; null for text and pictures. */
  card: string | null;
  created_at: number;
  hidden_at: number | null;
  hidden_reason: Generated<string>;
}

/** A report of a message by the other party (one per message and side). */
export interface ChatReportsTable {
  id: Generated<number>;
  message_id: number;
  /** 'buyer' | 'seller'. */
  reporter: string;
  reason: string;
  created_at: number;
}

export interface ChatQuickRepliesTable {
  seller_id: number;
  /** JSON array of strings, in the shop's order. */
  replies: string;
  updated_at: number;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    chat_conversations: ChatConversationsTable;
    chat_messages: ChatMessagesTable;
    chat_reports: ChatReportsTable;
    chat_quick_replies: ChatQuickRepliesTable;
  }
}
