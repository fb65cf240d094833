import type { TProductCard } from '../catalogue/catalogue.types.js';

/** `getEcAgentBasicData`: the seller's shop. */
export interface TShopBasic {
  agentId: number;
  name: string;
  logo: string;
  banner: string;
  description: string;
  /** Region codes (china-area-data). */
  province: string;
  city: string;
  /** Score out of 5, one decimal. */
  score: number;
  tags: string[];
  productCount: number;
  sales: number;
  /** Epoch milliseconds the shop opened. */
  createdAt: number;
}

/** Template codes a shop is decorated with, and the JSON each interface entry carries. */
export const SHOP_TEMPLATE_CODES = ['banner', 'notice', 'recommend'] as const;
export type TShopTemplateCode = (typeof SHOP_TEMPLATE_CODES)[number];

export interface TShopTemplateData {
  banner: { imageUrl: string; title: string; link: string };
  notice: { content: string };
  recommend: { title: string; products: TProductCard[] };
}

/** One interface entry; `data` is a JSON string (spec §7), parsed by the client. */
export interface TShopDataInterface {
  name: string;
  data: string;
}

export interface TShopTemplate {
  code: TShopTemplateCode;
  name: string;
  sort: number;
  businessDataInterface: TShopDataInterface[];
}

/** `businessShop/queryList`. */
export interface TShopDecoration {
  agentId: number;
  businessTemplateDataSource: TShopTemplate[];
}

/** Template data keyed by template code, each a list of the parsed JSON of its entries (spec §3). */
export type TShopTemplateMap = { [K in TShopTemplateCode]?: TShopTemplateData[K][] };

/** Parses the decoration into the template map; entries that do not parse are skipped. */
export function parseShopTemplates(decoration: TShopDecoration): TShopTemplateMap {
  const map: Record<string, unknown[]> = {};
  for (const template of decoration.businessTemplateDataSource) {
    const list = map[template.code] ?? [];
    for (const entry of template.businessDataInterface) {
      try {
        list.push(JSON.parse(entry.data));
      } catch {
        // A malformed entry is left out rather than breaking the whole shop page.
      }
    }
    map[template.code] = list;
  }
  return map as TShopTemplateMap;
}
