import type { TSiteInfo } from '@mall/contract';
import { COMPANY_NAME, HOTLINE, SERVICE_HOURS, SITE_TITLE } from '../../config/site';
import type { TGuideArticle, TGuideBlock } from './guide-content';

/**
 * The guide is written with the first-paint constants (config/site.ts) and a 15-day after-sales
 * window; the operator's settings replace them where they differ, so the help text says what the
 * site really is and does.
 */
export function siteText(text: string, info: TSiteInfo): string {
  let out = text;
  const pairs: [string, string][] = [
    [COMPANY_NAME, info.companyName],
    [HOTLINE, info.hotline],
    [SERVICE_HOURS, info.serviceHours],
    [SITE_TITLE, info.siteName],
  ];
  for (const [from, to] of pairs) if (from !== to) out = out.split(from).join(to);
  if (info.afterSalesDays !== 15) {
    out = out.replace(/(签收后|质量问题) ?15 ?天内/g, (_m, what: string) => `${what} ${info.afterSalesDays} 天内`);
  }
  return out;
}

function blockText(block: TGuideBlock, info: TSiteInfo): TGuideBlock {
  const t = (text: string) => siteText(text, info);
  switch (block.kind) {
    case 'p':
    case 'h':
    case 'tip':
      return { ...block, text: t(block.text) };
    case 'list':
      return { ...block, items: block.items.map(t) };
    case 'steps':
      return { ...block, items: block.items.map((s) => ({ title: t(s.title), text: t(s.text) })) };
    case 'table':
      return { ...block, head: block.head.map(t), rows: block.rows.map((r) => r.map(t)) };
  }
}

/** An article with the site's own name, company, hotline, hours and after-sales window. */
export function siteArticle(article: TGuideArticle, info: TSiteInfo): TGuideArticle {
  return {
    ...article,
    title: siteText(article.title, info),
    summary: siteText(article.summary, info),
    blocks: article.blocks.map((b) => blockText(b, info)),
  };
}
