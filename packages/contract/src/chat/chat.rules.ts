/**
 * Conversations between a buyer and a shop (客服会话, DESIGN-OPERATE §J). Zod-free: the web's chat
 * pages and the server's socket read these without loading a schema.
 */

/** What a message carries: plain text, an uploaded picture, or a card of a product or an order. */
export const CHAT_KINDS = ['text', 'image', 'product', 'order'] as const;
export type TChatKind = (typeof CHAT_KINDS)[number];

/** Who wrote a message: the conversation's buyer or its shop. */
export const CHAT_SIDES = ['buyer', 'seller'] as const;
export type TChatSide = (typeof CHAT_SIDES)[number];

/** The longest text message, in characters. */
export const CHAT_TEXT_MAX = 500;
/** The most messages one history page answers (and its default). */
export const CHAT_HISTORY_MAX = 50;
export const CHAT_HISTORY_DEFAULT = 20;
/** Sending is throttled per sender: this many messages in CHAT_SEND_WINDOW_MS (a person types far fewer). */
export const CHAT_SEND_MAX = 20;
export const CHAT_SEND_WINDOW_MS = 60_000;
/** Opening conversations is throttled per buyer: this many new shops an hour. */
export const CHAT_OPEN_PER_HOUR = 30;
/** A shop's quick replies: at most this many, each at most CHAT_QUICK_REPLY_MAX characters. */
export const CHAT_QUICK_REPLY_LIMIT = 20;
export const CHAT_QUICK_REPLY_MAX = 200;
/** A report's reason, at most this many characters. */
export const CHAT_REPORT_REASON_MAX = 200;
/** A message nobody read for this long reaches the buyer's 消息 (the shop's unread badge shows at once). */
export const CHAT_UNANSWERED_MS = 5 * 60_000;
/** How often a page without a live socket asks for news. */
export const CHAT_POLL_MS = 3_000;

/** The socket's path (same origin; ws:// or wss:// by the page's scheme). */
export const CHAT_WS_PATH = '/chat/ws';
/** The first frame must arrive this soon after the socket opens, or the server closes it. */
export const CHAT_WS_AUTH_MS = 5_000;
/** Close codes the server uses: no or a bad first frame, an unknown or dead token. */
export const CHAT_WS_CLOSE = { AUTH_TIMEOUT: 4400, UNAUTHORIZED: 4401, GOING_AWAY: 1001 } as const;

/** What a list shows for a message of each kind that is not text. */
export const CHAT_PREVIEW_TEXT: Record<Exclude<TChatKind, 'text'>, string> = {
  image: '[图片]',
  product: '[商品]',
  order: '[订单]',
};

/** What either party reads in place of a message the platform hid after a report. */
export const CHAT_HIDDEN_TEXT = '该消息已被平台隐藏';

/** The frame a client sends first (and only): its token, never in the URL. */
export interface TChatAuthFrame {
  type: 'auth';
  token: string;
}

/**
 * What the server pushes. `ready` answers a good auth frame; `message` is a new message in one of the
 * subject's conversations (their own included, so a second tab sees it); `read` says the other side
 * (or the subject on another device) has read `conversationId` up to message `upTo`.
 */
export type TChatServerFrame<TMessage = unknown> =
  | { type: 'ready' }
  | { type: 'message'; conversationId: number; message: TMessage }
  | { type: 'read'; conversationId: number; side: TChatSide; upTo: number };

/** One piece of a text message as a page draws it: plain text, or a link that stays inside the mall. */
export type TChatTextPart = { text: string } | { text: string; href: string };

/**
 * An http(s) address up to a space, a quote or bracket, or any CJK or full-width punctuation (CJK
 * symbols U+3000–303F, curly quotes and the ellipsis, the full-width forms' punctuation; full-width
 * letters and digits stay inside): `见https://…/p/1》谢谢` links `/p/1` only.
 */
const URL_RE =
  /https?:\/\/[^\s<>"'\u2014\u2018-\u201f\u2026\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]+/g;

/**
 * Splits a message's text into plain parts and links. Only a link into the mall itself (`origin`, the
 * page's own) becomes an `href` (its path, so it opens inside the app); every other address stays
 * plain, inert text (DESIGN-OPERATE §J).
 */
export function chatTextParts(text: string, origin: string): TChatTextPart[] {
  const parts: TChatTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    // Sentence punctuation right after an address ends the sentence, not the address (`…/p/1.`).
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    const at = match.index ?? 0;
    let href: string | null = null;
    try {
      const parsed = new URL(url);
      // `https://mall//evil.com` (or `/\evil.com`, which the parser turns into `//`) has a path that,
      // as an href, is another host: it stays plain text.
      if (parsed.origin === origin && !parsed.pathname.startsWith('//')) {
        href = `${parsed.pathname}${parsed.search}${parsed.hash}`;
      }
    } catch {
      href = null;
    }
    if (href === null) continue;
    if (at > last) parts.push({ text: text.slice(last, at) });
    parts.push({ text: url, href });
    last = at + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
