/**
 * Demo catalogue art: deterministic SVG illustrations of smart-home / IoT hardware, made at seed time
 * with no network and no external assets. Every picture depends only on its inputs (a tiny seeded PRNG
 * picks palette, model and minor details). The SVG sticks to what librsvg (sharp) renders well.
 */

export const ART_KINDS = [
  'lighting',
  'security',
  'lock',
  'sensor',
  'gateway',
  'switch',
  'appliance',
  'environment',
  'speaker',
  'devboard',
  'industrial',
  'building',
] as const;
export type TArtKind = (typeof ART_KINDS)[number];

const FONT = 'WenQuanYi Micro Hei, Noto Sans CJK SC, sans-serif';
const GOLD = '#d6a84a';
const RAINBOW = ['#f43f5e', '#f59e0b', '#facc15', '#22c55e', '#22d3ee', '#3b82f6', '#8b5cf6'];

// ---------------------------------------------------------------------------------------------
// Randomness, colour and markup helpers

export type TRng = () => number;

/** mulberry32: a tiny 32-bit seeded PRNG (same seed, same sequence). */
export function mulberry32(seed: number): TRng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, used to decorrelate the PRNG streams of different kinds. */
function hashStr(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function pick<T>(r: TRng, list: readonly T[]): T {
  return list[Math.floor(r() * list.length) % list.length];
}

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear blend of two #rrggbb colours (t = 0 gives a, t = 1 gives b). */
function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return `#${x
    .map((c, i) =>
      Math.round(c + (y[i] - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function luma(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Escapes text for XML content and attribute values. */
function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type TAttrs = Record<string, string | number | undefined>;

const num = (v: number): string => String(Math.round(v * 10) / 10);

function el(tag: string, a: TAttrs, inner?: string): string {
  let s = `<${tag}`;
  for (const [k, v] of Object.entries(a)) if (v !== undefined) s += ` ${k}="${typeof v === 'number' ? num(v) : v}"`;
  return inner === undefined ? `${s}/>` : `${s}>${inner}</${tag}>`;
}

const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, a: TAttrs = {}): string =>
  el('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...a });
const circ = (cx: number, cy: number, r: number, fill: string, a: TAttrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...a });
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, a: TAttrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a });
const path = (d: string, fill: string, a: TAttrs = {}): string => el('path', { d, fill, ...a });
const grp = (inner: string, a: TAttrs = {}): string => el('g', a, inner);
/** Stroke attributes (round caps and joins). */
const S = (stroke: string, w: number, a: TAttrs = {}): TAttrs => ({
  stroke,
  'stroke-width': w,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  ...a,
});

type TStop = [number, string, number?];
const stops = (list: TStop[]): string =>
  list.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join('');
const lin = (id: string, list: TStop[], [x1, y1, x2, y2] = [0, 0, 0, 1], a: TAttrs = {}): string =>
  el('linearGradient', { id, x1, y1, x2, y2, ...a }, stops(list));
const rad = (id: string, list: TStop[], a: TAttrs = {}): string => el('radialGradient', { id, ...a }, stops(list));

function svgDoc(w: number, h: number, title: string, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<title>${esc(title)}</title><defs>${defs}</defs>${body}</svg>`
  );
}

/** Rough rendered width of a line of text (CJK full width, Latin narrower). */
function textWidth(s: string, size: number): number {
  let w = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    w += c > 0x2e80 ? 1 : /[A-Z0-9]/.test(ch) ? 0.62 : 0.5;
  }
  return w * size;
}

/** Picks a font size that fits maxWidth, shortening the text with an ellipsis below minSize. */
function fitText(s: string, maxSize: number, minSize: number, maxWidth: number): { text: string; size: number } {
  const text = s.trim();
  const unit = textWidth(text, 1) || 1;
  const size = Math.min(maxSize, Math.floor(maxWidth / unit));
  if (size >= minSize) return { text, size };
  const chars = [...text];
  while (chars.length > 1 && textWidth(`${chars.join('')}…`, minSize) > maxWidth) chars.pop();
  return { text: `${chars.join('')}…`, size: minSize };
}

const text = (x: number, y: number, s: string, size: number, fill: string, a: TAttrs = {}): string =>
  el('text', { x, y, 'font-family': FONT, 'font-size': size, fill, ...a }, esc(s));

// ---------------------------------------------------------------------------------------------
// Palettes and shared definitions

interface TPalette {
  body: string;
  accent: string;
  accent2: string;
  bg1: string;
  bg2: string;
}

const ACCENTS = ['#22c3ee', '#3b82f6', '#10b981', '#f59e0b', '#8b5cf6', '#f43f5e', '#14b8a6', '#6366f1'];
const BACKDROPS: readonly [string, string][] = [
  ['#eef4ff', '#d6e4fb'],
  ['#f4f1ff', '#e0daf8'],
  ['#ecfaf4', '#cfeee0'],
  ['#fff6ec', '#f8e2c8'],
  ['#eef9fd', '#cde8f5'],
  ['#fdf1f3', '#f3d8de'],
  ['#f4f5f7', '#dfe3e9'],
  ['#f2f7ee', '#dbe8d2'],
];
const BODIES: Partial<Record<TArtKind, readonly string[]>> = {
  lock: ['#2d323b', '#c8ad86', '#d8dce2', '#3d4149'],
  industrial: ['#e7e9ec', '#d9dde2', '#eceae4', '#cfd5dc'],
  security: ['#f6f7f9', '#2d323b', '#eceff2'],
  building: ['#f4f5f7', '#2d323b', '#d8dce2'],
};
const DEFAULT_BODIES = ['#f6f7f9', '#2d323b', '#d9dde3', '#ece3d6', '#e0eaf4', '#e5ece6'];

function palette(kind: TArtKind, seed: number, cycle: number): TPalette {
  const r = mulberry32((seed + cycle * 7919) ^ hashStr(kind) ^ 0x9e3779b9);
  const accent = pick(r, ACCENTS);
  let accent2 = pick(r, ACCENTS);
  if (accent2 === accent) accent2 = ACCENTS[(ACCENTS.indexOf(accent) + 3) % ACCENTS.length];
  const [bg1, bg2] = pick(r, BACKDROPS);
  return { body: pick(r, BODIES[kind] ?? DEFAULT_BODIES), accent, accent2, bg1, bg2 };
}

/** Gradients, patterns and filters every picture may use (ids are local to one document). */
function commonDefs(p: TPalette, bg: string): string {
  const dark = luma(p.body) < 0.45;
  const hi = mix(p.body, '#ffffff', dark ? 0.2 : 0.65);
  const lo = mix(p.body, '#000000', dark ? 0.3 : 0.12);
  return (
    bg +
    lin(
      'bd',
      [
        [0, hi],
        [0.55, p.body],
        [1, lo],
      ],
      [0, 0, 1, 1],
    ) +
    lin('bs', [
      [0, mix(p.body, '#000000', 0.14)],
      [1, mix(p.body, '#000000', 0.3)],
    ]) +
    lin(
      'cy',
      [
        [0, lo],
        [0.3, hi],
        [0.65, p.body],
        [1, mix(lo, '#000000', 0.08)],
      ],
      [0, 0, 1, 0],
    ) +
    lin(
      'mt',
      [
        [0, '#f6f7f9'],
        [0.5, '#c2c9d2'],
        [1, '#e8ebef'],
      ],
      [0, 0, 0.4, 1],
    ) +
    lin(
      'gl',
      [
        [0, '#2a3550'],
        [1, '#090d18'],
      ],
      [0, 0, 1, 1],
    ) +
    lin(
      'sc',
      [
        [0, mix(p.accent, '#0f172a', 0.55)],
        [1, '#0b1120'],
      ],
      [0, 0, 1, 1],
    ) +
    lin('gs', [
      [0, '#ffffff', 0.55],
      [1, '#ffffff', 0],
    ]) +
    rad(
      'ln',
      [
        [0, mix(p.accent, '#3b4a8a', 0.5)],
        [0.6, '#141a33'],
        [1, '#05070d'],
      ],
      { fx: 0.38, fy: 0.35 },
    ) +
    rad('lt', [
      [0, '#ffffff'],
      [0.6, mix(p.accent, '#ffffff', 0.82)],
      [1, mix(p.accent, '#ffffff', 0.55)],
    ]) +
    rad('gw', [
      [0, p.accent, 0.5],
      [1, p.accent, 0],
    ]) +
    rad('hl', [
      [0, '#ffffff', 0.9],
      [1, '#ffffff', 0],
    ]) +
    el('pattern', { id: 'pf', width: 16, height: 16, patternUnits: 'userSpaceOnUse' }, circ(8, 8, 3.4, lo)) +
    el('pattern', { id: 'fb', width: 9, height: 9, patternUnits: 'userSpaceOnUse' }, circ(4.5, 4.5, 1.8, '#000000')) +
    el(
      'filter',
      { id: 'ds', x: '-30%', y: '-30%', width: '160%', height: '170%' },
      el('feGaussianBlur', { in: 'SourceAlpha', stdDeviation: 14 }) +
        el('feOffset', { dy: 18, result: 'o' }) +
        el('feFlood', { 'flood-color': '#1b2740', 'flood-opacity': 0.2 }) +
        el('feComposite', { in2: 'o', operator: 'in' }) +
        el('feMerge', {}, el('feMergeNode', {}) + el('feMergeNode', { in: 'SourceGraphic' })),
    ) +
    el(
      'filter',
      { id: 'sb', x: '-50%', y: '-50%', width: '200%', height: '200%' },
      el('feGaussianBlur', { stdDeviation: 16 }),
    ) +
    el(
      'filter',
      { id: 'gb', x: '-50%', y: '-50%', width: '200%', height: '200%' },
      el('feGaussianBlur', { stdDeviation: 12 }),
    )
  );
}

// ---------------------------------------------------------------------------------------------
// Small drawing parts

const SEGMENTS = ['abcdef', 'bc', 'abdeg', 'abcdg', 'bcfg', 'acdfg', 'acdefg', 'abc', 'abcdefg', 'abcdfg'];

/** Seven-segment digits ("0-9", ".", ":", "-") as one path; ghost draws the unlit segments faintly. */
function seg7(value: string, x: number, y: number, h: number, fill: string, ghost = false): string {
  const w = h * 0.52;
  const t = h * 0.12;
  const gp = t * 0.3;
  const ht = t / 2;
  const hs = (x0: number, x1: number, yc: number): string =>
    `M${num(x0 + gp)} ${num(yc)}l${num(ht)} ${num(-ht)}H${num(x1 - gp - ht)}l${num(ht)} ${num(ht)}l${num(-ht)} ${num(ht)}H${num(x0 + gp + ht)}z`;
  const vs = (xc: number, y0: number, y1: number): string =>
    `M${num(xc)} ${num(y0 + gp)}l${num(ht)} ${num(ht)}V${num(y1 - gp - ht)}l${num(-ht)} ${num(ht)}l${num(-ht)} ${num(-ht)}V${num(y0 + gp + ht)}z`;
  let d = '';
  let dg = '';
  let cx = x;
  for (const ch of value) {
    const l = cx + ht;
    const r = cx + w - ht;
    const [top, mid, bot] = [y + ht, y + h / 2, y + h - ht];
    if (ch === '.') {
      d += `M${num(cx)} ${num(y + h - t)}h${num(t)}v${num(t)}h${num(-t)}z`;
      cx += t * 2.2;
    } else if (ch === ':') {
      d += `M${num(cx)} ${num(y + h * 0.27)}h${num(t)}v${num(t)}h${num(-t)}zM${num(cx)} ${num(y + h * 0.62)}h${num(t)}v${num(t)}h${num(-t)}z`;
      cx += t * 2.4;
    } else if (ch === '-') {
      d += hs(l, r, mid);
      cx += w + h * 0.16;
    } else {
      const lit = SEGMENTS[Number(ch)] ?? '';
      const parts: Record<string, string> = {
        a: hs(l, r, top),
        g: hs(l, r, mid),
        d: hs(l, r, bot),
        f: vs(l, top, mid),
        b: vs(r, top, mid),
        e: vs(l, mid, bot),
        c: vs(r, mid, bot),
      };
      for (const k of 'abcdefg') {
        if (lit.includes(k)) d += parts[k];
        else if (ghost) dg += parts[k];
      }
      cx += w + h * 0.16;
    }
  }
  return (dg ? path(dg, fill, { opacity: 0.1 }) : '') + path(d, fill);
}

function seg7Width(value: string, h: number): number {
  let w = 0;
  for (const ch of value) w += ch === '.' ? h * 0.264 : ch === ':' ? h * 0.288 : h * 0.68;
  return w - h * 0.16;
}

/** Wireless waves (three arcs) opening upwards, centred on (x, y). */
function waves(x: number, y: number, size: number, color: string, sw = 9): string {
  let d = '';
  for (let i = 1; i <= 3; i++) {
    const r = size * i;
    const dx = r * Math.sin(0.8);
    const dy = r * Math.cos(0.8);
    d += `M${num(x - dx)} ${num(y - dy)}A${num(r)} ${num(r)} 0 0 1 ${num(x + dx)} ${num(y - dy)}`;
  }
  return circ(x, y, sw * 0.8, color) + path(d, 'none', S(color, sw));
}

/** A glowing LED: a soft halo and a bright core. */
const led = (x: number, y: number, r: number, color: string): string =>
  circ(x, y, r * 2.6, color, { opacity: 0.2 }) + circ(x, y, r, mix(color, '#ffffff', 0.25));

/** A cylinder standing up: side from y to y + h, elliptical top of radii rx, ry. */
function cylinder(cx: number, y: number, rx: number, ry: number, h: number, top: string, side: string): string {
  return (
    path(
      `M${num(cx - rx)} ${num(y)}V${num(y + h)}A${num(rx)} ${num(ry)} 0 0 0 ${num(cx + rx)} ${num(y + h)}V${num(y)}Z`,
      side,
    ) + ell(cx, y, rx, ry, top)
  );
}

/** An IC package with pins on all four sides. */
function chip(x: number, y: number, w: number, h: number, pins: number): string {
  let d = '';
  const step = (Math.min(w, h) - 16) / pins;
  for (let i = 0; i < pins; i++) {
    const o = 8 + step * (i + 0.5) - 2.5;
    d += `M${num(x + o)} ${num(y - 7)}h5v7h-5zM${num(x + o)} ${num(y + h)}h5v7h-5z`;
    d += `M${num(x - 7)} ${num(y + o)}h7v5h-7zM${num(x + w)} ${num(y + o)}h7v5h-7z`;
  }
  return (
    path(d, '#c7cdd5') +
    rect(x, y, w, h, 6, '#1d2026') +
    rect(x + 4, y + 4, w - 8, h * 0.35, 4, '#ffffff', { opacity: 0.06 }) +
    circ(x + 12, y + 12, 4, '#3a3f48')
  );
}

const ICONS: ((c: string) => string)[] = [
  (c) => waves(0, 18, 14, c, 6),
  (c) => path('M6-28L-16 4H0L-6 28L16-4H0Z', c),
  (c) =>
    path('M0-28L22-19V0C22 15 11 25 0 29C-11 25-22 15-22 0V-19Z', 'none', S(c, 5)) +
    path('M-9 0L-2 8L11-8', 'none', S(c, 5)),
  (c) => rect(-22, 6, 10, 16, 3, c) + rect(-5, -6, 10, 28, 3, c) + rect(12, -20, 10, 42, 3, c),
];

// ---------------------------------------------------------------------------------------------
// Devices. Each is drawn around the origin in a ~560 px box at scale 1.

type TMount = 'desk' | 'wall' | 'floor' | 'ceiling' | 'door' | 'cabinet';

interface TDevice {
  svg: string;
  defs?: string;
  /** [left, top, right, bottom] of the drawing, for fitting. */
  box: [number, number, number, number];
  /** Half-width of the contact shadow under the device (0 for none). */
  spread: number;
  /** The detail the close-up highlights. */
  focus: [number, number];
  mount: TMount;
}

interface TDraw {
  p: TPalette;
  r: TRng;
  model: number;
}

function lighting({ p, r, model }: TDraw): TDevice {
  if (model === 0) {
    const globe = 'M-78 112C-88 58-168 18-168-78A168 168 0 1 1 168-78C168 18 88 58 78 112Z';
    let s = circ(0, -78, 270, 'url(#gw)') + path(globe, 'url(#lt)');
    s += path(globe, 'none', S(mix(p.accent, '#ffffff', 0.3), 3, { opacity: 0.5 }));
    s += path('M-44 60C-40-10-20-40 0-40S40-10 44 60', 'none', S(p.accent, 7, { opacity: 0.75 }));
    s += ell(-82, -150, 32, 62, '#ffffff', { opacity: 0.8, transform: 'rotate(35 -82 -150)' });
    s += rect(-86, 106, 172, 40, 14, 'url(#bd)');
    for (let i = 0; i < 4; i++) s += rect(-76, 152 + i * 24, 152, 19, 9.5, 'url(#mt)');
    s += path('M-50 248H50L30 280H-30Z', '#3a3f48');
    return { svg: s, box: [-200, -260, 200, 280], spread: 100, focus: [0, -40], mount: 'desk' };
  }
  if (model === 1) {
    let s = ell(0, 150, 320, 170, 'url(#gw)');
    s += rect(-80, -190, 160, 16, 8, 'url(#bd)') + rect(-6, -176, 12, 60, 0, 'url(#mt)');
    s += path('M-260 0A260 84 0 0 1 260 0V-46A260 84 0 0 0-260-46Z', 'url(#bs)');
    s += ell(0, 0, 260, 84, 'url(#lt)');
    s += ell(0, 0, 222, 70, 'none', S(p.accent, 28, { opacity: 0.35, filter: 'url(#gb)' }));
    s += ell(0, 0, 222, 70, 'none', S(mix(p.accent, '#ffffff', 0.2), 9));
    s += ell(-50, -18, 130, 30, '#ffffff', { opacity: 0.6 });
    return { svg: s, box: [-270, -190, 270, 240], spread: 0, focus: [222, 0], mount: 'ceiling' };
  }
  const ph = r() * Math.PI;
  const pts: string[] = [];
  const xy: [number, number][] = [];
  for (let i = 0; i <= 36; i++) {
    const t = i / 36;
    const x = -200 + t * 440;
    const y = Math.sin(t * Math.PI * 3 + ph) * 95 + (t - 0.5) * 90;
    xy.push([x, y]);
    pts.push(`${num(x)},${num(y)}`);
  }
  const pl = (a: TAttrs): string => el('polyline', { points: pts.join(' '), fill: 'none', ...a });
  let s = pl({ ...S(p.accent, 90, { opacity: 0.3 }), filter: 'url(#gb)' });
  s += grp(pl(S(mix(p.body, '#000000', 0.25), 46)), { transform: 'translate(0 7)' }) + pl(S('#f7f8fa', 44));
  const rainbow = r() < 0.6;
  for (let i = 2; i < xy.length; i += 3) {
    const [x, y] = xy[i];
    const c = rainbow ? RAINBOW[Math.floor(i / 3) % RAINBOW.length] : p.accent;
    s += circ(x, y, 17, c, { opacity: 0.3 }) + circ(x, y, 9, c) + circ(x, y, 4.5, '#ffffff', { opacity: 0.85 });
  }
  const [sx, sy] = xy[0];
  s += path(`M${num(sx - 40)} ${num(sy + 20)}C${num(sx - 60)} 220 -140 180 -150 250`, 'none', S('#4a505a', 10));
  s +=
    rect(sx - 70, sy - 44, 110, 88, 24, 'url(#bd)') + circ(sx - 15, sy, 16, 'url(#mt)') + led(sx - 15, sy, 5, p.accent);
  return { svg: s, box: [-270, -200, 260, 250], spread: 0, focus: [xy[20][0], xy[20][1]], mount: 'wall' };
}

function security({ p, model }: TDraw): TDevice {
  const lens = (x: number, y: number, k: number): string =>
    circ(x, y, 70 * k, '#05080f') +
    circ(x, y, 56 * k, 'url(#ln)') +
    circ(x, y, 22 * k, '#02040a') +
    ell(x - 18 * k, y - 20 * k, 14 * k, 8 * k, '#ffffff', { opacity: 0.8 });
  if (model === 0) {
    let s = cylinder(0, 200, 130, 32, 38, 'url(#bd)', 'url(#bs)') + rect(-46, 110, 92, 100, 22, 'url(#cy)');
    s += circ(0, -40, 182, 'url(#bd)') + circ(0, -50, 130, 'url(#gl)') + lens(0, -50, 1);
    for (const a of [0.6, 2.5, 3.8, 5.6]) s += circ(Math.cos(a) * 100, -50 + Math.sin(a) * 100, 8, '#2b3347');
    s +=
      led(0, 108, 6, p.accent) +
      ell(-76, -150, 64, 30, '#ffffff', { opacity: 0.35, transform: 'rotate(-32 -76 -150)' });
    return { svg: s, box: [-190, -225, 190, 275], spread: 140, focus: [0, -50], mount: 'desk' };
  }
  if (model === 1) {
    let s =
      cylinder(0, 60, 240, 78, 44, 'url(#bd)', 'url(#bs)') +
      ell(0, 60, 204, 64, 'none', S('#000000', 3, { opacity: 0.08 }));
    s += path('M-190 60A190 230 0 0 1 190 60A190 62 0 0 1-190 60Z', 'url(#gl)', { opacity: 0.94 });
    s += circ(0, -16, 96, 'none', S('#3a4358', 3)) + lens(0, -16, 1);
    s += ell(-84, -60, 36, 92, '#ffffff', { opacity: 0.2, transform: 'rotate(24 -84 -60)' });
    s += led(0, 160, 6, p.accent);
    return { svg: s, box: [-245, -175, 245, 185], spread: 230, focus: [0, -16], mount: 'desk' };
  }
  let s = rect(-262, -50, 70, 200, 24, 'url(#bd)') + circ(-227, -10, 7, '#9aa1ab') + circ(-227, 110, 7, '#9aa1ab');
  s += rect(-200, 30, 180, 44, 22, 'url(#cy)') + circ(-40, 30, 38, 'url(#bd)');
  let b = rect(-170, -120, 380, 150, 70, 'url(#bd)') + rect(-190, -156, 440, 50, 25, 'url(#bs)');
  b += rect(-190, -156, 440, 20, 10, '#ffffff', { opacity: 0.2 });
  b +=
    ell(196, -45, 40, 72, 'url(#gl)') +
    ell(202, -45, 26, 46, 'url(#ln)') +
    ell(196, -62, 7, 12, '#ffffff', { opacity: 0.8 });
  b += rect(-110, 0, 90, 10, 5, p.accent, { opacity: 0.85 });
  s += grp(b, { transform: 'rotate(8)' });
  return { svg: s, box: [-265, -170, 255, 160], spread: 0, focus: [200, -17], mount: 'wall' };
}

function lock({ p, model }: TDraw): TDevice {
  const push = model === 1;
  const x0 = push ? -150 : -200;
  const w = push ? 300 : 240;
  const cx = x0 + w / 2;
  let s = rect(x0 + 10, -272, w, 560, 60, 'url(#bs)') + rect(x0, -282, w, 560, 60, 'url(#bd)');
  s += rect(x0 + 12, -270, w - 24, 536, 50, 'none', S('#ffffff', 3, { opacity: 0.25 }));
  const gTop = model === 2 ? -200 : -246;
  if (model === 2)
    s +=
      rect(cx - 50, -262, 100, 40, 20, '#0c1019') +
      circ(cx - 20, -242, 9, 'url(#ln)') +
      circ(cx + 20, -242, 9, '#2b3347');
  s += rect(x0 + 22, gTop, w - 44, push ? 230 : 260, 30, 'url(#gl)');
  const keyH = push ? 46 : 56;
  for (let row = 0; row < 4; row++) {
    for (let col = -1; col <= 1; col++) {
      const kx = cx + col * (push ? 64 : 52);
      const ky = gTop + 44 + row * keyH;
      s += circ(kx, ky, 22, p.accent, { opacity: 0.16 }) + circ(kx, ky, 11, mix(p.accent, '#ffffff', 0.45));
    }
  }
  const fy = push ? 30 : 80;
  s += circ(cx, fy, 38, '#141922');
  for (const rr of [10, 19, 28])
    s += path(
      `M${cx - rr} ${fy + 6}A${rr} ${rr} 0 1 1 ${cx + rr} ${fy + 6}`,
      'none',
      S(p.accent, 3.5, { opacity: 0.85 }),
    );
  if (push) {
    s += rect(x0 + 36, 96, w - 72, 150, 40, 'url(#bs)') + rect(cx - 22, 92, 56, 172, 28, '#000000', { opacity: 0.18 });
    s += rect(cx - 30, 80, 56, 172, 28, 'url(#mt)') + rect(cx - 22, 92, 14, 140, 7, '#ffffff', { opacity: 0.6 });
    return { svg: s, box: [-155, -285, 160, 290], spread: 0, focus: [cx, gTop + 110], mount: 'door' };
  }
  s += rect(cx - 24, 224, 48, 20, 10, '#141922');
  s += grp(path(`M${cx} 148H210Q240 148 240 176Q240 200 214 200H${cx}Z`, '#000000'), {
    opacity: 0.15,
    transform: 'translate(6 14)',
  });
  s += circ(cx, 172, 52, 'url(#mt)') + path(`M${cx} 148H210Q240 148 240 176Q240 200 214 200H${cx}Z`, 'url(#mt)');
  s += circ(cx, 172, 30, '#ffffff', { opacity: 0.35 });
  return { svg: s, box: [-205, -285, 245, 290], spread: 0, focus: [cx, gTop + 110], mount: 'door' };
}

function sensor({ p, model }: TDraw): TDevice {
  const line = mix(p.body, '#000000', 0.12);
  if (model === 0) {
    let s =
      rect(-96, 200, 192, 36, 18, 'url(#bd)') + rect(-18, 150, 36, 60, 10, 'url(#cy)') + circ(0, 150, 28, 'url(#bd)');
    s += circ(0, -20, 190, 'url(#bd)') + circ(0, -30, 120, mix(p.body, '#ffffff', 0.55));
    s += circ(0, -30, 120, 'url(#hl)', { opacity: 0.5 });
    let d = '';
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      d += `M${num(Math.cos(a) * 30)} ${num(-30 + Math.sin(a) * 30)}L${num(Math.cos(a) * 118)} ${num(-30 + Math.sin(a) * 118)}`;
    }
    s += path(d, 'none', S(line, 2.5)) + [30, 62, 94].map((rr) => circ(0, -30, rr, 'none', S(line, 2.5))).join('');
    s += led(0, 128, 7, p.accent) + waves(150, -170, 26, p.accent, 8);
    return { svg: s, box: [-200, -260, 230, 240], spread: 100, focus: [0, -30], mount: 'wall' };
  }
  if (model === 1) {
    const piece = (x: number, w: number): string =>
      rect(x, -56, w, 150, 40, 'url(#bs)') +
      rect(x, -70, w, 150, 40, 'url(#bd)') +
      rect(x + 16, -58, w - 32, 20, 10, 'url(#gs)');
    let s = piece(-250, 300) + piece(90, 140) + led(-200, -30, 8, p.accent);
    s += rect(-220, 46, 240, 5, 2.5, line) + rect(118, 46, 84, 5, 2.5, line);
    s += waves(70, -110, 30, p.accent, 9);
    return { svg: s, box: [-255, -215, 235, 100], spread: 240, focus: [70, 0], mount: 'wall' };
  }
  let s = rect(-190, -176, 380, 380, 96, 'url(#bs)') + rect(-190, -196, 380, 380, 96, 'url(#bd)');
  s += rect(-170, -180, 340, 60, 40, 'url(#gs)') + circ(0, -6, 124, 'none', S(line, 4));
  s += circ(0, -6, 118, 'url(#hl)', { opacity: 0.35 });
  s += path('M-88-94A124 124 0 0 1 88-94', 'none', S(p.accent, 9)) + led(0, 140, 7, p.accent);
  return { svg: s, box: [-195, -200, 195, 210], spread: 190, focus: [0, -120], mount: 'desk' };
}

function gateway({ p, r, model }: TDraw): TDevice {
  const antenna = (x: number, y: number, rot: number, len: number): string =>
    grp(
      rect(-17, -len, 34, len, 17, mix(p.body, '#000000', 0.35)) +
        rect(-17, -len, 12, len, 6, '#ffffff', { opacity: 0.15 }),
      {
        transform: `translate(${x} ${y}) rotate(${rot})`,
      },
    );
  if (model === 0) {
    const lo = mix(p.body, '#000000', 0.18);
    const side = (pts: string, fill: string): string => el('polygon', { points: pts, fill, ...S(fill, 30) });
    let s = antenna(-150, -70, -10, 230) + antenna(150, -70, 10, 230);
    s += side('-230,-40 0,70 0,150 -230,40', lo) + side('230,-40 0,70 0,150 230,40', mix(lo, '#000000', 0.12));
    s += side('0,-150 230,-40 0,70 -230,-40', mix(p.body, '#ffffff', 0.25));
    s += ell(0, -40, 120, 56, 'none', S(p.accent, 26, { opacity: 0.35, filter: 'url(#gb)' }));
    s +=
      ell(0, -40, 120, 56, 'none', S(mix(p.accent, '#ffffff', 0.2), 9)) +
      ell(0, -40, 40, 18, mix(p.body, '#000000', 0.06));
    for (let i = 0; i < 3; i++) s += led(60 + i * 40, 120 - i * 19, 5, i === 0 ? p.accent : '#22c55e');
    return { svg: s, box: [-250, -300, 250, 170], spread: 230, focus: [0, -40], mount: 'desk' };
  }
  if (model === 1) {
    const n = 2 + Math.floor(r() * 2);
    let s = '';
    for (let i = 0; i < n; i++) s += antenna(-180 + (360 * i) / (n - 1), -40, (i - (n - 1) / 2) * 6, 250);
    s += path('M-226-70H226L262 10H-262Z', mix(p.body, '#ffffff', 0.3), S(mix(p.body, '#ffffff', 0.3), 20));
    s += rect(-272, 0, 544, 100, 34, 'url(#bd)') + rect(-250, 14, 500, 14, 7, '#ffffff', { opacity: 0.3 });
    for (let i = 0; i < 5; i++) s += led(-120 + i * 60, 60, 6, i === 0 ? p.accent : i === 4 ? p.accent2 : '#22c55e');
    return { svg: s, box: [-275, -300, 275, 110], spread: 260, focus: [-120, 60], mount: 'desk' };
  }
  let s = cylinder(0, -40, 240, 80, 120, 'url(#bd)', 'url(#cy)');
  s += path('M-240 74A240 80 0 0 0 240 74', 'none', S(p.accent, 24, { opacity: 0.4, filter: 'url(#gb)' }));
  s += path('M-236 74A240 80 0 0 0 236 74', 'none', S(mix(p.accent, '#ffffff', 0.2), 8));
  s += ell(0, -40, 180, 58, 'none', S(mix(p.body, '#000000', 0.08), 3)) + waves(0, -20, 22, p.accent, 8);
  return { svg: s, box: [-245, -125, 245, 165], spread: 240, focus: [0, -40], mount: 'desk' };
}

function socketHoles(x: number, y: number, k: number): string {
  const hole = '#2a2f38';
  return (
    rect(x - 7 * k, y - 58 * k, 14 * k, 44 * k, 6 * k, hole) +
    grp(rect(-7 * k, -26 * k, 14 * k, 52 * k, 6 * k, hole), {
      transform: `translate(${num(x - 46 * k)} ${num(y + 30 * k)}) rotate(30)`,
    }) +
    grp(rect(-7 * k, -26 * k, 14 * k, 52 * k, 6 * k, hole), {
      transform: `translate(${num(x + 46 * k)} ${num(y + 30 * k)}) rotate(-30)`,
    })
  );
}

function smartSwitch({ p, r, model }: TDraw): TDevice {
  const line = mix(p.body, '#000000', 0.1);
  if (model === 0) {
    const n = 1 + Math.floor(r() * 3);
    let s = rect(-215, -200, 430, 430, 52, 'url(#bs)') + rect(-215, -215, 430, 430, 52, 'url(#bd)');
    const kw = (360 - (n - 1) * 10) / n;
    for (let i = 0; i < n; i++) {
      const kx = -180 + i * (kw + 10);
      s += rect(kx, -180, kw, 360, 30, 'url(#bd)', S(line, 3)) + rect(kx + 10, -170, kw - 20, 90, 22, 'url(#gs)');
      s +=
        rect(kx + kw / 2 - 22, 134, 44, 10, 5, p.accent, { opacity: 0.25 }) +
        rect(kx + kw / 2 - 16, 136, 32, 6, 3, mix(p.accent, '#ffffff', 0.2));
    }
    return { svg: s, box: [-215, -215, 215, 230], spread: 0, focus: [-180 + kw / 2, 139], mount: 'wall' };
  }
  if (model === 1) {
    let s = rect(-180, -192, 360, 420, 86, 'url(#bs)') + rect(-180, -210, 360, 420, 86, 'url(#bd)');
    s += rect(-140, -170, 280, 270, 60, mix(p.body, '#000000', 0.04), S(line, 2)) + socketHoles(0, -50, 1.1);
    s += circ(0, 156, 30, 'none', S(p.accent, 6)) + circ(0, 156, 22, 'url(#bd)') + led(0, 156, 5, p.accent);
    return { svg: s, box: [-185, -215, 185, 230], spread: 170, focus: [0, 156], mount: 'wall' };
  }
  let s = rect(-270, -70, 540, 180, 54, 'url(#bs)') + rect(-270, -100, 540, 180, 54, 'url(#bd)');
  s += path('M270 0C330 10 320 120 250 160', 'none', S('#4a505a', 12));
  for (let i = 0; i < 3; i++)
    s +=
      rect(-230 + i * 130, -78, 110, 136, 30, mix(p.body, '#000000', 0.05), S(line, 2)) +
      socketHoles(-175 + i * 130, -10, 0.62);
  s += rect(160, -60, 36, 16, 4, '#2a2f38') + rect(160, -20, 36, 16, 4, '#2a2f38');
  s += circ(225, -12, 24, 'url(#bd)', S(p.accent, 5)) + led(225, -12, 4, p.accent);
  return { svg: s, box: [-275, -105, 330, 170], spread: 270, focus: [225, -12], mount: 'desk' };
}

function appliance({ p, model }: TDraw): TDevice {
  const line = mix(p.body, '#000000', 0.14);
  if (model === 0) {
    let s = rect(-120, -232, 240, 200, 40, 'url(#bd)', S(line, 2)) + led(0, -200, 6, p.accent);
    s += rect(-90, -170, 180, 60, 20, mix(p.body, '#000000', 0.2));
    s += cylinder(0, 0, 260, 112, 56, 'url(#bd)', 'url(#bs)');
    s += ell(0, 0, 228, 96, 'none', S(line, 3)) + path('M-236 50A260 112 0 0 0 236 50', 'none', S(line, 4));
    s +=
      cylinder(0, -90, 62, 22, 36, 'url(#bd)', 'url(#bs)') +
      ell(0, -90, 62, 22, 'none', S(p.accent, 4, { opacity: 0.8 }));
    s += ell(0, 42, 38, 15, 'url(#mt)') + ell(0, 42, 38, 15, 'none', S(p.accent, 4));
    s += ell(-90, -40, 110, 28, '#ffffff', { opacity: 0.3 });
    return { svg: s, box: [-265, -235, 265, 170], spread: 260, focus: [0, -90], mount: 'floor' };
  }
  if (model === 1) {
    let s = rect(-150, -270, 300, 540, 72, 'url(#cy)');
    s += rect(-120, -252, 240, 96, 40, mix(p.body, '#000000', 0.14));
    for (let i = 0; i < 5; i++) s += rect(-100, -238 + i * 16, 200, 6, 3, mix(p.body, '#000000', 0.3));
    s += circ(0, -90, 46, 'url(#gl)') + circ(0, -90, 38, 'none', S(p.accent, 6, { 'stroke-dasharray': '150 300' }));
    s += seg7('36', -15, -102, 24, mix(p.accent, '#ffffff', 0.4));
    s += rect(-118, -10, 236, 260, 44, 'url(#pf)') + rect(-50, -28, 100, 6, 3, p.accent);
    return { svg: s, box: [-150, -270, 150, 270], spread: 150, focus: [0, -90], mount: 'floor' };
  }
  const c = mix(p.accent, '#ffffff', 0.55);
  const cf = lin(
    'cf',
    [
      [0, mix(c, '#000000', 0.16)],
      [0.5, mix(c, '#ffffff', 0.4)],
      [1, mix(c, '#000000', 0.16)],
    ],
    [0, 0, 0.14, 0],
    { spreadMethod: 'repeat' },
  );
  let hem = 'M-250-190H110V240';
  for (let x = 110; x > -250; x -= 36) hem += `Q${x - 18} 258 ${x - 36} 240`;
  let s = path(`${hem}Z`, 'url(#cf)');
  s += rect(-272, -232, 544, 46, 14, 'url(#mt)') + rect(150, -204, 104, 330, 48, 'url(#cy)');
  s += rect(172, 70, 60, 10, 5, p.accent) + circ(202, 30, 14, 'url(#mt)');
  return { svg: s, defs: cf, box: [-272, -232, 272, 258], spread: 0, focus: [202, 60], mount: 'wall' };
}

function environment({ p, r, model }: TDraw): TDevice {
  const pm = 6 + Math.floor(r() * 70);
  const temp = (18 + r() * 9).toFixed(1);
  const co2 = String(420 + Math.floor(r() * 500));
  const hi = mix(p.accent, '#ffffff', 0.35);
  const aqi = ['#22c55e', '#a3e635', '#facc15', '#fb923c', '#ef4444'];
  const level = Math.min(4, Math.floor(pm / 16));
  if (model === 0) {
    let s =
      rect(-180, 120, 70, 40, 14, mix(p.body, '#000000', 0.25)) +
      rect(110, 120, 70, 40, 14, mix(p.body, '#000000', 0.25));
    s += rect(-250, -150, 500, 300, 54, 'url(#bs)') + rect(-250, -166, 500, 300, 54, 'url(#bd)');
    s += rect(-220, -136, 440, 236, 30, 'url(#gl)');
    s += seg7(String(pm).padStart(2, '0'), -196, -108, 118, hi, true);
    s += rect(-196, 34, 110, 8, 4, '#ffffff', { opacity: 0.3 });
    s += seg7(temp, 34, -108, 46, '#ffffff', true) + seg7(co2, 34, -36, 46, '#ffffff', true);
    for (let i = 0; i < 5; i++) s += rect(34 + i * 32, 40, 26, 12, 6, aqi[i], { opacity: i === level ? 1 : 0.3 });
    s += rect(-220, -136, 440, 70, 30, 'url(#gs)', { opacity: 0.25 });
    return { svg: s, box: [-250, -166, 250, 160], spread: 230, focus: [-130, -50], mount: 'desk' };
  }
  if (model === 1) {
    let s = cylinder(0, 196, 150, 34, 26, 'url(#bd)', 'url(#bs)') + rect(-40, 150, 80, 60, 16, 'url(#cy)');
    s += circ(0, -30, 222, 'url(#bd)') + circ(0, -30, 174, 'url(#gl)');
    s += circ(
      0,
      -30,
      146,
      'none',
      S('#ffffff', 14, { opacity: 0.08, 'stroke-dasharray': '688 1000', transform: 'rotate(135 0 -30)' }),
    );
    s += circ(
      0,
      -30,
      146,
      'none',
      S(aqi[level], 14, { 'stroke-dasharray': `${num(80 + pm * 7)} 1000`, transform: 'rotate(135 0 -30)' }),
    );
    const v = String(pm);
    s += seg7(v, -seg7Width(v, 100) / 2, -96, 100, hi) + seg7(temp, -seg7Width(temp, 34) / 2, 40, 34, '#ffffff');
    s += ell(-80, -170, 80, 34, '#ffffff', { opacity: 0.12, transform: 'rotate(-28 -80 -170)' });
    return { svg: s, box: [-222, -252, 222, 256], spread: 150, focus: [0, -46], mount: 'desk' };
  }
  let s = rect(-130, -270, 260, 540, 64, 'url(#cy)') + rect(-104, -236, 208, 180, 28, 'url(#gl)');
  const v = String(pm);
  s += seg7(v, -seg7Width(v, 84) / 2, -210, 84, hi, false) + seg7(co2, -seg7Width(co2, 30) / 2, -108, 30, '#ffffff');
  for (let i = 0; i < 5; i++) s += rect(-70 + i * 28, -68, 22, 8, 4, aqi[i], { opacity: i === level ? 1 : 0.3 });
  s += rect(-100, -20, 200, 250, 36, 'url(#pf)') + led(0, 250, 5, p.accent);
  return { svg: s, box: [-130, -270, 130, 270], spread: 130, focus: [0, -150], mount: 'desk' };
}

function speaker({ p, model }: TDraw): TDevice {
  if (model === 0) {
    const side = 'M-150-200V220A150 40 0 0 0 150 220V-200Z';
    let s = path(side, 'url(#cy)') + path(side, 'url(#fb)', { opacity: 0.16 }) + ell(0, -200, 150, 40, 'url(#bd)');
    s += ell(0, -200, 122, 31, mix(p.body, '#000000', 0.06));
    s += ell(0, -200, 122, 31, 'none', S(p.accent, 26, { opacity: 0.4, filter: 'url(#gb)' }));
    s += ell(0, -200, 122, 31, 'none', S(mix(p.accent, '#ffffff', 0.2), 7));
    for (const [x, y] of [
      [-40, -200],
      [40, -200],
      [0, -214],
      [0, -186],
    ])
      s += circ(x, y, 6, mix(p.body, '#000000', 0.25));
    return { svg: s, box: [-150, -240, 150, 260], spread: 150, focus: [0, -200], mount: 'desk' };
  }
  if (model === 1) {
    const sc = '#14181f';
    let s = path('M-190 80H190L236 236H-236Z', 'url(#bd)', S(mix(p.body, '#000000', 0.06), 30));
    s += path('M-190 80H190L236 236H-236Z', 'url(#fb)', { opacity: 0.14 });
    s += rect(-272, -236, 544, 344, 34, sc) + rect(-252, -216, 504, 304, 20, 'url(#sc)') + circ(0, -226, 4, '#3a404c');
    s += seg7('10:30', -222, -186, 70, '#ffffff');
    s += rect(-222, -100, 150, 10, 5, '#ffffff', { opacity: 0.45 }) + circ(170, -150, 30, '#fbbf24');
    s += ell(196, -128, 40, 22, '#ffffff', { opacity: 0.9 }) + ell(166, -122, 28, 18, '#ffffff', { opacity: 0.9 });
    for (let i = 0; i < 3; i++) {
      s +=
        rect(-222 + i * 152, -60, 140, 120, 18, '#ffffff', { opacity: 0.12 }) +
        grp(ICONS[i + 1](i === 0 ? p.accent : '#ffffff'), { transform: `translate(${-152 + i * 152} 0) scale(0.9)` });
    }
    return { svg: s, box: [-272, -236, 272, 250], spread: 250, focus: [-120, -150], mount: 'desk' };
  }
  let s = circ(0, 0, 210, 'url(#bd)') + circ(0, 0, 210, 'url(#fb)', { opacity: 0.12 });
  s += ell(-70, -90, 100, 60, 'url(#hl)', { opacity: 0.5 });
  s += ell(0, 150, 126, 26, 'none', S(p.accent, 28, { opacity: 0.45, filter: 'url(#gb)' }));
  s += ell(0, 150, 126, 26, 'none', S(mix(p.accent, '#ffffff', 0.25), 8));
  for (const x of [-54, -18, 18, 54]) s += ell(x, -170, 10, 5, mix(p.body, '#000000', 0.3));
  return { svg: s, box: [-210, -210, 210, 210], spread: 150, focus: [0, 150], mount: 'desk' };
}

function devboard({ r, model, p }: TDraw): TDevice {
  const pcb = pick(r, ['#137a4f', '#1d4f9c', '#23262c', '#5b3a99']);
  const trace = mix(pcb, '#ffffff', 0.22);
  const defs =
    lin(
      'pcb',
      [
        [0, mix(pcb, '#ffffff', 0.12)],
        [1, mix(pcb, '#000000', 0.12)],
      ],
      [0, 0, 1, 1],
    ) +
    el(
      'pattern',
      { id: 'hp', width: 26, height: 26, patternUnits: 'userSpaceOnUse' },
      rect(0, 0, 26, 26, 0, '#1b1d22') + circ(13, 13, 7.5, GOLD) + circ(13, 13, 3, '#4b3a18'),
    );
  const board = (x: number, y: number, w: number, h: number): string =>
    rect(x + 6, y + 10, w, h, 20, mix(pcb, '#000000', 0.4)) +
    rect(x, y, w, h, 20, 'url(#pcb)') +
    [
      [x + 20, y + 20],
      [x + w - 20, y + 20],
      [x + 20, y + h - 20],
      [x + w - 20, y + h - 20],
    ]
      .map(([hx, hy]) => circ(hx, hy, 11, GOLD) + circ(hx, hy, 6, '#f4f1ea'))
      .join('');
  const smd = (n: number, x: number, y: number, w: number, h: number): string => {
    let s = '';
    for (let i = 0; i < n; i++)
      s += rect(x + r() * w, y + r() * h, 14, 8, 1.5, pick(r, ['#c9ced6', '#3b3f46', '#a86d3c']));
    return s;
  };
  if (model === 0) {
    let s = board(-160, -270, 320, 540);
    s += path('M-90 60V20L-60-10M90 60V20L60-10M-30 130V90M30 130V90', 'none', S(trace, 4));
    s += path('M-90-254V-214H-60V-254H-30V-214H0V-254H30V-214H60V-254H90V-214', 'none', S(GOLD, 7));
    s +=
      rect(-100, -200, 200, 210, 10, 'url(#mt)') +
      rect(-86, -186, 172, 182, 6, 'none', S('#ffffff', 2, { opacity: 0.6 }));
    s += rect(-156, -156, 26, 390, 0, 'url(#hp)') + rect(130, -156, 26, 390, 0, 'url(#hp)');
    s += chip(-36, 60, 72, 64, 5) + smd(10, -110, 20, 200, 170);
    s +=
      rect(-110, 176, 40, 40, 6, '#d8dbe0') +
      circ(-90, 196, 11, '#2b2f36') +
      rect(70, 176, 40, 40, 6, '#d8dbe0') +
      circ(90, 196, 11, '#2b2f36');
    s += led(0, 150, 6, p.accent) + rect(-44, 236, 88, 48, 14, 'url(#mt)') + rect(-30, 252, 60, 16, 8, '#2b2f36');
    return { svg: s, defs, box: [-160, -270, 166, 284], spread: 170, focus: [0, -234], mount: 'desk' };
  }
  if (model === 1) {
    let s = grp(rect(-17, -230, 34, 230, 17, '#23272e') + rect(-12, -230, 10, 220, 5, '#ffffff', { opacity: 0.12 }), {
      transform: 'translate(190 -150) rotate(20)',
    });
    s += board(-230, -200, 460, 400) + circ(190, -150, 16, 'url(#mt)');
    s += path('M-80 0H-150M80 0H150M0 80V140M0-80V-140M80 60L140 120M-80 60L-140 120', 'none', S(trace, 4));
    s += rect(-208, -182, 390, 26, 0, 'url(#hp)') + rect(-208, 156, 416, 26, 0, 'url(#hp)');
    s +=
      chip(-80, -80, 160, 160, 9) +
      chip(-190, -120, 70, 70, 4) +
      chip(120, 40, 70, 70, 4) +
      smd(14, -200, -140, 380, 270);
    s += led(150, -90, 6, p.accent) + led(150, -60, 6, '#22c55e');
    return { svg: s, defs, box: [-230, -345, 275, 210], spread: 230, focus: [0, 0], mount: 'desk' };
  }
  let s = board(-270, -180, 540, 360);
  s += path('M-60-30H-150V-110M60 30H140V90M-60 30L-120 90H-200M0-60V-130', 'none', S(trace, 4));
  s += rect(-234, -164, 520, 52, 0, 'url(#hp)');
  s += chip(-60, -60, 120, 120, 8) + chip(-220, -50, 90, 110, 5) + smd(16, -240, -90, 380, 230);
  s +=
    rect(196, -90, 100, 80, 8, 'url(#mt)') +
    rect(196, 10, 100, 80, 8, 'url(#mt)') +
    rect(206, 110, 90, 60, 8, 'url(#mt)');
  for (const y of [-50, 50]) s += rect(206, y - 26, 80, 14, 3, '#2b2f36') + rect(206, y + 6, 80, 14, 3, '#2b2f36');
  s += rect(-150, 150, 80, 40, 8, 'url(#mt)') + rect(-40, 150, 80, 40, 8, 'url(#mt)') + led(150, 140, 6, p.accent);
  return { svg: s, defs, box: [-270, -180, 296, 190], spread: 270, focus: [0, 0], mount: 'desk' };
}

/** A screw terminal block (the screws come from the "tb" pattern of the industrial defs). */
function terminals(x: number, y: number, w: number, color: string): string {
  const n = Math.max(1, Math.floor((w - 6) / 32));
  return (
    rect(x, y, w, 62, 8, color) +
    grp(rect(0, 0, n * 32, 62, 0, 'url(#tb)'), { transform: `translate(${num(x + (w - n * 32) / 2)} ${y})` })
  );
}

const TERMINAL_DEFS = el(
  'pattern',
  { id: 'tb', width: 32, height: 62, patternUnits: 'userSpaceOnUse' },
  circ(16, 22, 11, '#c9ced6') + rect(8, 19, 16, 6, 3, '#6b7280') + rect(7, 40, 18, 14, 3, '#1f2328'),
);

function industrial({ p, r, model }: TDraw): TDevice {
  const term = pick(r, ['#1f9d55', '#f08c00', '#2f6fdb']);
  const line = mix(p.body, '#000000', 0.15);
  if (model === 0) {
    let s = rect(-280, -22, 560, 44, 4, 'url(#mt)');
    for (let i = 0; i < 8; i++) s += rect(-262 + i * 68, -6, 38, 12, 6, '#8b939e');
    const widths = [200, 90, 90, 90];
    let x = -250;
    widths.forEach((w, i) => {
      s +=
        rect(x, -236, w, 472, 14, 'url(#bd)', S(line, 2)) +
        terminals(x + 10, -222, w - 20, term) +
        terminals(x + 10, 160, w - 20, term);
      if (i === 0) {
        s +=
          rect(x + 20, -130, w - 40, 84, 10, 'url(#gl)') +
          seg7('24.0', x + 36, -112, 48, mix(p.accent, '#ffffff', 0.4));
        for (let k = 0; k < 4; k++)
          s += led(x + 36 + k * 34, -20, 6, k < 2 ? '#22c55e' : k === 2 ? p.accent : '#94a3b8');
        s +=
          rect(x + 20, 30, w - 40, 100, 10, mix(p.body, '#000000', 0.06)) +
          rect(x + 36, 54, 80, 10, 5, line) +
          rect(x + 36, 80, 120, 10, 5, line);
      } else {
        const io = ['', ''];
        for (let k = 0; k < 8; k++)
          io[r() > 0.5 ? 0 : 1] += `M${x + 22 + (k % 2) * 28} ${-120 + Math.floor(k / 2) * 30}h18v12h-18z`;
        s += path(io[0] || 'M0 0', p.accent) + path(io[1] || 'M0 0', '#9aa3ae');
        s += rect(x + 18, 30, w - 36, 100, 8, mix(p.body, '#000000', 0.06));
      }
      x += w + 6;
    });
    return {
      svg: s,
      defs: TERMINAL_DEFS,
      box: [-280, -236, 280, 236],
      spread: 0,
      focus: [-150, -88],
      mount: 'cabinet',
    };
  }
  if (model === 1) {
    let s =
      rect(100, -70, 60, 40, 8, 'url(#mt)') +
      rect(110, -310, 40, 250, 20, '#2a2e35') +
      rect(116, -300, 10, 230, 5, '#ffffff', { opacity: 0.12 });
    for (const gx of [-150, -70, 10]) s += rect(gx, 236, 54, 44, 8, '#3a3f47');
    s += rect(-262, -10, 44, 60, 10, 'url(#bs)') + rect(218, 170, 44, 60, 10, 'url(#bs)');
    s +=
      rect(-226, -22, 440, 270, 30, 'url(#bs)') +
      rect(-226, -40, 440, 270, 30, 'url(#bd)') +
      rect(-206, -20, 400, 20, 10, '#ffffff', { opacity: 0.3 });
    s += rect(-190, 20, 240, 140, 14, mix(p.body, '#000000', 0.06), S(line, 2)) + waves(-70, 130, 24, p.accent, 8);
    for (let k = 0; k < 4; k++)
      s += led(100 + (k % 2) * 44, 50 + Math.floor(k / 2) * 40, 7, k === 0 ? p.accent : '#22c55e');
    s += rect(86, 150, 100, 40, 8, term);
    return {
      svg: s,
      defs: TERMINAL_DEFS,
      box: [-262, -310, 262, 280],
      spread: 240,
      focus: [-70, 90],
      mount: 'cabinet',
    };
  }
  let s = '';
  for (let i = 0; i < 14; i++) s += rect(-224 + i * 32, -214, 18, 60, 6, 'url(#mt)');
  s +=
    grp(rect(-15, -200, 30, 200, 15, '#2a2e35'), { transform: 'translate(-200 -150) rotate(-12)' }) +
    grp(rect(-15, -200, 30, 200, 15, '#2a2e35'), { transform: 'translate(200 -150) rotate(12)' });
  s +=
    rect(-240, -170, 480, 340, 26, 'url(#bd)', S(line, 2)) + rect(-220, -150, 440, 24, 12, '#ffffff', { opacity: 0.3 });
  for (const px of [-200, -110]) s += rect(px, -60, 76, 70, 6, '#10141b') + rect(px + 16, -60, 44, 14, 2, GOLD);
  s += terminals(-200, 60, 200, term);
  for (let k = 0; k < 5; k++) s += led(60 + k * 34, -40, 6, k < 3 ? '#22c55e' : p.accent);
  s += rect(50, 20, 170, 110, 12, mix(p.body, '#000000', 0.06)) + waves(135, 110, 20, p.accent, 7);
  return {
    svg: s,
    defs: TERMINAL_DEFS,
    box: [-245, -350, 245, 175],
    spread: 240,
    focus: [-130, -25],
    mount: 'cabinet',
  };
}

function building({ p, r, model }: TDraw): TDevice {
  if (model === 0) {
    let s = rect(-282, -192, 564, 384, 36, 'url(#bd)') + rect(-258, -168, 516, 336, 20, 'url(#sc)');
    const hh = String(7 + Math.floor(r() * 14)).padStart(2, '0');
    s += seg7(`${hh}:30`, -226, -132, 64, '#ffffff') + rect(-226, -40, 170, 10, 5, '#ffffff', { opacity: 0.45 });
    s += rect(-226, -16, 110, 10, 5, '#ffffff', { opacity: 0.3 });
    for (let i = 0; i < 4; i++) {
      const tx = 10 + (i % 2) * 118;
      const ty = -140 + Math.floor(i / 2) * 118;
      s += rect(tx, ty, 106, 106, 18, i === 0 ? p.accent : '#ffffff', { opacity: i === 0 ? 0.9 : 0.14 });
      s += grp(ICONS[i](i === 0 ? '#ffffff' : mix(p.accent, '#ffffff', 0.4)), {
        transform: `translate(${tx + 53} ${ty + 53}) scale(0.8)`,
      });
    }
    s += rect(-226, 110, 200, 30, 15, p.accent, { opacity: 0.9 }) + circ(0, 176, 4, '#3a404c');
    return { svg: s, box: [-282, -192, 282, 192], spread: 0, focus: [63, -87], mount: 'wall' };
  }
  if (model === 1) {
    let s = rect(-150, -282, 300, 564, 40, 'url(#bd)') + rect(-60, -262, 120, 26, 13, '#0b0e14');
    s += circ(-30, -249, 8, 'url(#ln)') + circ(30, -249, 8, 'url(#ln)') + rect(-126, -222, 252, 300, 22, 'url(#sc)');
    s +=
      ell(0, -86, 52, 66, 'none', S('#ffffff', 5, { opacity: 0.85 })) +
      path('M-90 40C-80-10 80-10 90 40', 'none', S('#ffffff', 5, { opacity: 0.85 }));
    const c = p.accent;
    s += path('M-96-150V-180H-66M66-180H96V-150M96 20V50H66M-66 50H-96V20', 'none', S(c, 7));
    s += rect(-96, -92, 192, 5, 2.5, c, { opacity: 0.8 });
    s +=
      rect(-96, 112, 192, 140, 26, mix(p.body, '#000000', 0.08)) + waves(0, 210, 20, mix(p.body, '#000000', 0.45), 7);
    return { svg: s, box: [-150, -282, 150, 282], spread: 0, focus: [0, -86], mount: 'wall' };
  }
  let s = rect(-160, -282, 320, 564, 20, 'url(#mt)') + rect(-160, -282, 320, 564, 20, 'none', S('#9aa3ae', 3));
  const floor = String(2 + Math.floor(r() * 30)).padStart(2, '0');
  s +=
    rect(-110, -246, 220, 116, 14, '#0b0e14') +
    seg7(floor, -20, -222, 68, mix(p.accent, '#ffffff', 0.2)) +
    path('M-70-170L-50-206L-30-170Z', p.accent);
  const lit = Math.floor(r() * 10);
  for (let i = 0; i < 10; i++) {
    const bx = i % 2 === 0 ? -58 : 58;
    const by = -70 + Math.floor(i / 2) * 66;
    const on = i === lit;
    s +=
      circ(bx, by, 28, 'url(#mt)', S(on ? p.accent : '#9aa3ae', 4)) +
      (on ? circ(bx, by, 36, p.accent, { opacity: 0.18 }) : '');
    const label = String(i + 1);
    s += seg7(label, bx - seg7Width(label, 22) / 2, by - 11, 22, on ? p.accent : '#5b6370');
  }
  s += rect(-40, 250, 80, 14, 7, '#5b6370');
  return { svg: s, box: [-160, -282, 160, 282], spread: 0, focus: [0, -188], mount: 'wall' };
}

const DEVICES: Record<TArtKind, (d: TDraw) => TDevice> = {
  lighting,
  security,
  lock,
  sensor,
  gateway,
  switch: smartSwitch,
  appliance,
  environment,
  speaker,
  devboard,
  industrial,
  building,
};

/** The device of a kind for a seed: the model (one of three) and its details depend on the seed only. */
function drawDevice(kind: TArtKind, seed: number, p: TPalette): TDevice {
  const model = Math.floor(mulberry32(seed ^ hashStr(kind))() * 3);
  return DEVICES[kind]({ p, r: mulberry32(Math.imul(seed, 31) + hashStr(`${kind}#`)), model });
}

// ---------------------------------------------------------------------------------------------
// Placing a device in a picture

interface TPlaced {
  svg: string;
  /** Screen position of the device's focus detail. */
  focus: [number, number];
  /** Screen y of the device's bottom edge and the half-width of its contact shadow. */
  bottom: number;
  spread: number;
}

/** Fits the device into a size×size square centred on (cx, cy), rotated by rot degrees. */
function place(d: TDevice, cx: number, cy: number, size: number, rot = 0, shadow = true): TPlaced {
  const [l, t, rr, b] = d.box;
  const s = Math.min(size / (rr - l), size / (b - t), 1.3);
  const mx = (l + rr) / 2;
  const my = (t + b) / 2;
  const a = (rot * Math.PI) / 180;
  const fx = (d.focus[0] - mx) * s;
  const fy = (d.focus[1] - my) * s;
  const svg = grp(d.svg, {
    transform: `translate(${num(cx)} ${num(cy)})${rot ? ` rotate(${rot})` : ''} scale(${s.toFixed(3)}) translate(${num(-mx)} ${num(-my)})`,
    filter: shadow ? 'url(#ds)' : undefined,
  });
  return {
    svg,
    focus: [cx + fx * Math.cos(a) - fy * Math.sin(a), cy + fx * Math.sin(a) + fy * Math.cos(a)],
    bottom: cy + (b - my) * s,
    spread: d.spread * s,
  };
}

const contactShadow = (x: number, pl: TPlaced, k = 1): string =>
  pl.spread > 0 ? ell(x, pl.bottom - 4, pl.spread * 0.95, 20 * k, '#1b2740', { opacity: 0.3, filter: 'url(#sb)' }) : '';

function heroArt(d: TDevice, p: TPalette): string {
  const pl = place(d, 450, 440, 560);
  return (
    rect(0, 0, 900, 900, 0, 'url(#bg)') +
    circ(450, 430, 340, '#ffffff', { opacity: 0.55 }) +
    circ(450, 430, 340, 'url(#gw)', { opacity: 0.35 }) +
    rect(0, 760, 900, 140, 0, '#ffffff', { opacity: 0.25 }) +
    circ(760, 150, 18, p.accent, { opacity: 0.25 }) +
    circ(130, 720, 10, p.accent2, { opacity: 0.3 }) +
    contactShadow(450, pl) +
    pl.svg
  );
}

function detailArt(d: TDevice, p: TPalette, seed: number): string {
  const pl = place(d, 380, 470, 620, -7);
  const [fx, fy] = pl.focus;
  const badges = [210, 420, 630];
  let s = rect(0, 0, 900, 900, 0, 'url(#bg)') + path('M0 0H900V330L0 820Z', '#ffffff', { opacity: 0.4 });
  s += circ(690, 260, 270, p.accent, { opacity: 0.08 }) + circ(380, 470, 300, 'url(#gw)', { opacity: 0.3 });
  s += contactShadow(380, pl) + pl.svg;
  s +=
    circ(fx, fy, 84, 'none', S('#ffffff', 7)) +
    circ(fx, fy, 104, 'none', S(p.accent, 4, { 'stroke-dasharray': '4 14' }));
  s += circ(fx, fy, 84, '#ffffff', { opacity: 0.12 });
  const bx = 790;
  const by = badges[0];
  const ang = Math.atan2(by - fy, bx - fx);
  const sx = fx + Math.cos(ang) * 104;
  const sy = fy + Math.sin(ang) * 104;
  s += path(
    `M${num(sx)} ${num(sy)}L${num(bx - 58 * Math.cos(ang))} ${num(by - 58 * Math.sin(ang))}`,
    'none',
    S(p.accent, 4),
  );
  s += circ(sx, sy, 8, p.accent);
  badges.forEach((y, i) => {
    s += circ(bx, y, 58, '#ffffff', { filter: 'url(#ds)' }) + circ(bx, y, 48, mix(p.accent, '#ffffff', 0.88));
    s += grp(ICONS[(seed + i) % ICONS.length](i === 0 ? p.accent : mix(p.accent2, '#334155', 0.3)), {
      transform: `translate(${bx} ${y})`,
    });
  });
  return s;
}

function plant(x: number, y: number, k: number): string {
  let s = '';
  const leaves: [number, number, number][] = [
    [-34, -80, -30],
    [30, -90, 28],
    [0, -120, 0],
    [-52, -40, -55],
    [50, -50, 50],
  ];
  for (const [lx, ly, a] of leaves) {
    s += ell(x + lx * k, y + ly * k, 20 * k, 54 * k, '#5fae7a', {
      transform: `rotate(${a} ${num(x + lx * k)} ${num(y + ly * k)})`,
    });
  }
  return (
    s +
    path(
      `M${num(x - 46 * k)} ${num(y - 20 * k)}H${num(x + 46 * k)}L${num(x + 36 * k)} ${num(y + 80 * k)}H${num(x - 36 * k)}Z`,
      '#f1ece4',
      S('#f1ece4', 8 * k),
    )
  );
}

/** A two-seat sofa whose top-left corner is (x, y), about 380×210. */
function sofa(x: number, y: number, c: string): string {
  const dark = mix(c, '#1e293b', 0.18);
  return (
    rect(x + 14, y + 190, 14, 26, 4, '#6b4f3a') +
    rect(x + 352, y + 190, 14, 26, 4, '#6b4f3a') +
    rect(x + 30, y, 320, 130, 34, c) +
    rect(x + 20, y + 110, 340, 84, 24, dark) +
    rect(x, y + 70, 62, 134, 28, c) +
    rect(x + 318, y + 70, 62, 134, 28, c) +
    rect(x + 70, y + 20, 110, 90, 26, '#ffffff', { opacity: 0.18 })
  );
}

function productBox(x: number, y: number, p: TPalette): string {
  return (
    path(`M${x + 190} ${y}L${x + 226} ${y - 24}V${y + 196}L${x + 190} ${y + 220}Z`, '#dde1e7') +
    path(`M${x} ${y}L${x + 36} ${y - 24}H${x + 226}L${x + 190} ${y}Z`, '#f8f9fb') +
    rect(x, y, 190, 220, 0, '#ffffff') +
    rect(x, y + 150, 190, 22, 0, p.accent, { opacity: 0.85 }) +
    rect(x + 24, y + 30, 100, 12, 6, '#cbd5e1') +
    rect(x + 24, y + 54, 64, 10, 5, '#e2e8f0') +
    circ(x + 140, y + 100, 26, p.accent, { opacity: 0.25 })
  );
}

function sceneArt(d: TDevice, p: TPalette): string {
  const wall = mix(p.bg1, '#ffffff', 0.3);
  let s = el('rect', { width: 900, height: 900, fill: 'url(#wl)' });
  s +=
    path('M560 0H720L520 640H360Z', '#ffffff', { opacity: 0.22 }) +
    path('M740 0H800L600 640H540Z', '#ffffff', { opacity: 0.16 });
  if (d.mount === 'desk') {
    s +=
      rect(0, 640, 900, 260, 0, mix(p.bg2, '#c9a27c', 0.45)) + rect(0, 640, 900, 16, 0, '#ffffff', { opacity: 0.35 });
    s += plant(140, 560, 1) + productBox(610, 420, p);
    const pl = place(d, 420, 500, 370);
    const shift = 648 - pl.bottom;
    return `${s + ell(420, 648, (pl.spread || 150) * 0.95, 18, '#1b2740', { opacity: 0.3, filter: 'url(#sb)' })}<g transform="translate(0 ${num(shift)})">${pl.svg}</g>`;
  }
  if (d.mount === 'floor') {
    s += rect(0, 600, 900, 300, 0, mix(p.bg2, '#b9a48c', 0.35)) + rect(0, 596, 900, 12, 0, '#ffffff', { opacity: 0.6 });
    s += sofa(20, 400, mix(p.accent2, '#cbd5e1', 0.65));
    s += ell(520, 780, 330, 70, '#ffffff', { opacity: 0.35 });
    const pl = place(d, 560, 560, 330);
    const shift = 780 - pl.bottom;
    return `${s + ell(560, 780, pl.spread * 0.95, 22, '#1b2740', { opacity: 0.3, filter: 'url(#sb)' })}<g transform="translate(0 ${num(shift)})">${pl.svg}</g>`;
  }
  if (d.mount === 'ceiling') {
    s += rect(0, 0, 900, 70, 0, '#ffffff', { opacity: 0.7 }) + rect(0, 780, 900, 120, 0, mix(p.bg2, '#b9a48c', 0.35));
    s += sofa(150, 600, mix(p.accent2, '#cbd5e1', 0.65));
    s += plant(720, 700, 1.1) + path('M250 330H650L820 900H80Z', 'url(#gw)', { opacity: 0.35 });
    return s + place(d, 450, 250, 420, 0, false).svg;
  }
  if (d.mount === 'door') {
    const door = pick(mulberry32(hashStr(p.bg1)), ['#f3f4f6', '#c89c72', '#8a6a52', '#e9e2d6']);
    s += rect(0, 850, 900, 50, 0, mix(p.bg2, '#b9a48c', 0.35));
    s += rect(190, 40, 470, 830, 8, mix(wall, '#000000', 0.1)) + rect(214, 60, 422, 800, 4, door);
    s +=
      rect(250, 100, 290, 320, 6, 'none', S(mix(door, '#000000', 0.1), 4)) +
      rect(250, 470, 290, 340, 6, 'none', S(mix(door, '#000000', 0.1), 4));
    s += rect(214, 60, 422, 800, 4, 'url(#gs)', { opacity: 0.25 });
    return s + place(d, 590, 470, 340).svg;
  }
  if (d.mount === 'cabinet') {
    s += rect(40, 40, 820, 820, 16, '#5b6370') + rect(70, 70, 760, 760, 8, '#dfe3e8');
    s += rect(90, 90, 720, 70, 6, '#9aa3ae') + rect(90, 740, 720, 70, 6, '#9aa3ae');
    let slots = '';
    for (let i = 0; i < 12; i++) slots += `M${104 + i * 60} 112h34v26h-34zM${104 + i * 60} 762h34v26h-34z`;
    s += path(slots, '#7b8490');
    s += rect(70, 434, 760, 32, 3, 'url(#mt)');
    for (const [x, c] of [
      [110, '#3b82f6'],
      [160, '#ef4444'],
      [700, '#22c55e'],
      [750, '#f59e0b'],
    ] as const) {
      s +=
        path(`M${x + 20} 160V300`, 'none', S(c, 7)) +
        rect(x, 300, 40, 300, 6, '#f4f5f7', S('#b8c0ca', 2)) +
        rect(x + 10, 410, 20, 50, 4, '#30353d');
    }
    return s + place(d, 450, 450, 400).svg;
  }
  s += rect(0, 820, 900, 80, 0, mix(p.bg2, '#b9a48c', 0.35)) + rect(0, 806, 900, 16, 0, '#ffffff', { opacity: 0.7 });
  s +=
    rect(70, 120, 170, 130, 6, '#ffffff', S('#d5dbe3', 8)) +
    path('M86 234L140 170L176 206L200 180L224 234Z', mix(p.accent, '#ffffff', 0.5));
  s += plant(760, 720, 1.2);
  return s + place(d, 460, 430, 400).svg;
}

// ---------------------------------------------------------------------------------------------
// Public API

/** 900×900 product image: variant 0 hero, 1 close-up with callouts, 2 scene; 3+ repeat with other palettes. */
export function productArtSvg(opts: { kind: TArtKind; variant: number; seed: number; title: string }): string {
  const { kind, seed, title } = opts;
  const variant = Math.max(0, Math.floor(opts.variant));
  const p = palette(kind, seed, Math.floor(variant / 3));
  const d = drawDevice(kind, seed, p);
  const comp = variant % 3;
  const bg =
    comp === 2
      ? lin('wl', [
          [0, mix(p.bg1, '#ffffff', 0.35)],
          [1, p.bg2],
        ])
      : lin(
          'bg',
          [
            [0, comp === 0 ? p.bg1 : mix(p.bg2, '#ffffff', 0.3)],
            [1, comp === 0 ? p.bg2 : p.bg1],
          ],
          [0, 0, comp, 1],
        );
  const body = comp === 0 ? heroArt(d, p) : comp === 1 ? detailArt(d, p, seed) : sceneArt(d, p);
  return svgDoc(900, 900, title, commonDefs(p, bg) + (d.defs ?? ''), body);
}

/** 1584×660 carousel banner: headline and subtitle on the left, the kind's device on the right. */
export function bannerArtSvg(opts: { kind: TArtKind; seed: number; title: string; subtitle: string }): string {
  const { kind, seed } = opts;
  const p = palette(kind, seed, 0);
  const d = drawDevice(kind, seed, p);
  const deep = mix(p.accent, '#0b1433', 0.55);
  const bg = lin(
    'bg',
    [
      [0, deep],
      [0.6, mix(p.accent, '#1e3a8a', 0.3)],
      [1, mix(p.accent2, '#ffffff', 0.15)],
    ],
    [0, 0, 1, 1],
  );
  const head = fitText(opts.title, 96, 44, 720);
  const sub = fitText(opts.subtitle, 40, 24, 720);
  let s = rect(0, 0, 1584, 660, 0, 'url(#bg)');
  s +=
    circ(1200, 330, 420, '#ffffff', { opacity: 0.08 }) +
    circ(1200, 330, 300, '#ffffff', { opacity: 0.1 }) +
    circ(80, 640, 220, '#ffffff', { opacity: 0.06 });
  let dots = '';
  for (let i = 0; i < 6; i++) for (let j = 0; j < 4; j++) dots += `M${700 + i * 28} ${60 + j * 28}h5v5h-5z`;
  s += path(dots, '#ffffff', { opacity: 0.25 });
  s += ell(1200, 560, 300, 46, '#000000', { opacity: 0.18, filter: 'url(#sb)' });
  s += place(d, 1200, 320, 470).svg;
  s += rect(110, 132, 64, 8, 4, mix(p.accent, '#ffffff', 0.5));
  s += text(106, 180 + head.size, head.text, head.size, '#ffffff', { 'font-weight': 'bold' });
  s += text(110, 200 + head.size + sub.size * 1.5, sub.text, sub.size, '#ffffff', { opacity: 0.86 });
  const by = 250 + head.size + sub.size * 1.5;
  s += rect(110, by, 236, 72, 36, '#ffffff') + text(146, by + 47, '立即选购 ›', 32, deep);
  return svgDoc(1584, 660, `${opts.title} ${opts.subtitle}`, commonDefs(p, bg), s);
}

function shopColors(name: string, seed: number): [string, string] {
  const r = mulberry32(seed ^ hashStr(name));
  const a = pick(r, ACCENTS);
  const b = pick(r, ACCENTS);
  return [mix(a, '#0b1433', 0.25), b === a ? mix(a, '#ffffff', 0.3) : b];
}

/** 240×240 shop logo: a gradient rounded square with the first one or two characters of the name. */
export function shopLogoSvg(opts: { name: string; seed: number }): string {
  const [c1, c2] = shopColors(opts.name, opts.seed);
  const chars = [...opts.name.replace(/\s+/g, '')].slice(0, 2).join('') || '商';
  const size = [...chars].length === 1 ? 130 : Math.min(96, Math.floor(190 / textWidth(chars, 1)));
  const defs = lin(
    'bg',
    [
      [0, c1],
      [1, c2],
    ],
    [0, 0, 1, 1],
  );
  let s =
    rect(0, 0, 240, 240, 52, 'url(#bg)') +
    circ(200, 40, 70, '#ffffff', { opacity: 0.12 }) +
    circ(30, 230, 60, '#ffffff', { opacity: 0.08 });
  s +=
    path('M174 40A30 30 0 0 1 206 72M174 22A48 48 0 0 1 224 72', 'none', S('#ffffff', 6, { opacity: 0.45 })) +
    circ(178, 68, 6, '#ffffff', { opacity: 0.6 });
  s += text(120, 120 + size * 0.36, chars, size, '#ffffff', { 'text-anchor': 'middle', 'font-weight': 'bold' });
  return svgDoc(240, 240, opts.name, defs, s);
}

/** 1200×300 shop banner: gradient, a faint circuit pattern, shop name and slogan. */
export function shopBannerSvg(opts: { name: string; slogan: string; seed: number }): string {
  const [c1, c2] = shopColors(opts.name, opts.seed);
  const r = mulberry32(opts.seed ^ hashStr(`${opts.name}~`));
  const defs = lin(
    'bg',
    [
      [0, c1],
      [1, c2],
    ],
    [0, 0, 1, 0.4],
  );
  let s = rect(0, 0, 1200, 300, 0, 'url(#bg)') + circ(1060, 40, 240, '#ffffff', { opacity: 0.07 });
  let d = '';
  let nodes = '';
  for (let i = 0; i < 12; i++) {
    const y = 20 + Math.floor(r() * 13) * 20;
    const x = 560 + Math.floor(r() * 18) * 30;
    const len = 60 + Math.floor(r() * 5) * 30;
    const dy = (r() > 0.5 ? 1 : -1) * 40;
    d += `M${x} ${y}H${x + len}L${x + len + 40} ${y + dy}H${x + len + 120}`;
    nodes += circ(x, y, 6, 'none', S('#ffffff', 3)) + circ(x + len + 120, y + dy, 5, '#ffffff');
  }
  s += grp(path(d, 'none', S('#ffffff', 3)) + nodes, { opacity: 0.22 });
  const logo = [...opts.name.replace(/\s+/g, '')].slice(0, 2).join('') || '商';
  s +=
    rect(70, 60, 180, 180, 40, '#ffffff', { opacity: 0.16 }) +
    rect(70, 60, 180, 180, 40, 'none', S('#ffffff', 3, { opacity: 0.5 }));
  s += text(160, 150 + 0.36 * 72, logo, 72, '#ffffff', { 'text-anchor': 'middle', 'font-weight': 'bold' });
  const name = fitText(opts.name, 60, 32, 820);
  const slogan = fitText(opts.slogan, 30, 20, 820);
  s += text(290, 140, name.text, name.size, '#ffffff', { 'font-weight': 'bold' });
  s += text(292, 200, slogan.text, slogan.size, '#ffffff', { opacity: 0.85 });
  return svgDoc(1200, 300, `${opts.name} ${opts.slogan}`, defs, s);
}

/** 600×600 promo tile: the kind's device with a caption strip along the bottom. */
export function promoArtSvg(opts: { kind: TArtKind; seed: number; caption: string }): string {
  const { kind, seed } = opts;
  const p = palette(kind, seed, 1);
  const d = drawDevice(kind, seed, p);
  const bg = lin(
    'bg',
    [
      [0, p.bg1],
      [1, p.bg2],
    ],
    [0, 0, 1, 1],
  );
  const cap = fitText(opts.caption, 44, 26, 520);
  const pl = place(d, 300, 250, 340);
  let s =
    rect(0, 0, 600, 600, 0, 'url(#bg)') +
    circ(300, 250, 220, '#ffffff', { opacity: 0.55 }) +
    contactShadow(300, pl, 0.8) +
    pl.svg;
  const strip = lin(
    'cs',
    [
      [0, p.accent],
      [1, mix(p.accent2, '#0b1433', 0.2)],
    ],
    [0, 0, 1, 0],
  );
  s += rect(0, 490, 600, 110, 0, 'url(#cs)') + rect(0, 490, 600, 4, 0, '#ffffff', { opacity: 0.4 });
  s += text(300, 545 + cap.size * 0.36, cap.text, cap.size, '#ffffff', {
    'text-anchor': 'middle',
    'font-weight': 'bold',
  });
  return svgDoc(600, 600, opts.caption, commonDefs(p, bg) + strip, s);
}
