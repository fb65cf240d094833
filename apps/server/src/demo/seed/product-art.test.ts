import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_KINDS, bannerArtSvg, productArtSvg, promoArtSvg, shopBannerSvg, shopLogoSvg } from './product-art.js';

const NASTY = `智能<灯> & "测试" 'x'`;

/** A strict little well-formedness check: balanced tags, quoted attributes, no raw "&" or "<" in text. */
function expectWellFormed(svg: string): void {
  const re = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="(?:[^"<&]|&#\d+;)*")*)\s*(\/?)>|([^<]+)/g;
  const stack: string[] = [];
  let pos = 0;
  for (const m of svg.matchAll(re)) {
    expect(m.index).toBe(pos);
    pos += m[0].length;
    if (m[5] !== undefined) {
      expect(m[5]).not.toMatch(/&(?!#\d+;)/);
      continue;
    }
    const [, close, name, , self] = m;
    if (close) expect(stack.pop()).toBe(name);
    else if (!self) stack.push(name);
  }
  expect(pos).toBe(svg.length);
  expect(stack).toEqual([]);
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).toMatch(/<title>[^<]*<\/title>/);
}

async function size(svg: string): Promise<[number, number]> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const meta = await sharp(png).metadata();
  return [meta.width ?? 0, meta.height ?? 0];
}

describe('productArtSvg', () => {
  it('draws every kind in three distinct, deterministic, well-formed, compact views', () => {
    for (const kind of ART_KINDS) {
      const views = [0, 1, 2].map((variant) => productArtSvg({ kind, variant, seed: 42, title: NASTY }));
      for (const [variant, svg] of views.entries()) {
        expectWellFormed(svg);
        expect(svg.length).toBeLessThan(13_000);
        expect(svg).toContain('&#60;灯&#62; &#38; &#34;测试&#34;');
        expect(productArtSvg({ kind, variant, seed: 42, title: NASTY })).toBe(svg);
      }
      expect(new Set(views).size).toBe(3);
    }
  });

  it('varies with the seed and repeats compositions with another palette from variant 3 on', () => {
    const a = productArtSvg({ kind: 'lock', variant: 0, seed: 1, title: 't' });
    expect(productArtSvg({ kind: 'lock', variant: 0, seed: 2, title: 't' })).not.toBe(a);
    expect(productArtSvg({ kind: 'lock', variant: 3, seed: 1, title: 't' })).not.toBe(a);
    const kinds = new Set(ART_KINDS.map((kind) => productArtSvg({ kind, variant: 0, seed: 7, title: 't' })));
    expect(kinds.size).toBe(ART_KINDS.length);
  });

  it('renders as a 900×900 image for every kind (one view each)', async () => {
    const sizes = await Promise.all(
      ART_KINDS.map((kind, i) => size(productArtSvg({ kind, variant: i % 3, seed: 100 + i, title: NASTY }))),
    );
    for (const s of sizes) expect(s).toEqual([900, 900]);
  });
});

describe('banner, shop and promo art', () => {
  it('is well-formed, deterministic, escaped and renders at its stated size', async () => {
    const banner = bannerArtSvg({ kind: 'speaker', seed: 3, title: NASTY, subtitle: '全屋语音 · 限时直降200元' });
    const logo = shopLogoSvg({ name: '极光智能旗舰店', seed: 3 });
    const shop = shopBannerSvg({ name: '极光 & 智能<店>', slogan: NASTY, seed: 3 });
    const promo = promoArtSvg({ kind: 'sensor', seed: 3, caption: NASTY });
    for (const svg of [banner, logo, shop, promo]) {
      expectWellFormed(svg);
      expect(svg.length).toBeLessThan(13_000);
    }
    expect(bannerArtSvg({ kind: 'speaker', seed: 3, title: NASTY, subtitle: '全屋语音 · 限时直降200元' })).toBe(banner);
    expect(shopLogoSvg({ name: '极光智能旗舰店', seed: 3 })).toBe(logo);
    expect(logo).toContain('>极光</text>');
    expect(shop).toContain('极光 &#38; 智能&#60;店&#62;');
    expect(await size(banner)).toEqual([1584, 660]);
    expect(await size(logo)).toEqual([240, 240]);
    expect(await size(shop)).toEqual([1200, 300]);
    expect(await size(promo)).toEqual([600, 600]);
  });

  it('shortens text that cannot fit', () => {
    const long = '超长标题'.repeat(20);
    const svg = bannerArtSvg({ kind: 'lighting', seed: 1, title: long, subtitle: long });
    expectWellFormed(svg);
    expect(svg).toContain('…</text>');
  });
});
