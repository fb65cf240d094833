/*
 * 我的家 (DESIGN.md §H): whether a product works with the buyer's smart home. The rules are data and
 * one pure function, the same for the server (cards, detail, cart lines, bills of materials, the
 * `compatible` filter) and the web (the home page's preview). No zod here.
 */
import { IOT_ECOSYSTEMS, IOT_PROTOCOLS, type TIotEcosystem, type TIotProtocol, type TIotSpec, toMask } from './iot.js';

/** 兼容 / 需网关 / 不兼容. */
export const COMPAT_LEVELS = ['ok', 'hub', 'no'] as const;
export type TCompatLevel = (typeof COMPAT_LEVELS)[number];

export const COMPAT_LABELS: Record<TCompatLevel, string> = { ok: '兼容', hub: '需网关', no: '不兼容' };

/** The buyer's home: the ecosystems (apps) they use and the protocols their hubs or gateways speak. */
export interface TSmartHome {
  ecosystems: TIotEcosystem[];
  hubProtocols: TIotProtocol[];
}

/** What a card, a detail, a cart line or a bill-of-materials line says about the caller's home. */
export interface TCompat {
  level: TCompatLevel;
  /** One Chinese sentence saying why. */
  reason: string;
  /** For `hub`: the best-selling gateway on sale that speaks the product's protocol and the shared ecosystem. */
  hubSuggestion?: { productId: number; title: string };
}

/**
 * The ecosystems whose apps and hubs take Matter devices (2026: 米家, Apple 家庭, 涂鸦, 天猫精灵 and 小度
 * all certify Matter controllers). A product that speaks Matter (the protocol, or Matter among its
 * ecosystems) works with each of these as if it listed it.
 */
export const MATTER_ECOSYSTEMS: readonly TIotEcosystem[] = ['米家', 'HomeKit', '涂鸦', '天猫精灵', '小度', 'Matter'];

/**
 * What makes a product a gateway (网关): it is listed under the system category of this name or one
 * below it (多模网关, Zigbee 网关 …). The protocols it lists are the ones it bridges: a received gateway
 * joins the buyer's home with them, and a `hub` answer suggests the best-selling one that speaks the
 * product's protocol in the ecosystem the two share.
 */
export const GATEWAY_CATEGORY = '网关与中枢';

/** The IoT facts the rules read. */
export type TCompatFacts = Pick<TIotSpec, 'protocols' | 'ecosystems' | 'hubRequired'>;

/** Whether the product speaks Matter (its protocol or its ecosystem). */
export function speaksMatter(product: TCompatFacts): boolean {
  return product.protocols.includes('Matter') || product.ecosystems.includes('Matter');
}

/** The ecosystems a product works with: its own, and every Matter ecosystem when it speaks Matter. */
export function effectiveEcosystems(product: TCompatFacts): TIotEcosystem[] {
  const matter = speaksMatter(product);
  return IOT_ECOSYSTEMS.filter((e) => product.ecosystems.includes(e) || (matter && MATTER_ECOSYSTEMS.includes(e)));
}

/** The level and its reason, and for `hub` what a gateway must speak (the server picks the gateway). */
export interface TCompatVerdict {
  level: TCompatLevel;
  reason: string;
  /** The home's ecosystems the product works with, in list order. */
  shared: TIotEcosystem[];
  /** For `hub`: the product's protocols, any one of which a gateway must speak. */
  needProtocols: TIotProtocol[];
}

const list = (xs: readonly string[]) => xs.join('、');

/**
 * The rules of §H: `ok` when the product shares an ecosystem with the home and needs no hub or speaks
 * one of the home's hub protocols; `hub` when it shares an ecosystem but needs a hub the home lacks;
 * `no` otherwise.
 */
export function compatOf(product: TCompatFacts, home: TSmartHome): TCompatVerdict {
  const shared = effectiveEcosystems(product).filter((e) => home.ecosystems.includes(e));
  if (product.ecosystems.length === 0 && !speaksMatter(product)) {
    return { level: 'no', reason: '该商品不接入任何智能家居生态，无法加入你的家。', shared, needProtocols: [] };
  }
  if (shared.length === 0) {
    const theirs = list(effectiveEcosystems(product));
    const reason =
      home.ecosystems.length === 0
        ? `你的家还没有选择生态平台；该商品支持${theirs}。`
        : `该商品支持${theirs}，不支持你家的${list(home.ecosystems)}。`;
    return { level: 'no', reason, shared, needProtocols: [] };
  }
  const via = list(shared);
  if (!product.hubRequired) {
    return { level: 'ok', reason: `支持${via}，无需网关，可直接加入你的家。`, shared, needProtocols: [] };
  }
  const spoken = IOT_PROTOCOLS.filter((p) => product.protocols.includes(p) && home.hubProtocols.includes(p));
  if (spoken.length > 0) {
    return { level: 'ok', reason: `支持${via}，可通过你家中的${list(spoken)}网关接入。`, shared, needProtocols: [] };
  }
  const needProtocols = IOT_PROTOCOLS.filter((p) => product.protocols.includes(p));
  const need = needProtocols.length > 0 ? `${list(needProtocols)}网关` : '配套网关';
  return {
    level: 'hub',
    reason: `支持${via}，但需要${need}，你家中还没有。`,
    shared,
    needProtocols,
  };
}

/** A home with nothing in it: the buyer has not described one (anonymous answers stay unchanged). */
export function isEmptyHome(home: TSmartHome | null | undefined): boolean {
  return !home || (home.ecosystems.length === 0 && home.hubProtocols.length === 0);
}

/** A gateway joins the home once received: its protocols and ecosystems are added (no duplicates, list order). */
export function joinGateway(home: TSmartHome, gateway: Pick<TIotSpec, 'protocols' | 'ecosystems'>): TSmartHome {
  return {
    ecosystems: IOT_ECOSYSTEMS.filter((e) => home.ecosystems.includes(e) || gateway.ecosystems.includes(e)),
    hubProtocols: IOT_PROTOCOLS.filter((p) => home.hubProtocols.includes(p) || gateway.protocols.includes(p)),
  };
}

/**
 * The home as bit masks (catalogue/iot.ts), for the `compatible` filter: the database picks the `ok`
 * products by `isOkByMasks` over the masks products store, which answers as `compatOf` does.
 */
export interface TCompatMasks {
  ecosystems: number;
  hubProtocols: number;
  /** The home has an ecosystem that takes Matter devices. */
  takesMatter: boolean;
  /** The bits that make a product speak Matter: its protocol, its ecosystem. */
  matterProtocol: number;
  matterEcosystem: number;
}

export function compatMasks(home: TSmartHome): TCompatMasks {
  return {
    ecosystems: toMask(IOT_ECOSYSTEMS, home.ecosystems),
    hubProtocols: toMask(IOT_PROTOCOLS, home.hubProtocols),
    takesMatter: home.ecosystems.some((e) => MATTER_ECOSYSTEMS.includes(e)),
    matterProtocol: toMask(IOT_PROTOCOLS, ['Matter']),
    matterEcosystem: toMask(IOT_ECOSYSTEMS, ['Matter']),
  };
}

/** Whether a product (its masks) is `ok` for the home's masks: the rule the server's SQL states. */
export function isOkByMasks(
  product: { protocols: number; ecosystems: number; hubRequired: boolean },
  home: TCompatMasks,
): boolean {
  const matter = (product.protocols & home.matterProtocol) !== 0 || (product.ecosystems & home.matterEcosystem) !== 0;
  const shares = (product.ecosystems & home.ecosystems) !== 0 || (matter && home.takesMatter);
  return shares && (!product.hubRequired || (product.protocols & home.hubProtocols) !== 0);
}

/** Whether a set of products bought together (a plan's bill of materials) is a complete system for the home. */
export interface TSystemVerdict {
  /** Every product is 兼容 (gateways in the set counting). */
  complete: boolean;
  /** One Chinese sentence. */
  reason: string;
}

/** The set's verdict from its products' `compat` (each already counting the set's own gateways). */
export function systemVerdict(compats: readonly Pick<TCompat, 'level'>[]): TSystemVerdict {
  const hub = compats.filter((c) => c.level === 'hub').length;
  const no = compats.filter((c) => c.level === 'no').length;
  if (hub === 0 && no === 0) return { complete: true, reason: '清单中的设备都能接入你的家，是一套完整的系统。' };
  const parts = [hub > 0 ? `${hub} 件还需要网关` : '', no > 0 ? `${no} 件与你的家不兼容` : ''].filter(Boolean);
  return { complete: false, reason: `清单中有${parts.join('，')}。` };
}
