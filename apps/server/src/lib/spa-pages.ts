import fs from 'node:fs';
import path from 'node:path';

/** What a page's HTML adds to the built index.html (already escaped HTML). */
export interface TPageExtras {
  /** More tags for its <head>. */
  head?: string | undefined;
  /** Drawn in the header's frame, after the menu row (index.html's boot frame). */
  frame?: string | undefined;
}

/** The HTML of the app for a page path. */
export type TSpaPage = (pathname: string, extras?: TPageExtras) => string;

/**
 * The shapes of main picture the boot frame can draw where the page will (index.html's style): home's
 * carousel, a product's gallery, a product list's first card.
 */
export type TPictureShape = 'banner' | 'square' | 'card';

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `<link rel="preload">` of a page's main picture, its address escaped for the attribute. */
export function picturePreload(href: string): string {
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(href)}">`;
}

/**
 * A page's main picture in the boot frame, in the box the page draws it in (index.html sizes the
 * shapes for a phone and hides them on a wider screen): the picture paints with the HTML instead of
 * after the app's code, and the app draws the same picture in the same place.
 */
export function pictureFrame(href: string, shape: TPictureShape, rowsAbove = 0): string {
  // A list's first card sits below the rows of chips the page draws above its grid (index.html: 0 … 2).
  const rows = rowsAbove > 0 ? ` boot-rows-${Math.min(rowsAbove, 2)}` : '';
  return `<div class="boot-picture boot-picture-${shape}${rows}"><img src="${escapeAttribute(href)}" alt="" fetchpriority="high"></div>`;
}

/** Where index.html's boot frame takes a page's main picture: after its menu row. */
const FRAME_ANCHOR = '<div class="boot-nav"></div>';

/** A page path as the first screens are listed: without trailing slashes (the root stays `/`). */
export function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function withExtras(html: string, extras: TPageExtras | undefined): string {
  let page = html;
  // First in <head>: the page's main picture asks for one of the browser's few connections to the
  // server before the page's code does, not after a dozen chunks.
  if (extras?.head) page = page.replace(/<head>/, (open) => `${open}\n    ${extras.head}`);
  if (extras?.frame) page = page.replace(FRAME_ANCHOR, `${FRAME_ANCHOR}${extras.frame}`);
  return page;
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
  const buyerPages = readBuyerPages(dist, fs.readFileSync(indexFile, 'utf8'));
  // The seller workbench (seller.html, every /seller path) and the platform console (admin.html,
  // every /admin path) are pages of their own.
  const ownPage = (file: string) => {
    const full = path.join(dist, file);
    return fs.existsSync(full) ? stylesAtBodyEnd(fs.readFileSync(full, 'utf8'), []) : null;
  };
  const seller = ownPage('seller.html');
  const admin = ownPage('admin.html');
  return (pathname, extras) => {
    if (seller && isSellerPath(pathname)) return seller;
    if (admin && isAdminPath(pathname)) return admin;
    return buyerPages(pathname, extras);
  };
}

/** A path of the platform console's page: /admin and below. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** A path of the seller workbench's page: /seller and below. */
export function isSellerPath(pathname: string): boolean {
  return pathname === '/seller' || pathname.startsWith('/seller/');
}

function readBuyerPages(dist: string, index: string): TSpaPage {
  const other = stylesAtBodyEnd(index, []);
  const screensFile = path.join(dist, '.vite', 'first-screens.json');
  if (!fs.existsSync(screensFile)) return (_pathname, extras) => withExtras(other, extras);
  const screens = (JSON.parse(fs.readFileSync(screensFile, 'utf8')) as { screens: TFirstScreenAssets[] }).screens;
  const pages = new Map<string, string>();
  for (const screen of screens) {
    const preloads = screen.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
    // As stylesheets, not preloads: applied before the app draws the page, instead of restyling the
    // whole drawn page when its chunk adds them (a 200 ms task on a phone).
    const styles = screen.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
    pages.set(
      screen.path,
      stylesAtBodyEnd(codeAfterPicture(index.replace('</head>', `    ${preloads}\n  </head>`)), styles),
    );
  }
  return (pathname, extras) => withExtras(pages.get(pagePath(pathname)) ?? other, extras);
}

/**
 * A first screen's code asked for at low priority: the boot frame and the page's main picture paint
 * without it (module scripts never block rendering), so the picture gets the connection first. A
 * browser gives module scripts and their preloads high priority, which Lighthouse's simulation reads
 * as render-blocking: whenever the first paint came after the code had arrived (a busy machine), it
 * counted all of it (~150 kB on slow 4G) before the first paint and the LCP (list 1.1 s → 2.4 s).
 */
function codeAfterPicture(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
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
