import type sharpModule from 'sharp';

type TSharp = typeof sharpModule;

let loading: Promise<TSharp> | undefined;

/**
 * sharp, loaded on the first image a process decodes. Loading it (libvips and its codecs) adds about
 * 30 MB to the process's RSS, and most processes never decode an image: resized images are served
 * from the cache on disk, uploads are rare. A failed load is tried again on the next image.
 */
export function loadSharp(): Promise<TSharp> {
  loading ??= import('sharp').then(
    (m) => m.default,
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}
