/**
 * Scrubbing of client error reports, shared by the web reporter (before sending) and the server
 * (before storing, as defence in depth): an error report must never carry a credential or a
 * buyer's personal data (phone numbers, ID or card numbers, e-mail addresses).
 */

/** Caps of a client error report, in characters. */
export const CLIENT_ERROR_CAPS = { message: 1000, stack: 8000, route: 500, version: 64, userAgent: 400 } as const;

const REDACTED = '[redacted]';

/** `token=…`, `accessToken: "…"`, `"password":"…"`: the value goes, the name stays. */
const SECRET_ASSIGNMENT = /(token|password|passwd|secret)(["']?\s*[:=]\s*["']?)[^\s&#"',;]+/gi;
/** A mainland mobile number, also written 138 0013 8000 or 138-0013-8000. */
const PHONE = /(^|\D)1[3-9]\d(?:[\s-]?\d{4}){2}(?!\d)/g;
/** Any run of 11 or more digits: ID card, bank card, phone with a country code. */
const LONG_NUMBER = /\d{11,}[Xx]?/g;
/** Bounded parts: an unbounded `[\w.]+@` backtracks quadratically over a long run without `@`. */
const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+/g;
/** A long run of base64url characters with letters and digits: a token or key printed as is. */
const TOKEN_LIKE = /[\w-]{32,}/g;
/** Query parameters whose value is a credential, whatever it looks like. */
const SECRET_PARAM = /^(.*token|.*password|pwd|secret|code|sign|signature|session|sessionid|key|ticket|auth)$/i;

/**
 * Removes credentials and personal data from free text (an error message or stack). Every pattern
 * runs in linear time, so a hostile 8 000-character stack costs the server nothing much.
 */
export function scrubClientText(text: string): string {
  return text
    .replace(SECRET_ASSIGNMENT, `$1$2${REDACTED}`)
    .replace(TOKEN_LIKE, (m) => (/\d/.test(m) && /[a-z]/i.test(m) ? REDACTED : m))
    .replace(EMAIL, '[email]')
    .replace(PHONE, '$1[phone]')
    .replace(LONG_NUMBER, '[number]');
}

/**
 * A route for a report: path and query, with the value of every credential-like query parameter
 * replaced and the rest scrubbed; the hash is dropped. Values are shown decoded, for people to read.
 */
export function scrubRoute(pathAndSearch: string): string {
  const [beforeHash = ''] = pathAndSearch.split('#', 1);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const params = search
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = safeDecode(eq < 0 ? pair : pair.slice(0, eq));
      if (eq < 0) return scrubClientText(name);
      if (SECRET_PARAM.test(name)) return `${scrubClientText(name)}=${REDACTED}`;
      return `${scrubClientText(name)}=${scrubClientText(safeDecode(pair.slice(eq + 1)))}`;
    });
  const route = scrubClientText(safeDecode(pathname)) + (params.length ? `?${params.join('&')}` : '');
  return route.slice(0, CLIENT_ERROR_CAPS.route);
}

/** The path of a route, without its query: part of a report's fingerprint. */
export function routePath(route: string): string {
  return route.split(/[?#]/, 1)[0] ?? '';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
