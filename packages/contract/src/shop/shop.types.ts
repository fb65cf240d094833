import '../common/zod-locale.js';
import { z } from 'zod';
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

/** What each template's entries must look like; anything else is left out rather than breaking the page. */
const ZCard = z
  .object({
    id: z.number(),
    title: z.string(),
    price: z.number(),
    image: z.string(),
    iot: z
      .object({ protocols: z.array(z.string()), ecosystems: z.array(z.string()), hubRequired: z.boolean() })
      .loose(),
  })
  .loose();
const ZTemplateEntry: { [K in TShopTemplateCode]: z.ZodType<TShopTemplateData[K]> } = {
  banner: z.object({ imageUrl: z.string(), title: z.string().catch(''), link: z.string().catch('') }),
  notice: z.object({ content: z.string() }),
  recommend: z.object({
    title: z.string().catch(''),
    products: z
      .array(z.unknown())
      .transform((list) => list.filter((p) => ZCard.safeParse(p).success) as TProductCard[]),
  }),
};

/** Parses the decoration into the template map; unknown codes and entries that do not fit are skipped. */
export function parseShopTemplates(decoration: TShopDecoration): TShopTemplateMap {
  const map: Record<string, unknown[]> = {};
  for (const template of decoration.businessTemplateDataSource) {
    const schema = ZTemplateEntry[template.code as TShopTemplateCode] as z.ZodType | undefined;
    if (!schema) continue;
    const list = map[template.code] ?? [];
    for (const entry of template.businessDataInterface) {
      let value: unknown;
      try {
        value = JSON.parse(entry.data);
      } catch {
        continue;
      }
      const parsed = schema.safeParse(value);
      if (parsed.success) list.push(parsed.data);
    }
    map[template.code] = list;
  }
  return map as TShopTemplateMap;
}
