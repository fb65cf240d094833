/**
 * Image presets (spec §3, §9): product images 450², zoom 900², thumbnails 86², carousel 792×330.
 * The server resizes to these and nothing else; `/img/<preset>/<path>` asks for one.
 */
export const IMAGE_PRESETS = {
  '450': { width: 450, height: 450 },
  '900': { width: 900, height: 900 },
  '86': { width: 86, height: 86 },
  carousel: { width: 792, height: 330 },
} as const;

export type TImagePreset = keyof typeof IMAGE_PRESETS;

export function isImagePreset(value: string): value is TImagePreset {
  return Object.hasOwn(IMAGE_PRESETS, value);
}

/**
 * The URL of a site image at a preset. Absolute http(s), protocol-relative, data: and blob: URLs
 * pass through unchanged; an empty path stays empty.
 */
export function imageUrl(path: string | null | undefined, preset: TImagePreset): string {
  if (!path) return '';
  const trimmed = path.trim();
  if (/^(https?:)?\/\//i.test(trimmed) || /^(data|blob):/i.test(trimmed)) return trimmed;
  return `/img/${preset}/${trimmed.replace(/^\/+/, '')}`;
}
