import path from 'node:path';

/** Where catalogue originals live (the demo seed writes its illustrations here); served as `/img/<preset>/catalogue/…`. */
export function catalogueImageDir(dataDir: string): string {
  return path.resolve(dataDir, 'catalogue');
}

/** The site path of a catalogue original, as products and portal items store it. */
export function catalogueImagePath(relative: string): string {
  return `/catalogue/${relative}`;
}
