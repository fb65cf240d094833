/* How search text is normalized, the same for the server's index and the web's matching (no zod). */

/** NFKC (full-width → half-width), lower case, single spaces. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
