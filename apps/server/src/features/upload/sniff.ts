/**
 * What an upload is, from its first bytes only (never its name or declared type). Anything not
 * listed — SVG, HTML, PHP, GIF, ZIP… — is refused before any decoder sees it.
 */
export type TSniffed = 'jpeg' | 'png' | 'webp' | 'pdf';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniff(bytes: Buffer): TSniffed | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (/^%PDF-(1\.[0-7]|2\.0)/.test(bytes.toString('latin1', 0, 8))) return 'pdf';
  return null;
}

/** PDF names that run something or carry something: scripts, launches, attachments, auto actions, forms. */
const ACTIVE = ['/JavaScript', '/JS', '/Launch', '/EmbeddedFile', '/OpenAction', '/AA', '/RichMedia', '/XFA'];

/**
 * Whether a PDF's bytes name active content (also written with #xx escapes, e.g. /J#61vaScript): a
 * cheap first pass only, blind to names packed in compressed object streams; pdf-worker.mjs decides.
 */
export function pdfHasActiveContent(bytes: Buffer): boolean {
  const text = bytes
    .toString('latin1')
    .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  // The short names must end there (/JSON, /AAB are harmless); the long ones match as prefixes too (/EmbeddedFiles).
  return ACTIVE.some((name) =>
    new RegExp(`${name.replace('/', '\\/')}${name.length <= 3 ? '(?![A-Za-z0-9])' : ''}`).test(text),
  );
}

/** Whether a PDF ends as one: %%EOF within its last KiB. */
export function pdfIsComplete(bytes: Buffer): boolean {
  return bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF', 0, 'latin1');
}

/**
 * Refuses a file name that is empty, long, a path (/, \, a drive, a .. segment), hidden, or has
 * control characters; answers it trimmed.
 */
export function checkName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed || [...trimmed].length > 200) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[/\\\u0000-\u001f\u007f]/.test(trimmed)) return null;
  if (/^[A-Za-z]:/.test(trimmed) || trimmed.startsWith('.')) return null;
  return trimmed;
}
