import fs from 'node:fs';
import path from 'node:path';

/** The HTML of the app for a page path, with more tags for its <head> (already escaped HTML). */
export type TSpaPage = (pathname: string, head?: string) => string;

/** `<link rel="preload">` of a page's main picture, its address escaped for the attribute. */
export function picturePreload(href: string): string {
  const escaped = href.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<link rel="preload" as="image" fetchpriority="high" href="${escaped}">`;
}

/** A page path as the first screens are listed: without trailing slashes (the root stays `/`). */
export function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function withHead(html: string, head: string | undefined): string {
  return head ? html.replace('</head>', `    ${head}\n  </head>`) : html;
}

interface TFirstScreenAssets {
  path: string;
  js: string[];
  css: string[];
}

/**
 * The built app's index.html, and for each of the buyer's first screens (home, list, detail; the
 * web build lists them in .vite/first-screens.json) the same HTML naming that page's own chunks as
 * modulepreload and its CSS as stylesheets: they download beside the entry instead of after it has run.
 * In every page the stylesheets stand at the end of <body>, not in <head>: there they do not hold
 * back the first paint (the header's frame in index.html, styled inline), and the app (main.tsx)
 * draws itself once they have applied. Read once at start (the files change only with a deploy).
 */
export function readSpaPages(dist: string | undefined): TSpaPage | null {
  if (!dist) return null;
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const index = fs.readFileSync(indexFile, 'utf8');
  const other = stylesAtBodyEnd(index, []);
  const screensFile = path.join(dist, '.vite', 'first-screens.json');
  if (!fs.existsSync(screensFile)) return (_pathname, head) => withHead(other, head);
  const screens = (JSON.parse(fs.readFileSync(screensFile, 'utf8')) as { screens: TFirstScreenAssets[] }).screens;
  const pages = new Map<string, string>();
  for (const screen of screens) {
    const preloads = screen.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
    // As stylesheets, not preloads: applied before the app draws the page, instead of restyling the
    // whole drawn page when its chunk adds them (a 200 ms task on a phone).
    const styles = screen.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
    pages.set(screen.path, stylesAtBodyEnd(index.replace('</head>', `    ${preloads}\n  </head>`), styles));
  }
  return (pathname, head) => withHead(pages.get(pagePath(pathname)) ?? other, head);
}

/** The page with its stylesheet links (the build's, then `more`) moved to the end of <body>. */
function stylesAtBodyEnd(html: string, more: string[]): string {
  const links: string[] = [];
  const rest = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
    links.push(link.trim());
    return '';
  });
  links.push(...more);
  return links.length ? rest.replace('</body>', `  ${links.join('\n    ')}\n  </body>`) : rest;
}
