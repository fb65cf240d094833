/** Spec §9 image presets: 450², 900², 86² and the 792×330 carousel; the server resizes to these only. */
export const IMAGE_PRESETS = ['450', '900', '86', 'carousel'] as const;
export type TImagePreset = (typeof IMAGE_PRESETS)[number];

/**
 * The URL of a site image at one of the presets: `/img/<preset>/<path>`. Absolute http(s) URLs,
 * protocol-relative URLs, data: and blob: URLs pass through unchanged; an empty path stays empty.
 */
export function imageUrl(path: string | null | undefined, preset: TImagePreset): string {
  if (!path) return '';
  const trimmed = path.trim();
  if (/^(https?:)?\/\//i.test(trimmed) || /^(data|blob):/i.test(trimmed)) return trimmed;
  return `/img/${preset}/${trimmed.replace(/^\/+/, '')}`;
}
