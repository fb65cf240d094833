import type sharpModule from 'sharp';
import { loadOnce } from './load-once.js';

type TSharp = typeof sharpModule;

/**
 * sharp, loaded on the first image a process decodes. Loading it (libvips and its codecs) adds about
 * 30 MB to the process's RSS, and most processes never decode an image: resized images are served
 * from the cache on disk, uploads are rare. A failed load is tried again on the next image.
 */
export const loadSharp: () => Promise<TSharp> = loadOnce(async () => (await import('sharp')).default);
