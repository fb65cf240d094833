import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPAT_LABELS,
  compatMasks,
  compatOf,
  effectiveEcosystems,
  isEmptyHome,
  isOkByMasks,
  joinGateway,
  MATTER_ECOSYSTEMS,
  systemVerdict,
  type TCompatFacts,
  type TCompatLevel,
  type TSmartHome,
} from './compat.rules.js';
import { IOT_ECOSYSTEMS, IOT_PROTOCOLS, type TIotEcosystem, type TIotProtocol, toMask } from './iot.js';

function subsets<T>(values: readonly T[]): T[][] {
  return Array.from({ length: 1 << values.length }, (_, mask) => values.filter((_, i) => (mask & (1 << i)) !== 0));
}

/** Every product of one protocol (or none) and one ecosystem (or none), with and without a hub. */
const PRODUCTS: TCompatFacts[] = [];
for (const protocol of [...IOT_PROTOCOLS, null]) {
  for (const ecosystem of [...IOT_ECOSYSTEMS, null]) {
    for (const hubRequired of [false, true]) {
      PRODUCTS.push({
        protocols: protocol ? [protocol] : [],
        ecosystems: ecosystem ? [ecosystem] : [],
        hubRequired,
      });
    }
  }
}
/**
 * Every home: each subset of the ecosystems with no hub, a hub of each single protocol, hubs of all
 * protocols but one (each), and hubs of all (a product here speaks at most one protocol, so these
 * cover every answer a subset of hub protocols can give).
 */
const HUB_SETS: TIotProtocol[][] = [
  [],
  ...IOT_PROTOCOLS.map((p) => [p]),
  ...IOT_PROTOCOLS.map((p) => IOT_PROTOCOLS.filter((q) => q !== p)),
  [...IOT_PROTOCOLS],
];
const HOMES: TSmartHome[] = subsets(IOT_ECOSYSTEMS).flatMap((ecosystems) =>
  HUB_SETS.map((hubProtocols) => ({ ecosystems, hubProtocols })),
);

const RANK: Record<TCompatLevel, number> = { no: 0, hub: 1, ok: 2 };

describe('compatOf over every protocol × ecosystem × hub × home', () => {
  it('says ok, hub or no exactly as the rules of §H say, with a reason naming why', () => {
    let checked = 0;
    for (const product of PRODUCTS) {
      const matter = product.protocols.includes('Matter') || product.ecosystems.includes('Matter');
      const works = new Set<TIotEcosystem>([...product.ecosystems, ...(matter ? MATTER_ECOSYSTEMS : [])]);
      for (const home of HOMES) {
        const verdict = compatOf(product, home);
        const shares = home.ecosystems.some((e) => works.has(e));
        const hasHub = product.protocols.some((p) => home.hubProtocols.includes(p));
        const expected: TCompatLevel = !shares ? 'no' : !product.hubRequired || hasHub ? 'ok' : 'hub';
        if (verdict.level !== expected) {
          expect({ product, home, level: verdict.level }).toEqual({ product, home, level: expected });
        }
        if (verdict.reason.length === 0 || !verdict.reason.endsWith('。')) expect(verdict.reason).toMatch(/。$/);
        if (verdict.level !== 'no') {
          // The reason names the ecosystem the product and the home share.
          if (!verdict.shared.every((e) => verdict.reason.includes(e)))
            expect(verdict.reason).toContain(verdict.shared[0]);
        }
        if (verdict.level === 'hub') {
          if (verdict.needProtocols.join() !== product.protocols.join()) {
            expect(verdict.needProtocols).toEqual(product.protocols);
          }
        }
        checked += 1;
      }
    }
    expect(checked).toBe(PRODUCTS.length * HOMES.length);
  }, 30_000);

  it('never gets worse when the home gains an ecosystem or a hub protocol', () => {
    const worse: unknown[] = [];
    // Every third home (each gains every value): a third of a million verdicts.
    for (const product of PRODUCTS) {
      for (const home of HOMES.filter((_, i) => i % 3 === 0)) {
        const before = RANK[compatOf(product, home).level];
        const richer = [
          ...IOT_ECOSYSTEMS.map((e) => ({ ...home, ecosystems: [...new Set([...home.ecosystems, e])] })),
          ...IOT_PROTOCOLS.map((p) => ({ ...home, hubProtocols: [...new Set([...home.hubProtocols, p])] })),
        ];
        for (const more of richer)
          if (RANK[compatOf(product, more).level] < before) worse.push({ product, home, more });
      }
    }
    expect(worse).toEqual([]);
  }, 30_000);
});

describe('the compatible filter (bit masks, as the database reads them)', () => {
  const masksOf = (p: TCompatFacts) => ({
    protocols: toMask(IOT_PROTOCOLS, p.protocols),
    ecosystems: toMask(IOT_ECOSYSTEMS, p.ecosystems),
    hubRequired: p.hubRequired,
  });

  it('picks exactly the ok products, over every product × home above', () => {
    const differ: unknown[] = [];
    for (const home of HOMES) {
      const masks = compatMasks(home);
      for (const product of PRODUCTS)
        if (isOkByMasks(masksOf(product), masks) !== (compatOf(product, home).level === 'ok'))
          differ.push({ product, home });
    }
    expect(differ).toEqual([]);
  });

  it('picks exactly the ok products for products and homes of several values each', () => {
    const product = fc.record({
      protocols: fc.subarray([...IOT_PROTOCOLS]),
      ecosystems: fc.subarray([...IOT_ECOSYSTEMS]),
      hubRequired: fc.boolean(),
    });
    const home = fc.record({
      ecosystems: fc.subarray([...IOT_ECOSYSTEMS]),
      hubProtocols: fc.subarray([...IOT_PROTOCOLS]),
    });
    fc.assert(
      fc.property(product, home, (p, h) => isOkByMasks(masksOf(p), compatMasks(h)) === (compatOf(p, h).level === 'ok')),
      { numRuns: 5_000 },
    );
  });
});

describe('the cases a shopper asks about', () => {
  const miHome: TSmartHome = { ecosystems: ['米家'], hubProtocols: [] };
  const zigbeeSensor = {
    protocols: ['Zigbee 3.0'] as TIotProtocol[],
    ecosystems: ['米家'] as TIotEcosystem[],
    hubRequired: true,
  };

  it('a 米家 Zigbee sensor needs a Zigbee gateway in a 米家 home without a hub, and works once one joins', () => {
    const verdict = compatOf(zigbeeSensor, miHome);
    expect(verdict).toMatchObject({ level: 'hub', shared: ['米家'], needProtocols: ['Zigbee 3.0'] });
    expect(verdict.reason).toBe('支持米家，但需要Zigbee 3.0网关，你家中还没有。');
    const withGateway = joinGateway(miHome, { protocols: ['Zigbee 3.0', 'BLE Mesh'], ecosystems: ['米家'] });
    expect(withGateway).toEqual({ ecosystems: ['米家'], hubProtocols: ['Zigbee 3.0', 'BLE Mesh'] });
    expect(compatOf(zigbeeSensor, withGateway)).toMatchObject({
      level: 'ok',
      reason: '支持米家，可通过你家中的Zigbee 3.0网关接入。',
    });
  });

  it('a HomeKit-only lock is 不兼容 for a 米家 home, and says which ecosystems it supports', () => {
    const lock = {
      protocols: ['BLE Mesh'] as TIotProtocol[],
      ecosystems: ['HomeKit'] as TIotEcosystem[],
      hubRequired: false,
    };
    expect(compatOf(lock, miHome)).toMatchObject({ level: 'no', reason: '该商品支持HomeKit，不支持你家的米家。' });
  });

  it('a Wi-Fi bulb needs no hub; a Matter device works with every Matter ecosystem', () => {
    const bulb = {
      protocols: ['Wi-Fi'] as TIotProtocol[],
      ecosystems: ['米家'] as TIotEcosystem[],
      hubRequired: false,
    };
    expect(compatOf(bulb, miHome)).toMatchObject({ level: 'ok', reason: '支持米家，无需网关，可直接加入你的家。' });
    const matterPlug = {
      protocols: ['Matter'] as TIotProtocol[],
      ecosystems: [] as TIotEcosystem[],
      hubRequired: false,
    };
    expect(effectiveEcosystems(matterPlug)).toEqual([...MATTER_ECOSYSTEMS]);
    for (const e of MATTER_ECOSYSTEMS)
      expect(compatOf(matterPlug, { ecosystems: [e], hubProtocols: [] }).level).toBe('ok');
  });

  it('a product of no ecosystem is never compatible; an empty home is no home', () => {
    const board = { protocols: ['Wi-Fi'] as TIotProtocol[], ecosystems: [] as TIotEcosystem[], hubRequired: false };
    expect(compatOf(board, { ecosystems: [...IOT_ECOSYSTEMS], hubProtocols: [...IOT_PROTOCOLS] }).level).toBe('no');
    expect(isEmptyHome({ ecosystems: [], hubProtocols: [] })).toBe(true);
    expect(isEmptyHome(null)).toBe(true);
    expect(isEmptyHome(miHome)).toBe(false);
    expect(Object.values(COMPAT_LABELS)).toEqual(['兼容', '需网关', '不兼容']);
  });
});

describe('a bill of materials as a system for the home', () => {
  it('is complete when every line is ok, and says how many need a gateway or do not fit', () => {
    expect(systemVerdict([{ level: 'ok' }, { level: 'ok' }])).toEqual({
      complete: true,
      reason: '清单中的设备都能接入你的家，是一套完整的系统。',
    });
    expect(systemVerdict([{ level: 'ok' }, { level: 'hub' }, { level: 'hub' }, { level: 'no' }])).toEqual({
      complete: false,
      reason: '清单中有2 件还需要网关，1 件与你的家不兼容。',
    });
    expect(systemVerdict([{ level: 'no' }]).reason).toBe('清单中有1 件与你的家不兼容。');
  });
});
