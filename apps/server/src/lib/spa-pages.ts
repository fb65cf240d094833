import fs from 'node:fs';
import path from 'node:path';

/** The HTML of the app for a page path. */
export type TSpaPage = (pathname: string) => string;

interface TFirstScreenAssets {
  path: string;
  js: string[];
  css: string[];
}

/**
 * The built app's index.html, and for each of the buyer's first screens (home, list, detail; the
 * web build lists them in .vite/first-screens.json) the same HTML naming that page's own chunks as
 * modulepreload and its CSS as stylesheets: they download beside the entry instead of after it has run.
 * Every other path gets index.html as built. Read once at start (the files change only with a deploy).
 */
export function readSpaPages(dist: string | undefined): TSpaPage | null {
  if (!dist) return null;
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const index = fs.readFileSync(indexFile, 'utf8');
  const screensFile = path.join(dist, '.vite', 'first-screens.json');
  if (!fs.existsSync(screensFile)) return () => index;
  const screens = (JSON.parse(fs.readFileSync(screensFile, 'utf8')) as { screens: TFirstScreenAssets[] }).screens;
  const pages = new Map<string, string>();
  for (const screen of screens) {
    const links = [
      ...screen.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      // As stylesheets, not preloads: applied before the page is drawn, instead of restyling the
      // whole drawn page when its chunk adds them (a 200 ms task on a phone).
      ...screen.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ].join('\n    ');
    pages.set(screen.path, index.replace('</head>', `    ${links}\n  </head>`));
  }
  return (pathname) => pages.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? index;
}
