import fs from 'node:fs';
import Color from 'color';
import { describe, expect, it } from 'vitest';
import { cssVariableOf, PALETTE, STATUS_TINT, TAG_TEXT, type TPaletteName } from './palette';
import { BRAND_COLOR } from './site';

/** WCAG 2.1 contrast ratio of two colours (the `color` package's relative luminance formula). */
const contrast = (a: string, b: string) => Color(a).contrast(Color(b));

const TEXT: TPaletteName[] = [
  'text',
  'text2',
  'text3',
  'brand',
  'brandDark',
  'price',
  'promo',
  'danger',
  'warning',
  'success',
];
const SURFACES: TPaletteName[] = ['card', 'bg', 'bgGrey', 'brandLight'];
/** Colours drawn behind white text (buttons, badges, the top bar). */
const UNDER_WHITE: TPaletteName[] = ['brand', 'brandDark', 'price', 'accent', 'danger', 'dark', 'text3'];

describe('the palette (config/palette.ts)', () => {
  it.each(TEXT.flatMap((fg) => SURFACES.map((bg) => [fg, bg] as const)))(
    'draws %s text on %s at 4.5:1 or more (WCAG AA)',
    (fg, bg) => {
      expect(contrast(PALETTE[fg], PALETTE[bg])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(UNDER_WHITE)('puts white text on %s at 4.5:1 or more', (bg) => {
    expect(contrast('#ffffff', PALETTE[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(TAG_TEXT))('draws antd %s tag text on its tint at 4.5:1 or more', (_, { text, tint }) => {
    expect(contrast(text, tint)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(STATUS_TINT))('draws %s status text on its tint at 4.5:1 or more', (_, { text, tint }) => {
    expect(contrast(text, tint)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws promotions on their peach tint at 4.5:1 or more', () => {
    expect(contrast(PALETTE.promo, '#fff2e8')).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the brand accent on the dark top bar at 4.5:1 or more', () => {
    expect(contrast(PALETTE.brandOnDark, PALETTE.dark)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the brand teal and the red price (hue within 10° of the old #08979c and #e4393c)', () => {
    const hueGap = (a: string, b: string) => {
      const d = Math.abs(Color(a).hue() - Color(b).hue()) % 360;
      return Math.min(d, 360 - d);
    };
    expect(hueGap(PALETTE.brand, '#08979c')).toBeLessThan(10);
    expect(hueGap(PALETTE.price, '#e4393c')).toBeLessThan(10);
  });

  it('is what the antd theme (BRAND_COLOR) and styles/global.css declare', () => {
    expect(BRAND_COLOR).toBe(PALETTE.brand);
    const css = fs.readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8');
    const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
    for (const [name, value] of Object.entries(PALETTE)) {
      const declared = new RegExp(`${cssVariableOf(name as TPaletteName)}:\\s*([^;]+);`).exec(root)?.[1];
      expect({ name, value: declared?.trim().toLowerCase() }).toEqual({ name, value });
    }
  });
});
