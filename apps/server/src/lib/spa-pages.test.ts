import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSpaPages } from './spa-pages.js';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>';
/** What the server sends for a page without a list of its own: index.html with its stylesheets at the end of <body>. */
const INDEX_WITH_STYLE =
  '<!doctype html><html><head><script type="module" src="/assets/index-a.js"></script><link rel="stylesheet" crossorigin href="/assets/index-b.css"></head><body><div id="root"></div></body></html>';

let dir: string;
function dist(screens?: unknown): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-pages-'));
  fs.writeFileSync(path.join(dir, 'index.html'), screens === undefined ? INDEX : INDEX_WITH_STYLE);
  if (screens) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'first-screens.json'), JSON.stringify({ screens }));
  }
  return dir;
}

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('readSpaPages', () => {
  it('names a first screen’s chunks and CSS in its own HTML, and leaves every other page as built', () => {
    const page = readSpaPages(
      dist([
        { path: '/', js: ['assets/shell-1.js', 'assets/home-2.js'], css: ['assets/home-3.css'] },
        { path: '/product/detail', js: ['assets/detail-4.js'], css: [] },
      ]),
    );
    expect(page).not.toBeNull();
    const home = page?.('/') ?? '';
    // The code at low priority: the boot frame's picture first (codeAfterPicture).
    expect(home).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shell-1.js">');
    expect(home).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-2.js">');
    expect(home).toContain('<script type="module" fetchpriority="low" src="/assets/index-a.js">');
    expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/home-3.css">');
    expect(home.indexOf('home-2.js')).toBeLessThan(home.indexOf('</head>'));
    // Stylesheets at the end of <body>, the build's first: they do not hold back the first paint.
    expect(home.indexOf('index-b.css')).toBeGreaterThan(home.indexOf('<body>'));
    expect(home.indexOf('index-b.css')).toBeLessThan(home.indexOf('home-3.css'));
    expect(home.indexOf('home-3.css')).toBeLessThan(home.indexOf('</body>'));
    expect(page?.('/product/detail/')).toContain('/assets/detail-4.js');
    expect(page?.('/product/detail')).not.toContain('home-2.js');
    expect(page?.('/cart')).toBe(
      '<!doctype html><html><head><script type="module" src="/assets/index-a.js"></script></head><body><div id="root"></div>  <link rel="stylesheet" crossorigin href="/assets/index-b.css">\n  </body></html>',
    );
  });

  it('serves index.html as built without the build’s list, and nothing without a build', () => {
    expect(readSpaPages(dist())?.('/')).toBe(INDEX);
    expect(readSpaPages(undefined)).toBeNull();
    expect(readSpaPages(path.join(os.tmpdir(), 'no-such-dist'))).toBeNull();
  });

  it('adds a page’s head tags and draws its main picture in the boot frame after the menu row', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-pages-'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head></head><body><div id="root"><div class="boot-nav"></div></div></body></html>',
    );
    const page = readSpaPages(dir);
    expect(page?.('/', { head: '<link rel="preload">', frame: '<div class="boot-picture"></div>' })).toBe(
      '<html><head>\n    <link rel="preload"></head><body><div id="root"><div class="boot-nav"></div><div class="boot-picture"></div></div></body></html>',
    );
    expect(page?.('/')).not.toContain('boot-picture');
  });
});

describe('the seller workbench page', () => {
  it('answers seller.html for /seller and every path below it, index.html elsewhere', () => {
    const root = dist([{ path: '/', js: ['assets/home-2.js'], css: [] }]);
    fs.writeFileSync(
      path.join(root, 'seller.html'),
      '<!doctype html><html><head><script type="module" src="/assets/seller-a.js"></script><link rel="stylesheet" href="/assets/index-b.css"></head><body><div id="root"></div></body></html>',
    );
    const page = readSpaPages(root);
    for (const p of ['/seller', '/seller/', '/seller/order/detail']) {
      const html = page?.(p, { head: '<meta name="x">' }) ?? '';
      expect(html, p).toContain('/assets/seller-a.js');
      expect(html, p).not.toContain('index-a.js');
      // Nothing of the buyer's first screens, and the stylesheet at the end of <body>.
      expect(html, p).not.toContain('home-2.js');
      expect(html.indexOf('index-b.css')).toBeGreaterThan(html.indexOf('<body>'));
    }
    expect(page?.('/sellers')).toContain('index-a.js');
    expect(page?.('/')).toContain('home-2.js');
  });
});

describe('the platform console page', () => {
  it('answers admin.html for /admin and every path below it, the others elsewhere', () => {
    const root = dist([{ path: '/', js: ['assets/home-2.js'], css: [] }]);
    const html = (name: string) =>
      `<!doctype html><html><head><script type="module" src="/assets/${name}.js"></script></head><body><div id="root"></div></body></html>`;
    fs.writeFileSync(path.join(root, 'seller.html'), html('seller-a'));
    fs.writeFileSync(path.join(root, 'admin.html'), html('admin-a'));
    const page = readSpaPages(root);
    for (const p of ['/admin', '/admin/', '/admin/news/edit']) {
      expect(page?.(p), p).toContain('/assets/admin-a.js');
      expect(page?.(p), p).not.toContain('home-2.js');
    }
    expect(page?.('/seller/order')).toContain('seller-a.js');
    expect(page?.('/administrator')).toContain('index-a.js');
  });
});
