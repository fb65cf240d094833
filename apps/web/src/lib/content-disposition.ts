/**
 * The file name a `Content-Disposition` header gives (RFC 6266): `filename*=UTF-8''…` (percent-encoded,
 * any charset label and optional language) wins over the plain `filename="…"`. Path parts are cut off,
 * so a crafted name cannot point outside the download folder.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback = 'download'): string {
  const value = header ?? '';
  const star = /filename\*\s*=\s*([^;]+)/i.exec(value);
  if (star) {
    const raw = star[1].trim().replace(/^"|"$/g, '');
    // charset'language'percent-encoded-value; both labels may be empty.
    const parts = /^([^']*)'[^']*'(.*)$/.exec(raw);
    try {
      const name = baseName(decodeURIComponent(parts ? parts[2] : raw));
      if (name) return name;
    } catch {
      // A malformed escape: fall through to the plain filename.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(value);
  const plain = quoted ? quoted[1].replace(/\\(.)/g, '$1') : /filename\s*=\s*([^;]+)/i.exec(value)?.[1];
  return baseName(plain?.trim() ?? '') || fallback;
}

function baseName(name: string): string {
  return name.split(/[\\/]/).pop()?.trim() ?? '';
}
